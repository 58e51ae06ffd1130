// The progress chart's numbers: the last days with answers, accuracy per kind, and the rating
// history of each kind on the day it was reached.
import { describe, expect, test } from 'vitest';
import { chartDays } from './chart.ts';
import { emptyPractice, recordAnswer, recordRated } from './store.ts';

describe('progress chart', () => {
  test('per day and kind: right of answered, percent, and the rating the day ended with', () => {
    let d = emptyPractice();
    const answer = (date: string, right: boolean) => {
      d = recordAnswer(d, date, 'waits', '2w1e-1', right);
      d = recordRated(d, date, 'waits', { rating: 1500, themes: ['simple-wait'] }, right);
    };
    answer('2026-03-01', true);
    answer('2026-03-01', false);
    const first = d.ratings.waits!.rating;
    answer('2026-03-03', true);
    const days = chartDays(d);
    expect(days.map((x) => x.date)).toEqual(['2026-03-01', '2026-03-03']);
    const cell = (i: number) => days[i]!.cells.find((c) => c.type === 'waits')!;
    expect(cell(0)).toEqual({ type: 'waits', right: 1, total: 2, percent: 50, rating: Math.round(first) });
    expect(cell(1)).toMatchObject({ right: 1, total: 1, percent: 100, rating: Math.round(d.ratings.waits!.rating) });
    expect(cell(1).rating).toBeGreaterThan(cell(0).rating!);
    expect(days[0]!.cells.find((c) => c.type === 'fan')).toEqual({
      type: 'fan',
      right: 0,
      total: 0,
      percent: null,
      rating: null,
    });
  });
});
