// Each language's prose, one record per kind of text, so pages pick by language from data
// instead of `lang === 'de' ? … : …`. A new language adds one entry to each record (a type
// error until it does), next to its files under src/words/<lang>/.
import type { Lang } from './index.ts';
import type { RulePagesText } from './rule-pages-text.ts';
import AboutDe from './de/About.astro';
import AboutEn from './en/About.astro';
import HomeDe from './de/Home.astro';
import HomeEn from './en/Home.astro';
import { ROWS as ROWS_DE } from './de/rules-compared.ts';
import { ROWS as ROWS_EN } from './en/rules-compared.ts';
import { RULE_PAGES as RULE_PAGES_DE } from './de/rule-pages/index.ts';
import { RULE_PAGES as RULE_PAGES_EN } from './en/rule-pages/index.ts';
// The notation page's prose sits beside its example components (src/reference/notation/).
import NotationDe from '../reference/notation/Notation.de.astro';
import NotationEn from '../reference/notation/Notation.en.astro';

/** The About page. */
export const ABOUT = { de: AboutDe, en: AboutEn } as const satisfies Record<Lang, unknown>;
/** The start page's prose. */
export const HOME = { de: HomeDe, en: HomeEn } as const satisfies Record<Lang, unknown>;
/** The notation page. */
export const NOTATION = { de: NotationDe, en: NotationEn } as const satisfies Record<Lang, unknown>;
/** The rows of the rules-compared table. */
export const RULES_COMPARED_ROWS = { de: ROWS_DE, en: ROWS_EN } as const satisfies Record<Lang, typeof ROWS_DE>;
/** The rule pages' prose. */
export const RULE_PAGES: Readonly<Record<Lang, RulePagesText>> = { de: RULE_PAGES_DE, en: RULE_PAGES_EN };
