// The picker's layout, shared by the lesson widget and the practice page: 34 tile kinds in the
// engine's tile order (`1m` … `7z`), one row per suit. No judge here, so a page that only shows
// the picker does not bundle one.
import { TILE_CODES, type TileCode } from '../../ui/tiles/codes.ts';

/** Tile kinds per picker row: characters, dots, bamboo, honours. */
export const PICKER_ROWS = [9, 9, 9, 7] as const;
/** The 34 kinds in picker order. */
export const PICKER_CODES = TILE_CODES.slice(0, 34) as readonly TileCode[];
