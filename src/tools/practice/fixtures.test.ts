// Practice progress as earlier releases wrote it (fixtures/written-2026-11.json): version 1 by
// the release before the adaptive fields (its store.ts recording five answers over two days),
// version 2 by the release before the events (its controller answering on two visits: right,
// wrong, a retry, the daily puzzle, a review, a ladder run). Each is read with nothing lost,
// checked against the stored text itself, and keeps every figure when written as version 3.
import { describe, expect, test } from 'vitest';
import written from './fixtures/written-2026-11.json' with { type: 'json' };
import { foldStored } from './merge.ts';
import { readPractice, writePractice } from './store.ts';

const TODAY = '2026-03-02';
const v1 = JSON.parse(written['version-1']) as Record<string, unknown>;
const v2 = JSON.parse(written['version-2']) as Record<string, unknown>;

describe('version 1', () => {
  const r = readPractice(written['version-1'], TODAY);
  test('every figure kept; the mistakes join the schedule, due today; nothing rated yet', () => {
    expect(r.problem).toBeNull();
    const { version: _v, ...figures } = v1;
    expect(r.data).toMatchObject(figures);
    expect(Object.keys(r.data.days)).toEqual(['2026-02-27', '2026-02-28']);
    expect(r.data.reviews.map((c) => [c.key, c.due, c.reps])).toEqual(
      (v1.mistakes as string[]).map((k) => [k, new Date(`${TODAY}T00:00:00`).toISOString(), 0]),
    );
    expect([r.data.ratings, r.data.themes, r.data.ladderBest]).toEqual([{}, {}, 0]);
  });
});

describe('version 2', () => {
  const r = readPractice(written['version-2'], TODAY);
  test('every field read as it was written', () => {
    expect(r.problem).toBeNull();
    const { version: _v, ...figures } = v2;
    expect(r.data).toEqual(figures);
    expect(r.stored.events).toEqual([]);
    expect(r.stored.applied).toHaveLength(1);
  });

  test('read twice, the same snapshot and id: two tabs reading it agree', () => {
    expect(readPractice(written['version-2'], '2026-04-01')).toEqual(r);
  });
});

test.each(['version-1', 'version-2'] as const)('%s written as version 3 reads back unchanged', (name) => {
  const r = readPractice(written[name], TODAY);
  const again = readPractice(writePractice(r.stored), TODAY);
  expect(again).toEqual(r);
  expect(foldStored(again.stored)).toEqual(r.data);
  expect(JSON.parse(writePractice(r.stored)).version).toBe(3);
});
