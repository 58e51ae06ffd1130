import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  LADDER_TOP,
  ladderAnswer,
  ladderPuzzle,
  ladderTarget,
  startLadder,
  type Ladder,
  type LadderRequest,
} from './ladder.ts';
import type { RatedPuzzle } from './types.ts';

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

  /** A climb of `rungs` right answers in session `session`: the puzzles served, in order. */
  function climb(session: number, rungs: number): RatedPuzzle[] {
    const served: RatedPuzzle[] = [];
    const seen = new Set<string>();
    let index = 0;
    let last: LadderRequest['last'] = null;
    for (let step = 0; step < rungs; step++) {
      const r = ladderPuzzle({ step, last, session, index, seen });
      if (!r.ok) throw new Error(`rung ${step}: ${r.error.code}`);
      served.push(r.puzzle);
      seen.add(r.puzzle.id);
      index = r.next;
      last = { rating: r.puzzle.rating, type: r.puzzle.type };
    }
    return served;
  }

  test('every rung is at least as hard as the one before (until the top), of another kind, HKE', () => {
    let rungs = 0;
    let easier = 0;
    for (let session = 1; session <= 20; session++) {
      const served = climb(session, 30);
      for (let n = 1; n < served.length; n++) {
        const [before, now] = [served[n - 1]!, served[n]!];
        expect(now.type).not.toBe(before.type);
        expect(now.key.rules).toBe('hke');
        rungs++;
        if (now.rating < Math.min(before.rating, LADDER_TOP)) easier++;
      }
      // It starts easy and climbs: the first rung is a level-1 puzzle, the last ones are among the hardest.
      expect(served[0]!.rating).toBeLessThanOrEqual(ladderTarget(0) + 100);
      for (const p of served.slice(-5)) expect(p.key.level).toBe(3);
    }
    // Each kind's ratings come in clusters, so now and then no candidate is quite as hard.
    expect(easier / rungs, `${easier} of ${rungs} rungs easier than the one before`).toBeLessThan(0.01);
  });

  test('the rating rises in small steps: half way up the ladder is half way up the ratings', () => {
    const served = climb(7, 20);
    for (const [n, p] of served.entries()) expect(Math.abs(p.rating - ladderTarget(n))).toBeLessThan(250);
    expect(ladderTarget(1)).toBeGreaterThan(ladderTarget(0));
  });

  test('a stored best that is no count starts from zero', () => {
    expect(startLadder(Number.NaN).best).toBe(0);
    expect(startLadder(-3).best).toBe(0);
  });
});
