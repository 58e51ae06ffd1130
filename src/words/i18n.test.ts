import { describe, expect, test } from 'vitest';
import { otherLang, placeholders, t } from './index.ts';

// Every dictionary pair in this folder: de.json/en.json (site UI) and any NAME.de.json /
// NAME.en.json added later (e.g. widget strings). All follow the same rules.
const files = import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' });
const pairs = Object.keys(files)
  .filter((path) => path.endsWith('de.json'))
  .map((dePath) => ({ name: dePath.slice(2), de: files[dePath], en: files[dePath.replace(/de\.json$/, 'en.json')] }));

function entries(dictionary: unknown): [string, unknown][] {
  return typeof dictionary === 'object' && dictionary !== null ? Object.entries(dictionary) : [];
}

describe.each(pairs)('$name and its English twin', ({ de, en }) => {
  const deEntries = entries(de);
  const enEntries = entries(en);
  const deMap = new Map(deEntries);
  const enMap = new Map(enEntries);

  test('the English file exists', () => {
    expect(en).toBeDefined();
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

describe('t()', () => {
  test('fills placeholders', () => {
    expect(t('de', 'lesson.number', { number: 3 })).toBe('Lektion 3');
    expect(t('en', 'site.pageTitle', { page: 'Lessons' })).toBe('Lessons · Fan & Laak');
  });

  test('throws with the key name when a parameter is missing', () => {
    expect(() => t('en', 'lesson.number')).toThrow(/lesson\.number.*\{number\}/);
  });

  test('otherLang swaps the two languages', () => {
    expect(otherLang('de')).toBe('en');
    expect(otherLang('en')).toBe('de');
  });

  test('placeholders() lists each name once, sorted', () => {
    expect(placeholders('{b} and {a} and {b}')).toEqual(['a', 'b']);
  });
});
