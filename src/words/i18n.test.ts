import { describe, expect, test } from 'vitest';
import en from './en.json' with { type: 'json' };
import { byLang, fill, keyUnder, LANGS, otherLang, placeholders, t } from './index.ts';

// Every dictionary pair in this folder: de.json/en.json (site UI) and any NAME.de.json /
// NAME.en.json added later (e.g. widget strings). All follow the same rules.
const files = import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' });
const pairs = Object.keys(files)
  .filter((path) => path.endsWith('de.json'))
  .map((dePath) => {
    const enPath = dePath.replace(/de\.json$/, 'en.json');
    return { name: dePath.slice(2), enPath, de: files[dePath], en: files[enPath] };
  });

function entries(dictionary: unknown): [string, unknown][] {
  return typeof dictionary === 'object' && dictionary !== null ? Object.entries(dictionary) : [];
}

test('the site dictionaries are among the pairs checked', () => {
  expect(pairs.map(({ name }) => name)).toContain('de.json');
});

describe.each(pairs)('$name and its English twin', ({ enPath, de, en }) => {
  const deEntries = entries(de);
  const enEntries = entries(en);
  const deMap = new Map(deEntries);
  const enMap = new Map(enEntries);

  test('the English file exists and holds as many strings', () => {
    expect(Object.keys(files)).toContain(enPath);
    expect(enEntries.length).toBe(deEntries.length);
  });

  test('every key exists in both languages', () => {
    const missingInEn = [...deMap.keys()].filter((key) => !enMap.has(key));
    const missingInDe = [...enMap.keys()].filter((key) => !deMap.has(key));
    expect({ missingInEn, missingInDe }).toEqual({ missingInEn: [], missingInDe: [] });
  });

  test('values are non-empty strings (flat dictionaries, no nesting)', () => {
    const bad = [...deEntries, ...enEntries].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  test('both languages use the same {placeholders} per key', () => {
    const mismatched = [...deMap.keys()].filter((key) => {
      const [a, b] = [deMap.get(key), enMap.get(key)];
      return typeof a === 'string' && typeof b === 'string' && placeholders(a).join() !== placeholders(b).join();
    });
    expect(mismatched).toEqual([]);
  });

  // Segments may be camelCase or kebab-case: engine codes like "too-long" become keys as they are.
  test('keys are flat and dotted', () => {
    const bad = [...deMap.keys()].filter((key) => !/^[a-z][a-zA-Z0-9-]*(\.[a-zA-Z0-9][a-zA-Z0-9-]*)+$/.test(key));
    expect(bad).toEqual([]);
  });

  // German typography: „…“ quotes, never straight double quotes.
  test('German strings use „…“ quotes', () => {
    const straight = deEntries.filter(([, value]) => typeof value === 'string' && value.includes('"'));
    expect(straight.map(([key]) => key)).toEqual([]);
  });
});

describe('t() and fill(): one filler, one rule for a gap', () => {
  test('fills placeholders', () => {
    expect(t('de', 'lesson.number', { number: 3 })).toBe('Lektion 3');
    expect(t('en', 'site.pageTitle', { page: 'Lessons' })).toBe('Lessons · Fan & Laak');
  });

  // The documented rule: a missing or undefined parameter stays visible, nothing throws, extra
  // parameters are ignored. `t` and `fill` agree because `t` is `fill` over the dictionary.
  test.each([
    ['{a} and {b}', { a: 1, b: 'x' }, '1 and x'],
    ['{a} and {b}', { a: 1 }, '1 and {b}'],
    ['{a}', { a: undefined }, '{a}'],
    ['{a}', { a: 0 }, '0'],
    ['{a}', { a: '' }, ''],
    ['{toString}', {}, '{toString}'],
    ['{a}{a}', { a: 'y', b: 'unused' }, 'yy'],
    ['no placeholder', { a: 1 }, 'no placeholder'],
  ])('fill(%j, %j) is %j', (template, params, expected) => {
    expect(fill(template, params)).toBe(expected);
  });

  test('t leaves a missing parameter visible, as fill does', () => {
    expect(t('en', 'lesson.number')).toBe(fill(en['lesson.number'], {}));
    expect(t('en', 'lesson.number')).toContain('{number}');
  });

  test('otherLang goes round every language once', () => {
    const seen = new Set(LANGS.map((lang) => otherLang(lang)));
    expect(seen.size).toBe(LANGS.length);
    expect(LANGS.every((lang) => otherLang(lang) !== lang)).toBe(true);
  });

  test('byLang picks the value of the language', () => {
    expect(LANGS.map((lang) => byLang(lang, { de: 'ja', en: 'yes' }))).toEqual(['ja', 'yes']);
  });

  test('keyUnder builds a known key and names an unknown one', () => {
    expect(t('en', keyUnder('rules.short.', 'hke'))).toBe(en['rules.short.hke']);
    expect(() => keyUnder('rules.short.', 'nope')).toThrow(/rules\.short\.nope/);
  });

  test('placeholders() lists each name once, sorted', () => {
    expect(placeholders('{b} and {a} and {b}')).toEqual(['a', 'b']);
  });
});
