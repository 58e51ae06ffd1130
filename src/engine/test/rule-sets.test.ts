// Invariants every rule set keeps, checked for all four with the same random hands and
// situations (docs/rules/<id>.md; issue: "shared invariants over all four rule sets").
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ALL_BONUS,
  RULE_SETS,
  WIND_LETTERS,
  decompose,
  randomCompleteHand,
  score,
  seededRng,
  validateSituation,
  type Hand,
  type RuleSetId,
  type Score,
  type Situation,
  type Wind,
  type WinKind,
} from '../index.ts';
import { CLASSIC_DEFAULTS } from '../rules/classic/options.ts';
import { scoreClassic } from '../rules/classic/score.ts';
import { HKE_DEFAULTS } from '../rules/hke/options.ts';
import { scoreHke } from '../rules/hke/score.ts';
import { HK_MODERN_DEFAULTS } from '../rules/hk-modern/options.ts';
import { scoreHkModern } from '../rules/hk-modern/score.ts';
import { HK_SIMPLE_DEFAULTS } from '../rules/hk-simple/options.ts';
import { scoreHkSimple } from '../rules/hk-simple/score.ts';
import type { Decomposition } from '../decompose.ts';

type Scorer = (hand: Hand, readings: readonly Decomposition[], s: Situation) => Score;

/** Each rule set's scorer with its default options, for scoring one reading on its own. */
const SCORERS: Record<RuleSetId, Scorer> = {
  hke: (h, r, s) => scoreHke(h, r, s, HKE_DEFAULTS),
  classic: (h, r, s) => scoreClassic(h, r, s, CLASSIC_DEFAULTS),
  'hk-modern': (h, r, s) => scoreHkModern(h, r, s, HK_MODERN_DEFAULTS),
  'hk-simple': (h, r, s) => scoreHkSimple(h, r, s, HK_SIMPLE_DEFAULTS),
};

const WIN_KINDS: readonly WinKind[] = ['discard', 'self-draw', 'kong-replacement', 'robbing-kong'];

/** A random complete hand with bonus tiles and a random situation that validates. */
const arbitraryWin = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    declared: fc.constantFrom(0, 0.3, 0.7),
    kong: fc.constantFrom(0, 0.3),
    bonus: fc.subarray([...ALL_BONUS], { maxLength: 5 }),
    seat: fc.integer({ min: 0, max: 3 }),
    round: fc.integer({ min: 0, max: 3 }),
    win: fc.constantFrom(...WIN_KINDS),
    from: fc.integer({ min: 1, max: 3 }),
    lastTile: fc.boolean(),
  })
  .map((r) => {
    const hand: Hand = {
      ...randomCompleteHand(seededRng(r.seed), { declared: r.declared, kong: r.kong }),
      bonus: [...r.bonus],
    };
    const byOther = r.win === 'discard' || r.win === 'robbing-kong';
    const situation: Situation = {
      seat: r.seat as Wind,
      round: r.round as Wind,
      win: r.win,
      lastTile: r.lastTile,
      heaven: false,
      earth: false,
      ...(byOther ? { from: ((r.seat + r.from) % 4) as Wind } : {}),
    };
    return { hand, situation };
  })
  .filter(({ hand, situation }) => validateSituation(situation, hand).ok);

const scored = (rules: RuleSetId, hand: Hand, s: Situation): Score => {
  const r = score(hand, s, { rules });
  if (!r.ok) throw new Error(`${rules} refused a complete hand: ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
};

const sum = (s: Score): number => Object.values(s.payments).reduce((a, b) => a + b, 0);

describe.each(RULE_SETS)('%s', (rules) => {
  test('every complete hand with a possible situation gets a score, never an error', () => {
    fc.assert(
      fc.property(arbitraryWin, ({ hand, situation }) => void scored(rules, hand, situation)),
      { numRuns: 400 },
    );
  });

  test('payments are whole numbers and sum to zero', () => {
    fc.assert(
      fc.property(arbitraryWin, ({ hand, situation }) => {
        const s = scored(rules, hand, situation);
        expect(sum(s)).toBe(0);
        for (const v of Object.values(s.payments)) expect(Number.isInteger(v)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test('a win pays the winner only; a false Mah-Jongg makes the caller pay', () => {
    fc.assert(
      fc.property(arbitraryWin, ({ hand, situation }) => {
        const s = scored(rules, hand, situation);
        const winner = WIND_LETTERS[situation.seat]!;
        for (const seat of WIND_LETTERS) {
          const v = s.payments[seat];
          if (seat === winner) expect(s.legal ? v > 0 : v < 0).toBe(true);
          else expect(s.legal ? v <= 0 : v >= 0).toBe(true);
        }
        expect(s.legal).toBe(s.reason === null);
        expect(s.legal).toBe(s.penalty === null);
      }),
      { numRuns: 400 },
    );
  });

  test('the best reading is chosen: no single reading is worth more, and a win beats a false call', () => {
    fc.assert(
      fc.property(arbitraryWin, ({ hand, situation }) => {
        const best = scored(rules, hand, situation);
        const s = validateSituation(situation, hand);
        if (!s.ok) return;
        for (const reading of decompose(hand)) {
          const one = SCORERS[rules](hand, [reading], s.value);
          if (one.legal) expect(best.legal).toBe(true);
          if (one.legal && best.legal) expect(best.points).toBeGreaterThanOrEqual(one.points);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('winning with the last tile of the wall never lowers the score', () => {
    fc.assert(
      fc.property(arbitraryWin, ({ hand, situation }) => {
        const drawn: Situation = { ...situation, win: 'self-draw', lastTile: false, from: undefined };
        delete drawn.from;
        const last = { ...drawn, lastTile: true };
        if (!validateSituation(last, hand).ok) return;
        const before = scored(rules, hand, drawn);
        const after = scored(rules, hand, last);
        if (before.legal) expect(after.legal).toBe(true);
        if (before.legal) expect(after.points).toBeGreaterThanOrEqual(before.points);
      }),
      { numRuns: 300 },
    );
  });

  test('the same hand and situation always give the same score', () => {
    fc.assert(
      fc.property(arbitraryWin, ({ hand, situation }) => {
        expect(scored(rules, hand, situation)).toEqual(scored(rules, hand, situation));
      }),
      { numRuns: 100 },
    );
  });
});
