// A pattern's name is shown for every winner, the learner or a computer player, so it names the
// hand and never addresses the reader: "Pung of the seat wind", not "Pung of your seat wind".
import { expect, test } from 'vitest';
import { dictionary, LANGS } from './index.ts';

const NAME = /^[a-z-]+\.(pattern|limit)\.[a-z0-9-]+$/;
const ADDRESS = { de: /\b(du|dich|dir|dein\w*)\b/i, en: /\b(you|your|yours)\b/i } as const;

test.each(LANGS)('no %s pattern name addresses the reader', (lang) => {
  const names = Object.entries(dictionary(lang)).filter(([key]) => NAME.test(key));
  expect(names.length).toBeGreaterThan(100);
  expect(names.filter(([, name]) => ADDRESS[lang].test(name)).map(([key, name]) => `${key}: ${name}`)).toEqual([]);
});

test.each([
  ['en', 'Pung of your seat wind', true],
  ['en', 'Pung of the seat wind', false],
  ['de', 'Pong deines Platzwinds', true],
  ['de', 'Platzwind-Pong', false],
] as const)('the check in %s flags %j: %s', (lang, name, flagged) => {
  expect(ADDRESS[lang].test(name)).toBe(flagged);
});
