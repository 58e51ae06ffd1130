// Build time only: the strings the score sheet's island is handed.
import { pickKeys, pickStrings } from '../../build/dictionary.ts';
import { RULE_SETS } from '../../engine/rules/types.ts';
import type { Lang } from '../../words/index.ts';
import { SHEET_PREFIX, SHEET_SHARED_KEYS, type SheetStrings } from './strings.ts';

export const sheetStrings = (lang: Lang): SheetStrings => ({
  ...pickStrings(lang, SHEET_PREFIX),
  ...pickKeys(lang, SHEET_SHARED_KEYS),
  ...limitNames(lang),
});

/** The limit hands' names of every rule set, without their descriptions. */
function limitNames(lang: Lang): Record<string, string> {
  const all = pickStrings(lang, ...RULE_SETS.map((r) => `${r}.limit.`));
  return Object.fromEntries(Object.entries(all).filter(([k]) => !k.endsWith('.desc')));
}
