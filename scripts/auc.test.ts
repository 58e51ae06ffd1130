// The AUC against its definition, every pair counted, and a few cases worked by hand.
import { describe, expect, test } from 'vitest';
import { randomInt, seededRng } from '../src/engine/random.ts';
import { auc, type Scored } from './auc.ts';

const s = (score: number, happened: boolean): Scored => ({ score, happened });

/** The definition: over every pair of a case that happened and one that did not, 1 if ranked above, ½ if tied. */
function pairwise(xs: readonly Scored[]): number {
  let sum = 0;
  let pairs = 0;
  for (const a of xs) {
    if (!a.happened) continue;
    for (const b of xs) {
      if (b.happened) continue;
      pairs++;
      sum += a.score > b.score ? 1 : a.score === b.score ? 0.5 : 0;
    }
  }
  return pairs === 0 ? NaN : sum / pairs;
}

describe('auc', () => {
  test.each([
    ['a perfect ranking', [s(0.1, false), s(0.2, false), s(0.9, true)], 1],
    ['a reversed ranking', [s(0.9, false), s(0.1, true)], 0],
    ['all tied', [s(0, false), s(0, true), s(0, false)], 0.5],
    ['one pair of three ranked wrong', [s(1, false), s(2, true), s(3, false), s(4, true)], 0.75],
    ['nothing happened', [s(1, false), s(2, false)], NaN],
    ['everything happened', [s(1, true)], NaN],
  ])('%s', (_, xs, want) => {
    expect(auc(xs)).toBe(want);
  });

  test('equals the pairwise definition on 300 random cases with many ties', () => {
    const rng = seededRng(3);
    for (let k = 0; k < 300; k++) {
      const xs = Array.from({ length: 1 + randomInt(rng, 40) }, () => s(randomInt(rng, 6), randomInt(rng, 3) === 0));
      const want = pairwise(xs);
      if (Number.isNaN(want)) expect(auc(xs)).toBeNaN();
      else expect(auc(xs)).toBeCloseTo(want, 12);
    }
  });
});
