// One judge per question, proven from both sides: generated puzzles answered through a lesson
// widget's headless state and through the practice page's forms and controller get the same
// feedback, for random answers right and wrong. (The lesson's fan and pay data come from its
// own build step, lessons/fan-puzzle/data.build.ts, on the generated hand and situation.)
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generatePuzzle, type FanPuzzle, type PayPuzzle, type WaitsPuzzle } from '../../engine/puzzles/index.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { fanAnswer as lessonFanData } from '../../lessons/fan-puzzle/data.build.ts';
import * as fanLesson from '../../lessons/fan-puzzle/state.ts';
import * as waitLesson from '../../lessons/wait-puzzle/state.ts';
import { fanAnswer, payAnswer, waitsAnswer } from './answer.ts';
import { judge } from './controller.ts';
import * as engine from './puzzle-engine.ts';

const RUNS = { numRuns: 60 };
const seed = fc.integer({ min: 0, max: 0xffffffff });
const level = fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>;

function practice(p: WaitsPuzzle | FanPuzzle | PayPuzzle, a: ReturnType<typeof waitsAnswer> | null) {
  if (a === null) throw new Error('the form refused the answer');
  return judge(engine, p, a)?.fb;
}

function lessonData(p: FanPuzzle | PayPuzzle, askPayments: boolean) {
  const d = lessonFanData(p.hand, p.situation, askPayments, 'en');
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

describe('lesson and practice ask the same judge', () => {
  test('which tiles win?', () => {
    const picks = fc.subarray([...waitLesson.PICKER_CODES], { maxLength: 8 });
    fc.assert(
      fc.property(seed, level, picks, fc.boolean(), (s, l, random, right) => {
        const p = generatePuzzle({ type: 'waits', level: l, rules: 'hke', seed: s }) as WaitsPuzzle;
        const picked = right ? waitLesson.solution(p) : random;
        const toggles = picked.map((code) => ({ type: 'toggle', code }) as const);
        const lesson = [...toggles, { type: 'check' } as const].reduce(waitLesson.update, waitLesson.initialState(p));
        expect(lesson.feedback).toEqual(practice(p, waitsAnswer(picked)));
        if (right) expect(lesson.feedback.kind).toBe('right');
      }),
      RUNS,
    );
  });

  test('how many fan? (HKE, as the lessons ask it)', () => {
    fc.assert(
      fc.property(seed, level, fc.integer({ min: -2, max: 14 }), fc.boolean(), (s, l, fan, limit) => {
        const p = generatePuzzle({ type: 'fan', level: l, rules: 'hke', seed: s }) as FanPuzzle;
        const text = String(fan);
        const lesson = [
          { type: 'limit', on: limit },
          { type: 'fan-text', text },
          { type: 'check-fan' },
        ] as const satisfies readonly fanLesson.FanAction[];
        const state = lesson.reduce(fanLesson.update, fanLesson.initialState(lessonData(p, false)));
        const form = fanAnswer(text, limit, 'fan');
        expect(state.fanFeedback).toEqual(practice(p, form));
      }),
      RUNS,
    );
  });

  test('who pays what? (HKE, the lesson also given the right points)', () => {
    const change = fc.array(fc.constantFrom(0, 0, 1, -1, 'flip'), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(seed, level, change, (s, l, changes) => {
        const p = generatePuzzle({ type: 'pay', level: l, rules: 'hke', seed: s }) as PayPuzzle;
        const data = lessonData(p, true);
        const amount = (i: number) => {
          const v = p.answer.payments[WIND_LETTERS[i]!];
          const c = changes[i]!;
          return c === 'flip' ? -v : v + Number(c);
        };
        const texts = Object.fromEntries(WIND_LETTERS.map((w, i) => [w, String(amount(i))]));
        const settle =
          data.limits.length > 0 ? { type: 'limit', on: true } : { type: 'fan-text', text: String(data.fan) };
        const actions: fanLesson.FanAction[] = [
          settle as fanLesson.FanAction,
          { type: 'check-fan' },
          { type: 'pay-text', field: 'points', text: String(data.points) },
          ...WIND_LETTERS.map((field) => ({ type: 'pay-text', field, text: texts[field]! }) as const),
          { type: 'check-pay' },
        ];
        const state = actions.reduce(fanLesson.update, fanLesson.initialState(data));
        expect(state.fanFeedback.kind).toBe('right');
        expect(state.payFeedback).toEqual(practice(p, payAnswer(texts)));
      }),
      RUNS,
    );
  });
});
