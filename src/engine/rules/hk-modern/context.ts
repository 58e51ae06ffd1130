// What the hk-modern tables see of one reading: the kernel's facts plus the agreed options.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import { isHonour, isTerminal, type Bonus } from '../../tiles.ts';
import { makeCtx, type Ctx } from '../kernel/context.ts';
import type { HkModernOptions } from './options.ts';

export interface ModernCtx extends Ctx {
  opts: HkModernOptions;
}

export const makeModernCtx = (hand: Hand, reading: Decomposition, s: Situation, opts: HkModernOptions): ModernCtx => ({
  ...makeCtx(hand, reading, s),
  opts,
});

/** Bonus tiles only count when the table plays with them. */
export const bonusInPlay = (c: ModernCtx): Bonus[] => (c.opts.bonusTiles ? c.hand.bonus : []);

/** No set was claimed: concealed kongs are fine, the winning discard may be claimed (docs/rules/hk-modern.md). */
export const noClaimedSet = (c: ModernCtx): boolean => c.hand.melds.every((m) => m.concealed);

/** Which kinds of major tile the hand holds. */
export function majors(c: ModernCtx): { only: boolean; terminals: boolean; honours: boolean } {
  return {
    only: c.tiles.every((t) => isTerminal(t) || isHonour(t)),
    terminals: c.tiles.some(isTerminal),
    honours: c.tiles.some(isHonour),
  };
}
