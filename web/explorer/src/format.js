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
