import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ladderAnswer, ladderTarget, ladderType, startLadder, type Ladder } from './ladder.ts';
import { selectPuzzle } from './select.ts';

describe('the streak ladder', () => {
  test('climbs on right answers, ends at the first mistake, keeps the best run', () => {
    let l: Ladder = startLadder(2);
    for (let i = 0; i < 5; i++) l = ladderAnswer(l, true);
    expect(l).toEqual({ phase: 'climbing', step: 5, best: 5 });
    l = ladderAnswer(l, false);
    expect(l).toEqual({ phase: 'over', step: 5, best: 5 });
    expect(ladderAnswer(l, true)).toBe(l);
    const again = ladderAnswer(ladderAnswer(startLadder(l.best), true), false);
    expect(again).toEqual({ phase: 'over', step: 1, best: 5 });
  });

  test('property: the run ends at the first false, best = max(old best, run)', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.array(fc.boolean(), { maxLength: 60 }), (best, answers) => {
        const end = answers.reduce(ladderAnswer, startLadder(best));
        const firstMiss = answers.indexOf(false);
        const run = firstMiss < 0 ? answers.length : firstMiss;
        expect(end.step).toBe(run);
        expect(end.phase).toBe(firstMiss < 0 ? 'climbing' : 'over');
        expect(end.best).toBe(Math.max(best, run));
      }),
    );
  });

  test('rungs rise in rating and the served puzzles rise with them', () => {
    const served: number[] = [];
    for (let step = 0; step < 20; step += 4) {
      expect(ladderTarget(step + 1)).toBeGreaterThan(ladderTarget(step));
      const type = ladderType(step);
      const r = selectPuzzle({
        type,
        rules: 'hke',
        learner: ladderTarget(step),
        dial: 'as-rated',
        session: 9,
        index: step,
        seen: new Set(),
      });
      if (r.ok) served.push(r.puzzle.rating);
    }
    expect(served.length).toBe(5);
    expect(served.at(-1)! - served[0]!).toBeGreaterThan(300);
  });

  test('a stored best that is no count starts from zero', () => {
    expect(startLadder(Number.NaN).best).toBe(0);
    expect(startLadder(-3).best).toBe(0);
  });
});
