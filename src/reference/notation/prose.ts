// The notation page's prose per language, beside the example components it uses (a new
// language adds its Notation.<lang>.astro here).
import type { Lang } from '../../words/index.ts';
import NotationDe from './Notation.de.astro';
import NotationEn from './Notation.en.astro';

/** The notation page. */
export const NOTATION = { de: NotationDe, en: NotationEn } as const satisfies Record<Lang, unknown>;
