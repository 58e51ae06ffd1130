// How well the search's dealing of the hidden tiles knows the danger of a discard, beside the
// evaluation's deal-in table. Seeded hands: the strong evaluation at one seat (each seat in
// turn), three players of `--others` at the rest. At each of its turns with two or more tiles
// to throw, every tile it could throw is judged: does another seat hold a hand that can declare
// Mah-Jongg on it now (on the true table, the fan minimum counted)? Forecasts of that:
// - the dealing: the share of `--samples` states dealt from the view (search-sample.ts) in
//   which another seat could;
// - the deal-in table: the points the evaluation expects to give away with it (dealInCosts),
//   a ranking only.
// Printed: the true share, the dealing's mean forecast, each forecast's AUC (the chance that a
// tile another seat wins on is ranked above one nobody does, ties half; 0.5 is a guess), with a
// 95% interval over hands (bootstrap), and how often the other hands wait (any winning shape),
// true and dealt. Reads the true hands: analysis, never a player.
// Run: `node scripts/search-danger.ts [--hands 120] [--min-fan 0] [--others greedy]
// [--seed 6100] [--samples 16]`
import { parseArgs } from 'node:util';
import { randomInt, seededRng } from '../src/engine/random.ts';
import type { Tile, Wind } from '../src/engine/tiles.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import type { HandState } from '../src/engine/game/types.ts';
import { makeBot, type Bot } from '../src/engine/game/bots/bot.ts';
import { dealInCosts } from '../src/engine/game/bots/defence.ts';
import { makePlayer, PLAYERS, type PlayerName } from '../src/engine/game/bots/players.ts';
import { sampleState } from '../src/engine/game/bots/search-sample.ts';
import { sightOf } from '../src/engine/game/bots/sight.ts';
import { auc as aucOf } from './auc.ts';
import { isWaiting } from './known-deals.ts';
import { decisionsOf, judgedHand } from './true-table.ts';

const { values } = parseArgs({
  options: {
    hands: { type: 'string', default: '120' },
    'min-fan': { type: 'string', default: '0' },
    others: { type: 'string', default: 'greedy' },
    seed: { type: 'string', default: '6100' },
    samples: { type: 'string', default: '16' },
  },
});
const others = values.others as PlayerName;
if (!PLAYERS.includes(others)) throw new Error(`--others: one of ${PLAYERS.join(', ')}`);
const hands = Number(values.hands);
const minFan = Number(values['min-fan']);
const seed = Number(values.seed);
const samples = Number(values.samples);
const evaluation = makeBot('strong');
const other = makePlayer(others);
const rng = seededRng(5);

/** Whether a seat other than `seat` could declare Mah-Jongg on `tile` thrown now. */
function wonOn(h: HandState, seat: Wind, tile: Tile): boolean {
  const next = applyHandAction(h, { type: 'discard', seat, tile });
  if (!next.ok || next.value.phase.kind !== 'claims') return false;
  for (let w = 0; w < 4; w++) {
    if (w !== seat && legalHandActions(next.value, w as Wind).some((a) => a.type === 'mahjong')) return true;
  }
  return false;
}

/** One judged tile: the truth and the two forecasts. */
interface Judged {
  won: boolean;
  dealt: number;
  table: number;
}
/** Per hand, its judged tiles (the bootstrap resamples hands). */
const perHand: Judged[][] = [];
const waits = { true: 0, dealt: 0, hands: 0, deals: 0 };
for (let k = 0; k < hands; k++) {
  const { root, hand: h } = judgedHand(seed, k, minFan);
  const bots = (w: Wind): Bot => (w === root ? evaluation : other);
  const judged: Judged[] = [];
  for (const { table, seat, view, legal } of decisionsOf(h, bots)) {
    if (seat !== root || view.phase.kind !== 'turn') continue;
    const tiles = legal.flatMap((a) => (a.type === 'discard' ? [a.tile] : []));
    if (tiles.length < 2) continue;
    const deals: HandState[] = [];
    for (let i = 0; i < samples; i++) {
      const s = sampleState(view, rng);
      if (s !== null) deals.push(s);
    }
    if (deals.length === 0) continue;
    const costs = dealInCosts(sightOf(view), tiles);
    tiles.forEach((t, i) => {
      const dealt = deals.filter((s) => wonOn(s, root, t)).length / deals.length;
      judged.push({ won: wonOn(table, root, t), dealt, table: costs[i]! });
    });
    for (let w = 0; w < 4; w++) {
      if (w === root) continue;
      waits.hands++;
      if (isWaiting(table, w)) waits.true++;
      for (const s of deals) if (isWaiting(s, w)) waits.dealt++;
      waits.deals += deals.length;
    }
  }
  perHand.push(judged);
}

const auc = (xs: readonly Judged[], by: (j: Judged) => number): number =>
  aucOf(xs.map((j) => ({ score: by(j), happened: j.won })));

/** The AUC over all hands and its 95% interval from 400 resamples of the hands. */
function aucWithInterval(by: (j: Judged) => number): string {
  const whole = auc(perHand.flat(), by);
  const boot: number[] = [];
  const r = seededRng(11);
  for (let b = 0; b < 400; b++) {
    const pick: Judged[] = [];
    for (let i = 0; i < perHand.length; i++) pick.push(...perHand[randomInt(r, perHand.length)]!);
    const a = auc(pick, by);
    if (!Number.isNaN(a)) boot.push(a);
  }
  boot.sort((a, b) => a - b);
  const lo = boot[Math.floor(boot.length * 0.025)]!;
  const hi = boot[Math.ceil(boot.length * 0.975) - 1]!;
  return `${whole.toFixed(3)} (${lo.toFixed(3)}–${hi.toFixed(3)})`;
}

const all = perHand.flat();
const share = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(2)}%`;
console.log(
  `the danger of a discard, fan minimum ${minFan}, the strong evaluation among 3 ${others}, seeds ${seed}–${seed + hands - 1}:`,
);
console.log(
  `  ${all.length} tiles judged; another seat could win on ${share(all.filter((j) => j.won).length, all.length)}`,
);
console.log(
  `  the dealing (${samples} deals) forecasts ${share(
    all.reduce((a, j) => a + j.dealt, 0),
    all.length,
  )} on average`,
);
console.log(`  AUC of the dealing:       ${aucWithInterval((j) => j.dealt)}`);
console.log(`  AUC of the deal-in table: ${aucWithInterval((j) => j.table)}`);
console.log(
  `  other hands waiting: ${share(waits.true, waits.hands)} of the true ones, ${share(waits.dealt, waits.deals)} of the dealt ones`,
);
