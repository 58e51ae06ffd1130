// The hk-modern limit hands (13 fan, worth the cap), one row each. `find` returns the blocks
// that make the limit, or null. Eight flowers is an instant win (instant.ts); the human hand
// cannot be expressed by a Situation (HK_MODERN_NOT_REPRESENTABLE).
import { winningBlocks } from '../../decompose.ts';
import { isWindTile } from '../../tiles.ts';
import { allIndices, blocksWhere, isStandard } from '../kernel/context.ts';
import { allKongs, littleSet, nineGates, pungsExactly, thirteenOrphans } from '../kernel/predicates.ts';
import { when, type FoundOnce } from '../kernel/rows.ts';
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
  find: (ctx: ModernCtx) => FoundOnce;
  /** Rows that exist only under some options. */
  on?: (opts: HkModernOptions) => boolean;
}

/**
 * Four pungs formed in the hand and a pair; kongs are not allowed. Self-drawn, or won on a
 * discard that completed the pair (the pungs then stay concealed).
 */
function fourConcealedPungs(c: ModernCtx): FoundOnce {
  const pungs = blocksWhere(c, (b) => b.kind === 'pung' && b.concealed);
  if (!isStandard(c) || c.hand.melds.length > 0 || pungs.length !== 4) return null;
  const onPair = winningBlocks(c.hand, c.reading).some((i) => c.reading.blocks[i]!.kind === 'pair');
  return when(c.selfDrawn || onPair, allIndices(c));
}

export const HK_MODERN_LIMIT_TABLE: readonly LimitRow[] = [
  { id: 'thirteen-orphans', find: thirteenOrphans },
  { id: 'four-concealed-pungs', find: fourConcealedPungs },
  { id: 'all-kongs', find: allKongs },
  { id: 'little-four-winds', on: (o) => o.littleFourWinds === 'limit', find: (c) => littleSet(c, isWindTile, 3) },
  { id: 'big-four-winds', find: (c) => pungsExactly(c, isWindTile, 4) },
  // As in HKE: 1112345678999 of one suit in the hand before the winning tile.
  { id: 'nine-gates', find: nineGates },
  // The dealt fourteen; replacing a concealed kong spoils it (source, heavenly hand).
  { id: 'heaven', find: (c) => when(c.situation.heaven && c.hand.melds.length === 0, allIndices(c)) },
  // Won on the dealer's first discard; concealed kongs do not matter.
  { id: 'earth', find: (c) => when(c.situation.earth, allIndices(c)) },
];
