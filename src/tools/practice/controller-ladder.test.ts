// The streak ladder and the item-by-item fan answer, driven through the controller in Node.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as engine from './puzzle-engine.ts';
import type { FanPuzzle, Puzzle, RatedPuzzle } from '../../engine/puzzles/types.ts';
import { PRACTICE_KEY, readPractice } from './store.ts';
import { TODAY, shown, solution, world, wrongAnswer } from './test-world.ts';

const answer = (ctl: ReturnType<typeof world>['ctl'], right: boolean) => {
  const p = shown(ctl.model);
  ctl.answer(right ? solution(p) : wrongAnswer(p));
};

describe('streak ladder', () => {
  test('rungs rise, the kinds change, the first mistake ends it and the best is stored', async () => {
    const { ctl, items } = world();
    await ctl.start();
    await ctl.climb();
    const served: Puzzle[] = [];
    for (let rung = 0; rung < 10; rung++) {
      const p = shown(ctl.model);
      served.push(p);
      expect(ctl.model.state.phase).toMatchObject({ kind: 'answering', source: 'ladder' });
      expect(p.key.rules).toBe('hke');
      if (rung > 0) expect(p.type).not.toBe(served[rung - 1]!.type);
      answer(ctl, true);
      expect(ctl.model.ladder).toMatchObject({ phase: 'climbing', step: rung + 1 });
      await ctl.next();
    }
    answer(ctl, false);
    expect(ctl.model.ladder).toEqual({ phase: 'over', step: 10, best: 10 });
    expect(readPractice(items.get(PRACTICE_KEY), TODAY).data.ladderBest).toBe(10);
    // Each rung is at least as hard as the one before, and the climb is well above its start.
    const ratings = served.map((p) => (p as RatedPuzzle).rating);
    for (let n = 1; n < ratings.length; n++) expect(ratings[n]).toBeGreaterThanOrEqual(ratings[n - 1]!);
    expect(ratings.at(-1)! - ratings[0]!).toBeGreaterThan(200);
    // After the end, "next" is free practice again.
    await ctl.next();
    expect([ctl.model.ladder, ctl.model.state.phase]).toMatchObject([null, { source: 'stream' }]);
  });

  test('a shorter climb keeps the best; a reveal before answering is the mistake', async () => {
    const { ctl } = world();
    await ctl.start();
    await ctl.climb();
    answer(ctl, true);
    await ctl.next();
    answer(ctl, false);
    expect(ctl.model.store.ladderBest).toBe(1);
    await ctl.climb();
    expect([ctl.model.ladder, ctl.model.ladderFrom]).toEqual([{ phase: 'climbing', step: 0, best: 1 }, 1]);
    ctl.reveal();
    expect([ctl.model.ladder?.phase, ctl.model.store.ladderBest]).toEqual(['over', 1]);
  });

  test('another choice leaves the ladder', async () => {
    const { ctl } = world();
    await ctl.start();
    await ctl.climb();
    await ctl.choose('fan', 1, 'hke');
    expect(ctl.model.ladder).toBeNull();
    expect(ctl.model.state.phase).toMatchObject({ source: 'stream', puzzle: { type: 'fan' } });
  });

  // Property: over any climbs, each ends at its first mistake and the stored best is the longest run.
  test('each climb ends at its first mistake; the best is the longest run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.boolean(), { maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        async (climbs) => {
          const { ctl } = world();
          await ctl.start();
          let best = 0;
          for (const answers of climbs) {
            await ctl.climb();
            const run = answers.indexOf(false) < 0 ? answers.length : answers.indexOf(false);
            for (const right of answers) {
              if (ctl.model.ladder?.phase !== 'climbing') break;
              answer(ctl, right);
              if (right) await ctl.next();
            }
            best = Math.max(best, run);
            expect(ctl.model.ladder?.step).toBe(run);
            expect(ctl.model.ladder?.phase).toBe(run < answers.length ? 'over' : 'climbing');
          }
          expect(ctl.model.store.ladderBest).toBe(best);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('how many fan, item by item', () => {
  const fanPuzzle = async () => {
    const w = world();
    await w.ctl.start();
    await w.ctl.choose('fan', 2, 'hke');
    return { ...w, p: shown(w.ctl.model) as FanPuzzle };
  };
  const total = (p: FanPuzzle) =>
    p.answer.limit !== null ? ({ kind: 'limit' } as const) : ({ kind: 'fan', fan: p.answer.fan } as const);

  test('the score’s items and total are right, with both steps kept', async () => {
    const { ctl, p } = await fanPuzzle();
    const items = engine.expectedItems(p.answer);
    ctl.answer({ type: 'fan-items', items, total: total(p) });
    expect(ctl.model.state.phase).toMatchObject({
      kind: 'judged',
      feedback: { type: 'fan', fb: { kind: 'right' }, steps: { given: items, items: { kind: 'right' } } },
    });
    expect(ctl.model.store.days[TODAY]?.fan).toEqual([1, 1]);
  });

  test('a missed and a wrongly chosen item are named; a right total alone does not make it right', async () => {
    const { ctl, p } = await fanPuzzle();
    const [first, ...rest] = engine.expectedItems(p.answer);
    const extra = engine.fanChoices(p).find((c) => !engine.expectedItems(p.answer).includes(c.id))!.id;
    ctl.answer({ type: 'fan-items', items: [...rest, extra], total: total(p) });
    const phase = ctl.model.state.phase;
    expect(phase).toMatchObject({ kind: 'judged', feedback: { fb: { kind: 'wrong', verdict: 'items' } } });
    if (phase.kind !== 'judged' || phase.feedback.type !== 'fan') throw new Error('not judged');
    expect(phase.feedback.steps?.total).toEqual({ kind: 'right' });
    expect(phase.feedback.steps?.items).toMatchObject({ missed: [first], extra: [extra] });
    expect(ctl.model.store.days[TODAY]?.fan).toEqual([0, 1]);
  });
});
