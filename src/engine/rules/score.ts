// The one entry point for scoring: parse-level checks, then dispatch on the rule set.
import { decompose } from '../decompose.ts';
import { fail, ok, type Result } from '../errors.ts';
import type { Hand } from '../hand.ts';
import { validateSituation, type Situation } from '../situation.ts';
import { CLASSIC_DEFAULTS, type ClassicOptions } from './classic/options.ts';
import { scoreClassic } from './classic/score.ts';
import { HKE_DEFAULTS, type HkeOptions } from './hke/options.ts';
import { scoreHke } from './hke/score.ts';
import { HK_MODERN_DEFAULTS, type HkModernOptions } from './hk-modern/options.ts';
import { scoreHkModern } from './hk-modern/score.ts';
import { HK_SIMPLE_DEFAULTS, type HkSimpleOptions } from './hk-simple/options.ts';
import { scoreHkSimple } from './hk-simple/score.ts';
import type { RuleSetId, Score } from './types.ts';

export interface ScoreOptions {
  rules?: RuleSetId;
  /** Options of each rule set; unset fields take that rule set's defaults. */
  hke?: Partial<HkeOptions>;
  classic?: Partial<ClassicOptions>;
  hkModern?: Partial<HkModernOptions>;
  hkSimple?: Partial<HkSimpleOptions>;
}

export function score(hand: Hand, situation: Situation, options: ScoreOptions = {}): Result<Score> {
  if (hand.winning === undefined) return fail({ code: 'no-winning-tile' });
  const s = validateSituation(situation, hand);
  if (!s.ok) return s;
  const readings = decompose(hand);
  if (readings.length === 0) return fail({ code: 'not-complete-hand' });
  const rules = options.rules ?? 'hke';
  switch (rules) {
    case 'hke':
      return ok(scoreHke(hand, readings, s.value, { ...HKE_DEFAULTS, ...options.hke }));
    case 'classic':
      return ok(scoreClassic(hand, readings, s.value, { ...CLASSIC_DEFAULTS, ...options.classic }));
    case 'hk-modern':
      return ok(scoreHkModern(hand, readings, s.value, { ...HK_MODERN_DEFAULTS, ...options.hkModern }));
    case 'hk-simple':
      return ok(scoreHkSimple(hand, readings, s.value, { ...HK_SIMPLE_DEFAULTS, ...options.hkSimple }));
    default: {
      const unknown: never = rules;
      return fail({ code: 'bad-option', text: String(unknown) });
    }
  }
}
