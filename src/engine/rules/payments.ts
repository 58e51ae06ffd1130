// Who pays whom, shared by the rule sets that pay "discarder double, others single".
import { WIND_LETTERS, type Wind } from '../tiles.ts';
import type { Situation } from '../situation.ts';
import type { Payments } from './types.ts';

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
