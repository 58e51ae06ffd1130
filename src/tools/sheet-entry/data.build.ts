// Build time only: the hand entry's strings for a language. Islands never import this file; the
// score sheet's page passes the result to its island, which hands it to HandEntry.
import { pickKeys } from '../../build/dictionary.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { compareStrings } from '../compare/data.build.ts';
import { EDITOR_KEYS } from '../hand-editor/strings.ts';
import { ENTRY_KEYS, type EntryStrings } from './strings.ts';

export function entryStrings(lang: WidgetLang): EntryStrings {
  const compare = compareStrings(lang);
  return {
    t: pickKeys(lang, ENTRY_KEYS),
    names: compare.names,
    editor: { t: pickKeys(lang, EDITOR_KEYS), messages: compare.messages },
  };
}
