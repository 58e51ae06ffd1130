// The classic special hands ("Sonderspiele"), one row each with its class from the source's
// table "Sonderspielwertung": a limit, half a limit or double the limit. `find` returns the
// blocks that make the hand, or null. The table's "Früchtespiel" is never described in the
// source and is not scored (docs/rules/classic.md, our decisions).
import type { Block } from '../../decompose.ts';
import {
  GREEN,
  RED,
  WHITE,
  isDragon,
  isHonour,
  isMajor,
  isTerminal,
  isWindTile,
  tileNumber,
  tileSuit,
} from '../../tiles.ts';
import type { Tile } from '../../tiles.ts';
import { allIndices, isPungLike, isStandard, type Ctx } from '../kernel/context.ts';
import { allKongs, dragonWithSuit, everyTile, pungsExactly, thirteenOrphans } from '../kernel/predicates.ts';
import { when, type FoundOnce } from '../kernel/rows.ts';
import type { ClassicCtx } from './context.ts';

export const CLASSIC_SPECIAL_CLASSES = ['limit', 'half-limit', 'double-limit'] as const;
export type ClassicSpecialClass = (typeof CLASSIC_SPECIAL_CLASSES)[number];

export const CLASSIC_SPECIALS = [
  'heaven',
  'earth',
  'thirteen-orphans',
  'all-green',
  'nine-gates',
  'big-three-dragons',
  'big-four-winds',
  'all-honours',
  'heavenly-twins',
  'earthly-twins',
  'all-terminals',
  'all-kongs',
  'plucking-the-moon',
  'jade-dragon',
  'ruby-dragon',
  'pearl-dragon',
  'heavenly-ladder',
  'winding-snake',
] as const;
export type ClassicSpecialId = (typeof CLASSIC_SPECIALS)[number];

interface SpecialRow {
  id: ClassicSpecialId;
  class: ClassicSpecialClass;
  find: (ctx: ClassicCtx) => FoundOnce;
}

/** What a special hand of this class is worth under the agreed limit. */
export function classicSpecialValue(cls: ClassicSpecialClass, limit: number): number {
  switch (cls) {
    case 'limit':
      return limit;
    case 'half-limit':
      return limit / 2;
    case 'double-limit':
      return 2 * limit;
    default: {
      const unknown: never = cls;
      return unknown;
    }
  }
}

const pungs = (c: Ctx): Block[] => c.reading.blocks.filter(isPungLike);
const pairTile = (c: Ctx): Tile | undefined => c.reading.blocks.find((b) => b.kind === 'pair')?.tile;
const sevenPairs = (c: Ctx): boolean => c.reading.shape === 'seven-pairs';

// The green tiles: bamboo 2, 3, 4, 6, 8 and the green dragon.
const GREEN_TILES: ReadonlySet<Tile> = new Set([19, 20, 21, 23, 25, GREEN]);

// Nine lanterns: ones and nines as pungs or kongs and a 2–8 run, all of one suit, one tile
// twice. The source's easier variant lets claimed chows make up the run (an option).
function nineLanterns(c: ClassicCtx): FoundOnce {
  const first = c.tiles[0]!;
  if (!isStandard(c) || isHonour(first) || !c.tiles.every((t) => tileSuit(t) === tileSuit(first))) return null;
  const count = (n: number): number => c.tiles.filter((t) => tileNumber(t) === n).length;
  const shape = count(1) >= 3 && count(9) >= 3 && [2, 3, 4, 5, 6, 7, 8].every((n) => count(n) >= 1);
  const claimedChow = c.reading.blocks.some((b) => b.kind === 'chow' && b.declared);
  return when(shape && (!claimedChow || c.opts.nineLanternsWithChows), allIndices(c));
}

// Four pungs of suit tiles on consecutive numbers (any suits), the pair just below or above.
function heavenlyLadder(c: Ctx): FoundOnce {
  const ps = pungs(c);
  const pair = pairTile(c);
  if (!isStandard(c) || ps.length !== 4 || pair === undefined || isHonour(pair) || ps.some((b) => isHonour(b.tile)))
    return null;
  const numbers = ps.map((b) => tileNumber(b.tile)).sort((a, b) => a - b);
  const steps = numbers.every((n, i) => n === numbers[0]! + i);
  const p = tileNumber(pair);
  return when(steps && (p === numbers[0]! - 1 || p === numbers[3]! + 1), allIndices(c));
}

// Pungs of 1, 3, 5 and 7 of one suit and a pair of ones or nines.
function windingSnake(c: Ctx): FoundOnce {
  const ps = pungs(c);
  const pair = pairTile(c);
  if (!isStandard(c) || ps.length !== 4 || pair === undefined || !isTerminal(pair) || isHonour(ps[0]!.tile))
    return null;
  const oneSuit = ps.every((b) => tileSuit(b.tile) === tileSuit(ps[0]!.tile));
  const numbers = ps.map((b) => tileNumber(b.tile)).sort((a, b) => a - b);
  return when(oneSuit && numbers.join() === '1,3,5,7', allIndices(c));
}

export const CLASSIC_SPECIAL_TABLE: readonly SpecialRow[] = [
  { id: 'heaven', class: 'limit', find: (c) => when(c.situation.heaven, allIndices(c)) },
  { id: 'earth', class: 'half-limit', find: (c) => when(c.situation.earth, allIndices(c)) },
  { id: 'thirteen-orphans', class: 'double-limit', find: thirteenOrphans },
  {
    id: 'all-green',
    class: 'double-limit',
    find: (c) =>
      when(
        everyTile(c, (t) => GREEN_TILES.has(t)),
        allIndices(c),
      ),
  },
  { id: 'nine-gates', class: 'double-limit', find: nineLanterns },
  { id: 'big-three-dragons', class: 'limit', find: (c) => pungsExactly(c, isDragon, 3) },
  { id: 'big-four-winds', class: 'limit', find: (c) => pungsExactly(c, isWindTile, 4) },
  { id: 'all-honours', class: 'limit', find: (c) => when(everyTile(c, isHonour), allIndices(c)) },
  { id: 'heavenly-twins', class: 'limit', find: (c) => when(sevenPairs(c) && everyTile(c, isMajor), allIndices(c)) },
  { id: 'earthly-twins', class: 'half-limit', find: (c) => when(sevenPairs(c), allIndices(c)) },
  // "Kopf und Schwanz": pungs or kongs and a pair, ones and nines only.
  { id: 'all-terminals', class: 'limit', find: (c) => when(isStandard(c) && everyTile(c, isTerminal), allIndices(c)) },
  { id: 'all-kongs', class: 'limit', find: allKongs },
  // "Mondspiel": the last tile of the live wall, drawn (docs/rules/classic.md, our decisions).
  {
    id: 'plucking-the-moon',
    class: 'limit',
    find: (c) => when(c.situation.lastTile && c.situation.win === 'self-draw', []),
  },
  { id: 'jade-dragon', class: 'limit', find: (c) => dragonWithSuit(c, GREEN, 's') },
  { id: 'ruby-dragon', class: 'limit', find: (c) => dragonWithSuit(c, RED, 'm') },
  { id: 'pearl-dragon', class: 'limit', find: (c) => dragonWithSuit(c, WHITE, 'p') },
  { id: 'heavenly-ladder', class: 'limit', find: heavenlyLadder },
  { id: 'winding-snake', class: 'limit', find: windingSnake },
];
