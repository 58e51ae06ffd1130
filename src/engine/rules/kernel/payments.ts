// Who pays whom: the pieces every rule set's payments are built from. `settle` is the one
// place money moves; the rest name the common shapes (all pay, one pays for all, a penalty).
import { WIND_LETTERS, type Wind } from '../../tiles.ts';
import type { Situation } from '../../situation.ts';
import type { Payments } from '../types.ts';

export const emptyPayments = (): Payments => ({ E: 0, S: 0, W: 0, N: 0 });

/** `share(loser)` is what each loser pays; the winner receives the sum. */
export function settle(winner: Wind, share: (loser: Wind) => number): Payments {
  const p = emptyPayments();
  for (let w = 0; w < 4; w++) {
    if (w === winner) continue;
    const amount = share(w as Wind);
    p[WIND_LETTERS[w]!] -= amount;
    p[WIND_LETTERS[winner]!] += amount;
  }
  return p;
}

/** Discard (or robbed kong): the discarder pays double, the others single; self-draw: all double. */
export function discarderDouble(s: Situation, points: number): Payments {
  return settle(s.seat, (loser) => (s.from === undefined || s.from === loser ? 2 * points : points));
}

/** One player pays the winner `amount` alone (a discarder, a liable or a robbed player). */
export const onePays = (winner: Wind, payer: Wind, amount: number): Payments =>
  settle(winner, (loser) => (loser === payer ? amount : 0));

/** A false Mah-Jongg: the caller pays `penalty` to each other player. */
export const falseMahjongPayments = (caller: Wind, penalty: number): Payments => settle(caller, () => -penalty);
