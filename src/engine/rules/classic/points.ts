// The classic base points, one row per item: the sets and pairs ("Werte der Figuren"), the
// bonus tiles and the winner's extras ("Punkte für den Gewinner"). `find` returns one entry per
// time the item counts, each the blocks that made it (docs/rules/classic.md).
import type { Block } from '../../decompose.ts';
import { isDragon, isMajor, windTile, type BonusKind, type Tile } from '../../tiles.ts';
import { blocksWhere, type Ctx } from '../kernel/context.ts';
import { allChows, allPungs, bonusOf } from '../kernel/predicates.ts';
import { asOnce, each, once, type Found } from '../kernel/rows.ts';
import type { ClassicCtx } from './context.ts';

export const CLASSIC_POINT_ITEMS = [
  'mahjong',
  'pung',
  'concealed-pung',
  'pung-major',
  'concealed-pung-major',
  'kong',
  'concealed-kong',
  'kong-major',
  'concealed-kong-major',
  'dragon-pair',
  'seat-wind-pair',
  'prevalent-wind-pair',
  'flower',
  'season',
  'all-pungs',
  'all-chows',
  'only-possible-tile',
  'self-draw',
  'kong-replacement',
  'robbing-kong',
] as const;
export type ClassicPointId = (typeof CLASSIC_POINT_ITEMS)[number];

interface PointRow {
  id: ClassicPointId;
  points: number;
  find: (ctx: ClassicCtx) => Found;
}

// A set scores by kind, by whether it is exposed or concealed, and by simple (2–8) or major
// (terminal or honour) tiles; a concealed set is worth double its exposed twin.
const set = (
  id: ClassicPointId,
  kind: 'pung' | 'kong',
  concealed: boolean,
  major: boolean,
  points: number,
): PointRow => ({
  id,
  points,
  find: (c) => each(blocksWhere(c, (b) => b.kind === kind && b.concealed === concealed && isMajor(b.tile) === major)),
});

const pairsOf = (c: Ctx, test: (t: Tile) => boolean): number[] =>
  blocksWhere(c, (b: Block) => b.kind === 'pair' && test(b.tile));

const countBonus = (c: Ctx, kind: BonusKind): Found => bonusOf(c, kind).map(() => []);

export const CLASSIC_POINT_TABLE: readonly PointRow[] = [
  { id: 'mahjong', points: 20, find: () => [[]] },
  set('pung', 'pung', false, false, 2),
  set('concealed-pung', 'pung', true, false, 4),
  set('pung-major', 'pung', false, true, 4),
  set('concealed-pung-major', 'pung', true, true, 8),
  set('kong', 'kong', false, false, 8),
  set('concealed-kong', 'kong', true, false, 16),
  set('kong-major', 'kong', false, true, 16),
  set('concealed-kong-major', 'kong', true, true, 32),
  { id: 'dragon-pair', points: 2, find: (c) => each(pairsOf(c, isDragon)) },
  // A pair of a wind that is seat and prevalent wind at once counts twice: 4 points.
  { id: 'seat-wind-pair', points: 2, find: (c) => each(pairsOf(c, (t) => t === windTile(c.situation.seat))) },
  { id: 'prevalent-wind-pair', points: 2, find: (c) => each(pairsOf(c, (t) => t === windTile(c.situation.round))) },
  { id: 'flower', points: 4, find: (c) => countBonus(c, 'f') },
  { id: 'season', points: 4, find: (c) => countBonus(c, 'g') },
  { id: 'all-pungs', points: 10, find: (c) => asOnce(allPungs(c)) },
  // Four chows; the pair may be anything (it is no set), only its own points differ.
  { id: 'all-chows', points: 10, find: (c) => asOnce(allChows(c)) },
  { id: 'only-possible-tile', points: 2, find: (c) => once(c.onlyPossibleTile) },
  // Where the winning tile came from: the live wall, the dead wall, or a robbed kong.
  { id: 'self-draw', points: 2, find: (c) => once(c.situation.win === 'self-draw') },
  { id: 'kong-replacement', points: 10, find: (c) => once(c.situation.win === 'kong-replacement') },
  { id: 'robbing-kong', points: 10, find: (c) => once(c.situation.win === 'robbing-kong') },
];

/** Items that make a hand a "zero-point hand" when none of them counts. */
export const HAND_POINT_ITEMS: ReadonlySet<ClassicPointId> = new Set<ClassicPointId>([
  'pung',
  'concealed-pung',
  'pung-major',
  'concealed-pung-major',
  'kong',
  'concealed-kong',
  'kong-major',
  'concealed-kong-major',
  'dragon-pair',
  'seat-wind-pair',
  'prevalent-wind-pair',
  'flower',
  'season',
]);
