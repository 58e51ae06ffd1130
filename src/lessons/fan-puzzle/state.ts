// Headless state of "How many fan?": step 1 asks for the fan (or "limit"), step 2 (optional)
// for the points and each seat's payment. One pure `update`; judging is the engine's `judgeFan`
// and `judgePay`, the same judges the practice page uses. The view renders this state and
// dispatches actions.
import { wholeOrNaN } from '../../engine/puzzles/answer-text.ts';
import { judgeFanQuestion, type FanFeedback } from '../../engine/puzzles/judge-fan.ts';
import { judgePay, type PayFeedback } from '../../engine/puzzles/judge-pay.ts';
import type { FanQuestion, PayQuestion } from '../../engine/puzzles/types.ts';
import { WIND_LETTERS, type Wind } from '../../engine/tile-code.ts';
import { initialBreakdown, updateBreakdown, type BreakdownAction, type BreakdownState } from './breakdown.ts';
import type { FanAnswer } from './types.ts';

export { litBlocks } from './breakdown.ts';

/** Step 1: typing, the engine's feedback (`right`, `invalid`, `wrong`), or the solution shown. */
export type FanStep = { kind: 'answering' } | FanFeedback | { kind: 'revealed' };

export const PAY_FIELDS = ['points', 'E', 'S', 'W', 'N'] as const;
export type PayField = (typeof PAY_FIELDS)[number];

/** Step 2: typing, the engine's feedback (`right`, `invalid`, `wrong`), or the solution shown. */
export type PayStep = { kind: 'answering' } | PayFeedback | { kind: 'revealed' };

export interface FanState extends BreakdownState {
  /** The fan field as typed. */
  fanText: string;
  /** The "limit hand" box. */
  limit: boolean;
  fanFeedback: FanStep;
  /** The payment fields as typed, signed ("-32"). */
  pay: Record<PayField, string>;
  payFeedback: PayStep;
  /** Wrong answers so far per step: after the first one the solution is offered. */
  misses: { fan: number; pay: number };
  /** A solution was shown: the puzzle no longer counts as solved. */
  gaveUp: boolean;
  /** Every step answered correctly without help; stays true. */
  solved: boolean;
}

export type FanAction =
  | { type: 'fan-text'; text: string }
  | { type: 'limit'; on: boolean }
  | { type: 'check-fan' }
  | { type: 'reveal-fan' }
  | { type: 'pay-text'; field: PayField; text: string }
  | { type: 'check-pay' }
  | { type: 'reveal-pay' }
  | BreakdownAction;

export const initialState = (answer: FanAnswer): FanState => ({
  ...initialBreakdown(answer),
  fanText: '',
  limit: false,
  fanFeedback: { kind: 'answering' },
  pay: { points: '', E: '', S: '', W: '', N: '' },
  payFeedback: { kind: 'answering' },
  misses: { fan: 0, pay: 0 },
  gaveUp: false,
  solved: false,
});

/** The build's answer as the judges read it (the lesson's hands are scored under HKE). */
export function question(a: FanAnswer): FanQuestion & PayQuestion {
  const limits = a.limits.map((l) => l.id);
  return {
    situation: { seat: WIND_LETTERS.indexOf(a.seat) as Wind },
    paidAsLimit: a.paidAsLimit,
    answer: {
      rules: 'hke',
      limit: limits[0] ?? null,
      limits,
      fan: a.fan,
      points: a.points,
      items: a.items,
      payments: a.payments,
    },
  };
}

/** The fields a wrong payment answer got wrong, in form order. */
export const wrongFields = (fb: Extract<PayFeedback, { kind: 'wrong' }>): PayField[] => [
  ...(fb.points ? (['points'] as const) : []),
  ...fb.seats.map((x) => x.seat),
];

/** Step 2 is shown once step 1 is settled, when the author asked for payments. */
export const paymentsOpen = (s: FanState): boolean =>
  s.answer.askPayments && (s.fanFeedback.kind === 'right' || s.fanFeedback.kind === 'revealed');

function checkFan(s: FanState): FanState {
  // Text that is no whole number reaches the judge as NaN, which it calls invalid.
  const fb = judgeFanQuestion(
    question(s.answer),
    s.limit ? { kind: 'limit' } : { kind: 'fan', fan: wholeOrNaN(s.fanText) },
  );
  if (fb.kind === 'wrong') return { ...s, fanFeedback: fb, misses: { ...s.misses, fan: s.misses.fan + 1 } };
  // Without a payments step the puzzle is solved here.
  const solved = fb.kind === 'right' && !s.answer.askPayments && !s.gaveUp;
  return { ...s, fanFeedback: fb, solved: s.solved || solved };
}

function checkPay(s: FanState): FanState {
  // Every field is asked for: a blank one is NaN, so the judge calls the answer invalid.
  const input = Object.fromEntries(PAY_FIELDS.map((f) => [f, wholeOrNaN(s.pay[f])]));
  const fb = judgePay(question(s.answer), input);
  if (fb.kind === 'wrong') return { ...s, payFeedback: fb, misses: { ...s.misses, pay: s.misses.pay + 1 } };
  return { ...s, payFeedback: fb, solved: s.solved || (fb.kind === 'right' && !s.gaveUp) };
}

const settled = (kind: string): boolean => kind === 'right' || kind === 'revealed';

/** The solution of a step is offered after a first wrong answer, until the step is settled. */
export function canReveal(s: FanState, step: 'fan' | 'pay'): boolean {
  const kind = step === 'fan' ? s.fanFeedback.kind : s.payFeedback.kind;
  return s.misses[step] > 0 && !settled(kind) && (step === 'fan' || paymentsOpen(s));
}

export function update(s: FanState, a: FanAction): FanState {
  switch (a.type) {
    // Editing an answer clears its feedback, so the next check is judged afresh.
    case 'fan-text':
      return settled(s.fanFeedback.kind) ? s : { ...s, fanText: a.text, fanFeedback: { kind: 'answering' } };
    case 'limit':
      return settled(s.fanFeedback.kind) ? s : { ...s, limit: a.on, fanFeedback: { kind: 'answering' } };
    case 'check-fan':
      return settled(s.fanFeedback.kind) ? s : checkFan(s);
    case 'reveal-fan':
      return canReveal(s, 'fan') ? { ...s, fanFeedback: { kind: 'revealed' }, gaveUp: true } : s;
    case 'pay-text':
      if (!paymentsOpen(s) || settled(s.payFeedback.kind)) return s;
      return { ...s, pay: { ...s.pay, [a.field]: a.text }, payFeedback: { kind: 'answering' } };
    case 'check-pay':
      return paymentsOpen(s) && !settled(s.payFeedback.kind) ? checkPay(s) : s;
    case 'reveal-pay':
      return canReveal(s, 'pay') ? { ...s, payFeedback: { kind: 'revealed' }, gaveUp: true } : s;
    case 'preview':
    case 'pin':
      return updateBreakdown(s, a);
  }
}
