// Drawing primitives shared by the tile families: the tile body, glyph placement, the corner index.
// Everything is a string builder; no DOM, no ids (many tiles share one page), no fonts.
import { GLYPHS, UNITS_PER_EM } from './glyphs.ts';
import type { GlyphChar } from './glyphs.ts';

/** The printable area of the face, inside the body's margins. */
export const FACE = { x: 5, y: 5, w: 50, h: 67 } as const;

export const INK = {
  ivory: '#fbf6e6',
  ivoryShade: '#efe6cd',
  edge: '#d9cba3',
  outline: '#7d7156',
  red: '#c8232c',
  green: '#17794a',
  blue: '#1d4f91',
  black: '#1d1f29',
  index: '#8a7c62',
  back: '#1f6a50',
  backDark: '#134634',
} as const;

/** Short numbers for attributes: at most two decimals, no trailing zeros. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * The blank tile: a darker body (the tile's thickness shows below the face), the face, and a faint
 * inner rim that gives the face some relief without a gradient (gradients need ids).
 */
export function tileBody(face: string = INK.ivory, edge: string = INK.edge, rim: string = INK.ivoryShade): string {
  const outline = `stroke="${INK.outline}" stroke-width="1.2"`;
  return (
    `<rect x="0.6" y="0.6" width="58.8" height="78.8" rx="6.5" fill="${edge}" ${outline}/>` +
    `<rect x="1.2" y="1.2" width="57.6" height="74.4" rx="6" fill="${face}"/>` +
    `<rect x="2.6" y="2.6" width="54.8" height="71.6" rx="4.8" fill="none" stroke="${rim}" stroke-width="1.4"/>`
  );
}

/** Stroke attributes for line art. */
export const stroke = (colour: string, width: number): string =>
  `fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round"`;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A glyph centred (by its ink) on a box: drawn at `size` units per em, or smaller when its ink
 * would overflow the box.
 */
export function glyph(char: GlyphChar, box: Box, size: number, fill: string): string {
  const g = GLYPHS[char];
  const [x1, y1, x2, y2] = g.box;
  const s = Math.min(size / UNITS_PER_EM, box.w / (x2 - x1), box.h / (y2 - y1));
  const tx = box.x + box.w / 2 - ((x1 + x2) / 2) * s;
  const ty = box.y + box.h / 2 - ((y1 + y2) / 2) * s;
  return `<path fill="${fill}" transform="translate(${num(tx)} ${num(ty)}) scale(${num4(s)})" d="${g.d}"/>`;
}

const num4 = (n: number): string => String(Math.round(n * 10000) / 10000);

/**
 * The small Arabic index (1–9, E/S/W/N) in the top-left corner, for players who do not read the
 * Chinese characters yet. Top-aligned by the digits' cap height, so all indices sit on one line.
 */
export function cornerIndex(label: GlyphChar, fill: string = INK.index, size = 13): string {
  const g = GLYPHS[label];
  const s = size / UNITS_PER_EM;
  const capTop = GLYPHS['1'].box[1];
  const tx = FACE.x - 0.5 - g.box[0] * s;
  const ty = FACE.y - 0.5 - capTop * s;
  return `<path fill="${fill}" transform="translate(${num(tx)} ${num(ty)}) scale(${num4(s)})" d="${g.d}"/>`;
}
