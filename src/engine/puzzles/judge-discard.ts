// The judge of "who gets the discard?": the seat (as 0–3 or a letter), and the reason when
// one is given (any reason that gives the seat the tile is accepted).
import { WIND_LETTERS, type Wind, type WindLetter } from '../tiles.ts';
import type { DiscardInput, DiscardPuzzle, DiscardReason, DiscardRule } from './types.ts';

export type DiscardFeedback =
  | { kind: 'right'; seat: Wind; reason: DiscardReason }
  | { kind: 'invalid' } // no seat, or the discarder
  | { kind: 'wrong-seat'; seat: Wind; reason: DiscardReason }
  | { kind: 'wrong-reason'; seat: Wind; reason: DiscardReason };

/** A seat as 0–3 or a letter (either case); undefined for anything else. */
export function seatOf(x: unknown): Wind | undefined {
  if (x === 0 || x === 1 || x === 2 || x === 3) return x;
  const i = typeof x === 'string' ? WIND_LETTERS.indexOf(x.trim().toUpperCase() as WindLetter) : -1;
  return i >= 0 ? (i as Wind) : undefined;
}

export function judgeDiscard(p: DiscardPuzzle, input: DiscardInput): DiscardFeedback {
  const seat = seatOf(input.seat);
  if (seat === undefined || seat === p.discarder) return { kind: 'invalid' };
  const { seat: right, reason } = p.answer;
  if (seat !== right) return { kind: 'wrong-seat', seat: right, reason };
  const accepted: readonly DiscardRule[] = p.answer.reasons ?? [reason];
  if (input.reason !== undefined && !accepted.includes(input.reason))
    return { kind: 'wrong-reason', seat: right, reason };
  return { kind: 'right', seat: right, reason };
}

/** The engine's answer written as an input. */
export const discardSolution = (p: DiscardPuzzle): DiscardInput => ({ seat: p.answer.seat, reason: p.answer.reason });
