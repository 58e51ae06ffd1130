// Headless state of "How many fan?": step 1 asks for the fan (or "limit"), step 2 (optional)
// for the points and each seat's payment. One pure `update`; the judges compare answers with
// the build-time FanAnswer. The view renders this state and dispatches actions.
import type { FanAnswer } from './types.ts';

export type FanVerdict = 'exact' | 'low' | 'high' | 'missed-limit' | 'not-limit';

export type FanFeedback =
  | { kind: 'answering' } // typing; nothing judged
  | { kind: 'invalid' } // checked with no whole number and no "limit"
  | { kind: 'wrong'; verdict: Exclude<FanVerdict, 'exact'> }
  | { kind: 'right' }
  | { kind: 'revealed' };

export const PAY_FIELDS = ['points', 'E', 'S', 'W', 'N'] as const;
export type PayField = (typeof PAY_FIELDS)[number];

export type PayFeedback =
  | { kind: 'answering' }
  | { kind: 'invalid' } // a field is empty or not a whole number
  | { kind: 'wrong'; fields: PayField[]; signsOnly: boolean }
  | { kind: 'right' }
  | { kind: 'revealed' };

export interface FanState {
  answer: FanAnswer;
  /** The fan field as typed. */
  fanText: string;
  /** The "limit hand" box. */
  limit: boolean;
  fanFeedback: FanFeedback;
  /** The payment fields as typed, signed ("-32"). */
  pay: Record<PayField, string>;
  payFeedback: PayFeedback;
  /** Breakdown item under the pointer or focus; its blocks are highlighted. */
  preview: number | null;
  /** Breakdown item switched on by click or key; highlighted while nothing is previewed. */
  pinned: number | null;
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
  | { type: 'preview'; item: number | null }
  | { type: 'pin'; item: number };

export const initialState = (answer: FanAnswer): FanState => ({
  answer,
  fanText: '',
  limit: false,
  fanFeedback: { kind: 'answering' },
  pay: { points: '', E: '', S: '', W: '', N: '' },
  payFeedback: { kind: 'answering' },
  preview: null,
  pinned: null,
  misses: { fan: 0, pay: 0 },
  gaveUp: false,
  solved: false,
});

/** A whole number as typed: "32", "+32", "-32", "−32" (typographic minus); else undefined. */
export function parseWhole(text: string): number | undefined {
  const t = text.trim().replace('−', '-');
  return /^[+-]?\d{1,6}$/.test(t) ? Number(t) : undefined;
}

export const isLimitHand = (a: FanAnswer): boolean => a.limits.length > 0;

/** Step 1's judge. A limit hand is answered with "limit"; its fan do not matter. */
export function judgeFan(a: FanAnswer, input: { limit: boolean; fan: number }): FanVerdict {
  if (isLimitHand(a)) return input.limit ? 'exact' : 'missed-limit';
  if (input.limit) return 'not-limit';
  return input.fan === a.fan ? 'exact' : input.fan < a.fan ? 'low' : 'high';
}

/** Step 2's judge: the wrong fields, and whether only their signs are wrong. */
export function judgePayments(
  a: FanAnswer,
  input: Record<PayField, number>,
): { fields: PayField[]; signsOnly: boolean } {
  const expected = (f: PayField): number => (f === 'points' ? a.points : a.payments[f]);
  const fields = PAY_FIELDS.filter((f) => input[f] !== expected(f));
  const signsOnly = fields.length > 0 && fields.every((f) => Math.abs(input[f]) === Math.abs(expected(f)));
  return { fields, signsOnly };
}

/** Step 2 is shown once step 1 is settled, when the author asked for payments. */
export const paymentsOpen = (s: FanState): boolean =>
  s.answer.askPayments && (s.fanFeedback.kind === 'right' || s.fanFeedback.kind === 'revealed');

function checkFan(s: FanState): FanState {
  const fan = parseWhole(s.fanText);
  if (!s.limit && (fan === undefined || fan < 0)) return { ...s, fanFeedback: { kind: 'invalid' } };
  const verdict = judgeFan(s.answer, { limit: s.limit, fan: fan ?? 0 });
  if (verdict !== 'exact')
    return { ...s, fanFeedback: { kind: 'wrong', verdict }, misses: { ...s.misses, fan: s.misses.fan + 1 } };
  // Without a payments step the puzzle is solved here.
  return { ...s, fanFeedback: { kind: 'right' }, solved: s.solved || (!s.answer.askPayments && !s.gaveUp) };
}

function checkPay(s: FanState): FanState {
  const values = PAY_FIELDS.map((f) => [f, parseWhole(s.pay[f])] as const);
  if (values.some(([, v]) => v === undefined)) return { ...s, payFeedback: { kind: 'invalid' } };
  const { fields, signsOnly } = judgePayments(s.answer, Object.fromEntries(values) as Record<PayField, number>);
  if (fields.length > 0) {
    return { ...s, payFeedback: { kind: 'wrong', fields, signsOnly }, misses: { ...s.misses, pay: s.misses.pay + 1 } };
  }
  return { ...s, payFeedback: { kind: 'right' }, solved: s.solved || !s.gaveUp };
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
      return { ...s, preview: a.item };
    case 'pin':
      return { ...s, pinned: s.pinned === a.item ? null : a.item };
  }
}

/** The blocks to highlight in the reading: the previewed item's, else the pinned one's. */
export function litBlocks(s: FanState): number[] {
  const item = s.preview ?? s.pinned;
  if (item === null) return [];
  // Index -1 stands for the limit hand, which is made of the whole reading.
  if (item < 0) return s.answer.reading.blocks.map((_, i) => i);
  return s.answer.items[item]?.blocks ?? [];
}
