// The "dangerous play" option: when the declared sets made an expensive hand foreseeable
// and the winning discard completed exactly that hand, the discarder pays for all. The
// supplier of the third dragon pung or fourth pung of such a hand shares the bill.
import type { LiabilityCase, Situation } from '../../situation.ts';
import { isDragon, isHonour, isTerminal, isWindTile, tileSuit, type Tile, type Wind } from '../../tiles.ts';
import { discarderDouble, onePays, settle } from '../kernel/payments.ts';
import type { Payments } from '../types.ts';
import type { Ctx } from '../kernel/context.ts';

interface Danger {
  /** Declared pungs/kongs that make the threat visible. */
  shown: (t: Tile) => boolean;
  needed: number;
  /** Which discards complete the threat. */
  fits: (winning: Tile, shownTiles: Tile[]) => boolean;
  /** The results that make the discarder liable. */
  results: string[];
}

const sameSuit = (w: Tile, shown: Tile[]) => !isHonour(w) && shown.some((t) => tileSuit(t) === tileSuit(w));

const DANGERS: readonly Danger[] = [
  {
    shown: isDragon,
    needed: 2,
    fits: (w, s) => isDragon(w) && !s.includes(w),
    results: ['little-three-dragons', 'big-three-dragons'],
  },
  {
    shown: isWindTile,
    needed: 3,
    fits: (w, s) => isWindTile(w) && !s.includes(w),
    results: ['little-four-winds', 'big-four-winds'],
  },
  { shown: (t) => !isHonour(t), needed: 3, fits: sameSuit, results: ['full-flush'] },
  { shown: isHonour, needed: 3, fits: (w) => isHonour(w), results: ['all-honours'] },
  { shown: isTerminal, needed: 3, fits: (w) => isTerminal(w), results: ['all-terminals'] },
];

/** Did this discard win make the discarder liable? `results` are the item and limit ids scored. */
export function isDangerousDiscard(ctx: Ctx, results: readonly string[]): boolean {
  const w = ctx.hand.winning;
  if (ctx.situation.win !== 'discard' || w === undefined) return false;
  const declared = ctx.hand.melds.filter((m) => m.kind !== 'chow').map((m) => m.tile);
  return DANGERS.some((d) => {
    const shown = declared.filter(d.shown);
    // Three pungs "of one suit": all shown suit pungs must share the suit.
    const oneSuit = d.fits !== sameSuit || new Set(shown.map(tileSuit)).size === 1;
    return shown.length >= d.needed && oneSuit && d.fits(w, shown) && d.results.some((r) => results.includes(r));
  });
}

interface Supply {
  why: LiabilityCase;
  /** The result the supplied set led to. */
  result: string;
  /** Declared pungs/kongs that belong to it, and how many of them the hand shows. */
  shown: (t: Tile) => boolean;
  needed: number;
  oneSuit: boolean;
}

// Source (docs/rules/hke-dangerous-play.md: lines 255–258): the third dragon pung for big three dragons,
// the fourth pung for big four winds, full flush, all honours or all terminals.
const SUPPLIES: readonly Supply[] = [
  { why: 'third-dragon', result: 'big-three-dragons', shown: isDragon, needed: 3, oneSuit: false },
  { why: 'fourth-set', result: 'big-four-winds', shown: isWindTile, needed: 4, oneSuit: false },
  { why: 'fourth-set', result: 'full-flush', shown: (t) => !isHonour(t), needed: 4, oneSuit: true },
  { why: 'fourth-set', result: 'all-honours', shown: isHonour, needed: 4, oneSuit: false },
  { why: 'fourth-set', result: 'all-terminals', shown: isTerminal, needed: 4, oneSuit: false },
];

/**
 * The supplier named by `situation.liable`, when the hand really shows the supplied set (the
 * sets on the table, one of them claimed) and reached the named result; else null. The
 * `kong-replacement` case is no HKE rule and is ignored.
 */
export function supplierSeat(ctx: Ctx, results: readonly string[]): Wind | null {
  const l = ctx.situation.liable;
  if (l === undefined) return null;
  const sets = ctx.hand.melds.filter((m) => m.kind !== 'chow');
  const fits = SUPPLIES.some((sup) => {
    const shown = sets.filter((m) => sup.shown(m.tile));
    const oneSuit = !sup.oneSuit || new Set(shown.map((m) => tileSuit(m.tile))).size === 1;
    const claimed = shown.some((m) => !m.concealed);
    return sup.why === l.why && shown.length >= sup.needed && oneSuit && claimed && results.includes(sup.result);
  });
  return fits ? l.seat : null;
}

/**
 * Lines 259–268: self-drawn, the supplier pays for all (6× the points); the supplier discards
 * the winning tile, 4×; another player discards it, supplier and discarder pay 2× each.
 */
export function supplierPayments(s: Situation, supplier: Wind, points: number): Payments {
  const discarder = s.from;
  if (discarder === undefined) return onePays(s.seat, supplier, 6 * points);
  if (discarder === supplier) return onePays(s.seat, supplier, 4 * points);
  return settle(s.seat, (l) => (l === supplier || l === discarder ? 2 * points : 0));
}

/**
 * What the losers pay for an HKE win worth `points`: the discarder double and the others single
 * (self-drawn: all double), or, with a liable player, that player's bill: a supplier's shares
 * above, or a dangerous discarder's 4× (the supplier who also discarded the winning tile).
 */
export function hkePayments(s: Situation, points: number, liable: Wind | null): Payments {
  return liable === null ? discarderDouble(s, points) : supplierPayments(s, liable, points);
}
