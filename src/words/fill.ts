// The one filler of every string, in a module of its own: it imports no dictionary, so islands
// (which get their strings as props) can fill them without loading the words of the site.

export type Params = Readonly<Record<string, string | number | undefined>>;

const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g;

/** The `{name}` placeholders of a string, sorted and without duplicates. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] ?? '');
  return [...names].sort();
}

/**
 * Fills `{name}` placeholders from `params`. The one rule for a gap: a parameter that is
 * missing or undefined leaves its `{name}` visible in the text, and nothing throws. The same
 * filler runs in islands, where a throw would blank a whole widget over one word; a visible
 * `{tile}` is noticed by a reader and by the tests that fill every template. Extra parameters
 * are ignored, so a caller may pass every form of a word (`tile`, `tileAcc`, `tileDat`).
 */
export const fill = (template: string, params: Params = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
