// Build-time access to the UI strings (src/words/de.json, en.json) for widgets. Astro wrappers
// use it to fill static text and to hand each island one flat object of the templates it needs;
// islands never import this file, so no dictionary reaches the browser.
import { dictionary, fill, type KeysUnder, type Lang, type Params } from '../words/index.ts';
import type { BlockLabels } from '../ui/types.ts';

/** The raw template for `key`; a missing key stops the build with its name. */
export function template(lang: Lang, key: string): string {
  const text = dictionary(lang)[key];
  if (text === undefined) throw new Error(`Widget string "${key}" is missing in ${lang}.`);
  return text;
}

/** The string for `key`, filled by the one `fill` of src/words (a missing parameter stays visible). */
export const text = (lang: Lang, key: string, params: Params = {}): string => fill(template(lang, key), params);

/**
 * The templates an island needs, by namespace: every key under one of `prefixes`, as one flat
 * object keyed like the JSON and typed from the dictionary. A prefix with no key stops the build.
 */
export function pickStrings<P extends string>(lang: Lang, ...prefixes: readonly P[]): Record<KeysUnder<P>, string> {
  const all = Object.entries(dictionary(lang));
  const picked: Record<string, string> = {};
  for (const prefix of prefixes) {
    const under = all.filter(([k]) => k.startsWith(prefix));
    if (under.length === 0) throw new Error(`No widget strings start with "${prefix}" in ${lang}.`);
    for (const [k, v] of under) picked[k] = v;
  }
  return picked as Record<KeysUnder<P>, string>;
}

/** The templates of a few named keys (a widget that needs a handful from other namespaces). */
export function pickKeys<K extends string>(lang: Lang, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, template(lang, k)])) as Record<K, string>;
}

export function blockLabels(lang: Lang): BlockLabels {
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
export const dictionaryKeys = (lang: Lang): string[] => Object.keys(dictionary(lang));
