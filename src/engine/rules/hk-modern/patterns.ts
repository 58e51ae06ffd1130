// The hk-modern fan table (RULESETS.md, hk-modern), one row per pattern. `find` returns one
// entry per time the pattern counts, each entry the blocks that made it. Fan add up, except
// that a row's `replaces` are not counted beside it ("not counted extra" in the source).
import { bonusKind, bonusSeat, isDragon, isHonour, isWindTile, windTile } from '../../tiles.ts';
import { allIndices, blocksWhere, isPungLike, isStandard, pairOf, pungsOf, suitsUsed } from '../hke/context.ts';
import { bonusInPlay, majors, noClaimedSet, type ModernCtx } from './context.ts';
import type { HkModernOptions } from './options.ts';

/** Every item id hk-modern can report, in table order (by fan). */
export const HK_MODERN_PATTERNS = [
  'no-flowers',
  'seat-flower',
  'seat-season',
  'concealed-hand',
  'all-chows',
  'dragon-pung',
  'seat-wind',
  'prevalent-wind',
  'self-draw',
  'last-tile-draw',
  'kong-replacement',
  'robbing-kong',
  'terminals-and-honours',
  'all-flowers',
  'all-seasons',
  'all-pungs',
  'half-flush',
  'seven-flowers',
  'human',
  'little-three-dragons',
  'little-four-winds',
  'full-flush',
  'big-three-dragons',
  'eight-flowers',
  'double-kong-replacement',
  'all-honours',
  'all-terminals',
] as const;
export type HkModernPatternId = (typeof HK_MODERN_PATTERNS)[number];

/**
 * Patterns of the table that no Hand + Situation can show: the human hand needs "won on the
 * first draw", the double kong replacement "two kongs in succession" (docs/rules/hk-modern.md).
 */
export const HK_MODERN_NOT_REPRESENTABLE = ['human', 'double-kong-replacement'] as const;

/** The bonus-tile instant wins, scored apart from the hand's tiles (instant.ts). */
export const HK_MODERN_INSTANT = ['seven-flowers', 'eight-flowers'] as const;

export interface PatternRow {
  id: HkModernPatternId;
  fan: number;
  find: (ctx: ModernCtx) => number[][];
  /** Items not counted beside this one. */
  replaces?: readonly HkModernPatternId[];
  /** Rows that exist only under some options. */
  on?: (opts: HkModernOptions) => boolean;
}

const once = (cond: boolean, blocks: number[] = []): number[][] => (cond ? [blocks] : []);
const bonusOf = (c: ModernCtx, kind: 'f' | 'g') => bonusInPlay(c).filter((b) => bonusKind(b) === kind);
const ownBonus = (c: ModernCtx, kind: 'f' | 'g'): boolean =>
  bonusOf(c, kind).some((b) => bonusSeat(b) === c.situation.seat);
const withBonus = (o: HkModernOptions): boolean => o.bonusTiles;
const onlyOneSuit = (c: ModernCtx, honours: boolean): boolean => {
  const used = suitsUsed(c.tiles);
  return used.suits.size === 1 && used.honours === honours;
};
const pungCount = (c: ModernCtx): number => c.reading.blocks.filter(isPungLike).length;

/** Pungs of `test` plus a pair of `test`, `pungs` of them: little three dragons, little four winds. */
function littleHand(c: ModernCtx, test: (t: number) => boolean, pungs: number): number[][] {
  const p = pungsOf(c, test);
  const pair = pairOf(c).filter((i) => test(c.reading.blocks[i]!.tile));
  return once(isStandard(c) && p.length === pungs && pair.length === 1, [...p, ...pair]);
}

export const HK_MODERN_PATTERN_TABLE: readonly PatternRow[] = [
  { id: 'no-flowers', fan: 1, on: withBonus, find: (c) => once(c.hand.bonus.length === 0) },
  // Own flower and own season count one each (source: both may be counted).
  { id: 'seat-flower', fan: 1, on: withBonus, find: (c) => once(ownBonus(c, 'f')) },
  { id: 'seat-season', fan: 1, on: withBonus, find: (c) => once(ownBonus(c, 'g')) },
  // Mostly not counted when bonus tiles are played (RULESETS.md decision).
  { id: 'concealed-hand', fan: 1, on: (o) => !o.bonusTiles, find: (c) => once(noClaimedSet(c)) },
  // Four chows and any pair, honours included (unlike HKE).
  {
    id: 'all-chows',
    fan: 1,
    find: (c) => once(isStandard(c) && blocksWhere(c, (b) => b.kind === 'chow').length === 4, allIndices(c)),
  },
  { id: 'dragon-pung', fan: 1, find: (c) => pungsOf(c, isDragon).map((i) => [i]) },
  { id: 'seat-wind', fan: 1, find: (c) => pungsOf(c, (t) => t === windTile(c.situation.seat)).map((i) => [i]) },
  { id: 'prevalent-wind', fan: 1, find: (c) => pungsOf(c, (t) => t === windTile(c.situation.round)).map((i) => [i]) },
  { id: 'self-draw', fan: 1, find: (c) => once(c.selfDrawn) },
  // Only drawn: the last discard may not be claimed in this rule set.
  { id: 'last-tile-draw', fan: 1, find: (c) => once(c.situation.lastTile && c.selfDrawn) },
  { id: 'kong-replacement', fan: 1, find: (c) => once(c.situation.win === 'kong-replacement') },
  { id: 'robbing-kong', fan: 1, find: (c) => once(c.situation.win === 'robbing-kong') },
  {
    // Only ones, nines and honours, both kinds present; all honours / all terminals are their own rows.
    id: 'terminals-and-honours',
    fan: 1,
    find: (c) => ((m) => once(m.only && m.terminals && m.honours, allIndices(c)))(majors(c)),
  },
  {
    id: 'all-flowers',
    fan: 2,
    on: withBonus,
    replaces: ['seat-flower'],
    find: (c) => once(bonusOf(c, 'f').length === 4),
  },
  {
    id: 'all-seasons',
    fan: 2,
    on: withBonus,
    replaces: ['seat-season'],
    find: (c) => once(bonusOf(c, 'g').length === 4),
  },
  { id: 'all-pungs', fan: 3, find: (c) => once(isStandard(c) && pungCount(c) === 4, allIndices(c)) },
  { id: 'half-flush', fan: 3, find: (c) => once(onlyOneSuit(c, true), allIndices(c)) },
  { id: 'little-three-dragons', fan: 5, replaces: ['dragon-pung'], find: (c) => littleHand(c, isDragon, 2) },
  {
    // Only when agreed as 6 fan; its wind pungs are not counted again as seat or prevalent wind.
    id: 'little-four-winds',
    fan: 6,
    on: (o) => o.littleFourWinds === 6,
    replaces: ['seat-wind', 'prevalent-wind'],
    find: (c) => littleHand(c, isWindTile, 3),
  },
  { id: 'full-flush', fan: 7, find: (c) => once(onlyOneSuit(c, false), allIndices(c)) },
  {
    id: 'big-three-dragons',
    fan: 8,
    replaces: ['dragon-pung'],
    find: (c) => ((p) => once(p.length === 3, p))(pungsOf(c, isDragon)),
  },
  { id: 'all-honours', fan: 10, find: (c) => once(c.tiles.every(isHonour), allIndices(c)) },
  { id: 'all-terminals', fan: 10, find: (c) => once(majors(c).only && !majors(c).honours, allIndices(c)) },
];
