// Every refusal code of the table engine has its sentence in both languages, and the sentence
// names the tile the refusal is about.
import { describe, expect, test } from 'vitest';
import { GAME_ERROR_CODES } from '../engine/game/errors.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { gameErrorMessage } from './game-errors.ts';
import { placeholders } from './index.ts';

describe.each([
  ['de', de as Record<string, string>],
  ['en', en as Record<string, string>],
])('%s', (_, messages) => {
  test('every code has a sentence', () => {
    expect(GAME_ERROR_CODES.filter((c) => messages[`game.error.${c}`] === undefined)).toEqual([]);
  });

  test('sentences use no placeholder but {tile} and {reason}', () => {
    const odd = GAME_ERROR_CODES.filter((c) =>
      placeholders(messages[`game.error.${c}`] ?? '').some((p) => p !== 'tile' && p !== 'reason'),
    );
    expect(odd).toEqual([]);
  });

  test.each(GAME_ERROR_CODES.map((code) => [code]))('%s: every placeholder is filled', (code) => {
    const text = gameErrorMessage({ code, seat: 0, tile: '5p', reason: 'event 3' }, messages, (t) => `<${t}>`);
    expect(text).not.toMatch(/\{\w+\}/);
    if (messages[`game.error.${code}`]!.includes('{tile}')) expect(text).toContain('<5p>');
  });

  test('a missing tile leaves the placeholder visible rather than inventing one', () => {
    expect(gameErrorMessage({ code: 'pung-tiles-missing' }, messages)).toContain('{tile}');
  });

  test('an unknown code shows the code', () => {
    expect(gameErrorMessage({ code: 'no-such-code' as 'bad-action' }, messages)).toBe('no-such-code');
  });
});
