// The judge of "is this a valid Mah-Jongg?": the verdict, and the reason when one is given
// (any reason true of the hand is accepted).
import type { ValidInput, ValidPuzzle, ValidReason } from './types.ts';

export type ValidFeedback =
  | { kind: 'right'; reason: ValidReason | null }
  /** Said valid when it is not, or the other way round. */
  | { kind: 'wrong-verdict'; valid: boolean; reason: ValidReason | null }
  /** Rightly said invalid, for a reason that is not true of the hand. */
  | { kind: 'wrong-reason'; reason: ValidReason; accepted: ValidReason[] };

export function judgeValid(p: ValidPuzzle, input: ValidInput): ValidFeedback {
  const a = p.answer;
  if (input.valid !== a.valid) return { kind: 'wrong-verdict', valid: a.valid, reason: a.reason };
  if (a.valid || input.reason === undefined || a.reasons.includes(input.reason))
    return { kind: 'right', reason: a.reason };
  return { kind: 'wrong-reason', reason: a.reason!, accepted: a.reasons };
}

/** The engine's answer written as an input. */
export const validSolution = (p: ValidPuzzle): ValidInput =>
  p.answer.reason === null || p.answer.valid ? { valid: p.answer.valid } : { valid: false, reason: p.answer.reason };
