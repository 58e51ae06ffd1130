// The adaptive part of the store (version 2): migration from version 1, export/import round
// trip, damaged fields reported and the rest kept, ratings and themes after answers.
import { describe, expect, test } from 'vitest';
import { DEFAULT_RATING } from '../../engine/puzzles/glicko.ts';
import { dueToday } from './review-cards.ts';
import { reviewAnswer } from './review.ts';
import {
  emptyPractice,
  learnerRating,
  readImport,
  readPractice,
  recordAnswer,
  recordLadder,
  recordRated,
  weakThemes,
  writePractice,
  type PracticeData,
} from './store.ts';
import { mergePractice, snapshot } from './merge.ts';

const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T10:00:00');

function answer(d: PracticeData, date: string, key: string, right: boolean, now = NOW): PracticeData {
  const next = recordAnswer(d, date, 'waits', key, right);
  const puzzle = { rating: 1500, themes: right ? (['seven-pairs'] as const) : (['tile-held-four'] as const) };
  return recordRated(next, date, 'waits', puzzle, right, reviewAnswer(d.reviews, key, right, now));
}

const sample = (): PracticeData => {
  let d = emptyPractice();
  d = answer(d, '2026-11-22', '1w1e-abc', true);
  d = answer(d, TODAY, '1w2e-k3x9q1', false);
  d = answer(d, TODAY, '1w3e-zz', true);
  return recordLadder(d, 6);
};

describe('store version 2', () => {
  test('a version 1 store migrates: its data kept, mistakes due today, no ratings yet', () => {
    const v1 = {
      version: 1,
      days: { [TODAY]: { waits: [1, 2] } },
      streak: 1,
      best: 3,
      mistakes: ['1w2e-k3x9q1'],
      daily: {},
    };
    const r = readPractice(JSON.stringify(v1), TODAY);
    expect(r.problem).toBeNull();
    expect(r.stored.events).toEqual([]);
    expect(r.data.days).toEqual(v1.days);
    expect(r.data.mistakes).toEqual(v1.mistakes);
    expect(r.data.reviews.map((c) => c.key)).toEqual(v1.mistakes);
    expect(dueToday(r.data.reviews, NOW)).toEqual(v1.mistakes);
    expect(r.data.ratings).toEqual({});
    expect(r.data.ladderBest).toBe(0);
    // A migrated card is a new FSRS card the scheduler accepts.
    const after = reviewAnswer(r.data.reviews, '1w2e-k3x9q1', true, NOW);
    expect(Date.parse(after[0]!.due)).toBeGreaterThan(NOW.getTime());
  });

  test('a version 0 store goes through both migrations', () => {
    const v0 = { totals: { fan: { right: 2, answered: 3 } }, mistakes: ['1f1e-1'] };
    const r = readPractice(JSON.stringify(v0), TODAY);
    expect(r.problem).toBeNull();
    expect(r.data.days[TODAY]).toEqual({ fan: [2, 3] });
    expect(r.data.reviews.map((c) => c.key)).toEqual(['1f1e-1']);
  });

  test('export and import round-trip the adaptive data', () => {
    const d = sample();
    expect(readPractice(writePractice(snapshot(d)), TODAY)).toEqual({ data: d, stored: snapshot(d), problem: null });
    const imported = readImport(writePractice(snapshot(d)), TODAY);
    expect(imported?.data).toEqual(d);
    expect(mergePractice(snapshot(), snapshot(d)).base).toMatchObject({
      ratings: d.ratings,
      reviews: d.reviews,
      themes: d.themes,
      ladderBest: 6,
    });
    // Importing the same file twice changes nothing.
    expect(mergePractice(snapshot(d), snapshot(d))).toEqual(snapshot(d));
  });

  test('damaged adaptive entries are left out and reported, the rest kept', () => {
    const d = sample();
    const raw = JSON.stringify({
      version: 2,
      ...d,
      ratings: { ...d.ratings, fan: { rating: 'high' }, chess: { rating: 1500, rd: 50, vol: 0.06 } },
      reviews: [...d.reviews, { key: 'x' }],
      themes: { ...d.themes, 'no-such-theme': [1, 1], 'all-pungs': [3, 1] },
      ladderBest: -1,
    });
    const r = readPractice(raw, TODAY);
    expect(r.problem).toBe('damaged');
    expect(r.data.ratings).toEqual(d.ratings);
    expect(r.data.reviews).toEqual(d.reviews);
    expect(r.data.themes).toEqual(d.themes);
    expect(r.data.ladderBest).toBe(0);
  });

  test('ratings move with answers and keep one history point per day', () => {
    const d = sample();
    const w = d.ratings.waits!;
    expect(w.history.map(([day]) => day)).toEqual(['2026-11-22', TODAY]);
    expect(w.rd).toBeLessThan(DEFAULT_RATING.rd);
    expect(learnerRating(d, 'fan')).toEqual(DEFAULT_RATING);
  });

  test('weak themes: the weakest first', () => {
    const d = sample();
    expect(weakThemes(d).map((t) => t.theme)).toEqual(['tile-held-four', 'seven-pairs']);
    expect(d.themes['seven-pairs']).toEqual([2, 2]);
  });

  test('the ladder keeps its best run', () => {
    expect(recordLadder(recordLadder(emptyPractice(), 5), 3).ladderBest).toBe(5);
  });
});
