// The rule-set records (rules/<id>/rule-set.ts) against what the rule sets really do: the ids
// and defaults they publish, and every item and limit a score can report, over random hands.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ALL_BONUS,
  CLASSIC_DEFAULTS,
  classicFalseMahjongPenalty,
  DEFAULT_SITUATION,
  FALSE_MAHJONG_PENALTY,
  HK_MODERN_DEFAULTS,
  HK_SIMPLE_DEFAULTS,
  HK_SIMPLE_FALSE_MAHJONG_PENALTY,
  HKE_DEFAULTS,
  hkModernValue,
  decompose,
  ruleSet,
  RULE_SETS,
  score,
  type Situation,
} from '../index.ts';
import { randomCompleteHand, seededRng } from '../random.ts';

// What each record must say, written out from the options files and docs/rules/<id>.md.
const EXPECTED = {
  hke: { optionsKey: 'hke', defaults: HKE_DEFAULTS, penalty: FALSE_MAHJONG_PENALTY },
  classic: { optionsKey: 'classic', defaults: CLASSIC_DEFAULTS, penalty: classicFalseMahjongPenalty(CLASSIC_DEFAULTS) },
  'hk-modern': {
    optionsKey: 'hkModern',
    defaults: HK_MODERN_DEFAULTS,
    penalty: hkModernValue(HK_MODERN_DEFAULTS.maxFan, HK_MODERN_DEFAULTS.payment),
  },
  'hk-simple': { optionsKey: 'hkSimple', defaults: HK_SIMPLE_DEFAULTS, penalty: HK_SIMPLE_FALSE_MAHJONG_PENALTY },
} as const;

describe.each(RULE_SETS)('the %s record', (id) => {
  const set = ruleSet(id)!;

  test('names itself, its options field, its defaults and its false Mah-Jongg penalty', () => {
    const e = EXPECTED[id];
    expect([set.id, set.optionsKey, set.options, set.falseMahjongPenalty]).toEqual([
      id,
      e.optionsKey,
      e.defaults,
      e.penalty,
    ]);
  });

  test('given options go over the defaults, in the field the record names', () => {
    const change = id === 'classic' ? { limit: 500 } : { minFan: 7 };
    expect(ruleSet(id, { [set.optionsKey]: change })!.options).toEqual({ ...EXPECTED[id].defaults, ...change });
  });

  test('every item and limit a score reports is listed, and the record scores as score() does', () => {
    const wind = fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const);
    fc.assert(
      fc.property(fc.integer(), fc.subarray([...ALL_BONUS]), wind, fc.boolean(), (seed, bonus, seat, self) => {
        const hand = { ...randomCompleteHand(seededRng(seed), { declared: 0.4, kong: 0.2 }), bonus };
        const s: Situation = { ...DEFAULT_SITUATION, seat, win: self ? 'self-draw' : 'discard' };
        const r = score(hand, s, { rules: id });
        fc.pre(r.ok);
        if (!r.ok) return;
        for (const item of r.value.items) expect(set.patterns).toContain(item.id);
        for (const limit of r.value.limits) expect(set.limits).toContain(limit);
        const from = self ? undefined : (((seat + 3) % 4) as 0 | 1 | 2 | 3);
        expect(set.score(hand, decompose(hand), { ...s, from })).toEqual(r.value);
      }),
      { numRuns: 300 },
    );
  });
});
