import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { finished, initialState, judge, update, type QuizAction, type QuizState } from './state.ts';
import { QUIZ_PREFIXES, quizStatus, type QuizStrings } from './strings.ts';
import { pickStrings } from '../../build/dictionary.ts';

const start = initialState({ count: 3, answer: 1 });
const run = (actions: readonly QuizAction[], s: QuizState = start): QuizState => actions.reduce(update, s);
const t = Object.fromEntries(
  Object.keys(pickStrings('en', ...QUIZ_PREFIXES)).map((k) => [k, `${k} {answer}`]),
) as QuizStrings;
const OPTIONS = ['12', '14', '16'];
const choose = (index: number): QuizAction => ({ type: 'choose', index });
const CHECK: QuizAction = { type: 'check' };
const RETRY: QuizAction = { type: 'retry' };
const REVEAL: QuizAction = { type: 'reveal' };
const RESTORE: QuizAction = { type: 'restore' };

describe('quiz', () => {
  test.each([
    ['right', [choose(1), CHECK], { kind: 'answered', correct: true }, true, 'quiz.right {answer}'],
    ['wrong: try again or reveal', [choose(2), CHECK], { kind: 'wrong' }, false, 'quiz.wrong {answer}'],
    ['changed mind', [choose(2), choose(1), CHECK], { kind: 'answered', correct: true }, true, 'quiz.right {answer}'],
    ['nothing chosen', [CHECK], { kind: 'empty' }, false, 'quiz.empty {answer}'],
    ['out of range is ignored', [choose(5), CHECK], { kind: 'empty' }, false, 'quiz.empty {answer}'],
    [
      'wrong, try again, right',
      [choose(2), CHECK, RETRY, choose(1), CHECK],
      { kind: 'answered', correct: true },
      true,
      'quiz.right {answer}',
    ],
    ['wrong twice', [choose(0), CHECK, RETRY, choose(2), CHECK], { kind: 'wrong' }, false, 'quiz.wrong {answer}'],
    [
      'wrong, then the solution',
      [choose(2), CHECK, REVEAL],
      { kind: 'answered', correct: false },
      false,
      'quiz.solution 14',
    ],
    ['solved on an earlier visit', [RESTORE], { kind: 'restored' }, true, ''],
    [
      'a late restore keeps a wrong answer',
      [choose(2), CHECK, RESTORE],
      { kind: 'wrong' },
      false,
      'quiz.wrong {answer}',
    ],
    ['a late restore keeps a choice', [choose(2), RESTORE], { kind: 'answering' }, false, ''],
    [
      'retry and reveal need a wrong answer',
      [RETRY, REVEAL, choose(1), CHECK],
      { kind: 'answered', correct: true },
      true,
      'quiz.right {answer}',
    ],
  ] as const)('%s', (_name, actions, feedback, solved, status) => {
    const s = run(actions);
    expect(s.feedback).toEqual(feedback);
    expect(s.solved).toBe(solved);
    expect(quizStatus(s, t, OPTIONS)).toBe(status);
  });

  test('after "try again" nothing is preselected and the options are free', () => {
    const s = run([choose(2), CHECK, RETRY]);
    expect([s.choice, s.feedback.kind]).toEqual([null, 'answering']);
    expect(run([choose(0)], s).choice).toBe(0);
  });

  test('restored: the right option is chosen and the explanation is shown', () => {
    const s = run([RESTORE]);
    expect([s.choice, finished(s)]).toEqual([1, true]);
  });

  test('judge compares indices', () => {
    expect([judge(1, 1), judge(1, 0)]).toEqual([true, false]);
  });

  // Oracle: the question is solved exactly when a restore reached an untouched question, or a
  // check of the right option came before any reveal; once over, nothing changes it.
  const action = fc.oneof(fc.integer({ min: -1, max: 3 }).map(choose), fc.constantFrom(CHECK, RETRY, REVEAL, RESTORE));
  test('any sequence of actions: solved never turns false, a shown solution never counts', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let s = start;
        for (const a of actions) {
          const next = update(s, a);
          expect(s.solved && !next.solved).toBe(false);
          if (finished(s)) expect(next).toBe(s);
          s = next;
        }
        expect(s.solved && s.gaveUp).toBe(false);
        expect(s.solved).toBe(s.feedback.kind === 'restored' || (s.feedback.kind === 'answered' && s.feedback.correct));
      }),
    );
  });
});
