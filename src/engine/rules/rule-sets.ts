// The closed list of rule sets: one record each (`<id>/rule-set.ts`), chosen by one exhaustive
// switch. Adding a rule set adds its id to RULE_SETS, its options to ScoreOptions and a case here.
import type { Decomposition } from '../decompose.ts';
import type { Hand } from '../hand.ts';
import type { Situation } from '../situation.ts';
import { CLASSIC_RULE_SET } from './classic/rule-set.ts';
import type { ClassicOptions } from './classic/options.ts';
import { HKE_RULE_SET } from './hke/rule-set.ts';
import type { HkeOptions } from './hke/options.ts';
import { HK_MODERN_RULE_SET } from './hk-modern/rule-set.ts';
import type { HkModernOptions } from './hk-modern/options.ts';
import { HK_SIMPLE_RULE_SET } from './hk-simple/rule-set.ts';
import type { HkSimpleOptions } from './hk-simple/options.ts';
import type { OptionsKey, RuleSetInfo } from './kernel/rule-set.ts';
import type { RuleSetId, Score } from './types.ts';

export interface ScoreOptions {
  rules?: RuleSetId;
  /** Options of each rule set; unset fields take that rule set's defaults. */
  hke?: Partial<HkeOptions>;
  classic?: Partial<ClassicOptions>;
  hkModern?: Partial<HkModernOptions>;
  hkSimple?: Partial<HkSimpleOptions>;
}

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

function settled<O extends object>(info: RuleSetInfo<O>, given: Partial<O> | undefined): RuleSet {
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

/** The rule set `id` under `options`; null for an id that is not one (a caller outside TypeScript). */
export function ruleSet(id: RuleSetId, options: ScoreOptions = {}): RuleSet | null {
  switch (id) {
    case 'hke':
      return settled(HKE_RULE_SET, options.hke);
    case 'classic':
      return settled(CLASSIC_RULE_SET, options.classic);
    case 'hk-modern':
      return settled(HK_MODERN_RULE_SET, options.hkModern);
    case 'hk-simple':
      return settled(HK_SIMPLE_RULE_SET, options.hkSimple);
    default: {
      const unknown: never = id;
      return unknown ?? null;
    }
  }
}
