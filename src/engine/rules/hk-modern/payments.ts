// Who pays whom under hk-modern (docs/rules/hk-modern.md, payments): a discarder pays the whole amount;
// on a self-draw each of the three pays half of it (1.5× in all); a robbed player, or a liable
// one, pays that whole self-draw total alone.
import type { Situation } from '../../situation.ts';
import { isDragon, type Wind } from '../../tiles.ts';
import { onePays, settle } from '../kernel/payments.ts';
import type { Payments } from '../types.ts';
import type { ModernCtx } from './context.ts';

/**
 * The liable seat when `situation.liable` names a case this hand really shows, else null.
 * The source makes a player liable for a win by self-draw (incl. a kong replacement); on a
 * discard win the discarder pays as usual.
 */
export function liableSeat(c: ModernCtx): Wind | null {
  const l = c.situation.liable;
  if (l === undefined || !c.selfDrawn) return null;
  const melds = c.hand.melds;
  const claimed = melds.filter((m) => !m.concealed);
  switch (l.why) {
    case 'third-dragon': {
      // Three dragon sets on the table, at least one of them claimed: big three dragons for sure.
      const dragons = melds.filter((m) => m.kind !== 'chow' && isDragon(m.tile));
      return dragons.length === 3 && dragons.some((m) => !m.concealed) ? l.seat : null;
    }
    case 'fourth-set':
      return melds.length === 4 && claimed.length > 0 ? l.seat : null;
    case 'kong-replacement':
      // Won on the replacement tile of a kong claimed from a discard.
      return c.situation.win === 'kong-replacement' && claimed.some((m) => m.kind === 'kong') ? l.seat : null;
    default: {
      const unknown: never = l.why;
      return unknown;
    }
  }
}

/** Self-draw: each of the three pays half the unit; `points` is even whenever a hand is self-drawn (≥ 1 fan). */
export const selfDrawShares = (winner: Wind, points: number): Payments => settle(winner, () => points / 2);

export function hkModernPayments(s: Situation, points: number, liable: Wind | null): Payments {
  const selfTotal = (3 * points) / 2;
  if (liable !== null) return onePays(s.seat, liable, selfTotal);
  switch (s.win) {
    case 'discard':
      return settle(s.seat, (l) => (l === s.from ? points : 0));
    case 'robbing-kong':
      // Counts as a discard win, but the robbed player pays as if it were a self-draw.
      return settle(s.seat, (l) => (l === s.from ? selfTotal : 0));
    case 'self-draw':
    case 'kong-replacement':
      return selfDrawShares(s.seat, points);
    default: {
      const unknown: never = s.win;
      return unknown;
    }
  }
}
