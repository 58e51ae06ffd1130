// A written situation that cannot be read (docs/notation.md, "The situation") is explained in
// both languages: the word at fault and why, never a bare reason code.
import { describe, expect, test } from 'vitest';
import { parseSituation, SITUATION_SYNTAX_REASONS } from '../engine/index.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { errorMessage } from './engine-errors.ts';

describe.each([
  ['de', de as Record<string, string>],
  ['en', en as Record<string, string>],
])('%s', (_, messages) => {
  test('every syntax reason has a sentence', () => {
    expect(SITUATION_SYNTAX_REASONS.filter((r) => messages[`situation.${r}`] === undefined)).toEqual([]);
  });
  test.each(['seat=Q', 'self', 'last last'])('%j names the word and the reason', (text) => {
    const r = parseSituation(text);
    if (r.ok) throw new Error(`${text} was read`);
    const message = errorMessage(r.error, messages);
    expect(message).toContain(r.error.text);
    expect(message).toContain(messages[`situation.${r.error.reason}`]);
  });
});
