// Waits: which tiles complete a 13-tile hand.
import { decompose, handCounts, isComplete, type Decomposition } from './decompose.ts';
import { fail, ok, type Result } from './errors.ts';
import { allTiles, tileCount, type Hand } from './hand.ts';
import { ALL_TILES, countTiles, type Tile } from './tiles.ts';

export interface WinningTile {
  tile: Tile;
  /** Every reading the hand has with this tile added. */
  decompositions: Decomposition[];
}

function checkWaiting(h: Hand): Result<Hand> {
  if (h.winning !== undefined || tileCount(h) !== 13) return fail({ code: 'not-waiting-hand', count: tileCount(h) });
  return ok(h);
}

/** The tiles that complete a 13-tile hand, in canonical order. A tile whose four copies
 * are all in the hand (melds included) cannot be drawn and is not a winning tile. */
export function waits(h: Hand): Result<Tile[]> {
  const checked = checkWaiting(h);
  if (!checked.ok) return checked;
  const c = handCounts(h);
  const used = countTiles(allTiles(h));
  const out: Tile[] = [];
  for (const t of ALL_TILES) {
    if (used[t]! >= 4) continue;
    c[t]!++;
    if (isComplete(c, h.melds.length)) out.push(t);
    c[t]!--;
  }
  return ok(out);
}

/** Like `waits`, with the readings each winning tile makes. */
export function winningTiles(h: Hand): Result<WinningTile[]> {
  const w = waits(h);
  if (!w.ok) return w;
  return ok(w.value.map((tile) => ({ tile, decompositions: decompose({ ...h, winning: tile }) })));
}

/** Would this tile complete the hand? (For explaining a wrong pick: it may be a fifth copy.) */
export function completes(h: Hand, tile: Tile): boolean {
  const c = handCounts(h);
  c[tile]!++;
  return isComplete(c, h.melds.length);
}
