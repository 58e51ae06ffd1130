// The searching player judged decision by decision: seeded hands with the strong evaluation at
// one seat and three players of `--others` at the rest; at each of its decisions with a choice
// the search (budget `--budget`) decides too, and where it picks another move than the
// evaluation, both moves are played out `--tries` times from the true table with the unplayed
// wall reshuffled (the same shuffles for both; the evaluation at the seat, `--others` at the
// rest). The mean difference in the seat's points is what switching to the search's pick gains.
// `--hands true` lets the search deal the true hidden hands (only the wall's order unknown);
// `suits`, each other hand dealt again with its true count of each suit and of honours;
// `waiting`, the waiting hands true and the others dealt at random (known-deals.ts): analyses
// of what the dealing of the hidden tiles costs, never a player. `--candidates N` searches the
// evaluation's first N choices (default CANDIDATES); `--riskier` lets discards the deal-in table
// rates riskier than the evaluation's pick among them (the player never does).
// Run: `node scripts/search-decisions.ts [--budget 256] [--decisions 400] [--tries 32]
// [--min-fan 0] [--others greedy] [--seed 5000] [--hands sampled|true|suits|waiting]
// [--candidates 4] [--riskier]`
import { parseArgs } from 'node:util';
import { seededRng, type Rng } from '../src/engine/random.ts';
import type { Wind } from '../src/engine/tiles.ts';
import type { Action, HandState } from '../src/engine/game/types.ts';
import { makeBot, type Bot } from '../src/engine/game/bots/bot.ts';
import { makePlayer, PLAYERS, type PlayerName } from '../src/engine/game/bots/players.ts';
import { CANDIDATES, search } from '../src/engine/game/bots/search.ts';
import { suitsKnown, waitingKnown } from './known-deals.ts';
import { decisionsOf, gainOver, judgedHand, meanWithInterval, reshuffled } from './true-table.ts';

const { values } = parseArgs({
  options: {
    budget: { type: 'string', default: '256' },
    decisions: { type: 'string', default: '400' },
    tries: { type: 'string', default: '32' },
    'min-fan': { type: 'string', default: '0' },
    others: { type: 'string', default: 'greedy' },
    seed: { type: 'string', default: '5000' },
    hands: { type: 'string', default: 'sampled' },
    candidates: { type: 'string', default: String(CANDIDATES) },
    riskier: { type: 'boolean', default: false },
  },
});
const others = values.others as PlayerName;
if (!PLAYERS.includes(others)) throw new Error(`--others: one of ${PLAYERS.join(', ')}`);
const DEALS: Record<string, ((table: HandState, seat: Wind, rng: Rng) => HandState) | null> = {
  sampled: null,
  true: (table, _, rng) => reshuffled(table, rng),
  suits: suitsKnown,
  waiting: waitingKnown,
};
const dealing = DEALS[values.hands];
if (dealing === undefined) throw new Error(`--hands: one of ${Object.keys(DEALS).join(', ')}`);
const budget = Number(values.budget);
const wanted = Number(values.decisions);
const tries = Number(values.tries);
const minFan = Number(values['min-fan']);
const seed = Number(values.seed);
const candidates = Number(values.candidates);
if (!Number.isInteger(candidates) || candidates < 2) throw new Error('--candidates: a whole number of at least 2');
const evaluation = makeBot('strong');
const other = makePlayer(others);
const rng = seededRng(4321);

const key = (a: Action): string => JSON.stringify(a);
const diffs: number[] = [];
/** Per hand: what switching gained over all its differing decisions. */
const perHand: number[] = [];
let decisions = 0;
let hands = 0;
for (let k = 0; decisions < wanted; k++) {
  const { root, hand: h } = judgedHand(seed, k, minFan);
  const bots = (w: Wind): Bot => (w === root ? evaluation : other);
  hands++;
  perHand.push(0);
  for (const { table, seat, legal, view, move } of decisionsOf(h, bots)) {
    if (seat !== root || decisions >= wanted || legal.some((a) => a.type === 'mahjong')) continue;
    decisions++;
    const sample = dealing ? (_: unknown, r: Rng) => dealing(table, root, r) : undefined;
    const pick =
      search(view, legal, { budget, candidates, riskier: values.riskier, ...(sample ? { sample } : {}) })?.best ?? move;
    if (key(pick) === key(move)) continue;
    const d = gainOver(table, pick, move, root, bots, tries, rng);
    diffs.push(d);
    perHand[perHand.length - 1]! += d;
  }
}

const stat = (xs: readonly number[]): string => meanWithInterval(xs);
console.log(
  `search (budget ${budget}, ${values.hands} hidden hands, the evaluation's first ${candidates}${values.riskier ? ' riskier ones too' : ''}) against the evaluation, fan minimum ${minFan}, among 3 ${others}, seeds ${seed}–${seed + hands - 1}:`,
);
console.log(`  ${decisions} decisions in ${hands} hands; the search picks another move in ${diffs.length}`);
console.log(`  points a differing decision: ${stat(diffs)} (95%)`);
console.log(`  points a hand: ${stat(perHand)} (95%, over hands)`);
