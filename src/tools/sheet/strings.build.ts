// Build time only: the strings the score sheet's island is handed.
import { pickKeys, pickStrings } from '../../build/dictionary.ts';
import type { Lang } from '../../words/index.ts';
import { SHEET_PREFIX, SHEET_SHARED_KEYS, type SheetStrings } from './strings.ts';

export const sheetStrings = (lang: Lang): SheetStrings => ({
  ...pickStrings(lang, SHEET_PREFIX),
  ...pickKeys(lang, SHEET_SHARED_KEYS),
});
