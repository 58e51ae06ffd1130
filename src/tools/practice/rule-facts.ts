// The few rule-set facts a practice solution states besides the score: the fan minimum, the
// modern Hong Kong cap, the class of a classic special hand. They ride in the puzzle engine chunk
// (puzzle-engine.ts), so the page's first script does not carry the rule tables.
import { CLASSIC_SPECIAL_TABLE, type ClassicSpecialClass } from '../../engine/rules/classic/specials.ts';
import { HK_MODERN_DEFAULTS } from '../../engine/rules/hk-modern/options.ts';
import { HK_SIMPLE_DEFAULTS } from '../../engine/rules/hk-simple/options.ts';
import { HKE_DEFAULTS } from '../../engine/rules/hke/options.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';

export interface RuleFacts {
  /** The least a win must be worth under the default options (fan; hk-simple: section points; classic: none, 0). */
  minimum: (rules: RuleSetId) => number;
  /** hk-modern's cap in fan under the default options. */
  cap: number;
  /** The class of a classic special hand (limit, half or double limit). */
  classicClass: (id: string) => ClassicSpecialClass | undefined;
}

export const ruleFacts: RuleFacts = {
  minimum: (rules) =>
    rules === 'hke'
      ? HKE_DEFAULTS.minFan
      : rules === 'hk-modern'
        ? HK_MODERN_DEFAULTS.minFan
        : rules === 'hk-simple'
          ? HK_SIMPLE_DEFAULTS.minFan
          : 0,
  cap: HK_MODERN_DEFAULTS.maxFan,
  classicClass: (id) => CLASSIC_SPECIAL_TABLE.find((r) => r.id === id)?.class,
};
