// Build time only: the strings the data page's island is handed, for the page and the tests.
import { pickStrings } from '../../build/dictionary.ts';
import type { Lang } from '../../words/tile-names.ts';
import { DATA_PREFIX, type DataStrings } from './strings.ts';

export const dataStrings = (lang: Lang): DataStrings => pickStrings(lang, DATA_PREFIX);
