// The one string system. UI strings live in one flat dictionary per language with dotted keys
// (de.json, en.json); prose (lessons, About, the start page) lives in per-language files instead.
// Everything that picks words by language goes through this module: the language list, `t` for
// dictionary keys, `fill` for templates an island received as props, `byLang` for data that has
// one value per language. Islands may import `fill`, `byLang` and the types: the bundler drops
// the dictionaries they do not use (checked by the JS budget).
import de from './de.json' with { type: 'json' };
import { fill, type Params } from './fill.ts';
import en from './en.json' with { type: 'json' };

/** The site's languages, in the order the site lists them. A new one starts here. */
export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';
/** The start page's choice for a browser that asks for none of LANGS. */
export const FALLBACK_LANG: Lang = 'en';

/** German is the reference dictionary; the parity test keeps English in step with it. */
export type UiKey = keyof typeof de;

/** The keys under a prefix (`KeysUnder<'play.'>`): the strings an island takes by its namespace. */
export type KeysUnder<P extends string> = Extract<UiKey, `${P}${string}`>;

// Typing English against the German keys makes a missing English key a type error as well.
const DICTIONARIES: Record<Lang, Record<UiKey, string>> = { de, en };

/** The whole dictionary of a language, for code that looks keys up by a computed name. */
export const dictionary = (lang: Lang): Readonly<Record<string, string>> => DICTIONARIES[lang];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The next language in LANGS: the target of the header's language switch. */
export function otherLang(lang: Lang): Lang {
  return LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length] ?? lang;
}

/** The value for `lang` out of one value per language (a record, so a new language is a type error). */
export const byLang = <T>(lang: Lang, values: Readonly<Record<Lang, T>>): T => values[lang];

export const isUiKey = (key: string): key is UiKey => Object.hasOwn(DICTIONARIES.de, key);

/**
 * The key `prefix + id` for ids known only at run time (pattern ids, reasons). An unknown key
 * throws with its name: this runs while pages are built, so the build stops there. The result is
 * typed as any UiKey: a return type narrowed by the prefix made every call inside `t(…)` infer
 * the prefix against all 1,500 keys, which cost `astro check` minutes.
 */
export function keyUnder(prefix: string, id: string | number): UiKey {
  const key = `${prefix}${id}`;
  if (!isUiKey(key)) throw new Error(`UI string "${key}" does not exist.`);
  return key;
}

/** The UI string `key` in `lang`, filled by `fill` (same rule for a missing parameter). */
export const t = (lang: Lang, key: UiKey, params: Params = {}): string => fill(DICTIONARIES[lang][key], params);

export { fill, placeholders, type Params } from './fill.ts';
