// Plain data that crosses from the build (engine) to the islands. Only types live here, so a
// view importing this file pulls no engine code into the browser bundle.
import type { BlockKind, Shape } from '../engine/decompose.ts';
import type { Lang } from '../words/index.ts';
import type { TileCode } from './tiles/codes.ts';

/** The page language an island is told (the site's one list, src/words). */
export type WidgetLang = Lang;

/** One set, pair or single of a reading, spelt out tile by tile. */
export interface PlainBlock {
  kind: BlockKind;
  /** Every tile of the block in notation, e.g. ["4p", "5p", "6p"]. */
  tiles: TileCode[];
  /** Declared before the win: an exposed set or a concealed kong. */
  declared: boolean;
  /** False only for exposed sets. */
  concealed: boolean;
}

/** One way of splitting a complete hand. */
export interface PlainReading {
  shape: Shape;
  blocks: PlainBlock[];
}

/** Every tile's accessible name in the page's language, made at build time (tileNames). */
export type TileNames = Readonly<Record<TileCode, string>>;

/** Labels a block view needs: the kind names and the tags for declared sets. */
export type BlockLabels = Record<BlockKind, string> & { exposed: string; concealedKong: string };
