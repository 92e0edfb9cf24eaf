// How the explorer words the API's values.

const passKinds = {
  PASS: 'pass',
  CROSS: 'cross',
  CORNER: 'corner',
  FREE_KICK: 'free kick',
  THROUGH_BALL: 'through ball',
  LONG_BALL: 'long ball',
  CUT_BACK: 'cut-back',
  FLICK_ON: 'flick-on',
  HEADER: 'header',
  THROW_IN: 'throw-in',
  UNKNOWN: 'pass',
};

// passKind names a PassKind for an arrow label ("flick-on").
export function passKind(kind) {
  return passKinds[kind] ?? kind.toLowerCase().replace(/_/g, ' ');
}

const goalKinds = {
  OPEN_PLAY: 'open play',
  PENALTY: 'penalty',
  OWN_GOAL: 'own goal',
  DIRECT_FREE_KICK: 'direct free kick',
};

// goalKind names a GoalKind ("own goal").
export function goalKind(kind) {
  return goalKinds[kind] ?? kind.toLowerCase().replace(/_/g, ' ');
}

// minute writes a goal or card minute: 56', 90+3', or "" when unknown.
export function minute({ minute: m, addedTime }) {
  if (m === null || m === undefined) return '';
  return addedTime ? `${m}+${addedTime}'` : `${m}'`;
}

// score writes "2–1", or "v" when the score is unknown.
export function score(m) {
  if (m.homeScore === null || m.homeScore === undefined || m.awayScore === null || m.awayScore === undefined) {
    return 'v';
  }
  return `${m.homeScore}–${m.awayScore}`;
}

// date writes a YYYY-MM-DD date as "4 May 2024" without going through the
// local time zone.
export function date(d) {
  if (!d) return '';
  const [y, m, day] = d.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
    'October', 'November', 'December'];
  if (!y || !m || !day || m > 12) return d;
  return `${day} ${months[m - 1]} ${y}`;
}

// plural writes "1 goal" or "3 goals" ("1 match", "2 matches" with many).
export function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

// minuteText writes a minute for reading: 56', 90+3', or "minute not given".
export function minuteText(x) {
  return minute(x) || 'minute not given';
}

// matchDate writes when and in what a match was played: "4 May 2024 ·
// Championship", or "date not given".
export function matchMeta(m) {
  return [date(m.date), m.competition].filter(Boolean).join(' · ') || 'date not given';
}

// matchName names a match with its score: "Southampton 3–1 Sunderland".
export function matchName(m) {
  return `${m.home.name} ${score(m)} ${m.away.name}`;
}

// category names a club's side for a badge: "Women", "U21", "Reserves";
// "" for a men's first team.
export function category(c) {
  switch (c?.category) {
    case 'WOMEN':
      return 'Women';
    case 'YOUTH':
      return c.ageGroup || 'Youth';
    case 'RESERVE':
      return 'Reserves';
  }
  return '';
}

// sentence makes an API message read as a sentence: a capital first, a
// full stop last.
export function sentence(s) {
  const t = String(s ?? '').trim();
  if (!t) return '';
  const first = t[0].toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

// sourceLabel names where a report came from; a URL stays a URL.
export function sourceLabel(r) {
  return r?.source || 'a report with no source given';
}

// isURL tells whether a report's source is a web address to link to.
export function isURL(s) {
  return /^https?:\/\/\S+$/i.test(s ?? '');
}
