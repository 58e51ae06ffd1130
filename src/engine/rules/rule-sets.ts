// The closed list of rule sets: one record each (`<id>/rule-set.ts`), chosen by one exhaustive
// switch. Adding a rule set adds its id to RULE_SETS, its options to ScoreOptions
// (score-options.ts) and a case here.
import { CLASSIC_RULE_SET } from './classic/rule-set.ts';
import { HKE_RULE_SET } from './hke/rule-set.ts';
import { HK_MODERN_RULE_SET } from './hk-modern/rule-set.ts';
import { HK_SIMPLE_RULE_SET } from './hk-simple/rule-set.ts';
import type { ScoreOptions } from './score-options.ts';
import { settled, type RuleSet } from './score-under.ts';
import type { RuleSetId } from './types.ts';

export type { RuleSet } from './score-under.ts';

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
