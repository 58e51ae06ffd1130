// Build-time access to the UI strings (src/words/de.json, en.json) for widgets. Astro wrappers
// use it to fill static text and to hand each island one flat object of the templates it needs;
// islands never import this file, so no dictionary reaches the browser.
import { fill } from '../words/engine-errors.ts';
import de from '../words/de.json' with { type: 'json' };
import en from '../words/en.json' with { type: 'json' };
import type { BlockLabels, WidgetLang } from '../ui/types.ts';

const DICTIONARIES: Record<WidgetLang, Readonly<Record<string, string>>> = {
  de,
  en,
};

/** The raw template for `key`; a missing key stops the build with its name. */
export function template(lang: WidgetLang, key: string): string {
  const text = DICTIONARIES[lang][key];
  if (text === undefined) throw new Error(`Widget string "${key}" is missing in ${lang}.`);
  return text;
}

/** The string for `key` with `{name}` placeholders filled. */
export const text = (lang: WidgetLang, key: string, params: Readonly<Record<string, string | number>> = {}): string =>
  fill(template(lang, key), params);

/** The templates an island needs, as one flat object keyed like the JSON. */
export function pickStrings<K extends string>(lang: WidgetLang, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, template(lang, k)])) as Record<K, string>;
}

export function blockLabels(lang: WidgetLang): BlockLabels {
  return {
    chow: template(lang, 'block.chow'),
    pung: template(lang, 'block.pung'),
    kong: template(lang, 'block.kong'),
    pair: template(lang, 'block.pair'),
    single: template(lang, 'block.single'),
    exposed: template(lang, 'block.tag.exposed'),
    concealedKong: template(lang, 'block.tag.concealedKong'),
  };
}

/** Every key of a language, for the parity test. */
export const dictionaryKeys = (lang: WidgetLang): string[] => Object.keys(DICTIONARIES[lang]);
