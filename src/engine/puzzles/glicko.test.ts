import { describe, expect, test } from 'vitest';
import { DEFAULT_RATING, expectedScore, parseRating, rate, rateOne, type Rating } from './glicko.ts';
import { seededRng } from '../random.ts';

describe('Glicko-2', () => {
  test("Glickman's worked example: 1500/200/0.06 against 1400/30 (win), 1550/100, 1700/300 (losses)", () => {
    const r = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30 }, score: 1 },
      { opponent: { rating: 1550, rd: 100 }, score: 0 },
      { opponent: { rating: 1700, rd: 300 }, score: 0 },
    ]);
    // The paper: r' = 1464.06, RD' = 151.52, σ' = 0.05999 (0.059996 unrounded).
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 1);
    expect(r.vol).toBeCloseTo(0.059996, 5);
  });

  test('a period without games only widens the deviation', () => {
    const r = rate({ rating: 1600, rd: 100, vol: 0.06 }, []);
    expect(r.rating).toBe(1600);
    expect(r.rd).toBeCloseTo(Math.sqrt(100 ** 2 + (0.06 * 173.7178) ** 2), 6);
  });

  test('a right answer raises the rating, a wrong one lowers it; harder puzzles move more on a win', () => {
    const p: Rating = { rating: 1500, rd: 120, vol: 0.06 };
    expect(rateOne(p, 1500, true).rating).toBeGreaterThan(1500);
    expect(rateOne(p, 1500, false).rating).toBeLessThan(1500);
    expect(rateOne(p, 1800, true).rating - 1500).toBeGreaterThan(rateOne(p, 1200, true).rating - 1500);
  });

  test.each([900, 1300, 1700, 2100])('a simulated learner of skill %i converges to it over 400 puzzles', (skill) => {
    const rng = seededRng(skill);
    let r: Rating = { ...DEFAULT_RATING };
    const truth: Rating = { rating: skill, rd: 0, vol: 0 };
    const late: number[] = [];
    for (let i = 0; i < 400; i++) {
      // Puzzles near the current estimate, as selection serves them.
      const puzzle = r.rating + (rng() - 0.5) * 300;
      const right = rng() < expectedScore(truth, puzzle, 0);
      r = rateOne(r, puzzle, right);
      if (i >= 300) late.push(r.rating);
    }
    const mean = late.reduce((a, b) => a + b, 0) / late.length;
    expect(Math.abs(mean - skill)).toBeLessThan(100);
    expect(r.rd).toBeLessThan(80);
  });

  test('parseRating keeps sane stored ratings only', () => {
    expect(parseRating({ rating: 1400, rd: 60, vol: 0.06 })).toEqual({ rating: 1400, rd: 60, vol: 0.06 });
    expect(parseRating({ rating: 'x', rd: 60, vol: 0.06 })).toBeUndefined();
    expect(parseRating({ rating: 1400, rd: -1, vol: 0.06 })).toBeUndefined();
    expect(parseRating(null)).toBeUndefined();
  });
});
