// Every refusal the table can give has a sentence in both languages (the page shows it).
import { expect, test } from 'vitest';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { GAME_ERROR_CODES } from './errors.ts';

test.each(GAME_ERROR_CODES)('game.error.%s is in de.json and en.json', (code) => {
  const key = `game.error.${code}`;
  expect([typeof (de as Record<string, unknown>)[key], typeof (en as Record<string, unknown>)[key]]).toEqual([
    'string',
    'string',
  ]);
});
