// A simulated learner of known skill practising as the page does: each puzzle chosen by
// selectPuzzle near the learner's current rating (as rated), answered right with the chance the
// Glicko model gives a player of that skill against the puzzle's rating, and the rating updated
// by rateOne. Over a few hundred real generated puzzles the rating must settle at the skill.
import { describe, expect, test } from 'vitest';
import { seededRng } from '../random.ts';
import { DEFAULT_RATING, expectedScore, rateOne, type Rating } from './glicko.ts';
import { selectPuzzle } from './select.ts';
import type { PuzzleType } from './types.ts';

const cases: [PuzzleType, number][] = [
  ['waits', 1300],
  ['fan', 1650],
  ['valid', 1500],
  ['pay', 1900],
  ['discard', 1400],
];

describe('a simulated learner on generated puzzles', () => {
  test.each(cases)('%s, skill %i: the rating converges to the skill over 300 puzzles', (type, skill) => {
    const rng = seededRng(skill);
    const truth: Rating = { rating: skill, rd: 0, vol: 0 };
    let r: Rating = { ...DEFAULT_RATING };
    const seen = new Set<string>();
    const late: number[] = [];
    let index = 0;
    for (let n = 0; n < 300; n++) {
      const s = selectPuzzle({ type, rules: 'hke', learner: r.rating, dial: 'as-rated', session: skill, index, seen });
      if (!s.ok) throw new Error(s.error.code);
      seen.add(s.puzzle.id);
      index = s.next;
      r = rateOne(r, s.puzzle.rating, rng() < expectedScore(truth, s.puzzle.rating, 0));
      if (n >= 200) late.push(r.rating);
    }
    const mean = late.reduce((a, b) => a + b, 0) / late.length;
    expect(Math.abs(mean - skill), `settled at ${Math.round(mean)}`).toBeLessThan(100);
  });
});
