// Merging stored practice progress (merge.ts): merged events count as if answered one after the
// other in time order, checked against answering them in that order with the record functions
// and the real scheduler; merging is idempotent and commutative; compaction changes no figure;
// a value written and read again keeps its events.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PUZZLE_TYPES } from '../../engine/puzzles/types.ts';
import { eventId, type AnswerEvent, type PracticeEvent } from './events.ts';
import {
  addEvents,
  compact,
  foldStored,
  latest,
  mergePractice,
  settle,
  snapshot,
  MAX_EVENTS,
  type StoredPractice,
} from './merge.ts';
import { reviewAnswer } from './review.ts';
import {
  emptyPractice,
  readPractice,
  recordAnswer,
  recordLadder,
  recordRated,
  recordRetry,
  writePractice,
  type PracticeData,
} from './store.ts';

const T0 = Date.parse('2026-03-01T09:00:00Z');
const KEYS = ['2w1e-a1', '2f2m-b2', '2p1e-c3', '2v2e-d4', '2d3e-e5'];

/** Answering in order, without the fold: the record functions and the real scheduler. */
function answerInOrder(events: readonly PracticeEvent[]): PracticeData {
  let d = emptyPractice();
  for (const e of events) {
    if (e.k === 'retry') {
      d = recordRetry(d, e.key, e.right);
      continue;
    }
    const reviews = reviewAnswer(d.reviews, e.key, e.right, new Date(e.t));
    d = recordRated(recordAnswer(d, e.date, e.type, e.key, e.right, e.daily), e.date, e.type, e, e.right, reviews);
    if (e.run !== undefined) d = recordLadder(d, e.run);
  }
  return d;
}

/** A learner's action, made into an event against the figures `d` it follows (as a tab does). */
interface Act {
  tab: string;
  dt: number;
  key: string;
  right: boolean;
  type: (typeof PUZZLE_TYPES)[number];
  rating: number;
  retry: boolean;
  daily: boolean;
  run: number | null;
}
const act = (tabs: string[]) =>
  fc.record({
    tab: fc.constantFrom(...tabs),
    dt: fc.integer({ min: 0, max: 3 }).map((n) => n * 60_000),
    key: fc.constantFrom(...KEYS),
    right: fc.boolean(),
    type: fc.constantFrom(...PUZZLE_TYPES),
    rating: fc.integer({ min: 900, max: 2100 }),
    retry: fc.boolean().map((b) => b && Math.random() < 0.3),
    daily: fc.boolean(),
    run: fc.option(fc.nat(12)),
  });

function makeEvent(a: Act, t: number, n: number, d: PracticeData): PracticeEvent {
  const stamp = { id: eventId(t, a.tab, n), t };
  if (a.retry) return { ...stamp, k: 'retry', key: a.key, right: a.right };
  const card = reviewAnswer(d.reviews, a.key, a.right, new Date(t)).find((c) => c.key === a.key) ?? null;
  const e: AnswerEvent = {
    ...stamp,
    k: 'answer',
    date: new Date(t).toISOString().slice(0, 10),
    type: a.type,
    key: a.key,
    right: a.right,
    rating: a.rating,
    themes: a.right ? ['seven-pairs'] : ['all-pungs', 'half-flush'],
    card,
    ...(a.daily ? { daily: true as const } : {}),
    ...(a.run === null ? {} : { run: a.run }),
  };
  return e;
}

/**
 * Two tabs sharing one store: each action reads the store, merges the tab's events not in it,
 * adds its event, folds all but the latest `keep` into the snapshot and writes; a write may fail
 * (`fails`), leaving the tab's events with the tab until its next write. Returns the store and
 * every event made.
 */
function twoTabs(acts: readonly Act[], fails: readonly boolean[], keep: number) {
  let store = snapshot();
  const own = new Map<string, PracticeEvent[]>();
  const all: PracticeEvent[] = [];
  let t = T0;
  acts.forEach((a, i) => {
    const mine = (own.get(a.tab) ?? []).filter((e) => !store.applied.includes(e.id));
    const s = addEvents(store, mine);
    t = Math.max(t + a.dt, latest(s) + 1); // as the controller does: after every event it holds
    const e = makeEvent(a, t, i, foldStored(s));
    mine.push(e);
    all.push(e);
    own.set(a.tab, mine);
    const next = compact(addEvents(s, [e]), keep);
    if (!fails[i] || i === acts.length - 1) store = next;
  });
  // Each tab writes once more (its next answer, say): nothing it kept is left out.
  for (const mine of own.values()) store = addEvents(store, mine);
  return { store, all };
}

const byTime = (a: PracticeEvent, b: PracticeEvent) => a.t - b.t || (a.id < b.id ? -1 : 1);

describe('two tabs sharing one store', () => {
  test('every answer counts, as if all were answered one after the other in time order', () => {
    fc.assert(
      fc.property(
        fc.array(act(['taba', 'tabb']), { minLength: 1, maxLength: 24 }),
        fc.array(fc.boolean(), { maxLength: 24 }),
        fc.integer({ min: 0, max: 30 }),
        (acts, fails, keep) => {
          // A refused write keeps a tab's answers from the other tab until it writes again: what
          // the other tab schedules meanwhile for the same puzzle, or folds into the snapshot,
          // cannot take them into account (docs/puzzles.md). So with refused writes the tabs
          // answer different puzzles and fold in nothing they may not have seen.
          const refused = fails.slice(0, acts.length - 1).some(Boolean);
          const mine = refused ? acts.map((a) => ({ ...a, key: `${a.key}-${a.tab}` })) : acts;
          const { store, all } = twoTabs(mine, fails, refused ? acts.length : keep);
          const inOrder = answerInOrder([...all].sort(byTime));
          expect(foldStored(store)).toEqual(inOrder);
          // Written and read back: the same figures, the same stored value.
          const back = readPractice(writePractice(store), '2026-03-01');
          expect([back.problem, back.data]).toEqual([null, inOrder]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** A browser's progress: a shared history, then each side's own events, compacted anywhere in the history. */
const lineage = fc
  .record({
    history: fc.array(act(['taba']), { maxLength: 12 }),
    a: fc.array(act(['tabb']), { maxLength: 8 }),
    b: fc.array(act(['tabc']), { maxLength: 8 }),
    keepA: fc.nat(12),
    keepB: fc.nat(12),
  })
  .map(({ history, a, b, keepA, keepB }) => {
    let d = emptyPractice();
    let t = T0;
    const events = (acts: Act[], from: number) =>
      acts.map((x, i) => {
        t += x.dt + 1;
        const e = makeEvent(x, t, from + i, d);
        d = foldOne(d, e);
        return e;
      });
    const h = events(history, 0);
    const common = addEvents(snapshot(), h);
    const ea = events(a, 100);
    const eb = events(b, 200);
    const sa = addEvents(compact(common, Math.max(0, h.length - keepA)), ea);
    const sb = addEvents(compact(common, Math.max(0, h.length - keepB)), eb);
    return { sa, sb, all: [...h, ...ea, ...eb] };
  });
const foldOne = (d: PracticeData, e: PracticeEvent): PracticeData => foldStored({ base: d, applied: [], events: [e] });

describe('mergePractice', () => {
  test('the same browser’s progress merged: every event once, in time order', () => {
    fc.assert(
      fc.property(lineage, ({ sa, sb, all }) => {
        expect(foldStored(mergePractice(sa, sb))).toEqual(foldStored(addEvents(snapshot(), [...all].sort(byTime))));
      }),
      { numRuns: 100 },
    );
  });

  test('commutative and idempotent, also for unrelated progress', () => {
    const pair = fc.oneof(
      lineage.map(({ sa, sb }) => [sa, sb] as const),
      fc.tuple(lineage, lineage).map(([x, y]) => [x.sa, y.sb] as const),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const m = mergePractice(a, b);
        expect(mergePractice(b, a)).toEqual(m);
        expect(mergePractice(m, m)).toEqual(m);
        expect(mergePractice(m, a)).toEqual(m);
        expect(mergePractice(b, m)).toEqual(m);
        const sa = settle(a);
        expect(mergePractice(sa, sa)).toEqual(sa);
      }),
      { numRuns: 100 },
    );
  });

  test('two events under one id (a file edited by hand): the same one kept whichever way round', () => {
    const a: Act = {
      tab: 'taba',
      dt: 0,
      key: KEYS[0]!,
      right: false,
      type: 'waits',
      rating: 900,
      retry: false,
      daily: false,
      run: null,
    };
    const e = makeEvent(a, T0, 0, emptyPractice());
    const x = addEvents(snapshot(), [e]);
    const y = addEvents(snapshot(), [{ ...e, run: 0 } as PracticeEvent]);
    expect(mergePractice(x, y)).toEqual(mergePractice(y, x));
    expect(mergePractice(x, y).events).toHaveLength(1);
  });

  test('compaction changes no figure', () => {
    fc.assert(
      fc.property(lineage, fc.nat(30), ({ sa }, keep) => {
        const c = compact(sa, keep);
        expect(foldStored(c)).toEqual(foldStored(sa));
        expect(c.events.length).toBe(Math.min(keep, sa.events.length));
        // An event already folded into the snapshot is not applied again.
        expect(foldStored(addEvents(c, sa.events))).toEqual(foldStored(sa));
      }),
      { numRuns: 100 },
    );
  });

  test('the store stays bounded: over MAX_EVENTS the oldest are folded in', () => {
    let s: StoredPractice = snapshot();
    let d = emptyPractice();
    for (let i = 0; i < 2 * MAX_EVENTS; i++) {
      const a: Act = {
        tab: 'taba',
        dt: 0,
        key: KEYS[i % 5]!,
        right: i % 3 > 0,
        type: 'waits',
        rating: 1500,
        retry: false,
        daily: false,
        run: null,
      };
      const e = makeEvent(a, T0 + i * 1000, i, d);
      d = foldOne(d, e);
      s = settle(addEvents(s, [e]));
      expect(s.events.length).toBeLessThanOrEqual(MAX_EVENTS);
    }
    expect(foldStored(s)).toEqual(d);
    expect(s.applied.length).toBe(2 * MAX_EVENTS - s.events.length);
  });
});
