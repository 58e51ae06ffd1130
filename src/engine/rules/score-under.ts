// Scoring under one rule set with its options settled: the shape built from a rule set's record
// (kernel/rule-set.ts) and the options given, and the checks every rule set shares before its own
// scoring. Apart from rule-sets.ts, so that a caller of one rule set (score-hke.ts) does not
// import the others.
import { decompose, type Decomposition } from '../decompose.ts';
import { fail, ok, type Result } from '../errors.ts';
import type { Hand } from '../hand.ts';
import type { Situation } from '../situation.ts';
import type { OptionsKey, RuleSetInfo } from './kernel/rule-set.ts';
import { validateForScoring } from './kernel/validate.ts';
import type { RuleSetId, Score } from './types.ts';

/** A rule set with its options settled: what `score` needs, and the facts anyone may read. */
export interface RuleSet {
  readonly id: RuleSetId;
  readonly optionsKey: OptionsKey;
  /** The options in force: the defaults with the given fields over them. */
  readonly options: Readonly<object>;
  readonly patterns: readonly string[];
  readonly limits: readonly string[];
  /** What a false Mah-Jongg costs the caller, to each other player. */
  readonly falseMahjongPenalty: number;
  score(hand: Hand, readings: readonly Decomposition[], s: Situation): Score;
}

/** `info` under `given`: the defaults with the given fields over them. */
export function settled<O extends object>(info: RuleSetInfo<O>, given: Partial<O> | undefined): RuleSet {
  const options: O = { ...info.defaults, ...given };
  return {
    id: info.id,
    optionsKey: info.optionsKey,
    options,
    patterns: info.patterns,
    limits: info.limits,
    falseMahjongPenalty: info.falseMahjongPenalty(options),
    score: (hand, readings, s) => info.score(hand, readings, s, options),
  };
}

/**
 * `score` under a rule set already settled (`set`; null when `id` names none): the checks every
 * rule set shares, then the set's own scoring. The hand's faults come before a bad rule set id.
 */
export function scoreUnder(set: RuleSet | null, id: string, hand: Hand, situation: Situation): Result<Score> {
  if (hand.winning === undefined) return fail({ code: 'no-winning-tile' });
  const s = validateForScoring(situation, hand);
  if (!s.ok) return s;
  const readings = decompose(hand);
  if (readings.length === 0) return fail({ code: 'not-complete-hand' });
  if (set === null) return fail({ code: 'bad-option', text: id });
  return ok(set.score(hand, readings, s.value));
}
