// The "dangerous play" option: when the declared sets made an expensive hand foreseeable
// and the winning discard completed exactly that hand, the discarder pays for all.
import { isDragon, isHonour, isTerminal, isWindTile, tileSuit, type Tile } from '../../tiles.ts';
import type { Ctx } from './context.ts';

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
  { shown: isDragon, needed: 2, fits: (w, s) => isDragon(w) && !s.includes(w), results: ['little-three-dragons', 'big-three-dragons'] },
  { shown: isWindTile, needed: 3, fits: (w, s) => isWindTile(w) && !s.includes(w), results: ['little-four-winds', 'big-four-winds'] },
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
