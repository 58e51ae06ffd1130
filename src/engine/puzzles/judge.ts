// One judge per puzzle question, each in its own file: the learner's answer against the
// engine's, accepting every equivalent answer, and a small closed feedback union the page can
// explain item by item. Lesson widgets and the practice page call the same judges (a lesson
// island imports the one file it needs, so it does not bundle the others).
import { judgeFanQuestion, type FanFeedback } from './judge-fan.ts';
import { paidAsLimit } from './paid-as-limit.ts';
import type { FanInput, FanScore } from './types.ts';

export * from './judge-waits.ts';
export * from './judge-fan.ts';
export { paidAsLimit } from './paid-as-limit.ts';
export * from './judge-pay.ts';
export * from './judge-valid.ts';
export * from './judge-discard.ts';

/** The fan judge on a generated puzzle (or any score): the engine supplies the limit fact. */
export const judgeFan = (p: { answer: FanScore }, input: FanInput): FanFeedback =>
  judgeFanQuestion({ answer: p.answer, paidAsLimit: paidAsLimit(p.answer) }, input);
