// The HKE limit hands, one row each. `find` returns the blocks that make the limit, or
// null. Every limit needs a complete hand, which the reading already is.
import { isDragon, isHonour, isTerminal, isWindTile, tileSuit, GREEN, RED, WHITE, type Tile } from '../../tiles.ts';
import { allIndices, blocksWhere, isPungLike, isStandard, pairOf, pungsOf, type Ctx } from './context.ts';

export const HKE_LIMITS = [
  'four-concealed-pungs',
  'big-three-dragons',
  'little-four-winds',
  'big-four-winds',
  'all-honours',
  'all-terminals',
  'nine-gates',
  'thirteen-orphans',
  'all-kongs',
  'jade-dragon',
  'ruby-dragon',
  'pearl-dragon',
  'heaven',
  'earth',
] as const;
export type HkeLimitId = (typeof HKE_LIMITS)[number];

interface LimitRow {
  id: HkeLimitId;
  find: (ctx: Ctx) => number[] | null;
}

const when = (cond: boolean, blocks: number[]): number[] | null => (cond ? blocks : null);
const everyTile = (c: Ctx, test: (t: Tile) => boolean): boolean => c.tiles.every(test);

// Four pungs and a pair, all of one suit except one pung of the given dragon.
function dragonWithSuit(c: Ctx, dragon: Tile, suit: string): number[] | null {
  if (!isStandard(c)) return null;
  const pungs = c.reading.blocks.filter(isPungLike);
  const dragonPung = pungs.filter((b) => b.tile === dragon).length === 1;
  const rest = c.tiles.filter((t) => t !== dragon);
  return when(pungs.length === 4 && dragonPung && rest.every((t) => tileSuit(t) === suit), allIndices(c));
}

// 1112345678999 of one suit in the hand before the winning tile, nothing declared.
function nineGates(c: Ctx): number[] | null {
  const h = c.hand.concealed;
  if (c.hand.melds.length > 0 || h.length !== 13) return null;
  const base = h[0]! - (h[0]! % 9);
  const shape = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((k) => base + k);
  return when(!isHonour(h[0]!) && shape.every((t, i) => h[i] === t), allIndices(c));
}

export const HKE_LIMIT_TABLE: readonly LimitRow[] = [
  {
    // Four pungs or kongs formed in the hand (concealed kongs allowed), won by self-draw.
    id: 'four-concealed-pungs',
    find: (c) => {
      const pungs = blocksWhere(c, (b) => isPungLike(b) && b.concealed);
      return when(isStandard(c) && pungs.length === 4 && c.selfDrawn, allIndices(c));
    },
  },
  { id: 'big-three-dragons', find: (c) => ((p) => when(p.length === 3, p))(pungsOf(c, isDragon)) },
  {
    id: 'little-four-winds',
    find: (c) => {
      const pungs = pungsOf(c, isWindTile);
      const pair = pairOf(c).filter((i) => isWindTile(c.reading.blocks[i]!.tile));
      return when(isStandard(c) && pungs.length === 3 && pair.length === 1, [...pungs, ...pair]);
    },
  },
  { id: 'big-four-winds', find: (c) => ((p) => when(p.length === 4, p))(pungsOf(c, isWindTile)) },
  { id: 'all-honours', find: (c) => when(everyTile(c, isHonour), allIndices(c)) },
  { id: 'all-terminals', find: (c) => when(everyTile(c, isTerminal), allIndices(c)) },
  { id: 'nine-gates', find: nineGates },
  { id: 'thirteen-orphans', find: (c) => when(c.reading.shape === 'thirteen-orphans', allIndices(c)) },
  {
    id: 'all-kongs',
    find: (c) => ((k) => when(k.length === 4, allIndices(c)))(blocksWhere(c, (b) => b.kind === 'kong')),
  },
  { id: 'jade-dragon', find: (c) => dragonWithSuit(c, GREEN, 's') },
  { id: 'ruby-dragon', find: (c) => dragonWithSuit(c, RED, 'm') },
  { id: 'pearl-dragon', find: (c) => dragonWithSuit(c, WHITE, 'p') },
  { id: 'heaven', find: (c) => when(c.situation.heaven, allIndices(c)) },
  { id: 'earth', find: (c) => when(c.situation.earth, allIndices(c)) },
];
