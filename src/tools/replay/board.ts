// One moment of a replayed hand as plain data for the view: all four seats with their hidden
// tiles face up, their sets, bonus tiles and discards; the events of the step that led here; and
// the result once the hand is over. Tiles are the artwork's codes; the view knows no rules.
import type { GameEvent, HandResult, HandState } from '../../engine/game/index.ts';
import type { Wind, WindLetter } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { tableSeats, windLetter, type TableSeat } from '../table/seats.ts';
import type { Replay } from './records.ts';

/** A seat of a replayed moment: the table's seat with its hand face up (a replay hides nothing). */
export interface BoardSeat extends TableSeat {
  hand: TileCode[];
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

/** The seat whose move it is; none while a discard (or an added kong) waits for the others' answers. */
const activeSeat = (h: HandState): Wind | -1 =>
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
  // East first, then in turn order: the replay watches from no seat.
  const seats = tableSeats(h, 0, 'all').map((s, w): BoardSeat => ({
    ...s,
    hand: s.hand ?? [],
    active: activeSeat(h) === w,
  }));
  return {
    at,
    last: lastMoment(r),
    round: windLetter(h.round),
    seats,
    events: h.events.slice(from),
    result: at === lastMoment(r) ? h.result : null,
  };
}
