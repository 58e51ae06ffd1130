// What a move does to the learner's hand, as the lessons count it: tiles from waiting (the
// shanten of the hand, 0 waiting, −1 complete) and, after a discard, the unseen copies of the
// tiles that would bring it closer (or, once waiting, complete it). Counted for each move the
// review judges, from the learner's view alone, so every figure a verdict quotes is that move's
// own. The computer players' reasons count under their plan and only where it decides their
// ranking; the verdicts quote these counts instead. Pure.
import { shanten, type Action, type SeatView } from '../../../engine/game/index.ts';
import { completingTiles, usefulCopies } from '../../../engine/game/bots/shanten.ts';
import { visibleCounts } from '../../../engine/game/bots/sight.ts';
import { countTiles, TILE_COUNT } from '../../../engine/tiles.ts';

export interface Facts {
  /** Tiles from waiting after the move (0 waiting, −1 a complete hand); a claim: after its best discard. */
  away: number;
  /**
   * After a discard (or a kong's replacement to come): unseen copies of the tiles that bring the
   * hand closer, or when waiting, that complete it. Null where the move leaves no 13-tile hand
   * to count them for (a claim, a pass, a draw, Mah-Jongg).
   */
  tiles: number | null;
}

const ALL_SUITS = 15;

/** Unseen copies of the tiles that lower `away` (waiting: that complete the hand). */
function tilesFor(c: readonly number[], declared: number, away: number, seen: readonly number[]): number {
  if (away > 0) return usefulCopies(c, declared, away, seen, ALL_SUITS, declared === 0);
  const all = Array.from({ length: TILE_COUNT }, (_, t) => t);
  let n = 0;
  for (const t of completingTiles(c, declared, all)) n += Math.max(0, 4 - seen[t]!);
  return n;
}

/** The hand before the move: its tiles from waiting (a 14-tile hand: after its best discard). */
export function awayBefore(view: SeatView): number {
  return shanten(countTiles(view.concealed), view.players[view.seat]!.melds.length);
}

/** What `a` leaves of the learner's hand, seen from `view`. */
export function factsOf(view: SeatView, a: Action): Facts {
  const c = countTiles(view.concealed);
  const declared = view.players[view.seat]!.melds.length;
  const seen = visibleCounts(view);
  const counted = (n: number): Facts => {
    const away = shanten(c, n);
    return { away, tiles: away >= 0 ? tilesFor(c, n, away, seen) : null };
  };
  switch (a.type) {
    case 'discard':
      c[a.tile]!--;
      return counted(declared);
    case 'concealed-kong':
      c[a.tile]! -= 4;
      return counted(declared + 1);
    case 'added-kong':
      c[a.tile]!--;
      return counted(declared);
    case 'chow':
    case 'pung':
    case 'kong': {
      if (view.phase.kind !== 'claims') return { away: shanten(c, declared), tiles: null };
      const claimed = view.phase.tile;
      // The tiles the set takes from the hand: the chow's other two, or two (three) of the claimed tile.
      const fromHand =
        a.type === 'chow'
          ? [a.tile, a.tile + 1, a.tile + 2].filter((t) => t !== claimed)
          : Array<number>(a.type === 'pung' ? 2 : 3).fill(claimed);
      for (const t of fromHand) c[t]!--;
      return { away: shanten(c, declared + 1), tiles: null };
    }
    case 'mahjong':
      return { away: -1, tiles: null };
    case 'pass':
    case 'draw':
      return { away: shanten(c, declared), tiles: null };
    default: {
      const never: never = a;
      return never;
    }
  }
}
