// One tile inside an interactive island, named by its caller: the same picture and props as
// Tile.astro. The lesson widgets use it with the page's names handed in from the build
// (TileNames), so they ship no tile names of their own; TileView names a tile itself.
// Its CSS (tiles.css) comes with Tile.astro, which every page with a tile island also renders.
import { tileUseSvg } from './use.ts';
import type { TileCode } from './codes.ts';
import { tileBox, DEFAULT_TILE_SIZE } from './layout.ts';

export interface TileFaceProps {
  code: TileCode;
  /** The accessible name. */
  label: string;
  /** Height in CSS px (default 48). */
  size?: number;
  /** Sideways, as a claimed tile in a meld. */
  rotated?: boolean;
  /** Draw a ring around the tile. */
  highlight?: boolean;
}

export function TileFace(props: TileFaceProps) {
  const { code, label, size = DEFAULT_TILE_SIZE, rotated = false, highlight = false } = props;
  const box = tileBox({ size, rotated, highlight });
  return (
    <span
      class={box.className}
      role="img"
      aria-label={label}
      data-tile={code}
      style={box.style}
      // The markup is our own generated SVG, never user input.
      dangerouslySetInnerHTML={{ __html: tileUseSvg(code) }}
    />
  );
}
