// Every theme is named in both languages (the page shows `practice.theme.<id>`), and no stale
// theme word is left when a theme is dropped; the same for why a shared link opened no puzzle
// (`practice.link.<key error code>`: the page says it in words, never as the code).
import { describe, expect, test } from 'vitest';
import { PUZZLE_KEY_ERRORS } from '../../engine/puzzles/key.ts';
import { THEMES } from '../../engine/puzzles/themes.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };

describe('theme words', () => {
  test.each([
    ['de', de],
    ['en', en],
  ] as const)('%s names every theme and only themes', (_, words) => {
    const keys = Object.keys(words).filter((k) => k.startsWith('practice.theme.'));
    expect(keys.sort()).toEqual(THEMES.map((t) => `practice.theme.${t}`).sort());
  });

  test.each([
    ['de', de],
    ['en', en],
  ] as const)('%s words every puzzle-key error and only those', (_, words) => {
    const keys = Object.keys(words).filter((k) => k.startsWith('practice.link.'));
    expect(keys.sort()).toEqual(PUZZLE_KEY_ERRORS.map((c) => `practice.link.${c}`).sort());
  });
});
