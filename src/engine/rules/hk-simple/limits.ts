// The five maximum hands of the simplified Hong Kong rules (hk-simple.en.txt, lines 54–64),
// one row each, with HKE's ids. `find` returns the blocks that make the hand, or null. Heaven,
// earth and the other classic limits are not part of these rules (line 64).
import { isHonour, tileNumber, tileSuit, GREEN, RED, WHITE, type Tile } from '../../tiles.ts';
import { allIndices, isPungLike, isStandard, type Ctx } from '../hke/context.ts';

export const HK_SIMPLE_LIMITS = [
  'thirteen-orphans',
  'nine-gates',
  'pearl-dragon',
  'jade-dragon',
  'ruby-dragon',
] as const;
export type HkSimpleLimitId = (typeof HK_SIMPLE_LIMITS)[number];

interface LimitRow {
  id: HkSimpleLimitId;
  find: (ctx: Ctx) => number[] | null;
}

const when = (cond: boolean, blocks: number[]): number[] | null => (cond ? blocks : null);

// Line 59: three ones, three nines and 2 to 8 of one suit, plus one more of that suit. The
// source names the fourteen tiles only, so any of them may be the winning tile; the hand is
// concealed (no declared set), as nine gates is wherever it is played.
function nineGates(c: Ctx): number[] | null {
  if (c.hand.melds.length > 0 || isHonour(c.tiles[0]!)) return null;
  const suit = tileSuit(c.tiles[0]!);
  if (!c.tiles.every((t) => tileSuit(t) === suit)) return null;
  const counts = Array.from({ length: 9 }, (_, k) => c.tiles.filter((t) => tileNumber(t) === k + 1).length);
  const needed = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  return when(
    counts.every((n, k) => n >= needed[k]!),
    allIndices(c),
  );
}

// Lines 60–62: only pungs/kongs of one suit plus that dragon: four pungs (one of them the
// dragon) and a pair of the suit, as HKE's jewel-dragon hands.
function dragonHand(c: Ctx, dragon: Tile, suit: string): number[] | null {
  if (!isStandard(c)) return null;
  const pungs = c.reading.blocks.filter(isPungLike);
  const dragonPung = pungs.filter((b) => b.tile === dragon).length === 1;
  const rest = c.tiles.filter((t) => t !== dragon);
  return when(pungs.length === 4 && dragonPung && rest.every((t) => tileSuit(t) === suit), allIndices(c));
}

export const HK_SIMPLE_LIMIT_TABLE: readonly LimitRow[] = [
  { id: 'thirteen-orphans', find: (c) => when(c.reading.shape === 'thirteen-orphans', allIndices(c)) },
  { id: 'nine-gates', find: nineGates },
  { id: 'pearl-dragon', find: (c) => dragonHand(c, WHITE, 'p') },
  { id: 'jade-dragon', find: (c) => dragonHand(c, GREEN, 's') },
  { id: 'ruby-dragon', find: (c) => dragonHand(c, RED, 'm') },
];
