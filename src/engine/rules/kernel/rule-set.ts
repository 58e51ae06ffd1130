// What the engine knows of one rule set, on one object (the "variant" of chess engines). The
// kernel holds what the rule sets share; a rule set brings its tables, its options and the few
// functions in which it really differs, and names them here. `rules/rule-sets.ts` lists them.
import type { Decomposition } from '../../decompose.ts';
import type { Hand } from '../../hand.ts';
import type { Situation } from '../../situation.ts';
import type { ScoreOptions } from '../rule-sets.ts';
import type { RuleSetId, Score } from '../types.ts';

/** The field of `ScoreOptions` that carries a rule set's options (camel case, a public promise). */
export type OptionsKey = Exclude<keyof ScoreOptions, 'rules'>;

export interface RuleSetInfo<O extends object> {
  readonly id: RuleSetId;
  readonly optionsKey: OptionsKey;
  /** Every option with its documented default. */
  readonly defaults: Readonly<O>;
  /** Every item id the rule set can report, in table order. */
  readonly patterns: readonly string[];
  /** Every limit (special, maximum) hand, in table order. */
  readonly limits: readonly string[];
  /** What a false Mah-Jongg costs the caller, to each other player, under these options. */
  falseMahjongPenalty(opts: O): number;
  /**
   * The hook every rule set writes: the best score of a complete hand over its `readings`
   * (never empty), the situation already validated (`validateForScoring`).
   */
  score(hand: Hand, readings: readonly Decomposition[], s: Situation, opts: O): Score;
}
