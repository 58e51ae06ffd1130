import { describe, expect, test } from 'vitest';
import { initialState, judge, update, type QuizAction, type QuizState } from './state.ts';
import { QUIZ_KEYS, quizStatus, type QuizStrings } from './strings.ts';

const start = initialState({ count: 3, answer: 1 });
const run = (actions: readonly QuizAction[], s: QuizState = start): QuizState => actions.reduce(update, s);
const t = Object.fromEntries(QUIZ_KEYS.map((k) => [k, `${k} {answer}`])) as QuizStrings;
const OPTIONS = ['12', '14', '16'];

describe('quiz', () => {
  test.each([
    [
      'right',
      [{ type: 'choose', index: 1 }, { type: 'check' }],
      { kind: 'answered', correct: true },
      true,
      'quiz.right {answer}',
    ],
    [
      'wrong',
      [{ type: 'choose', index: 2 }, { type: 'check' }],
      { kind: 'answered', correct: false },
      false,
      'quiz.wrong 14',
    ],
    [
      'changed mind',
      [{ type: 'choose', index: 2 }, { type: 'choose', index: 1 }, { type: 'check' }],
      { kind: 'answered', correct: true },
      true,
      'quiz.right {answer}',
    ],
    ['nothing chosen', [{ type: 'check' }], { kind: 'empty' }, false, 'quiz.empty {answer}'],
    [
      'out of range is ignored',
      [{ type: 'choose', index: 5 }, { type: 'check' }],
      { kind: 'empty' },
      false,
      'quiz.empty {answer}',
    ],
  ] as const)('%s', (_name, actions, feedback, solved, status) => {
    const s = run(actions);
    expect(s.feedback).toEqual(feedback);
    expect(s.solved).toBe(solved);
    expect(quizStatus(s, t, OPTIONS)).toBe(status);
  });

  test('answered once: later choices and checks change nothing', () => {
    const answered = run([{ type: 'choose', index: 2 }, { type: 'check' }]);
    expect(run([{ type: 'choose', index: 1 }, { type: 'check' }], answered)).toBe(answered);
  });

  test('judge compares indices', () => {
    expect([judge(1, 1), judge(1, 0)]).toEqual([true, false]);
  });
});
