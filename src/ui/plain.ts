// Turns engine values into the plain data the views render (tile codes, no tile numbers), so
// neither Astro templates nor islands need to know the engine's encoding. Mostly used at build
// time; the play table's end of hand uses it in the browser, with the engine it has loaded.
import type { Block, Decomposition } from '../engine/decompose.ts';
import { blockTiles as engineBlockTiles, type Hand, type Meld } from '../engine/hand.ts';
import { makeBonus, makeTile, type Tile } from '../engine/tiles.ts';
import { isTileCode, type TileCode } from './tiles/codes.ts';
import type { PlainBlock, PlainReading } from './types.ts';

/** The engine's codes are a subset of the artwork's; this narrows the type and guards it. */
export function code(text: string): TileCode {
  if (!isTileCode(text)) throw new Error(`No artwork for tile code "${text}".`);
  return text;
}

export const tileCode = (t: Tile): TileCode => code(makeTile(t));

export const blockTiles = (b: Pick<Block, 'kind' | 'tile'>): TileCode[] => engineBlockTiles(b).map(tileCode);

export const plainBlock = (b: Block): PlainBlock => ({
  kind: b.kind,
  tiles: blockTiles(b),
  declared: b.declared,
  concealed: b.concealed,
});

export const plainReading = (d: Decomposition): PlainReading => ({ shape: d.shape, blocks: d.blocks.map(plainBlock) });

/** A hand laid out as it lies on the table, for Hand.astro. */
export interface HandLayout {
  concealed: TileCode[];
  melds: { kind: Meld['kind']; tiles: TileCode[]; concealed: boolean }[];
  bonus: TileCode[];
  winning: TileCode | null;
}

export function handLayout(h: Hand): HandLayout {
  return {
    concealed: h.concealed.map(tileCode),
    melds: h.melds.map((m) => ({ kind: m.kind, tiles: blockTiles(m), concealed: m.concealed })),
    bonus: h.bonus.map((b) => code(makeBonus(b))),
    winning: h.winning === undefined ? null : tileCode(h.winning),
  };
}
