// The one entry point for scoring: parse-level checks, the shared validation, then the rule set.
import { decompose } from '../decompose.ts';
import { fail, ok, type Result } from '../errors.ts';
import type { Hand } from '../hand.ts';
import type { Situation } from '../situation.ts';
import { validateForScoring } from './kernel/validate.ts';
import { ruleSet, type ScoreOptions } from './rule-sets.ts';
import type { Score } from './types.ts';

export type { ScoreOptions } from './rule-sets.ts';

export function score(hand: Hand, situation: Situation, options: ScoreOptions = {}): Result<Score> {
  if (hand.winning === undefined) return fail({ code: 'no-winning-tile' });
  const s = validateForScoring(situation, hand);
  if (!s.ok) return s;
  const readings = decompose(hand);
  if (readings.length === 0) return fail({ code: 'not-complete-hand' });
  const rules = options.rules ?? 'hke';
  const set = ruleSet(rules, options);
  if (set === null) return fail({ code: 'bad-option', text: String(rules) });
  return ok(set.score(hand, readings, s.value));
}
