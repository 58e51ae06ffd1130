// All tile pictures in one SVG sprite (/tiles.svg), so a page with hundreds of tiles refers
// to each picture by id instead of repeating its paths: pages stay small, the browser caches
// the sprite once, and islands do not ship the artwork in their JavaScript.
import { TILE_CODES } from './codes.ts';
import { tileFaceSvgInner } from './art.ts';
import { TILE_VIEWBOX } from './viewbox.ts';
import { symbolId } from './use.ts';

export { SPRITE_PATH, symbolId, tileUseSvg } from './use.ts';

/** The sprite document: one <symbol> per tile code. */
export function tileSprite(): string {
  const symbols = TILE_CODES.map(
    (c) => `<symbol id="${symbolId(c)}" viewBox="${TILE_VIEWBOX}">${tileFaceSvgInner(c)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
