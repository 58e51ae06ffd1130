// The practice state's transitions, as a table: phase before, action, phase after.
import { describe, expect, test } from 'vitest';
import { generatePuzzle } from '../../engine/puzzles/index.ts';
import { judgeWaits, waitsSolution } from '../../engine/puzzles/judge.ts';
import type { WaitsPuzzle } from '../../engine/puzzles/types.ts';
import {
  currentPuzzle,
  initialPractice,
  isRight,
  reduce,
  revealCountsAsMiss,
  type Action,
  type PracticeState,
} from './state.ts';

const waits = generatePuzzle({
  type: 'waits',
  level: 1,
  rules: 'hke',
  seed: 12345,
}) as WaitsPuzzle;
const fan = generatePuzzle({ type: 'fan', level: 1, rules: 'hke', seed: 7 });
const right: Action = {
  kind: 'answer',
  feedback: { type: 'waits', fb: judgeWaits(waits, waitsSolution(waits)) },
};
const wrong: Action = {
  kind: 'answer',
  feedback: { type: 'waits', fb: judgeWaits(waits, []) },
};
const show: Action = { kind: 'show', puzzle: waits, source: 'stream', next: 3 };

const run = (...actions: Action[]): PracticeState => actions.reduce(reduce, initialPractice(1));

describe('transitions', () => {
  test.each([
    ['start', [], 'loading'],
    ['a puzzle arrives', [show], 'answering'],
    ['a right answer', [show, right], 'judged'],
    ['a wrong answer', [show, wrong], 'judged'],
    ['reveal while answering', [show, { kind: 'reveal' }], 'revealed'],
    ['reveal after an answer', [show, wrong, { kind: 'reveal' }], 'revealed'],
    ['reveal while loading is ignored', [{ kind: 'reveal' }], 'loading'],
    ['an answer while loading is ignored', [right], 'loading'],
    ['a second answer is ignored', [show, right, wrong], 'judged'],
    [
      'an answer of another type is ignored',
      [show, { kind: 'answer', feedback: { type: 'fan', fb: { kind: 'right' } } }],
      'answering',
    ],
    ['choose starts loading', [show, { kind: 'choose', type: 'fan', level: 2, rules: 'classic' }], 'loading'],
    ['the engine fails', [{ kind: 'failed' }], 'failed'],
  ] as [string, Action[], string][])('%s → %s', (_, actions, phase) => {
    expect(run(...actions).phase.kind).toBe(phase);
  });

  test('the verdict is the judge’s', () => {
    const r = run(show, right).phase;
    const w = run(show, wrong).phase;
    expect(r.kind === 'judged' && isRight(r.feedback)).toBe(true);
    expect(w.kind === 'judged' && isRight(w.feedback)).toBe(false);
  });

  test('show records the puzzle as seen once and moves the index', () => {
    const s = run(show, show);
    expect(s.seen).toEqual([waits.id]);
    expect(s.index).toBe(3);
    expect(currentPuzzle(s)).toBe(waits);
  });

  test('the stream counts its puzzles one by one, however many keys selection skipped', () => {
    const skip = (next: number): Action => ({ kind: 'show', puzzle: waits, source: 'stream', next });
    const s = run(skip(4), skip(11), { kind: 'show', puzzle: fan, source: 'link' }, skip(15));
    expect([s.index, s.streamed]).toEqual([15, 3]);
    // Another kind goes on counting: the next card is not "Puzzle 1" again.
    expect(run(skip(4), skip(11), { kind: 'choose', type: 'fan', level: 1, rules: 'hke' }).streamed).toBe(2);
  });

  test('choose keeps the seen ids and resets the index', () => {
    const s = run(show, {
      kind: 'choose',
      type: 'fan',
      level: 2,
      rules: 'classic',
    });
    expect(s).toMatchObject({
      type: 'fan',
      level: 2,
      rules: 'classic',
      index: 0,
      seen: [waits.id],
    });
  });

  test('revealing counts as a miss only before an answer', () => {
    expect(revealCountsAsMiss(run(show))).toBe(true);
    expect(revealCountsAsMiss(run(show, right))).toBe(false);
  });

  test('notice set and cleared', () => {
    expect(run({ kind: 'notice', code: 'bad-seed' }).notice).toBe('bad-seed');
    expect(run({ kind: 'notice', code: 'bad-seed' }, { kind: 'notice', code: null }).notice).toBe(null);
  });

  test('a fan puzzle shows with its own type', () => {
    expect(currentPuzzle(run({ kind: 'show', puzzle: fan, source: 'link' }))?.type).toBe('fan');
  });
});
