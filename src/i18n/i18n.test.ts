import { describe, expect, test } from 'vitest';
import { LANGS, dictionaries, otherLang, placeholders, t } from './index.ts';

const [de, en] = [dictionaries.de, dictionaries.en];

describe('UI string parity', () => {
  test('every key exists in both languages', () => {
    const onlyDe = Object.keys(de).filter((key) => !(key in en));
    const onlyEn = Object.keys(en).filter((key) => !(key in de));
    expect({ missingInEn: onlyDe, missingInDe: onlyEn }).toEqual({ missingInEn: [], missingInDe: [] });
  });

  test.each(LANGS)('no empty strings in %s', (lang) => {
    const empty = Object.entries(dictionaries[lang]).filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  test('both languages use the same {placeholders} per key', () => {
    const mismatched = Object.keys(de)
      .filter((key) => key in en)
      .filter((key) => placeholders(de[key] ?? '').join() !== placeholders(en[key] ?? '').join());
    expect(mismatched).toEqual([]);
  });

  test('keys are flat, dotted and camelCase', () => {
    const bad = Object.keys(de).filter((key) => !/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(key));
    expect(bad).toEqual([]);
  });

  // German typography: „…“ quotes, never straight double quotes.
  test('German strings use „…“ quotes', () => {
    const straight = Object.entries(de).filter(([, text]) => text.includes('"'));
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
