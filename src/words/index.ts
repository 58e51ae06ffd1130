// UI strings: one flat dictionary per language with dotted keys. Prose (lessons, About, the
// start page) lives in per-language files instead; these are labels, buttons and short notes.
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';

/** German is the reference dictionary; the parity test keeps English in step with it. */
export type UiKey = keyof typeof de;
export type Params = Record<string, string | number>;

// Typing English against the German keys makes a missing English key a type error as well.
const DICTIONARIES: Record<Lang, Record<UiKey, string>> = { de, en };

/** The whole dictionary of a language, for code that looks keys up by a computed name. */
export const dictionary = (lang: Lang): Readonly<Record<string, string>> => DICTIONARIES[lang];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function otherLang(lang: Lang): Lang {
  return lang === 'de' ? 'en' : 'de';
}

const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g;

/** The `{name}` placeholders of a string, sorted and without duplicates. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] ?? '');
  return [...names].sort();
}

/**
 * The UI string `key` in `lang`, with `{name}` placeholders filled from `params`.
 * A missing parameter throws: during the build that stops the page with a message naming the
 * key, instead of shipping a literal "{name}" to readers.
 */
export function t(lang: Lang, key: UiKey, params: Params = {}): string {
  const text = DICTIONARIES[lang][key];
  if (text === undefined) throw new Error(`UI string "${key}" does not exist (${lang}).`);
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`UI string "${key}" (${lang}) needs the parameter {${name}}.`);
    }
    return String(value);
  });
}
