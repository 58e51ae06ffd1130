// One moment of a replayed hand as plain data for the view: all four seats with their hidden
// tiles face up, their sets, bonus tiles and discards; the events of the step that led here; and
// the result once the hand is over. Tiles are the artwork's codes; the view knows no rules.
import type { GameEvent, HandResult, HandState, TableMeld } from '../../engine/game/index.ts';
import { makeBonus, makeTile, WIND_LETTERS, type Tile, type WindLetter } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { Replay } from './records.ts';

export interface BoardMeld {
  tiles: TileCode[];
  /** The claimed tile's place in the set (drawn sideways), or -1. */
  claimed: number;
  concealed: boolean;
}

export interface BoardSeat {
  seat: WindLetter;
  hand: TileCode[];
  melds: BoardMeld[];
  bonus: TileCode[];
  /** Discards in order; `taken` when another seat took it into a set or won with it. */
  discards: { tile: TileCode; taken: boolean }[];
  /** The seat to act at this moment. */
  active: boolean;
}

export interface Board {
  /** This moment, 0 = the deal; `last` the end of the hand. */
  at: number;
  last: number;
  round: WindLetter;
  seats: BoardSeat[];
  /** What happened in the step that led here (at the deal: the bonus tiles laid out). */
  events: GameEvent[];
  /** The hand's result, at its last moment only. */
  result: HandResult | null;
}

const code = (t: Tile): TileCode => makeTile(t) as TileCode;

function meld(m: TableMeld): BoardMeld {
  const n = m.kind === 'kong' ? 4 : 3;
  const tiles = Array.from({ length: n }, (_, i) => code(m.kind === 'chow' ? m.tile + i : m.tile));
  // A concealed kong is shown face up here: a replay hides nothing.
  const claimed = m.claimed === undefined ? -1 : m.kind === 'chow' ? m.claimed - m.tile : 0;
  return { tiles, claimed, concealed: m.concealed };
}

/** The seat whose move it is; none while a discard (or an added kong) waits for the others' answers. */
const activeSeat = (h: HandState): number =>
  h.phase.kind === 'over' || h.phase.kind === 'claims' || h.phase.kind === 'robbing' ? -1 : h.phase.seat;

/** The last moment of a replay (its number of steps). */
export const lastMoment = (r: Replay): number => r.states.length - 1;

/** A moment within the hand: anything outside it is brought to the nearest end. */
export const clampMoment = (r: Replay, at: number): number =>
  Math.min(lastMoment(r), Math.max(0, Number.isFinite(at) ? Math.trunc(at) : 0));

export function boardAt(r: Replay, wanted: number): Board {
  const at = clampMoment(r, wanted);
  const h = r.states[at]!;
  const from = at === 0 ? 0 : r.states[at - 1]!.events.length;
  const seats = h.players.map((p, w): BoardSeat => ({
    seat: WIND_LETTERS[w]!,
    hand: p.concealed.map(code),
    melds: p.melds.map(meld),
    bonus: p.bonus.map((b) => makeBonus(b) as TileCode),
    discards: p.discards.map((d) => ({ tile: code(d.tile), taken: d.claimedBy !== undefined })),
    active: activeSeat(h) === w,
  }));
  return {
    at,
    last: lastMoment(r),
    round: WIND_LETTERS[h.round]!,
    seats,
    events: h.events.slice(from),
    result: at === lastMoment(r) ? h.result : null,
  };
}
