// Every engine error code and every impossible-situation reason has its sentence in both
// languages, so neither the CLI nor a widget ever shows a bare code.
import { describe, expect, test } from 'vitest';
import { ERROR_CODES, IMPOSSIBLE_REASONS } from '../engine/index.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { errorMessage } from './engine-errors.ts';

describe.each([
  ['de', de as Record<string, string>],
  ['en', en as Record<string, string>],
])('%s', (_, messages) => {
  test('every error code has a message', () => {
    expect(ERROR_CODES.filter((c) => messages[`error.${c}`] === undefined)).toEqual([]);
  });
  test('every impossible-situation reason has a sentence', () => {
    expect(IMPOSSIBLE_REASONS.filter((r) => messages[`situation.${r}`] === undefined)).toEqual([]);
  });
  test('the reason is filled into the message', () => {
    const text = errorMessage({ code: 'impossible-situation', reason: 'earth-last-tile' }, messages);
    expect(text).toContain(messages['situation.earth-last-tile']);
  });
});
