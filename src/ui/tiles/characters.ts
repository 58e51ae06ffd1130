// Characters (萬 suit, 1m–9m): a red Chinese numeral over a dark 萬, as on traditional tiles.
import { FACE, INK, glyph } from './svg.ts';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

export function charactersFace(n: number): string {
  const numeral = NUMERALS[n - 1] ?? '一';
  const top = { x: FACE.x + 2, y: FACE.y + 2, w: FACE.w - 4, h: 32 };
  const bottom = { x: FACE.x + 2, y: FACE.y + 35, w: FACE.w - 4, h: 32 };
  return glyph(numeral, top, 42, INK.red) + glyph('萬', bottom, 37, INK.black);
}
