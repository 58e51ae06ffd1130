// The classic doublings ("Verdopplungen"), one row per item; `fan` is the number of doublings
// (×2 = 1, ×4 = 2, ×8 = 3). `winnerOnly` rows are those the source grants the winner alone; the
// rest would also count for the losers' hands. `find` returns one entry per time the row counts.
import type { Block } from '../../decompose.ts';
import { isDragon, isMajor, tileNumber } from '../../tiles.ts';
import type { ScoreItem } from '../types.ts';
import { allIndices, blocksWhere, isStandard, pungsOf, type Ctx } from '../kernel/context.ts';
import { bonusOf, everyTile, flush, ownBonus, windPungs } from '../kernel/predicates.ts';
import { each, once, type Found } from '../kernel/rows.ts';
import type { ClassicCtx } from './context.ts';
import { HAND_POINT_ITEMS, type ClassicPointId } from './points.ts';

export const CLASSIC_DOUBLINGS = [
  'last-tile-claim',
  'last-tile-draw',
  'concealed-hand',
  'zero-point-hand',
  'all-simples',
  'major-in-every-set',
  'terminals-and-honours',
  'triple-chow',
  'three-consecutive-chows',
  'seat-wind',
  'prevalent-wind',
  'dragon-pung',
  'half-flush',
  'full-flush',
  'seat-flower',
  'seat-season',
  'all-flowers',
  'all-seasons',
] as const;
export type ClassicDoublingId = (typeof CLASSIC_DOUBLINGS)[number];

interface DoublingRow {
  id: ClassicDoublingId;
  fan: number;
  winnerOnly: boolean;
  /** `base`: the base-point items already found for this reading. */
  find: (ctx: ClassicCtx, base: readonly ScoreItem[]) => Found;
}
const chows = (c: Ctx): Block[] => c.reading.blocks.filter((b) => b.kind === 'chow');
const chowIndices = (c: Ctx, test: (b: Block) => boolean): number[] =>
  blocksWhere(c, (b) => b.kind === 'chow' && test(b));

// A chow holds a major tile when it is 1-2-3 or 7-8-9.
const holdsMajor = (b: Block): boolean =>
  b.kind === 'chow' ? tileNumber(b.tile) === 1 || tileNumber(b.tile) === 7 : isMajor(b.tile);

// Three chows starting on the same number, in any suits.
function tripleChow(c: Ctx): Found {
  for (const b of chows(c)) {
    const same = chowIndices(c, (x) => tileNumber(x.tile) === tileNumber(b.tile));
    if (same.length >= 3) return [same.slice(0, 3)];
  }
  return [];
}

// 1-2-3, 4-5-6 and 7-8-9 of one suit: the chows follow each other without a gap or overlap.
function consecutiveChows(c: Ctx): Found {
  for (const b of chows(c)) {
    if (tileNumber(b.tile) !== 1) continue;
    const run = [0, 3, 6].map((d) => c.reading.blocks.findIndex((x) => x.kind === 'chow' && x.tile === b.tile + d));
    if (run.every((i) => i >= 0)) return [run];
  }
  return [];
}

const allMajor = (c: Ctx): boolean => everyTile(c, isMajor);

export const CLASSIC_DOUBLING_TABLE: readonly DoublingRow[] = [
  // The last live-wall tile drawn is the special hand "Mondspiel"; these are the other last tiles.
  {
    id: 'last-tile-claim',
    fan: 1,
    winnerOnly: true,
    find: (c) => once(c.situation.lastTile && c.situation.win === 'discard'),
  },
  {
    id: 'last-tile-draw',
    fan: 1,
    winnerOnly: true,
    find: (c) => once(c.situation.lastTile && c.situation.win === 'kong-replacement'),
  },
  { id: 'concealed-hand', fan: 1, winnerOnly: true, find: (c) => once(c.concealedBefore, allIndices(c)) },
  {
    id: 'zero-point-hand',
    fan: 1,
    winnerOnly: true,
    find: (c, base) => once(!base.some((i) => HAND_POINT_ITEMS.has(i.id as ClassicPointId)), allIndices(c)),
  },
  { id: 'all-simples', fan: 1, winnerOnly: false, find: (c) => once(!c.tiles.some(isMajor), allIndices(c)) },
  // The ×8 below is the stronger form of the same idea and takes its place.
  {
    id: 'major-in-every-set',
    fan: 1,
    winnerOnly: false,
    find: (c) => once(isStandard(c) && c.reading.blocks.every(holdsMajor) && !allMajor(c), allIndices(c)),
  },
  { id: 'terminals-and-honours', fan: 3, winnerOnly: false, find: (c) => once(allMajor(c), allIndices(c)) },
  { id: 'triple-chow', fan: 1, winnerOnly: false, find: tripleChow },
  { id: 'three-consecutive-chows', fan: 3, winnerOnly: false, find: consecutiveChows },
  {
    id: 'seat-wind',
    fan: 1,
    winnerOnly: false,
    find: (c) => each(windPungs(c, c.situation.seat)),
  },
  {
    id: 'prevalent-wind',
    fan: 1,
    winnerOnly: false,
    find: (c) => each(windPungs(c, c.situation.round)),
  },
  { id: 'dragon-pung', fan: 1, winnerOnly: false, find: (c) => each(pungsOf(c, isDragon)) },
  { id: 'half-flush', fan: 1, winnerOnly: false, find: (c) => once(flush(c, 1, true), allIndices(c)) },
  { id: 'full-flush', fan: 3, winnerOnly: false, find: (c) => once(flush(c, 1, false), allIndices(c)) },
  { id: 'seat-flower', fan: 1, winnerOnly: false, find: (c) => once(ownBonus(c, 'f')) },
  { id: 'seat-season', fan: 1, winnerOnly: false, find: (c) => once(ownBonus(c, 'g')) },
  // "All eight ×16" in the source's table is these two together (×4 × ×4), not a third row.
  { id: 'all-flowers', fan: 2, winnerOnly: false, find: (c) => once(bonusOf(c, 'f').length === 4) },
  { id: 'all-seasons', fan: 2, winnerOnly: false, find: (c) => once(bonusOf(c, 'g').length === 4) },
];

/** Doublings that come from bonus tiles: they do not meet the "one doubling" minimum. */
export const BONUS_DOUBLINGS: ReadonlySet<ClassicDoublingId> = new Set<ClassicDoublingId>([
  'seat-flower',
  'seat-season',
  'all-flowers',
  'all-seasons',
]);
