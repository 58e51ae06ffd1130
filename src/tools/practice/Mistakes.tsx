// What the learner got wrong, item by item: one view per judge's feedback union, each only
// reading it. (The lesson widgets explain the same feedback at more length: wait-puzzle/
// WaitFeedback.tsx, fan-puzzle/strings.ts.)
import type { DiscardFeedback, FanFeedback, PayFeedback, ValidFeedback } from '../../engine/puzzles/judge.ts';
import type { Feedback } from './state.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const fanLines = (fb: FanFeedback, t: PracticeStrings): string[] =>
  fb.kind === 'wrong' ? [t[`practice.fb.${fb.verdict}`]] : [];

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

function lines(f: Feedback, t: PracticeStrings): string[] {
  switch (f.type) {
    case 'waits':
      // Missed and wrong picks are shown as tiles with their reasons (Why.tsx).
      return [];
    case 'fan':
      // An item-by-item answer is explained step by step (FanSteps.tsx).
      return f.steps ? [] : fanLines(f.fb, t);
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

export function Mistakes({ feedback, t }: { feedback: Feedback; t: PracticeStrings }) {
  const out = lines(feedback, t);
  return out.length ? (
    <ul class="fl-practice-mistakes">
      {out.map((x, i) => (
        <li key={i}>{x}</li>
      ))}
    </ul>
  ) : null;
}
