// The table's HKE-only scoring (rules/score-hke.ts) gives what `score` gives under HKE: the same
// score or the same error, for every hand, situation and option, valid or not.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_BONUS, randomCompleteHand, score, seededRng, type Hand, type Situation, type Wind } from '../index.ts';
import { score as scoreHkeOnly } from '../rules/score-hke.ts';

const arbitraryCase = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    declared: fc.constantFrom(0, 0.3, 0.7),
    kong: fc.constantFrom(0, 0.3),
    bonus: fc.subarray([...ALL_BONUS], { maxLength: 5 }),
    seat: fc.integer({ min: 0, max: 3 }),
    round: fc.integer({ min: 0, max: 3 }),
    win: fc.constantFrom('discard', 'self-draw', 'kong-replacement', 'robbing-kong' as const),
    from: fc.integer({ min: 0, max: 3 }),
    lastTile: fc.boolean(),
    // A hand without its winning tile, or with a tile taken away, is refused the same way.
    damage: fc.constantFrom('none', 'no-winning', 'short'),
    minFan: fc.constantFrom(0, 3, 8),
    dangerousPlay: fc.boolean(),
  })
  .map((r) => {
    const whole = randomCompleteHand(seededRng(r.seed), { declared: r.declared, kong: r.kong });
    const hand: Hand = {
      ...whole,
      bonus: [...r.bonus],
      ...(r.damage === 'no-winning' ? { winning: undefined } : {}),
      ...(r.damage === 'short' ? { concealed: whole.concealed.slice(1) } : {}),
    };
    const situation: Situation = {
      seat: r.seat as Wind,
      round: r.round as Wind,
      win: r.win,
      lastTile: r.lastTile,
      heaven: false,
      earth: false,
      ...(r.win === 'discard' || r.win === 'robbing-kong' ? { from: r.from as Wind } : {}),
    };
    return { hand, situation, hke: { minFan: r.minFan, dangerousPlay: r.dangerousPlay } };
  });

describe('score-hke', () => {
  test('scores as score() under HKE, errors included', () => {
    let scored = 0;
    fc.assert(
      fc.property(arbitraryCase, ({ hand, situation, hke }) => {
        const all = score(hand, situation, { rules: 'hke', hke });
        if (all.ok) scored++;
        expect(scoreHkeOnly(hand, situation, { rules: 'hke', hke })).toEqual(all);
      }),
      { numRuns: 400 },
    );
    // Enough cases are whole hands in a possible situation that the comparison covers real scores.
    expect(scored).toBeGreaterThan(40);
  });

  test('takes the HKE defaults when no options are given', () => {
    const hand = randomCompleteHand(seededRng(7));
    const situation: Situation = { seat: 0, round: 0, win: 'self-draw', lastTile: false, heaven: false, earth: false };
    expect(scoreHkeOnly(hand, situation)).toEqual(score(hand, situation));
  });
});
