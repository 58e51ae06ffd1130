// Predicates more than one rule set asks, written once. Each returns what a table row needs:
// a yes/no, or the blocks that make the pattern (null when it does not hold). Where the rule
// sets really differ (HKE's all-chows pair, hk-simple's looser nine gates), the rule set keeps
// its own version beside its table.
import type { Bonus, BonusKind, Tile, Wind } from '../../tiles.ts';
import { bonusKind, bonusSeat, isHonour, tileSuit, windTile } from '../../tiles.ts';
import { allIndices, blocksWhere, isPungLike, isStandard, pairOf, pungsOf, suitsUsed, type Ctx } from './context.ts';
import { when, type FoundOnce } from './rows.ts';

/** The flowers (`f`) or seasons (`g`) among `bonus`: the hand's, unless a rule set plays fewer. */
export const bonusOf = (c: Ctx, kind: BonusKind, bonus: readonly Bonus[] = c.hand.bonus): Bonus[] =>
  bonus.filter((b) => bonusKind(b) === kind);

/** The winner holds their own flower (season): bonus tile n belongs to seat wind n. */
export const ownBonus = (c: Ctx, kind: BonusKind, bonus: readonly Bonus[] = c.hand.bonus): boolean =>
  bonusOf(c, kind, bonus).some((b) => bonusSeat(b) === c.situation.seat);

/** `suits` suits used and honours present or not: (1, true) half flush, (1, false) full flush. */
export const flush = (c: Ctx, suits: number, honours: boolean): boolean => {
  const used = suitsUsed(c.tiles);
  return used.suits.size === suits && used.honours === honours;
};

export const everyTile = (c: Ctx, test: (t: Tile) => boolean): boolean => c.tiles.every(test);

/** The pungs or kongs of a wind, e.g. the seat wind's: one entry each. */
export const windPungs = (c: Ctx, wind: Wind): number[] => pungsOf(c, (t) => t === windTile(wind));

/** Exactly `n` pungs of `test` (big three dragons: 3 dragons; big four winds: 4 winds). */
export const pungsExactly = (c: Ctx, test: (t: Tile) => boolean, n: number): FoundOnce =>
  ((p) => when(p.length === n, p))(pungsOf(c, test));

/** `n` pungs of `test` and the pair of `test` too: little three dragons (2), little four winds (3). */
export function littleSet(c: Ctx, test: (t: Tile) => boolean, n: number): FoundOnce {
  const pungs = pungsOf(c, test);
  const pair = pairOf(c).filter((i) => test(c.reading.blocks[i]!.tile));
  return when(isStandard(c) && pungs.length === n && pair.length === 1, [...pungs, ...pair]);
}

/** Four pungs or kongs and a pair. */
export const allPungs = (c: Ctx): FoundOnce =>
  when(isStandard(c) && c.reading.blocks.filter(isPungLike).length === 4, allIndices(c));

/** Four chows and any pair (HKE adds a condition on the pair). */
export const allChows = (c: Ctx): FoundOnce =>
  when(isStandard(c) && blocksWhere(c, (b) => b.kind === 'chow').length === 4, allIndices(c));

export const allKongs = (c: Ctx): FoundOnce =>
  when(blocksWhere(c, (b) => b.kind === 'kong').length === 4, allIndices(c));

export const thirteenOrphans = (c: Ctx): FoundOnce => when(c.reading.shape === 'thirteen-orphans', allIndices(c));

/** Four pungs and a pair, all of one suit except one pung of the given dragon (jade, ruby, pearl dragon). */
export function dragonWithSuit(c: Ctx, dragon: Tile, suit: string): FoundOnce {
  if (!isStandard(c)) return null;
  const pungs = c.reading.blocks.filter(isPungLike);
  const dragonPung = pungs.filter((b) => b.tile === dragon).length === 1;
  const rest = c.tiles.filter((t) => t !== dragon);
  return when(pungs.length === 4 && dragonPung && rest.every((t) => tileSuit(t) === suit), allIndices(c));
}

/** 1112345678999 of one suit in the hand before the winning tile, nothing declared. */
export function nineGates(c: Ctx): FoundOnce {
  const h = c.hand.concealed;
  if (c.hand.melds.length > 0 || h.length !== 13) return null;
  const base = h[0]! - (h[0]! % 9);
  const shape = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((k) => base + k);
  return when(!isHonour(h[0]!) && shape.every((t, i) => h[i] === t), allIndices(c));
}
