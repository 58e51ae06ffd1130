// The table as every tool draws it: a hand's state seen from one seat (the watcher), as plain
// data for the view. The seats sit in places around the table from the watcher (the next in
// turn on the right); a set carries the tile claimed for it (drawn sideways); a discard names the
// seat that took it. What the watcher may see decides the hidden tiles: only their count, or
// (a replay, which hides nothing) every seat's face up, concealed kongs too. Tiles are the
// artwork's codes; the view knows no rules.
import type { HandState, TableMeld } from '../../engine/game/index.ts';
import { next } from '../../engine/game/table.ts';
import { makeBonus, makeTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';

/** Where a player sits, seen from the watcher: the next in turn sits on the right. */
export const PLACES = ['bottom', 'right', 'top', 'left'] as const;
export type Place = (typeof PLACES)[number];

/** Own tiles only (the others' as a count), or every seat's face up. */
export type Sight = 'own' | 'all';

export interface MeldView {
  kind: TableMeld['kind'];
  tiles: TileCode[];
  /** The tile taken from a discard (drawn sideways), or -1. */
  claimed: number;
  /** A concealed kong: at the table shown half-open (the outer tiles face down). */
  concealed: boolean;
}

export interface DiscardView {
  tile: TileCode;
  /** Taken into a set or for Mah-Jongg, by this seat. */
  claimedBy: WindLetter | null;
}

/** One seat as the table draws it. */
export interface TableSeat {
  seat: WindLetter;
  place: Place;
  /** The hidden tiles face up, sorted, when the watcher may see every seat's; else null. */
  hand: TileCode[] | null;
  /** How many tiles the seat hides. */
  hidden: number;
  melds: MeldView[];
  bonus: TileCode[];
  discards: DiscardView[];
}

/** One of the watcher's own hidden tiles, with the coaching marks the play table shows on it. */
export interface HandTile {
  tile: Tile;
  code: TileCode;
  /** Feeds another player's shown threat (coaching under dangerous play). */
  danger: boolean;
  /** Coaching: a single tile with no neighbour within two in its suit (or a lone honour): it fits nothing. */
  idle: boolean;
}

// The artwork's codes are the engine's notation; the sprite draws every one of them.
export const tileCode = (t: Tile): TileCode => makeTile(t) as TileCode;
export const windLetter = (w: Wind): WindLetter => WIND_LETTERS[w]!;
export const windOf = (l: WindLetter): Wind => WIND_LETTERS.indexOf(l) as Wind;

/** The three others in turn order after `seat`. */
export const othersInTurn = (seat: Wind): Wind[] => [next(seat), next(seat, 2), next(seat, 3)];

/** All four seats in turn order from `seat`: bottom, right, top, left. */
export const aroundFrom = (seat: Wind): Wind[] => [seat, ...othersInTurn(seat)];

/** A set's tiles, the claimed one marked; a concealed kong half-open unless `faceUp`. */
export function meldView(m: TableMeld, faceUp = false): MeldView {
  const n = m.kind === 'kong' ? 4 : 3;
  const tiles = Array.from({ length: n }, (_, i) => tileCode(m.kind === 'chow' ? m.tile + i : m.tile));
  if (m.concealed)
    return {
      kind: m.kind,
      tiles: faceUp ? tiles : ['back', tiles[1]!, tiles[2]!, 'back'],
      claimed: -1,
      concealed: true,
    };
  const claimed = m.claimed === undefined ? -1 : m.kind === 'chow' ? m.claimed - m.tile : 0;
  return { kind: m.kind, tiles, claimed, concealed: false };
}

/** Every discard of a seat in order, the claimed ones too: everyone saw them thrown. */
const discardViews = (p: HandState['players'][number]): DiscardView[] =>
  p.discards.map((d) => ({
    tile: tileCode(d.tile),
    claimedBy: d.claimedBy === undefined ? null : windLetter(d.claimedBy),
  }));

/** The four seats from the watcher's place: bottom (the watcher), right, top, left. */
export function tableSeats(h: HandState, watcher: Wind, sight: Sight): TableSeat[] {
  return aroundFrom(watcher).map((w, k): TableSeat => {
    const p = h.players[w]!;
    return {
      seat: windLetter(w),
      place: PLACES[k]!,
      hand: sight === 'all' ? p.concealed.map(tileCode) : null,
      hidden: p.concealed.length,
      melds: p.melds.map((m) => meldView(m, sight === 'all')),
      bonus: p.bonus.map((b) => makeBonus(b) as TileCode),
      discards: discardViews(p),
    };
  });
}

/** A seat's hidden tiles, sorted, with the tile just drawn (on its turn) set apart. */
export function ownTiles(h: HandState, seat: Wind): { hand: Tile[]; drawn: Tile | null } {
  const hand = [...h.players[seat]!.concealed];
  const drawn = h.phase.kind === 'turn' && h.phase.seat === seat ? h.phase.drawn : null;
  if (drawn !== null) hand.splice(hand.lastIndexOf(drawn), 1);
  return { hand, drawn };
}
