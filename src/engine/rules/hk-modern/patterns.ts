// The hk-modern fan table (docs/rules/hk-modern.md), one row per pattern. `find` returns one
// entry per time the pattern counts, each entry the blocks that made it. Fan add up, except
// that a row's `replaces` are not counted beside it ("not counted extra" in the source).
import { isDragon, isHonour, isWindTile, type BonusKind } from '../../tiles.ts';
import { allIndices, pungsOf } from '../kernel/context.ts';
import {
  allChows,
  allPungs,
  bonusOf,
  flush,
  littleSet,
  ownBonus,
  pungsExactly,
  windPungs,
} from '../kernel/predicates.ts';
import { asOnce, each, once, type Found } from '../kernel/rows.ts';
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
  find: (ctx: ModernCtx) => Found;
  /** Items not counted beside this one. */
  replaces?: readonly HkModernPatternId[];
  /** Rows that exist only under some options. */
  on?: (opts: HkModernOptions) => boolean;
}

// Only the bonus tiles in play count (none when the table plays without them).
const countedBonus = (c: ModernCtx, kind: BonusKind) => bonusOf(c, kind, bonusInPlay(c));
const ownCounted = (c: ModernCtx, kind: BonusKind): boolean => ownBonus(c, kind, bonusInPlay(c));
const withBonus = (o: HkModernOptions): boolean => o.bonusTiles;

export const HK_MODERN_PATTERN_TABLE: readonly PatternRow[] = [
  { id: 'no-flowers', fan: 1, on: withBonus, find: (c) => once(c.hand.bonus.length === 0) },
  // Own flower and own season count one each (source: both may be counted).
  { id: 'seat-flower', fan: 1, on: withBonus, find: (c) => once(ownCounted(c, 'f')) },
  { id: 'seat-season', fan: 1, on: withBonus, find: (c) => once(ownCounted(c, 'g')) },
  // Mostly not counted when bonus tiles are played (docs/rules/hk-modern.md, our decisions).
  { id: 'concealed-hand', fan: 1, on: (o) => !o.bonusTiles, find: (c) => once(noClaimedSet(c)) },
  // Four chows and any pair, honours included (unlike HKE).
  { id: 'all-chows', fan: 1, find: (c) => asOnce(allChows(c)) },
  { id: 'dragon-pung', fan: 1, find: (c) => each(pungsOf(c, isDragon)) },
  { id: 'seat-wind', fan: 1, find: (c) => each(windPungs(c, c.situation.seat)) },
  { id: 'prevalent-wind', fan: 1, find: (c) => each(windPungs(c, c.situation.round)) },
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
    find: (c) => once(countedBonus(c, 'f').length === 4),
  },
  {
    id: 'all-seasons',
    fan: 2,
    on: withBonus,
    replaces: ['seat-season'],
    find: (c) => once(countedBonus(c, 'g').length === 4),
  },
  { id: 'all-pungs', fan: 3, find: (c) => asOnce(allPungs(c)) },
  { id: 'half-flush', fan: 3, find: (c) => once(flush(c, 1, true), allIndices(c)) },
  {
    id: 'little-three-dragons',
    fan: 5,
    replaces: ['dragon-pung'],
    find: (c) => asOnce(littleSet(c, isDragon, 2)),
  },
  {
    // Only when agreed as 6 fan; its wind pungs are not counted again as seat or prevalent wind.
    id: 'little-four-winds',
    fan: 6,
    on: (o) => o.littleFourWinds === 6,
    replaces: ['seat-wind', 'prevalent-wind'],
    find: (c) => asOnce(littleSet(c, isWindTile, 3)),
  },
  { id: 'full-flush', fan: 7, find: (c) => once(flush(c, 1, false), allIndices(c)) },
  {
    id: 'big-three-dragons',
    fan: 8,
    replaces: ['dragon-pung'],
    find: (c) => asOnce(pungsExactly(c, isDragon, 3)),
  },
  { id: 'all-honours', fan: 10, find: (c) => once(c.tiles.every(isHonour), allIndices(c)) },
  { id: 'all-terminals', fan: 10, find: (c) => once(majors(c).only && !majors(c).honours, allIndices(c)) },
];
