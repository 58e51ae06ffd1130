// Every engine error code, impossible-situation reason and table refusal has its sentence in
// both languages, so neither the CLI nor a widget ever shows a bare code.
import { describe, expect, test } from 'vitest';
import { ERROR_CODES, IMPOSSIBLE_REASONS } from '../engine/index.ts';
import { GAME_ERROR_CODES } from '../engine/game/errors.ts';
import { dictionary, LANGS, placeholders } from './index.ts';
import { errorMessage, gameErrorMessage } from './messages.ts';

describe.each(LANGS.map((lang) => [lang, dictionary(lang)] as const))('%s', (_, messages) => {
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

  test('every refusal code has a sentence', () => {
    expect(GAME_ERROR_CODES.filter((c) => messages[`game.error.${c}`] === undefined)).toEqual([]);
  });

  test('refusals use no placeholder but the tile forms and {reason}', () => {
    const allowed = new Set(['tile', 'tileAcc', 'tileDat', 'reason']);
    const odd = GAME_ERROR_CODES.filter((c) =>
      placeholders(messages[`game.error.${c}`] ?? '').some((p) => !allowed.has(p)),
    );
    expect(odd).toEqual([]);
  });

  test.each(GAME_ERROR_CODES.map((code) => [code]))('%s: every placeholder is filled', (code) => {
    const words = (t: string) => ({ tile: `<${t}>`, tileAcc: `<${t}>`, tileDat: `<${t}>` });
    const text = gameErrorMessage({ code, seat: 0, tile: '5p', reason: 'event 3' }, messages, words);
    expect(text).not.toMatch(/\{\w+\}/);
    if (/\{tile\w*\}/.test(messages[`game.error.${code}`]!)) expect(text).toContain('<5p>');
  });

  test('a missing tile leaves the placeholder visible rather than inventing one', () => {
    expect(gameErrorMessage({ code: 'pung-tiles-missing' }, messages)).toMatch(/\{tile\w*\}/);
  });

  test('an unknown code shows the code', () => {
    expect(gameErrorMessage({ code: 'no-such-code' as 'bad-action' }, messages)).toBe('no-such-code');
  });
});
