// Inline CSS for a tile's box, shared by Tile.astro and TileView.tsx so both render alike without a
// stylesheet. A sideways (claimed) tile takes the footprint of a rotated tile and sits on the same
// baseline as its upright neighbours.

export interface TileBoxOptions {
  /** Height of an upright tile in CSS px. */
  size?: number;
  /** Shown sideways, e.g. a tile claimed from another player. */
  rotated?: boolean;
  /** Drawn with a ring, e.g. the tile just drawn or the answer to a puzzle. */
  highlight?: boolean;
}

export const DEFAULT_TILE_SIZE = 48;

/** Tile width : height, the same as the SVG viewBox. */
const ASPECT = 3 / 4;

const px = (n: number): string => `${Math.round(n * 100) / 100}px`;

export function tileBoxStyles(opts: TileBoxOptions = {}): { box: string; svg: string } {
  const h = opts.size ?? DEFAULT_TILE_SIZE;
  const w = h * ASPECT;
  const [boxW, boxH] = opts.rotated ? [h, w] : [w, h];
  const ring = opts.highlight
    ? // Themeable: pages set --tile-highlight; the default amber reads on light and dark pages.
      `box-shadow:0 0 0 ${px(Math.max(2, h / 20))} var(--tile-highlight,#e0a000);`
    : '';
  const box =
    `display:inline-block;position:relative;vertical-align:bottom;line-height:0;` +
    `width:${px(boxW)};height:${px(boxH)};border-radius:${px(h / 12)};${ring}`;
  const svg = opts.rotated
    ? `position:absolute;left:50%;top:50%;width:${px(w)};height:${px(h)};` +
      `transform:translate(-50%,-50%) rotate(90deg);`
    : `display:block;width:100%;height:100%;`;
  return { box, svg };
}
