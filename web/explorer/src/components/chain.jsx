// A goal's build-up drawn left to right: each player in the order the ball
// reached them, an arrow between two players labelled with the kind of pass,
// ending with the scorer.
import { hrefFor } from '../router.js';
import { passKind } from '../format.js';

export function Chain({ goal }) {
  const passes = [...goal.chain].sort((a, b) => a.order - b.order);
  if (passes.length === 0) {
    // A penalty, a direct free kick or an own goal has no passer to name.
    if (goal.kind && goal.kind !== 'OPEN_PLAY') return null;
    return <p class="chain-none muted small">No passer named in the reports.</p>;
  }
  const words = passes.map((p, i) => `${i === 0 ? p.from.name : ''} ${passKind(p.kind)} to ${p.to.name}`.trim());
  const items = [<Player key="p0" player={passes[0].from} />];
  passes.forEach((p, i) => {
    items.push(
      <li key={`k${i}`} class="chain-pass" data-kind={p.kind}>
        <span class="chain-kind">{passKind(p.kind)}</span>
        <span class="chain-arrow" aria-hidden="true" />
      </li>,
    );
    items.push(<Player key={`p${i + 1}`} player={p.to} scorer={i === passes.length - 1} />);
  });
  return (
    <ol class="chain" aria-label={`Build-up: ${words.join(', ')}`}>
      {items}
    </ol>
  );
}

function Player({ player, scorer = false }) {
  return (
    <li class={scorer ? 'chain-player chain-scorer' : 'chain-player'}>
      <a href={hrefFor(player.id)}>{player.name}</a>
    </li>
  );
}
