// Each language's prose modules, one record per kind of text, so code picks by language from
// data instead of a ternary on the language. A new language adds one entry to each record (a
// type error until it does), next to its files under src/words/<lang>/. Page prose written as
// Astro components is in prose-pages.ts.
import type { Lang } from './index.ts';
import type { RulePagesText } from './rule-pages-text.ts';
import { GROUPS as GROUPS_DE, ROWS as ROWS_DE } from './de/rules-compared.ts';
import { GROUPS as GROUPS_EN, ROWS as ROWS_EN } from './en/rules-compared.ts';
import { RULE_PAGES as RULE_PAGES_DE } from './de/rule-pages/index.ts';
import { RULE_PAGES as RULE_PAGES_EN } from './en/rule-pages/index.ts';

/** The rows of the rules-compared table. */
export const RULES_COMPARED_ROWS = { de: ROWS_DE, en: ROWS_EN } as const satisfies Record<Lang, typeof ROWS_DE>;
/** The headings of the rules-compared row groups (also its jump links). */
export const RULES_COMPARED_GROUPS = { de: GROUPS_DE, en: GROUPS_EN } as const satisfies Record<Lang, typeof GROUPS_DE>;
/** The rule pages' prose. */
export const RULE_PAGES: Readonly<Record<Lang, RulePagesText>> = { de: RULE_PAGES_DE, en: RULE_PAGES_EN };
