// Facts about one reading of a hand that every rule set's tables ask for, and the block
// queries they are built from. A rule set that needs more (options, hand facts) extends `Ctx`.
import type { Block, Decomposition } from '../../decompose.ts';
import { allTiles, type Hand } from '../../hand.ts';
import { isSelfDrawn, type Situation } from '../../situation.ts';
import { isHonour, tileSuit, type Tile } from '../../tiles.ts';

export interface Ctx {
  hand: Hand;
  reading: Decomposition;
  situation: Situation;
  /** Every playing tile of the hand, winning tile included. */
  tiles: Tile[];
  selfDrawn: boolean;
}

export const makeCtx = (hand: Hand, reading: Decomposition, situation: Situation): Ctx => ({
  hand,
  reading,
  situation,
  tiles: allTiles(hand),
  selfDrawn: isSelfDrawn(situation) || situation.heaven,
});

export const isPungLike = (b: Block): boolean => b.kind === 'pung' || b.kind === 'kong';

/** Indices of the blocks that satisfy `test`. */
export const blocksWhere = (ctx: Ctx, test: (b: Block) => boolean): number[] =>
  ctx.reading.blocks.flatMap((b, i) => (test(b) ? [i] : []));

export const pungsOf = (ctx: Ctx, test: (t: Tile) => boolean): number[] =>
  blocksWhere(ctx, (b) => isPungLike(b) && test(b.tile));

export const pairOf = (ctx: Ctx): number[] => blocksWhere(ctx, (b) => b.kind === 'pair');

export const allIndices = (ctx: Ctx): number[] => ctx.reading.blocks.map((_, i) => i);

export const isStandard = (ctx: Ctx): boolean => ctx.reading.shape === 'standard';

/** The suits (m, p, s) among the tiles, and whether honours occur. */
export function suitsUsed(tiles: readonly Tile[]): { suits: Set<string>; honours: boolean } {
  const suits = new Set<string>();
  let honours = false;
  for (const t of tiles) {
    if (isHonour(t)) honours = true;
    else suits.add(tileSuit(t));
  }
  return { suits, honours };
}
