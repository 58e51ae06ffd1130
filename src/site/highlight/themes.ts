// Shiki themes for notation blocks: each suit in the colour of its tiles (characters red,
// dots blue, bamboo green), honours dark, bonus tiles purple. Both pass WCAG AA contrast
// on their backgrounds.
import type { ThemeRegistration } from 'shiki';

const theme = (
  name: string,
  type: 'light' | 'dark',
  bg: string,
  fg: string,
  c: Record<string, string>,
): ThemeRegistration => ({
  name,
  type,
  colors: { 'editor.background': bg, 'editor.foreground': fg },
  settings: [
    { settings: { foreground: fg, background: bg } },
    { scope: 'constant.other.tile.characters', settings: { foreground: c.characters } },
    { scope: 'constant.other.tile.dots', settings: { foreground: c.dots } },
    { scope: 'constant.other.tile.bamboo', settings: { foreground: c.bamboo } },
    { scope: ['constant.other.tile.wind', 'constant.other.tile.honour'], settings: { foreground: c.honours } },
    { scope: 'constant.other.tile.dragon', settings: { foreground: c.dragons } },
    { scope: 'constant.other.tile.bonus', settings: { foreground: c.bonus } },
    {
      scope: ['keyword.operator.winning', 'constant.other.tile.winning'],
      settings: { foreground: c.winning, fontStyle: 'bold' },
    },
    { scope: 'punctuation.section.set', settings: { foreground: c.punctuation, fontStyle: 'bold' } },
    { scope: 'comment', settings: { foreground: c.comment, fontStyle: 'italic' } },
    { scope: 'invalid', settings: { foreground: c.invalid, fontStyle: 'underline' } },
  ],
});

export const notationLight = theme('fan-laak-light', 'light', '#f7f4ec', '#1f1d1a', {
  characters: '#b3261e',
  dots: '#1f4fa3',
  bamboo: '#1d6b36',
  honours: '#1f1d1a',
  dragons: '#7a3b00',
  bonus: '#6d3a9c',
  winning: '#8a1c14',
  punctuation: '#57534e',
  comment: '#5f5a52',
  invalid: '#b00020',
});

export const notationDark = theme('fan-laak-dark', 'dark', '#1d1c1a', '#ece7dc', {
  characters: '#ff8a80',
  dots: '#8ab4f8',
  bamboo: '#7fd89a',
  honours: '#ece7dc',
  dragons: '#f6b26b',
  bonus: '#d7aefb',
  winning: '#ffb4a9',
  punctuation: '#b8b2a7',
  comment: '#a8a196',
  invalid: '#ff6b6b',
});
