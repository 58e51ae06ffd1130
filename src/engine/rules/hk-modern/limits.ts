// The hk-modern limit hands (13 fan, worth the cap), one row each. `find` returns the blocks
// that make the limit, or null. Eight flowers is an instant win (instant.ts); the human hand
// cannot be expressed by a Situation (HK_MODERN_NOT_REPRESENTABLE).
import { winningBlocks } from '../../decompose.ts';
import { isWindTile } from '../../tiles.ts';
import { allIndices, blocksWhere, isStandard, pungsOf } from '../hke/context.ts';
import { HKE_LIMIT_TABLE } from '../hke/limits.ts';
import type { ModernCtx } from './context.ts';
import type { HkModernOptions } from './options.ts';

export const HK_MODERN_LIMITS = [
  'thirteen-orphans',
  'eight-flowers',
  'four-concealed-pungs',
  'all-kongs',
  'little-four-winds',
  'big-four-winds',
  'nine-gates',
  'heaven',
  'earth',
  'human',
] as const;
export type HkModernLimitId = (typeof HK_MODERN_LIMITS)[number];

export interface LimitRow {
  id: HkModernLimitId;
  find: (ctx: ModernCtx) => number[] | null;
  /** Rows that exist only under some options. */
  on?: (opts: HkModernOptions) => boolean;
}

const when = (cond: boolean, blocks: number[]): number[] | null => (cond ? blocks : null);

// Nine gates as in HKE: 1112345678999 of one suit in the hand before the winning tile.
const hkeNineGates = HKE_LIMIT_TABLE.find((r) => r.id === 'nine-gates')!.find;

/**
 * Four pungs formed in the hand and a pair; kongs are not allowed. Self-drawn, or won on a
 * discard that completed the pair (the pungs then stay concealed).
 */
function fourConcealedPungs(c: ModernCtx): number[] | null {
  const pungs = blocksWhere(c, (b) => b.kind === 'pung' && b.concealed);
  if (!isStandard(c) || c.hand.melds.length > 0 || pungs.length !== 4) return null;
  const onPair = winningBlocks(c.hand, c.reading).some((i) => c.reading.blocks[i]!.kind === 'pair');
  return when(c.selfDrawn || onPair, allIndices(c));
}

function littleFourWinds(c: ModernCtx): number[] | null {
  const pungs = pungsOf(c, isWindTile);
  const pair = c.reading.blocks.flatMap((b, i) => (b.kind === 'pair' && isWindTile(b.tile) ? [i] : []));
  return when(isStandard(c) && pungs.length === 3 && pair.length === 1, [...pungs, ...pair]);
}

export const HK_MODERN_LIMIT_TABLE: readonly LimitRow[] = [
  { id: 'thirteen-orphans', find: (c) => when(c.reading.shape === 'thirteen-orphans', allIndices(c)) },
  { id: 'four-concealed-pungs', find: fourConcealedPungs },
  { id: 'all-kongs', find: (c) => when(blocksWhere(c, (b) => b.kind === 'kong').length === 4, allIndices(c)) },
  { id: 'little-four-winds', on: (o) => o.littleFourWinds === 'limit', find: littleFourWinds },
  { id: 'big-four-winds', find: (c) => ((p) => when(p.length === 4, p))(pungsOf(c, isWindTile)) },
  { id: 'nine-gates', find: hkeNineGates },
  // The dealt fourteen; replacing a concealed kong spoils it (source, heavenly hand).
  { id: 'heaven', find: (c) => when(c.situation.heaven && c.hand.melds.length === 0, allIndices(c)) },
  // Won on the dealer's first discard; concealed kongs do not matter.
  { id: 'earth', find: (c) => when(c.situation.earth, allIndices(c)) },
];
