// Build time only: the calculator's strings for a language. Islands never import this file.
import { compareStrings } from '../compare/data.build.ts';
import { dictionaryKeys, pickKeys, template } from '../../build/dictionary.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { CALC_KEYS, isDescKey, type CalcStrings } from './strings.ts';

export function calcStrings(lang: WidgetLang): CalcStrings {
  const descs = Object.fromEntries(
    dictionaryKeys(lang)
      .filter(isDescKey)
      .map((k) => [k, template(lang, k)]),
  );
  return { t: pickKeys(lang, CALC_KEYS), compare: compareStrings(lang), descs };
}
