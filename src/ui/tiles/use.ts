// Markup that shows a tile from the sprite (/tiles.svg). Tiny on purpose: islands import this,
// not the artwork.
import type { TileCode } from './codes.ts';
import { TILE_VIEWBOX } from './viewbox.ts';

/** Where the sprite is served; src/pages/tiles.svg.ts writes it at build time. */
export const SPRITE_PATH = '/tiles.svg';

export const symbolId = (code: TileCode): string => `t-${code}`;

/** A decorative `<svg>` showing one tile; the wrapping element carries the tile's name. */
export function tileUseSvg(code: TileCode): string {
  return `<svg viewBox="${TILE_VIEWBOX}" aria-hidden="true" focusable="false"><use href="${SPRITE_PATH}#${symbolId(code)}"/></svg>`;
}
