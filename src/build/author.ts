// Build-time checks on what a lesson author wrote. Every failure is an Error whose message
// names the component, its props and the page, so the author can find and fix the line.
import { errorMessage } from '../words/messages.ts';
import errorsEn from '../words/en.json' with { type: 'json' };
import type { EngineError } from '../engine/errors.ts';
import { parseFragment, parseHand } from '../engine/notation/hand-notation.ts';
import type { Hand } from '../engine/hand.ts';
import type { WidgetLang } from '../ui/types.ts';

/** `<WaitPuzzle id="w1" hand="…">` — the component as the author wrote it. */
export function tagOf(component: string, props: Readonly<Record<string, unknown>>): string {
  const attrs = Object.entries(props)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (typeof v === 'string' ? `${k}="${v}"` : `${k}={${JSON.stringify(v)}}`));
  return `<${[component, ...attrs].join(' ')}>`;
}

export function authorError(tag: string, page: string, message: string): Error {
  return new Error(`${tag} on ${page}: ${message}`);
}

/** Engine errors in English: the build log is read by authors of both languages. */
export const engineMessage = (e: EngineError): string => errorMessage(e, errorsEn);

/** Parses a hand prop or stops the build with the engine's explanation. A fragment is any
 * number of tiles (to show a few sets in a text); a hand must have 13 or 14. */
export function readHand(value: unknown, tag: string, page: string, fragment = false): Hand {
  if (typeof value !== 'string')
    throw authorError(tag, page, 'the prop "hand" must be a string in notation, e.g. hand="123m456p789s11z55p".');
  const parsed = fragment ? parseFragment(value) : parseHand(value);
  if (!parsed.ok) throw authorError(tag, page, engineMessage(parsed.error));
  return parsed.value;
}

/** A puzzle id: letters, digits and dashes, so it is safe in storage keys and event details. */
export function readId(value: unknown, tag: string, page: string): string {
  if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
    throw authorError(tag, page, 'the prop "id" must be lower-case letters, digits and dashes, e.g. id="waits-1".');
  }
  return value;
}

/** The page language: an explicit `lang` prop, else Astro's current locale, else German. */
export function pageLang(prop: unknown, currentLocale: string | undefined, tag: string, page: string): WidgetLang {
  const lang = prop ?? currentLocale ?? 'de';
  if (lang !== 'de' && lang !== 'en')
    throw authorError(tag, page, `lang must be "de" or "en", not ${JSON.stringify(lang)}.`);
  return lang;
}
