// Two levels of computer player compared decision by decision (how the strong player's rules
// were measured): seeded hands are played with level A at one seat and careful players at the
// others; wherever A and level B would decide differently, both choices are played out from the
// same table `--tries` times with the rest of the wall reshuffled (the same shuffles for both),
// A playing on, and the mean difference in that seat's points is kept, per kind of decision.
// The play-outs read the true hands, so this is an analysis tool, never a player.
// Run: `node scripts/compare-decisions.ts --a strong --b careful [--min-fan N] [--decisions N] [--tries N]`
import { parseArgs } from 'node:util';
import { seededRng } from '../src/engine/random.ts';
import type { Wind } from '../src/engine/tiles.ts';
import { newHand } from '../src/engine/game/start.ts';
import type { Action } from '../src/engine/game/types.ts';
import { BOT_LEVELS, makeBot, type Bot, type BotLevel } from '../src/engine/game/bots/bot.ts';
import { decisionsOf, gainOver, meanWithInterval } from './true-table.ts';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'strong' },
    b: { type: 'string', default: 'careful' },
    'min-fan': { type: 'string', default: '0' },
    decisions: { type: 'string', default: '1000' },
    tries: { type: 'string', default: '16' },
  },
});
const level = (x: string): BotLevel => {
  if (!(BOT_LEVELS as readonly string[]).includes(x)) throw new Error(`--a/--b: one of ${BOT_LEVELS.join(', ')}`);
  return x as BotLevel;
};
const [a, b] = [makeBot(level(values.a)), makeBot(level(values.b))];
const minFan = Number(values['min-fan']);
const wanted = Number(values.decisions);
const tries = Number(values.tries);
const careful = makeBot('careful');
const rng = seededRng(1234);

const key = (x: Action): string => JSON.stringify(x);
const byKind = new Map<string, number[]>();
let found = 0;
for (let k = 0; found < wanted; k++) {
  const root = (k % 4) as Wind;
  const bots = (seat: Wind): Bot => (seat === root ? a : careful);
  for (const { table, seat, legal, view, move } of decisionsOf(
    newHand({ seed: 3000 + k, round: root, options: { minFan } }),
    bots,
  )) {
    if (found >= wanted) break;
    const other = seat === root ? b(view, legal) : move;
    if (key(other) === key(move)) continue;
    const kind = `${table.phase.kind}: ${move.type} / ${other.type}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), gainOver(table, move, other, root, bots, tries, rng)]);
    found++;
  }
}

const stat = (xs: readonly number[]): string => `${meanWithInterval(xs)} (${xs.length})`;
console.log(
  `${values.a} − ${values.b}, points per differing decision (95%), ${tries} play-outs each, fan minimum ${minFan}:`,
);
console.log(`  all: ${stat([...byKind.values()].flat())}`);
for (const [kind, xs] of [...byKind].sort((x, y) => y[1].length - x[1].length)) console.log(`  ${kind}: ${stat(xs)}`);
