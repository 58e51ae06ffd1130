// Tile artwork as standalone SVG strings. Pure functions: no DOM, no fonts, no mahjong rules.
import { bambooFace } from './bamboo.ts';
import { bonusFace, backFace } from './bonus.ts';
import { charactersFace } from './characters.ts';
import { splitCode } from './codes.ts';
import type { TileCode } from './codes.ts';
import { dotsFace } from './dots.ts';
import { honourFace } from './honours.ts';
import type { GlyphChar } from './glyphs.ts';
import { cornerIndex, tileBody } from './svg.ts';
import { TILE_VIEWBOX } from './viewbox.ts';

export { TILE_CODES, isTileCode } from './codes.ts';
export type { TileCode } from './codes.ts';

/** The inner markup of a tile (body and face), to embed in an `<svg>` with viewBox 0 0 60 80. */
export function tileFaceSvgInner(code: TileCode): string {
  const { family, n } = splitCode(code);
  switch (family) {
    case 'm':
      return tileBody() + charactersFace(n) + suitIndex(n);
    case 'p':
      return tileBody() + dotsFace(n) + suitIndex(n);
    case 's':
      return tileBody() + bambooFace(n) + suitIndex(n);
    case 'z':
      return tileBody() + honourFace(n) + (n <= 4 ? windIndex(n) : '');
    case 'f':
    case 'g':
      return tileBody() + bonusFace(family, n);
    case 'back':
      return backFace();
  }
}

const suitIndex = (n: number): string => cornerIndex(String(n) as GlyphChar);
const windIndex = (n: number): string => cornerIndex((['E', 'S', 'W', 'N'] as const)[n - 1] ?? 'E');

export { TILE_VIEWBOX };

export interface TileSvgOptions {
  /** Accessible name; without it the image is decorative (aria-hidden). */
  title?: string;
  /** Inline CSS for the `<svg>` element, e.g. to size it inside a wrapper. */
  style?: string;
}

/** A complete `<svg>` element; it has no width/height, so CSS decides its size. */
export function tileSvg(code: TileCode, opts: TileSvgOptions = {}): string {
  const a11y =
    opts.title === undefined
      ? 'aria-hidden="true" focusable="false"'
      : `role="img" aria-label="${escapeXml(opts.title)}"`;
  const title = opts.title === undefined ? '' : `<title>${escapeXml(opts.title)}</title>`;
  const style = opts.style === undefined ? '' : ` style="${escapeXml(opts.style)}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${TILE_VIEWBOX}" ${a11y}${style}>` +
    title +
    tileFaceSvgInner(code) +
    '</svg>'
  );
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
