// A tile's box: a class list plus one custom property for its height. The sizes, the sideways
// (claimed) layout and the highlight ring live in tiles.css, so a page of hundreds of tiles
// carries one short attribute per tile instead of a long inline style.

export interface TileBoxOptions {
  /** Height of an upright tile in CSS px. */
  size?: number;
  /** Shown sideways, e.g. a tile claimed from another player. */
  rotated?: boolean;
  /** Drawn with a ring, e.g. the tile just drawn or the answer to a puzzle. */
  highlight?: boolean;
}

export const DEFAULT_TILE_SIZE = 48;

const px = (n: number): string => `${Math.round(n * 100) / 100}px`;

export function tileBox(opts: TileBoxOptions = {}): { className: string; style: string } {
  const classes = ['tile'];
  if (opts.rotated) classes.push('is-rotated');
  if (opts.highlight) classes.push('is-lit');
  return { className: classes.join(' '), style: `--tile-h:${px(opts.size ?? DEFAULT_TILE_SIZE)}` };
}
