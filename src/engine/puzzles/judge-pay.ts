// The judge of "who pays what?", for generated puzzles and the lesson's payment step alike:
// signed amounts per seat (the winner's may be left out: it is the sum of the others; a seat
// that pays nothing may be left blank), and, when asked, the hand's points.
import { WIND_LETTERS, type WindLetter } from '../tile-code.ts';
import type { PayInput, PayPuzzle, PayQuestion } from './types.ts';

/** One wrong amount: `given` null when left out. */
export interface PayMiss {
  seat: WindLetter;
  expected: number;
  given: number | null;
}

export type PayFeedback =
  | { kind: 'right' }
  | { kind: 'invalid' } // an amount (or the points) that is no whole number
  /**
   * Every seat whose amount is wrong, in seat order; `points` when the points were given and are
   * wrong; `signsOnly` when every wrong number is right but for its sign.
   */
  | { kind: 'wrong'; seats: PayMiss[]; points: { expected: number; given: number } | null; signsOnly: boolean };

export function judgePay(p: PayQuestion, input: PayInput): PayFeedback {
  const expected = p.answer.payments;
  const winner = WIND_LETTERS[p.situation.seat]!;
  const values = [...WIND_LETTERS.map((w) => input[w]), input.points];
  if (values.some((v) => v !== undefined && !Number.isInteger(v))) return { kind: 'invalid' };
  const given = (w: WindLetter): number | null => {
    const v = input[w];
    if (v !== undefined) return v;
    if (w === winner) return -WIND_LETTERS.filter((x) => x !== w).reduce((sum, x) => sum + (input[x] ?? 0), 0);
    return expected[w] === 0 ? 0 : null;
  };
  const seats = WIND_LETTERS.map((seat) => ({ seat, expected: expected[seat], given: given(seat) })).filter(
    (x) => x.given !== x.expected,
  );
  const points =
    input.points === undefined || input.points === p.answer.points
      ? null
      : { expected: p.answer.points, given: input.points };
  if (seats.length === 0 && points === null) return { kind: 'right' };
  const wrongs: { expected: number; given: number | null }[] = points ? [...seats, points] : seats;
  const signsOnly = wrongs.every((x) => x.given !== null && Math.abs(x.given) === Math.abs(x.expected));
  return { kind: 'wrong', seats, points, signsOnly };
}

/** The engine's answer written as an input. */
export const paySolution = (p: PayPuzzle): PayInput => ({ ...p.answer.payments });
