// Who pays whom under the simplified Hong Kong rules (docs/rules/hk-simple.md, "Payments").
// Only the winner is paid and East pays and receives like everyone else.
import type { Situation } from '../../situation.ts';
import { WIND_LETTERS, type Wind } from '../../tiles.ts';
import { discarderDouble, onePays, settle } from '../kernel/payments.ts';
import type { Payments } from '../types.ts';

/**
 * The discarder (or the robbed player) pays double, the others single; from the wall or the
 * dead wall all three pay double. "These doublings are not valid" for a maximum hand (line 81
 * of the source): each loser then pays the 128 once, however the hand was won.
 */
export function hkSimplePayments(s: Situation, points: number, maximum: boolean): Payments {
  return maximum ? settle(s.seat, () => points) : discarderDouble(s, points);
}

/** A punished player pays "the debts for all three losers": what the three would have paid together. */
export const liablePayments = (s: Situation, normal: Payments, liable: Wind): Payments =>
  onePays(s.seat, liable, normal[WIND_LETTERS[s.seat]!]);
