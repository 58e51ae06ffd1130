// Each language's page prose (Astro components), one record per page, so a page picks its
// prose from data instead of a ternary on the language. Apart from prose.ts because only
// pages import components; code that tests run (rule pages, tables) imports prose.ts.
import type { Lang } from './index.ts';
import AboutDe from './de/About.astro';
import AboutEn from './en/About.astro';
import HomeDe from './de/Home.astro';
import HomeEn from './en/Home.astro';

/** The About page. */
export const ABOUT = { de: AboutDe, en: AboutEn } as const satisfies Record<Lang, unknown>;
/** The start page's prose. */
export const HOME = { de: HomeDe, en: HomeEn } as const satisfies Record<Lang, unknown>;
