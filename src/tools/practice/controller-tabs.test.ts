// Two practice tabs on one storage, driven through the controller: answers interleaved in random
// orders, a tab told of the other's writes or not, some writes refused. Every answer counts, as if
// all had been answered one after the other: the figures are recomputed here from the puzzles
// answered, with the record functions and the real scheduler, not by the fold.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RatedPuzzle } from '../../engine/puzzles/types.ts';
import * as engine from './puzzle-engine.ts';
import type { PracticeIO } from './controller.ts';
import { createPractice } from './controller.ts';
import { reviewAnswer } from './review.ts';
import {
  emptyPractice,
  PRACTICE_KEY,
  readImport,
  readPractice,
  recordAnswer,
  recordRated,
  totals,
  type PracticeData,
} from './store.ts';
import { TODAY, shown, solution, wrongAnswer } from './test-world.ts';

/** A tab on the shared `items`; its writes are refused while `refuse()` says so. */
function tab(items: Map<string, string>, name: string, clock: () => Date, refuse: () => boolean) {
  return createPractice(tabIO(items, name, clock, refuse));
}

/** The world of `tab`. */
function tabIO(items: Map<string, string>, name: string, clock: () => Date, refuse: () => boolean): PracticeIO {
  return {
    loadEngine: () => Promise.resolve(engine),
    readLink: () => null,
    writeLink: () => {},
    storage: {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => {
        if (refuse()) throw new Error('QuotaExceededError');
        items.set(k, v);
      },
    },
    today: TODAY,
    session: name.charCodeAt(0),
    now: clock,
    tab: name,
  };
}

interface Answered {
  p: RatedPuzzle;
  right: boolean;
  at: Date;
}

/** The figures after answering `all` one after the other (no fold, no events). */
function inOrder(all: readonly Answered[]): PracticeData {
  let d = emptyPractice();
  for (const { p, right, at } of all) {
    const key = engine.makePuzzleKey(p.key);
    const reviews = reviewAnswer(d.reviews, key, right, at);
    d = recordRated(recordAnswer(d, TODAY, p.type, key, right), TODAY, p.type, p, right, reviews);
  }
  return d;
}

const step = fc.record({ tab: fc.constantFrom(0, 1), right: fc.boolean(), told: fc.boolean(), refused: fc.boolean() });

describe('two tabs', () => {
  test('answers interleaved in any order: every one counts, in the order answered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const items = new Map<string, string>();
        let time = Date.parse(`${TODAY}T09:00:00`);
        const clock = () => new Date(time);
        let refusing = -1;
        const tabs = ['aaaa', 'bbbb'].map((name, i) => tab(items, name, clock, () => refusing === i));
        for (const t of tabs) await t.start();
        const answered: Answered[] = [];
        for (const [n, s] of steps.entries()) {
          const ctl = tabs[s.tab]!;
          // The last answer of each tab is written, so every tab's answers reach the store.
          const last = !steps.slice(n + 1).some((x) => x.tab === s.tab);
          refusing = s.refused && !last ? s.tab : -1;
          time += 60_000;
          const p = shown(ctl.model) as RatedPuzzle;
          ctl.answer(s.right ? solution(p) : wrongAnswer(p));
          answered.push({ p, right: s.right, at: clock() });
          if (s.told) tabs[1 - s.tab]!.refresh(); // the storage event, when the browser sends it
          await ctl.next();
        }
        const stored = readPractice(items.get(PRACTICE_KEY), TODAY).data;
        expect(stored).toEqual(inOrder(answered));
        // Each tab, told of the last write, shows the same figures.
        for (const t of tabs) {
          t.refresh();
          expect(t.model.store).toEqual(stored);
        }
      }),
      { numRuns: 25 },
    );
  });

  test('a tab told of the other’s answer shows it at once, its own unwritten answer kept', async () => {
    const items = new Map<string, string>();
    let refuseA = false;
    const clock = () => new Date(`${TODAY}T10:00:00`);
    const a = tab(items, 'aaaa', clock, () => refuseA);
    const b = tab(items, 'bbbb', clock, () => false);
    await a.start();
    await b.start();
    refuseA = true;
    a.answer(solution(shown(a.model))); // refused: kept by tab A only
    b.answer(wrongAnswer(shown(b.model)));
    expect(readPractice(items.get(PRACTICE_KEY), TODAY).data.days[TODAY]?.waits).toEqual([0, 1]);
    a.refresh();
    expect([a.model.store.days[TODAY]?.waits, a.model.store.reviews.length]).toEqual([[1, 2], 1]);
    refuseA = false;
    await a.next();
    a.answer(solution(shown(a.model)));
    b.refresh();
    expect(b.model.store.days[TODAY]?.waits).toEqual([2, 3]);
  });

  test('an answer is stored before the lock is granted, and written back over a write that missed it', async () => {
    const items = new Map<string, string>();
    const clock = () => new Date(`${TODAY}T10:00:00`);
    const waiting: (() => void)[] = [];
    // A lock the browser grants later, or never: the page is left right after the answer.
    const a = createPractice({ ...tabIO(items, 'aaaa', clock, () => false), exclusive: (f) => waiting.push(f) });
    await a.start();
    const empty = items.get(PRACTICE_KEY);
    a.answer(solution(shown(a.model)));
    expect(readPractice(items.get(PRACTICE_KEY), TODAY).data.days[TODAY]?.waits).toEqual([1, 1]);
    // Another tab writes what it read before the answer: the check under the lock writes it back.
    items.set(PRACTICE_KEY, empty ?? '');
    for (const f of waiting.splice(0)) f();
    expect(readPractice(items.get(PRACTICE_KEY), TODAY).data.days[TODAY]?.waits).toEqual([1, 1]);
    // And so does the next read (the storage event of that write).
    items.set(PRACTICE_KEY, empty ?? '');
    a.refresh();
    expect(readPractice(items.get(PRACTICE_KEY), TODAY).data.days[TODAY]?.waits).toEqual([1, 1]);
  });

  test('a saved file loaded again changes nothing; another browser’s file adds its answers', async () => {
    const clock = () => new Date(`${TODAY}T10:00:00`);
    const here = tab(new Map(), 'aaaa', clock, () => false);
    const there = tab(new Map(), 'bbbb', clock, () => false);
    for (const [ctl, rights] of [
      [here, [true, false]],
      [there, [true, true, false]],
    ] as const) {
      await ctl.start();
      for (const right of rights) {
        ctl.answer(right ? solution(shown(ctl.model)) : wrongAnswer(shown(ctl.model)));
        await ctl.next();
      }
    }
    const before = here.model.store;
    here.importData(readImport(here.exportText(), TODAY)!.stored);
    expect(here.model.store).toEqual(before);
    here.importData(readImport(there.exportText(), TODAY)!.stored);
    expect(totals(here.model.store).waits).toEqual([3, 5]);
    expect(here.model.store.mistakes).toHaveLength(2);
    here.importData(readImport(there.exportText(), TODAY)!.stored);
    expect(totals(here.model.store).waits).toEqual([3, 5]);
  });
});
