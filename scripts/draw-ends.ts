// How the draw games of four strong players end: seeded deals played by four strong players
// (the evaluation alone, or with `--budget N` the searching player), and for every hand that
// ends in a draw game, each seat as its last discard left it, by the evaluation's reason for
// that discard: given up (a fold) or playing on, and how many tiles away; waiting seats by
// whether unseen winning tiles that reach the minimum were left. Then where the winning tiles
// of the waiting seats that played on lay when the wall ran out: in another seat's hand (given
// up, waiting, or playing on one or more tiles away) or in the dead wall; winning shapes
// counted, the fan minimum not checked. Reads the true hands: analysis, never a player.
// Run: `node scripts/draw-ends.ts [--deals 1000] [--seed 4000] [--min-fan 3] [--budget 0]`
import { parseArgs } from 'node:util';
import { countTiles, type Tile, type Wind } from '../src/engine/tiles.ts';
import { sameAction } from '../src/engine/game/types.ts';
import type { Bot } from '../src/engine/game/bots/bot.ts';
import type { Reason } from '../src/engine/game/bots/choice.ts';
import { evaluate } from '../src/engine/game/bots/evaluate.ts';
import { makePlayer } from '../src/engine/game/bots/players.ts';
import { completingTiles } from '../src/engine/game/bots/shanten.ts';
import { judgedHand, playedOut } from './true-table.ts';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '4000' },
    'min-fan': { type: 'string', default: '3' },
    budget: { type: 'string', default: '0' },
  },
});
const deals = Number(values.deals);
const seed = Number(values.seed);
const minFan = Number(values['min-fan']);
const budget = Number(values.budget);
const player = makePlayer('strong', { budget });
const TILES: Tile[] = Array.from({ length: 34 }, (_, t) => t);

/** A seat at the end of a drawn hand, as its last discard left it. */
function endOf(r: Reason | undefined): string {
  if (r === undefined) return 'no discard';
  const away = r.after >= 3 ? 'three or more tiles away' : ['waiting', 'one tile away', 'two tiles away'][r.after]!;
  if (r.fold) return `given up, ${away}`;
  if (r.after !== 0) return `playing on, ${away}`;
  return r.useful > 0 ? READY : 'playing on, waiting, no winning tile that counts';
}

/** A seat waiting and playing on, with winning tiles that reach the minimum unseen. */
const READY = 'playing on, waiting, winning tiles unseen';

const count = new Map<string, number>();
let draws = 0;
const byReady = [0, 0, 0, 0, 0];
const where = new Map<string, number>();
const add = (m: Map<string, number>, k: string, n = 1): void => void m.set(k, (m.get(k) ?? 0) + n);
for (let k = 0; k < deals; k++) {
  const last: (Reason | undefined)[] = [undefined, undefined, undefined, undefined];
  const seat =
    (w: Wind): Bot =>
    (view, legal) => {
      const a = player(view, legal);
      if (a.type === 'discard') last[w] = evaluate(view, legal, 'strong').find((c) => sameAction(c.action, a))?.reason;
      return a;
    };
  const end = playedOut(judgedHand(seed, k, minFan).hand, seat);
  if (end.result?.outcome !== 'draw-game') continue;
  draws++;
  const ends = last.map(endOf);
  ends.forEach((e) => add(count, e));
  byReady[ends.filter((e) => e === READY).length]!++;
  const dead = end.wall.slice(end.liveEnd, end.deadTop);
  for (let w = 0; w < 4; w++) {
    if (ends[w] !== READY) continue;
    const me = end.players[w]!;
    for (const t of completingTiles(countTiles(me.concealed), me.melds.length, TILES)) {
      for (let o = 0; o < 4; o++) {
        if (o === w) continue;
        const held = end.players[o]!.concealed.filter((x) => x === t).length;
        const e = ends[o]!;
        add(
          where,
          e.startsWith('given up') ? 'a hand given up' : e.includes('waiting') ? 'a waiting hand' : 'a hand playing on',
          held,
        );
      }
      add(where, 'the dead wall', dead.filter((x) => x === t).length);
    }
  }
}

const who = budget > 0 ? `searching with ${budget} play-outs a decision` : 'the evaluation alone';
console.log(`4 strong (${who}), minimum ${minFan} fan, ${deals} deals from seed ${seed}`);
const half = 196 * Math.sqrt(((draws / deals) * (1 - draws / deals)) / Math.max(1, deals - 1));
console.log(`draw games: ${draws}, ${((100 * draws) / deals).toFixed(1)}% ± ${half.toFixed(1)}`);
console.log(`\nseats at the end of the drawn hands (${4 * draws}), as their last discard left them:`);
for (const [k, n] of [...count].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${k}`);
console.log(
  `\ndrawn hands by seats waiting with winning tiles unseen: ${byReady.map((n, i) => `${i}: ${n}`).join(', ')}`,
);
const copies = [...where.values()].reduce((a, b) => a + b, 0);
console.log(
  `\nwhere their winning tiles lay when the wall ran out (${copies} copies; shapes, the minimum not checked):`,
);
for (const [k, n] of [...where].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(n).padStart(5)}  ${((100 * n) / Math.max(1, copies)).toFixed(1).padStart(5)}%  in ${k}`);
