// One tile inside an interactive island: the same picture and props as Tile.astro. Its CSS
// (tiles.css) comes with Tile.astro, which every page with a tile island also renders.
import { tileUseSvg } from './use.ts';
import type { TileCode } from './codes.ts';
import { tileBox, DEFAULT_TILE_SIZE } from './layout.ts';
import { tileName } from '../../words/tile-names.ts';
import type { Lang } from '../../words/tile-names.ts';

export interface TileViewProps {
  code: TileCode;
  /** Language of the accessible name. */
  lang: Lang;
  /** Accessible name to use instead of the built-in one, e.g. from the page's i18n strings. */
  label?: string;
  /** Height in CSS px (default 48). */
  size?: number;
  /** Sideways, as a claimed tile in a meld. */
  rotated?: boolean;
  /** Draw a ring around the tile. */
  highlight?: boolean;
}

export function TileView(props: TileViewProps) {
  const { code, lang, label, size = DEFAULT_TILE_SIZE, rotated = false, highlight = false } = props;
  const box = tileBox({ size, rotated, highlight });
  return (
    <span
      class={box.className}
      role="img"
      aria-label={label ?? tileName(code, lang)}
      data-tile={code}
      style={box.style}
      // The markup is our own generated SVG, never user input.
      dangerouslySetInnerHTML={{ __html: tileUseSvg(code) }}
    />
  );
}
