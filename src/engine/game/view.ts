// What one seat sees at the table: its own tiles and the open information (sets, bonus
// tiles, discards, wall counts, whose turn it is). Computer players decide from a view only,
// so they cannot see the wall or another hand, by construction.
import type { Tile, Wind } from '../tiles.ts';
import { deadCount, liveCount } from './table.ts';
import type { Discard, GameEvent, GameOptions, HandState, TableMeld, TileSource } from './types.ts';

export interface OpenPlayer {
  melds: readonly TableMeld[];
  bonus: readonly number[];
  discards: readonly Discard[];
  /** How many tiles the player hides. */
  concealedCount: number;
}

/** The public part of the phase; what a seat was asked and whether it has answered. */
export type PhaseView =
  | { kind: 'deal' | 'draw'; seat: Wind }
  | { kind: 'turn'; seat: Wind; source: TileSource }
  | { kind: 'claims' | 'robbing'; seat: Wind; tile: Tile; answered: boolean }
  | { kind: 'over' };

export interface SeatView {
  seat: Wind;
  round: Wind;
  options: GameOptions;
  phase: PhaseView;
  /** Own hidden tiles, sorted. */
  concealed: readonly Tile[];
  /** Own tile just drawn (in `concealed` too), on own turn. */
  drawn: Tile | null;
  /** By seat wind; own entry included. */
  players: readonly OpenPlayer[];
  live: number;
  dead: number;
}

function phaseView(h: HandState, seat: Wind): PhaseView {
  const p = h.phase;
  switch (p.kind) {
    case 'deal':
    case 'draw':
      return { kind: p.kind, seat: p.seat };
    case 'turn':
      return { kind: 'turn', seat: p.seat, source: p.source };
    case 'claims':
    case 'robbing':
      return { kind: p.kind, seat: p.seat, tile: p.tile, answered: seat === p.seat || p.answers[seat] !== null };
    case 'over':
      return { kind: 'over' };
    default: {
      const never: never = p;
      return never;
    }
  }
}

export function viewOf(h: HandState, seat: Wind): SeatView {
  const own = h.players[seat]!;
  const phase = h.phase;
  return {
    seat,
    round: h.round,
    options: h.options,
    phase: phaseView(h, seat),
    concealed: own.concealed,
    drawn: phase.kind === 'turn' && phase.seat === seat ? phase.drawn : null,
    players: h.players.map((p) => ({
      melds: p.melds,
      bonus: p.bonus,
      discards: p.discards,
      concealedCount: p.concealed.length,
    })),
    live: liveCount(h),
    dead: deadCount(h),
  };
}

/** An event as `seat` may see it: another player's drawn tile is hidden (`tile` becomes null). */
export function eventFor(
  e: GameEvent,
  seat: Wind,
): GameEvent | (Omit<Extract<GameEvent, { type: 'draw' }>, 'tile'> & { tile: null }) {
  if (e.type !== 'draw' || e.seat === 'ESWN'[seat]) return e;
  // A drawn bonus tile is shown at once anyway (its `bonus` event follows), but the draw stays hidden.
  return { ...e, tile: null };
}
