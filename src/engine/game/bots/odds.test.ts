// The useful-tiles factor: which bucket a count of useful tiles falls in, which row a plan and
// live wall read, and the factor read between the bucket middles (3, 8, 13, 18, 24, 31.5,
// 40.5, 55) of the committed table.
import { describe, expect, test } from 'vitest';
import { USEFUL_BUCKETS, usefulBucket, usefulRow } from './odds-layout.ts';
import { USEFUL_ODDS } from './odds-table.ts';
import { usefulFactor } from './odds.ts';
import type { PlanKind } from './plan.ts';

describe('useful buckets', () => {
  test.each([
    [0, 0],
    [5, 0],
    [6, 1],
    [10, 1],
    [11, 2],
    [15, 2],
    [16, 3],
    [20, 3],
    [21, 4],
    [27, 4],
    [28, 5],
    [35, 5],
    [36, 6],
    [45, 6],
    [46, 7],
    [120, 7],
  ])('%d useful tiles fall in bucket %d', (useful, bucket) => {
    expect(usefulBucket(useful)).toBe(bucket);
  });
});

describe('the useful-tiles rows', () => {
  // Fewer than 40 live tiles: any 0, flush 1, all pungs and seven pairs 2; 40 or more: 3, 4, 5.
  test.each<[PlanKind, number, number]>([
    ['any', 0, 0],
    ['flush', 39, 1],
    ['pungs', 20, 2],
    ['pairs', 20, 2],
    ['any', 40, 3],
    ['flush', 40, 4],
    ['flush', 90, 4],
    ['pairs', 55, 5],
  ])('%s with %d live tiles reads row %d', (kind, live, row) => {
    expect(usefulRow(kind, live)).toBe(row);
  });
});

describe('the useful-tiles factor', () => {
  // minimum, plan, useful tiles, live wall → the table's minimum and row, the bucket below,
  // the share of the way to the next bucket's middle (worked out by hand from the middles).
  test.each<[number, PlanKind, number, number, number, number, number, number]>([
    [3, 'flush', 0, 50, 3, 4, 0, 0], // below the first middle: the first bucket
    [3, 'flush', 3, 50, 3, 4, 0, 0], // on the middle of 0–5
    [3, 'flush', 5.5, 50, 3, 4, 0, 0.5], // half way from 3 to 8
    [3, 'flush', 8, 50, 3, 4, 1, 0], // on the middle of 6–10
    [3, 'flush', 10.5, 30, 3, 1, 1, 0.5], // half way from 8 to 13, fewer than 40 live tiles
    [3, 'flush', 21, 50, 3, 4, 3, 0.5], // half way from 18 to 24
    [3, 'flush', 36, 50, 3, 4, 5, 0.5], // half way from 31.5 to 40.5
    [3, 'flush', 55, 50, 3, 4, 7, 0], // the last middle
    [3, 'flush', 80, 50, 3, 4, 7, 0], // beyond it: the last bucket
    [3, 'any', 10.5, 60, 3, 3, 1, 0.5], // half way from 8 to 13
    [3, 'any', 36, 10, 3, 0, 5, 0.5], // half way from 31.5 to 40.5, 10 live tiles
    [3, 'pungs', 14, 45, 3, 5, 2, 0.2], // a fifth of the way from 13 to 18
    [3, 'pairs', 14, 45, 3, 5, 2, 0.2], // seven pairs shares the row of all pungs
    [5, 'flush', 9, 40, 3, 4, 1, 0.2], // 5 fan reads the 3-fan table
    [2, 'flush', 9, 39, 3, 1, 1, 0.2], // so does 2 fan
    [1, 'any', 10.5, 70, 0, 3, 1, 0.5], // 1 fan reads the no-minimum table
    [0, 'flush', 27.75, 20, 0, 1, 4, 0.5], // half way from 24 to 31.5
  ])(
    '%d fan, %s, %d useful tiles, %d live: table %d row %d, bucket %d and %d of the way on',
    (minFan, kind, useful, live, table, row, b, f) => {
      const r = USEFUL_ODDS[table]![row]!;
      const expected = f === 0 ? r[b]! : r[b]! + (r[b + 1]! - r[b]!) * f;
      expect(usefulFactor(minFan, kind, useful, live)).toBeCloseTo(expected, 12);
    },
  );

  test('the committed table: two halves of the wall of three plan groups, rising with the useful tiles', () => {
    for (const m of [0, 3]) {
      expect(USEFUL_ODDS[m]).toHaveLength(6);
      for (const row of USEFUL_ODDS[m]!) {
        expect(row).toHaveLength(USEFUL_BUCKETS);
        row.forEach((x, b) => {
          expect(x).toBeGreaterThan(0);
          if (b > 0) expect(x).toBeGreaterThanOrEqual(row[b - 1]!);
        });
      }
    }
  });

  test('more useful tiles never lower the factor, read between the buckets', () => {
    for (const kind of ['any', 'flush', 'pungs'] as const)
      for (const m of [0, 3])
        for (const live of [10, 60])
          for (let u = 0; u < 70; u++)
            expect(usefulFactor(m, kind, u + 1, live)).toBeGreaterThanOrEqual(usefulFactor(m, kind, u, live));
  });
});
