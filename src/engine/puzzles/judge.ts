// One judge per puzzle question, each in its own file: the learner's answer against the
// engine's, accepting every equivalent answer, and a small closed feedback union the page can
// explain item by item. Lesson widgets and the practice page call the same judges (a lesson
// island imports the one file it needs, so it does not bundle the others).
export * from './judge-waits.ts';
export * from './judge-fan.ts';
export * from './judge-pay.ts';
export * from './judge-valid.ts';
export * from './judge-discard.ts';
export { parseWhole, wholeOrNaN } from './answer-text.ts';
