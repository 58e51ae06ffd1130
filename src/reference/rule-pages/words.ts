// The rule pages' words in a page language: the prose modules, section titles, table values and
// the option notes under examples. Kept apart from the model so the model stays language-free.
import {
  CLASSIC_DEFAULTS,
  HKE_DEFAULTS,
  HK_MODERN_DEFAULTS,
  HK_SIMPLE_DEFAULTS,
  type RuleSetId,
} from '../../engine/index.ts';
import { t, type Lang, type UiKey } from '../../words/index.ts';
import { RULE_PAGES as DE } from '../../words/de/rule-pages/index.ts';
import { RULE_PAGES as EN } from '../../words/en/rule-pages/index.ts';
import { situationPhrases } from '../examples/situation-text.ts';
import type { Shown } from './check.ts';
import { falseMahjongPenalty, type RulePageSection } from './model.ts';
import type { Unit } from './types.ts';
import { fillWords, optionValue, type PageWords, type RulePagesText } from '../../words/rule-pages-text.ts';

const k = (lang: Lang, key: string, params?: Record<string, string | number>): string => t(lang, key as UiKey, params);

/** Each rule set's options with their defaults, in declaration order. */
export const RULE_DEFAULTS = {
  hke: HKE_DEFAULTS,
  classic: CLASSIC_DEFAULTS,
  'hk-modern': HK_MODERN_DEFAULTS,
  'hk-simple': HK_SIMPLE_DEFAULTS,
} as const satisfies Record<RuleSetId, object>;

export const pagesText = (lang: Lang): RulePagesText => (lang === 'de' ? DE : EN);

/** A rule set's words in `lang`, with its default options and penalty filled in. */
export function rulesWords(lang: Lang, rules: RuleSetId): PageWords {
  const all = pagesText(lang);
  const penalty = falseMahjongPenalty(rules);
  switch (rules) {
    case 'hke':
      return fillWords(all.hke, { defaults: HKE_DEFAULTS, penalty });
    case 'classic':
      return fillWords(all.classic, { defaults: CLASSIC_DEFAULTS, penalty });
    case 'hk-modern':
      return fillWords(all['hk-modern'], { defaults: HK_MODERN_DEFAULTS, penalty });
    case 'hk-simple':
      return fillWords(all['hk-simple'], { defaults: HK_SIMPLE_DEFAULTS, penalty });
    default: {
      const never: never = rules;
      return never;
    }
  }
}

export function sectionTitle(lang: Lang, rules: RuleSetId, section: RulePageSection): string {
  return section === 'special-hands'
    ? k(lang, `rulePage.section.special-hands.${rules}`)
    : k(lang, `rulePage.section.${section}`);
}

/** A row's value as its table shows it: "3" fan or points, "×8" for three doublings. */
export const unitValue = (unit: Unit, value: number): string =>
  unit === 'doublings' ? `×${2 ** value}` : String(value);

/** "Little four winds: 6 fan" for an example scored with an option other than the default; null for none. */
export function optionNote(lang: Lang, rules: RuleSetId, shown: Shown): string | null {
  const chosen = Object.values(shown.options).flatMap((o) => Object.entries(o ?? {}));
  if (chosen.length === 0) return null;
  const words = rulesWords(lang, rules);
  const list = chosen.map(([name, value]) => {
    const option = words.options[name];
    if (!option) throw new Error(`Rule page ${rules}: no words for the option "${name}" (${lang}).`);
    return `${option.name}: ${optionValue(option, value, k(lang, 'rulePage.on'), k(lang, 'rulePage.off'))}`;
  });
  return k(lang, 'rulePage.withOptions', { options: list.join(', ') });
}

/** The situation under an example, when the example names one. */
export const situationLine = (lang: Lang, shown: Shown): string =>
  shown.situationGiven ? situationPhrases(lang, shown.situation).join(' · ') : '';
