// What the searching player changes, and how the hand ends after it: seeded hands with the
// strong evaluation at one seat and three players of `--others` at the rest; at each of its
// decisions with a choice the search (budget `--budget`) decides too, and where it picks another
// move than the evaluation, both moves are played to the hand's end `--tries` times from the
// true table with the unplayed wall reshuffled (the same shuffles for both; the evaluation at the
// seat, `--others` at the rest). Printed by kind of change (a discard safer by the deal-in table,
// as the reasons give it to a hundredth of a point, or as safe; more tiles away or as many; a
// claim taken or passed): for the search's move and the evaluation's, the share of play-outs that
// end in a draw game, that the seat wins, that it deals in, and its mean points; then what the
// changes do to a hand, with 95% intervals over hands; and what a stricter check would give up:
// the changes whose check led by fewer than T standard errors (SWITCH_Z is the check's T), by
// hand, as if they were not made.
// Reads the true hands: analysis, never a player.
// Run: `node scripts/search-changes.ts [--budget 256] [--decisions 1000] [--tries 16]
// [--min-fan 3] [--others strong] [--seed 5000]`
import { parseArgs } from 'node:util';
import { seededRng } from '../src/engine/random.ts';
import type { Wind } from '../src/engine/tiles.ts';
import type { Action, HandState } from '../src/engine/game/types.ts';
import { makeBot, type Bot } from '../src/engine/game/bots/bot.ts';
import type { Reason } from '../src/engine/game/bots/choice.ts';
import { evaluate } from '../src/engine/game/bots/evaluate.ts';
import { makePlayer, PLAYERS, type PlayerName } from '../src/engine/game/bots/players.ts';
import { search, SWITCH_Z } from '../src/engine/game/bots/search.ts';
import { outcomeOf } from '../src/engine/game/bots/search-playout.ts';
import { apply, decisionsOf, judgedHand, meanWithInterval, playedOut, reshuffled } from './true-table.ts';

const { values } = parseArgs({
  options: {
    budget: { type: 'string', default: '256' },
    decisions: { type: 'string', default: '1000' },
    tries: { type: 'string', default: '16' },
    'min-fan': { type: 'string', default: '3' },
    others: { type: 'string', default: 'strong' },
    seed: { type: 'string', default: '5000' },
  },
});
const others = values.others as PlayerName;
if (!PLAYERS.includes(others)) throw new Error(`--others: one of ${PLAYERS.join(', ')}`);
const budget = Number(values.budget);
const wanted = Number(values.decisions);
const tries = Number(values.tries);
const minFan = Number(values['min-fan']);
const seed = Number(values.seed);
const evaluation = makeBot('strong');
const other = makePlayer(others);
const rng = seededRng(777);

/** How a move's play-outs ended, as shares of them (points: the mean). */
interface Ends {
  draw: number;
  win: number;
  dealIn: number;
  points: number;
}
const none = (): Ends => ({ draw: 0, win: 0, dealIn: 0, points: 0 });
const FIELDS = ['draw', 'win', 'dealIn', 'points'] as const;
const addTo = (into: Ends, x: Ends, by = 1): void => {
  for (const f of FIELDS) into[f] += x[f] * by;
};

const key = (a: Action): string => JSON.stringify(a);

/** The kind of change: for two discards, safer or as safe by the deal-in table, and tiles away after. */
function kindOf(pick: Action, move: Action, a: Reason, b: Reason): string {
  if (pick.type !== 'discard' || move.type !== 'discard') return `${pick.type} for ${move.type}`;
  const danger = a.danger < b.danger - 1e-9 ? 'safer' : a.danger > b.danger + 1e-9 ? 'riskier' : 'as safe';
  const shape = a.after > b.after ? 'more tiles away' : a.after < b.after ? 'fewer tiles away' : 'as many tiles away';
  return `discard ${danger}, ${shape}${b.fold ? ' (hand given up)' : ''}`;
}

const byKind = new Map<string, { n: number; pick: Ends; move: Ends }>();
/**
 * Every change: its hand, its check's lead in standard errors, whether it is a discard that
 * leaves the hand more tiles away than the evaluation's, and what it did (draw games as shares,
 * the seat's points), the search's move less the evaluation's.
 */
interface Change {
  hand: number;
  z: number;
  further: boolean;
  draw: number;
  points: number;
}
const changes: Change[] = [];
let decisions = 0;
let hands = 0;
for (let k = 0; decisions < wanted; k++) {
  const { root, hand: h } = judgedHand(seed, k, minFan);
  const bots = (w: Wind): Bot => (w === root ? evaluation : other);
  hands++;
  for (const { table, seat, legal, view, move } of decisionsOf(h, bots)) {
    if (seat !== root || decisions >= wanted || legal.some((a) => a.type === 'mahjong')) continue;
    decisions++;
    const searched = search(view, legal, { budget });
    const pick = searched?.best ?? move;
    if (key(pick) === key(move)) continue;
    const ranked = evaluate(view, legal, 'strong');
    const reason = (x: Action): Reason => ranked.find((c) => key(c.action) === key(x))!.reason;
    const [a, b] = [reason(pick), reason(move)];
    const kind = kindOf(pick, move, a, b);
    const further = pick.type === 'discard' && move.type === 'discard' && a.after > b.after;
    const entry = byKind.get(kind) ?? { n: 0, pick: none(), move: none() };
    entry.n++;
    const change = { hand: hands - 1, z: searched?.checkZ ?? Infinity, further, draw: 0, points: 0 };
    changes.push(change);
    for (let t = 0; t < tries; t++) {
      const shuffled = reshuffled(table, rng);
      const x = endOf(apply(shuffled, pick), root, bots);
      const y = endOf(apply(shuffled, move), root, bots);
      addTo(entry.pick, x, 1 / tries);
      addTo(entry.move, y, 1 / tries);
      change.draw += (x.draw - y.draw) / tries;
      change.points += (x.points - y.points) / tries;
    }
    byKind.set(kind, entry);
  }
}

/** How the hand ends from `h`, played by `bots`, for seat `root`. */
function endOf(h: HandState, root: Wind, bots: (seat: Wind) => Bot): Ends {
  const ended = playedOut(h, bots);
  const o = outcomeOf(ended, root);
  return {
    draw: ended.result!.outcome === 'win' ? 0 : 1,
    win: o.won ? 1 : 0,
    dealIn: o.dealtIn ? 1 : 0,
    points: o.points,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
/** Per hand, the sum of `f` over its changes that `keep` keeps. */
const byHand = (f: (c: Change) => number, keep = (_: Change) => true): number[] => {
  const sums = new Array<number>(hands).fill(0);
  for (const c of changes) if (keep(c)) sums[c.hand]! += f(c);
  return sums;
};
const changed = [...byKind.values()].reduce((n, e) => n + e.n, 0);
console.log(
  `what the search (budget ${budget}) changes, fan minimum ${minFan}, the strong evaluation among 3 ${others}, seeds ${seed}–${seed + hands - 1}:`,
);
console.log(`  ${decisions} decisions in ${hands} hands; the search picks another move in ${changed}`);
console.log(`  by kind: changes; draw games, wins, deal-ins, points: the search's move / the evaluation's`);
const total = { n: 0, pick: none(), move: none() };
for (const [kind, e] of [...byKind].sort((x, y) => y[1].n - x[1].n)) {
  total.n += e.n;
  addTo(total.pick, e.pick);
  addTo(total.move, e.move);
  const both = (f: (x: Ends) => string): string => `${f(e.pick)} / ${f(e.move)}`;
  console.log(
    `  ${kind.padEnd(48)} ${String(e.n).padStart(4)};  ${both((x) => pct(x.draw / e.n))},  ${both((x) => pct(x.win / e.n))},  ${both((x) => pct(x.dealIn / e.n))},  ${both((x) => (x.points / e.n).toFixed(2))}`,
  );
}
const n = Math.max(1, total.n);
console.log(
  `  all changes: draw games ${pct(total.pick.draw / n)} / ${pct(total.move.draw / n)}, wins ${pct(total.pick.win / n)} / ${pct(total.move.win / n)}, deal-ins ${pct(total.pick.dealIn / n)} / ${pct(total.move.dealIn / n)}`,
);
console.log(
  `  a hand, the search at one seat: draw games ${meanWithInterval(
    byHand((c) => c.draw),
    100,
    2,
  )} percentage points, points ${meanWithInterval(
    byHand((c) => c.points),
    1,
    2,
  )} (95%, over hands)`,
);
console.log(
  `    of it the discards more tiles away than the evaluation's: ${meanWithInterval(
    byHand(
      (c) => c.draw,
      (c) => c.further,
    ),
    100,
    2,
  )} percentage points; the other changes: ${meanWithInterval(
    byHand(
      (c) => c.draw,
      (c) => !c.further,
    ),
    100,
    2,
  )}`,
);
console.log(`  a stricter check (SWITCH_Z now ${SWITCH_Z}): the changes it would not make, a hand as if not made`);
for (const z of [1.5, 2, 2.5, 3]) {
  const dropped = (c: Change): boolean => c.z < z;
  const points = byHand((c) => -c.points, dropped);
  const draws = byHand((c) => -c.draw, dropped);
  console.log(
    `    from ${z}: ${changes.filter(dropped).length} of ${changes.length} changes not made; points ${meanWithInterval(points, 1, 2)}, draw games ${meanWithInterval(draws, 100, 2)} percentage points`,
  );
}
