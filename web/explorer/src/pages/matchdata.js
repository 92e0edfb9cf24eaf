// What the match page works out from the API's answer: the order of the
// goals and whether it is known, which side each player was on, and whether
// the reports disagree on a goal's minute.

// time is a minute as a number that orders stoppage time after its minute.
function time(minute, added) {
  return minute + (added ?? 0) / 100;
}

// sourcesDisagree tells whether the reports give a goal different times.
export function sourcesDisagree(g) {
  const times = new Set(g.sources.filter((s) => s.minute !== null).map((s) => time(s.minute, s.addedTime)));
  return g.disputed || times.size > 1;
}

// goalOrder returns the goals in the order they were scored, when every
// goal of the score is told and every one has a minute on which the reports
// agree well enough to place it (known: true); else in the order the
// reports tell them (known: false). The running score needs the first.
export function goalOrder(m) {
  const told = [...m.goals].sort((a, b) => a.order - b.order);
  const span = (g) => {
    const times = g.sources.filter((s) => s.minute !== null).map((s) => time(s.minute, s.addedTime));
    if (g.minute !== null) times.push(time(g.minute, g.addedTime));
    return times.length ? [Math.min(...times), Math.max(...times)] : null;
  };
  const spans = told.map(span);
  if (spans.some((s) => s === null)) return { goals: told, known: false };
  const byTime = told.map((g, i) => ({ g, s: spans[i], i }))
    .sort((a, b) => a.s[0] - b.s[0] || a.s[1] - b.s[1] || a.i - b.i);
  // Two goals whose possible minutes overlap could have come either way.
  for (let i = 1; i < byTime.length; i++) {
    const [a, b] = [byTime[i - 1].s, byTime[i].s];
    if (b[0] < a[1] || (b[0] === a[1] && (a[0] !== a[1] || b[0] !== b[1]))) {
      return { goals: told, known: false };
    }
  }
  return { goals: byTime.map((x) => x.g), known: m.missingGoals === 0 };
}

// sideOfPlayers maps each player of the match (and of its pass links) to
// 'home' or 'away' when the reports place them on one side: by the club
// they are listed with, else by the goals they scored or passed before,
// else by the cards they got. Players with no side are left out.
export function sideOfPlayers(m, links = []) {
  const sideOfClub = (id) => (id === m.home.id ? 'home' : id === m.away.id ? 'away' : '');
  const side = new Map();
  const votes = new Map();
  const vote = (pid, s) => {
    if (!s) return;
    const v = votes.get(pid) ?? { home: 0, away: 0 };
    v[s]++;
    votes.set(pid, v);
  };
  for (const p of m.players) {
    const sides = new Set(p.clubs.map((c) => sideOfClub(c.id)).filter(Boolean));
    if (sides.size === 1) side.set(p.id, [...sides][0]);
  }
  for (const g of m.goals) {
    const s = sideOfClub(g.club.id);
    if (g.kind !== 'OWN_GOAL') vote(g.scorer.id, s);
    for (const p of g.chain) {
      vote(p.from.id, s);
      vote(p.to.id, s);
    }
  }
  for (const l of links) {
    for (const g of l.goals ?? []) {
      const goal = m.goals.find((x) => x.id === g.id);
      if (goal) {
        vote(l.from.id, sideOfClub(goal.club.id));
        vote(l.to.id, sideOfClub(goal.club.id));
      }
    }
  }
  for (const c of m.cards) vote(c.player.id, sideOfClub(c.club?.id));
  for (const [pid, v] of votes) {
    if (!side.has(pid) && v.home !== v.away) side.set(pid, v.home > v.away ? 'home' : 'away');
  }
  return side;
}
