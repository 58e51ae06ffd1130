// The one entry point for scoring: parse-level checks, then dispatch on the rule set.
import { decompose } from '../decompose.ts';
import { fail, ok, type Result } from '../errors.ts';
import type { Hand } from '../hand.ts';
import { validateSituation, type Situation } from '../situation.ts';
import { HKE_DEFAULTS, type HkeOptions } from './hke/options.ts';
import { scoreHke } from './hke/score.ts';
import type { RuleSetId, Score } from './types.ts';

export interface ScoreOptions {
  rules?: RuleSetId;
  /** Options of the HKE rule set; unset fields take HKE_DEFAULTS. */
  hke?: Partial<HkeOptions>;
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
    case 'hk-modern':
    case 'hk-simple':
      return fail({ code: 'unsupported-rules', text: rules });
    default: {
      const unknown: never = rules;
      return fail({ code: 'bad-option', text: String(unknown) });
    }
  }
}
