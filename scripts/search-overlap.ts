// How much the search's dealing of the hidden tiles knows: at own-turn decisions of seeded hands
// of four `--players`, the hidden hands are dealt again from the view (search-sample.ts) and
// compared with the true ones: the share of the true hidden tiles the dealt hands hold, tile by
// tile. Beside it the same share for the unseen tiles dealt at random (no playing forward).
// Run: `node scripts/search-overlap.ts [--hands 60] [--players greedy] [--min-fan 0]`
import { parseArgs } from 'node:util';
import { seededRng, shuffle, type Rng } from '../src/engine/random.ts';
import { countTiles, TILE_COUNT, type Wind } from '../src/engine/tiles.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import { newHand } from '../src/engine/game/start.ts';
import { BONUS_BASE, type HandState } from '../src/engine/game/types.ts';
import { viewOf, type SeatView } from '../src/engine/game/view.ts';
import { pendingSeats } from '../src/engine/game/bots/driver.ts';
import { makePlayer, PLAYERS, type PlayerName } from '../src/engine/game/bots/players.ts';
import { sampleState, unseenTiles } from '../src/engine/game/bots/search-sample.ts';

const { values } = parseArgs({
  options: {
    hands: { type: 'string', default: '60' },
    players: { type: 'string', default: 'greedy' },
    'min-fan': { type: 'string', default: '0' },
  },
});
const name = values.players as PlayerName;
if (!PLAYERS.includes(name)) throw new Error(`--players: one of ${PLAYERS.join(', ')}`);
const bot = makePlayer(name);
const rng = seededRng(99);

/** The other seats' hidden tiles dealt from the unseen playing tiles at random. */
function atRandom(view: SeatView, r: Rng): number[][] {
  const pool = shuffle(
    unseenTiles(view).filter((t) => t < BONUS_BASE),
    r,
  );
  let at = 0;
  return view.players.map((p, w) => (w === view.seat ? [] : pool.slice(at, (at += p.concealedCount))));
}

/** The share of the other seats' true hidden tiles that `dealt` holds, copy by copy. */
function overlap(h: HandState, seat: number, dealt: readonly (readonly number[])[]): number {
  let same = 0;
  let all = 0;
  for (let w = 0; w < 4; w++) {
    if (w === seat) continue;
    const a = countTiles(h.players[w]!.concealed);
    const b = countTiles(dealt[w]!);
    for (let t = 0; t < TILE_COUNT; t++) same += Math.min(a[t]!, b[t]!);
    all += h.players[w]!.concealed.length;
  }
  return all === 0 ? 0 : same / all;
}

const shares = { dealt: [] as number[], random: [] as number[] };
for (let k = 0; k < Number(values.hands); k++) {
  let h = newHand({ seed: 7000 + k, round: (k % 4) as Wind, options: { minFan: Number(values['min-fan']) } });
  let turn = 0;
  while (h.phase.kind !== 'over') {
    for (const seat of pendingSeats(h)) {
      const legal = legalHandActions(h, seat);
      const view = viewOf(h, seat);
      if (legal.length > 1 && h.phase.kind === 'turn' && turn++ % 7 === 0) {
        for (let r = 0; r < 4; r++) {
          const s = sampleState(view, rng);
          if (s === null) continue;
          shares.dealt.push(
            overlap(
              h,
              seat,
              s.players.map((p) => p.concealed),
            ),
          );
          shares.random.push(overlap(h, seat, atRandom(view, rng)));
        }
      }
      const next = applyHandAction(h, legal.length === 1 ? legal[0]! : bot(view, legal));
      if (!next.ok) throw new Error(`refused: ${JSON.stringify(next.error)}`);
      h = next.value;
    }
  }
}

const stat = (xs: readonly number[]): string => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
  return `${(m * 100).toFixed(1)}% ± ${((196 * Math.sqrt(v)) / Math.sqrt(xs.length)).toFixed(1)}`;
};
console.log(
  `hidden tiles held by the dealt hands, four ${name}, ${shares.dealt.length} deals from ${values.hands} hands:`,
);
console.log(`  the search's dealing (played forward): ${stat(shares.dealt)}`);
console.log(`  the unseen tiles at random:            ${stat(shares.random)}`);
