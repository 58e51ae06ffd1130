// The one entry point for scoring: parse-level checks, the shared validation, then the rule set.
import type { Result } from '../errors.ts';
import type { Hand } from '../hand.ts';
import type { Situation } from '../situation.ts';
import { ruleSet } from './rule-sets.ts';
import type { ScoreOptions } from './score-options.ts';
import { scoreUnder } from './score-under.ts';
import type { Score } from './types.ts';

export type { ScoreOptions } from './score-options.ts';

export function score(hand: Hand, situation: Situation, options: ScoreOptions = {}): Result<Score> {
  const rules = options.rules ?? 'hke';
  return scoreUnder(ruleSet(rules, options), String(rules), hand, situation);
}
