// Bonus tiles and the back. Flowers (1f–4f) are red, seasons (1g–4g) blue, so the two sets differ
// by colour at a glance; each carries its number 1–4 large in a corner badge.
import type { GlyphChar } from './glyphs.ts';
import { INK, glyph, tileBody } from './svg.ts';

const FLOWERS = ['梅', '蘭', '菊', '竹'] as const;
const SEASONS = ['春', '夏', '秋', '冬'] as const;
const FLOWER_INK = '#b4234f';
const SEASON_INK = INK.blue;

export function bonusFace(kind: 'f' | 'g', n: number): string {
  const ink = kind === 'f' ? FLOWER_INK : SEASON_INK;
  const char = (kind === 'f' ? FLOWERS : SEASONS)[n - 1] ?? '梅';
  const digit = String(n) as GlyphChar;
  return (
    `<rect x="5" y="5" width="50" height="67" rx="3.5" fill="none" stroke="${ink}" stroke-width="1.2"/>` +
    glyph(char, { x: 9, y: 21, w: 42, h: 44 }, 40, ink) +
    // Badge shape differs too (flowers round, seasons square), for readers who cannot tell the colours.
    (kind === 'f'
      ? `<circle cx="14" cy="14" r="6.5" fill="${ink}"/>`
      : `<rect x="8" y="8" width="12" height="12" rx="2" fill="${ink}"/>`) +
    glyph(digit, { x: 10, y: 10, w: 8, h: 8 }, 14, INK.ivory)
  );
}

/** The back: plain green with a slightly lighter rim, like the back layer of a real tile. */
export const backFace = (): string => tileBody(INK.back, INK.backDark, '#2c7a5c');
