// What the learner got wrong, line by line, for each judge's feedback union, as the learner
// reads it (Mistakes.tsx shows the lines). A "limit" answer for a hand only paid like one is
// right, with a line saying it is no limit hand.
import type { DiscardFeedback, PayFeedback, ValidFeedback } from '../../engine/puzzles/judge.ts';
import type { FanVerdict } from '../../engine/puzzles/judge-fan.ts';
import type { Puzzle } from '../../engine/puzzles/types.ts';
import { paidAsLimitNote, signed } from './solution-text.ts';
import type { Feedback } from './state.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

/** A fan verdict in words; simplified Hong Kong calls its limit hands maximum hands. */
export function fanVerdict(verdict: FanVerdict, puzzle: Puzzle, t: PracticeStrings): string {
  const maximum = puzzle.type === 'fan' && puzzle.rules === 'hk-simple';
  if (maximum && (verdict === 'missed-limit' || verdict === 'not-limit')) return t[`practice.fb.${verdict}.hk-simple`];
  return t[`practice.fb.${verdict}`];
}

function fanLines(f: Extract<Feedback, { type: 'fan' }>, puzzle: Puzzle, t: PracticeStrings): string[] {
  const note = puzzle.type === 'fan' ? paidAsLimitNote(puzzle.answer, f.steps ? f.steps.total : f.fb, t) : null;
  // An item-by-item answer is explained step by step (FanSteps.tsx); its total's note is said here.
  const wrong = !f.steps && f.fb.kind === 'wrong' ? [fanVerdict(f.fb.verdict, puzzle, t)] : [];
  return [...wrong, ...(note === null ? [] : [note])];
}

function payLines(fb: PayFeedback, t: PracticeStrings): string[] {
  if (fb.kind !== 'wrong') return [];
  const seats = fb.seats.map((s) =>
    fill(t['practice.fb.seat'], {
      seat: t[`practice.seat.${s.seat}`],
      given: s.given === null ? t['practice.fb.blank'] : signed(s.given),
      expected: signed(s.expected),
    }),
  );
  return fb.signsOnly ? [t['practice.fb.signs'], ...seats] : seats;
}

const reasonLines = (fb: ValidFeedback | DiscardFeedback, t: PracticeStrings): string[] =>
  fb.kind === 'wrong-reason' ? [t['practice.fb.reason']] : [];

/** The lines under the verdict: what was wrong, or what to know about a right answer. */
export function mistakeLines(f: Feedback, puzzle: Puzzle, t: PracticeStrings): string[] {
  switch (f.type) {
    case 'waits':
      // Missed and wrong picks are shown as tiles with their reasons (Why.tsx).
      return [];
    case 'fan':
      return fanLines(f, puzzle, t);
    case 'pay':
      return payLines(f.fb, t);
    case 'valid':
    case 'discard':
      return reasonLines(f.fb, t);
    default: {
      const never: never = f;
      return never;
    }
  }
}
