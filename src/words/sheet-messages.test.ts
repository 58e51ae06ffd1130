// Every error of a score sheet reads as a whole sentence in both languages: no placeholder left
// open, the field and the engine's reason filled in where the sentence names them.
import { describe, expect, test } from 'vitest';
import { HAND_ERRORS, SHEET_ERRORS } from '../engine/sheet/index.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { errorMessage } from './messages.ts';
import { handErrorMessage, sheetErrorMessage } from './sheet-messages.ts';

const LANGUAGES = [
  ['en', en],
  ['de', de],
] as const;
const engine = { code: 'unknown-char', at: 3, text: 'x' } as const;

describe.each(LANGUAGES)('%s', (_lang, words) => {
  test.each(SHEET_ERRORS)('sheet.error.%s', (code) => {
    const text = sheetErrorMessage({ code, hand: 2, field: 'players.2', engine }, words);
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toBe(code);
    if (words[`sheet.error.${code}`].includes('{field}')) expect(text).toContain('players.2');
  });

  test.each(HAND_ERRORS)('sheet.error.hand.%s', (code) => {
    const text = handErrorMessage(code, engine, words);
    expect(text).not.toMatch(/[{}]/);
    if (code === 'not-scored') expect(text).toContain(errorMessage(engine, words));
  });
});

describe('the sheet errors', () => {
  test('every code has a sentence in both languages, and no key is left over', () => {
    const keys = [...SHEET_ERRORS.map((c) => `sheet.error.${c}`), ...HAND_ERRORS.map((c) => `sheet.error.hand.${c}`)];
    for (const words of [en, de] as Record<string, string>[]) expect(keys.filter((k) => !words[k])).toEqual([]);
    const own = Object.keys(en).filter((k) => k.startsWith('sheet.error.'));
    expect(own.sort()).toEqual([...keys].sort());
  });
});
