// Build time only: the comparison's strings for a language, and a comparison computed with the
// engine for the <Compare> lesson component. Islands never import this file.
import * as engine from '../../engine/index.ts';
import type { Hand } from '../../engine/hand.ts';
import type { Situation } from '../../engine/situation.ts';
import { dictionaryKeys, pickKeys, template } from '../../build/dictionary.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { compareHand, type CompareResult } from './compare-hand.ts';
import { COMPARE_KEYS, isMessageKey, isNameKey, type CompareStrings } from './strings.ts';

const pick = (lang: WidgetLang, test: (key: string) => boolean): Record<string, string> =>
  Object.fromEntries(
    dictionaryKeys(lang)
      .filter(test)
      .map((k) => [k, template(lang, k)]),
  );

export function compareStrings(lang: WidgetLang): CompareStrings {
  return { t: pickKeys(lang, COMPARE_KEYS), names: pick(lang, isNameKey), messages: pick(lang, isMessageKey) };
}

/** The comparison with the engine this build imported. */
export const compareAtBuild = (hand: Hand, situation: Situation): CompareResult => compareHand(engine, hand, situation);
