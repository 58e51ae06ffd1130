// The tile drawing box, kept apart from the artwork so that code which only refers to tiles
// (the sprite <use> markup in islands) does not pull the glyph data into a bundle.
export const VIEW_W = 60;
export const VIEW_H = 80;
export const TILE_VIEWBOX = `0 0 ${VIEW_W} ${VIEW_H}`;
