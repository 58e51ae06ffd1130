// The five maximum hands of the simplified Hong Kong rules (docs/rules/hk-simple.md: lines 54–64),
// one row each, with HKE's ids. `find` returns the blocks that make the hand, or null. Heaven,
// earth and the other classic limits are not part of these rules (line 64).
import { isHonour, tileNumber, tileSuit, GREEN, RED, WHITE } from '../../tiles.ts';
import { allIndices, type Ctx } from '../kernel/context.ts';
import { dragonWithSuit, thirteenOrphans } from '../kernel/predicates.ts';
import { when, type FoundOnce } from '../kernel/rows.ts';

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
  find: (ctx: Ctx) => FoundOnce;
}

// Line 59: three ones, three nines and 2 to 8 of one suit, plus one more of that suit. The
// source names the fourteen tiles only, so any of them may be the winning tile; the hand is
// concealed (no declared set), as nine gates is wherever it is played.
function nineGates(c: Ctx): FoundOnce {
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

export const HK_SIMPLE_LIMIT_TABLE: readonly LimitRow[] = [
  { id: 'thirteen-orphans', find: thirteenOrphans },
  { id: 'nine-gates', find: nineGates },
  // Lines 60–62: only pungs/kongs of one suit plus that dragon: four pungs (one of them the
  // dragon) and a pair of the suit, as HKE's jewel-dragon hands.
  { id: 'pearl-dragon', find: (c) => dragonWithSuit(c, WHITE, 'p') },
  { id: 'jade-dragon', find: (c) => dragonWithSuit(c, GREEN, 's') },
  { id: 'ruby-dragon', find: (c) => dragonWithSuit(c, RED, 'm') },
];
