// Every theme is named in both languages (the page shows `practice.theme.<id>`), and no stale
// theme word is left when a theme is dropped.
import { describe, expect, test } from 'vitest';
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
});
