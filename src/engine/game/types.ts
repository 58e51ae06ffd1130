// The vocabulary of a hand at the table: options, actions, events and the state itself.
// The state is plain data (numbers, arrays, strings), so JSON.stringify/parse restores it
// exactly; nothing in it is ever `undefined` (JSON would drop it) and nothing is mutated.
import type { MeldKind } from '../hand.ts';
import type { Payments } from '../rules/types.ts';
import type { LetterSituation } from '../notation/situation-notation.ts';
import type { LiabilityCase, WinKind } from '../situation.ts';
import type { Bonus, Tile, Wind, WindLetter } from '../tiles.ts';

/** The optional HKE rules, agreed before play (docs/rules/hke.md, "Optionale Regeln"). */
export interface GameOptions {
  /** Fan minimum: a Mah-Jongg with fewer fan is a false call (0 = no minimum). */
  minFan: number;
  /** "Gefährliches Spiel": the discarder or supplier of a foreseeable expensive hand pays for the others. */
  dangerousPlay: boolean;
  /** "Umsetzen": the players change seats after each wind round. */
  changeSeats: boolean;
}

export const GAME_DEFAULTS: GameOptions = {
  minFan: 0, // no minimum
  dangerousPlay: false, // off unless agreed
  changeSeats: false, // off unless agreed
};

/** A tile as it lies in the wall: 0–33 a playing tile, 34–41 a bonus tile (34 + bonus 0–7). */
export type WallTile = number;
export const BONUS_BASE = 34;
export const WALL_TILES = 144;

/** A set on the table (exposed, or a concealed kong shown "half-open"). */
export interface TableMeld {
  kind: MeldKind;
  /** The lowest tile of the set. */
  tile: Tile;
  /** True only for a concealed kong. */
  concealed: boolean;
  /** For a set made with a claimed discard: who discarded it, and which tile it was. */
  from?: Wind;
  claimed?: Tile;
  /** Dangerous play: this claimed pung/kong completed a visible threat, and its discarder had a choice. */
  supplied?: LiabilityCase;
}

/** One discard, kept in order per player. */
export interface Discard {
  tile: Tile;
  /** The seat that took it into a set or won with it. */
  claimedBy?: Wind;
  /** Dangerous play: every tile the discarder held was dangerous, so it had no choice. */
  noChoice?: boolean;
}

export interface Player {
  /** The hidden tiles, sorted. */
  concealed: Tile[];
  melds: TableMeld[];
  /** Flowers and seasons, in the order they were set aside. */
  bonus: Bonus[];
  discards: Discard[];
}

/** Where the tile that gave a seat its full hand came from. */
export const TILE_SOURCES = [
  'deal', // East's dealt 14 tiles (blessing of heaven)
  'wall', // drawn from the live wall
  'kong', // a replacement tile for a kong
  'bonus', // a replacement tile for a flower or season
  'claim', // a claimed chow or pung: the seat discards next
] as const;
export type TileSource = (typeof TILE_SOURCES)[number];

/** A seat's answer to a discard (or to a kong that can be robbed). */
export type Answer =
  { type: 'pass' } | { type: 'mahjong' } | { type: 'pung' } | { type: 'kong' } | { type: 'chow'; tile: Tile };

export type Phase =
  /** Before play: this seat sets its bonus tiles aside (done) and may declare dealt concealed kongs. */
  | { kind: 'deal'; seat: Wind }
  /** This seat draws from the live wall. */
  | { kind: 'draw'; seat: Wind }
  /** This seat holds a full hand: it discards, declares a kong or calls Mah-Jongg. */
  | { kind: 'turn'; seat: Wind; source: TileSource; drawn: Tile | null }
  /** `seat` discarded `tile`; the others answer (null: not yet). */
  | { kind: 'claims'; seat: Wind; tile: Tile; answers: (Answer | null)[] }
  /** `seat` adds `tile` to its pung; the others may rob it for Mah-Jongg (null: not yet). */
  | { kind: 'robbing'; seat: Wind; tile: Tile; answers: (Answer | null)[] }
  | { kind: 'over' };

export const ACTION_TYPES = [
  'draw',
  'discard',
  'concealed-kong',
  'added-kong',
  'mahjong',
  'pass',
  'chow',
  'pung',
  'kong',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type Action =
  | { type: 'draw'; seat: Wind }
  | { type: 'discard'; seat: Wind; tile: Tile }
  | { type: 'concealed-kong'; seat: Wind; tile: Tile }
  | { type: 'added-kong'; seat: Wind; tile: Tile }
  | { type: 'mahjong'; seat: Wind }
  | { type: 'pass'; seat: Wind }
  /** `tile` is the lowest tile of the chow. */
  | { type: 'chow'; seat: Wind; tile: Tile }
  | { type: 'pung'; seat: Wind }
  /** An exposed kong with the discard. */
  | { type: 'kong'; seat: Wind };

/** The same action, whatever order its fields were written in (a saved or sent one too). */
export const sameAction = (a: Action, b: Action): boolean =>
  a.type === b.type && a.seat === b.seat && ('tile' in a ? a.tile : -1) === ('tile' in b ? b.tile : -1);

export const EVENT_TYPES = [
  'draw',
  'discard',
  'chow',
  'pung',
  'kong',
  'added-kong',
  'concealed-kong',
  'bonus',
  'mahjong',
  'draw-game',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What happened, in the notation: seats as E S W N, tiles as `5p`, sets as `555p`. */
export type GameEvent =
  | { type: 'draw'; seat: WindLetter; tile: string; replacement?: true }
  | { type: 'bonus'; seat: WindLetter; tile: string }
  | { type: 'discard'; seat: WindLetter; tile: string }
  | { type: 'chow' | 'pung' | 'kong'; seat: WindLetter; from: WindLetter; tile: string; set: string }
  | { type: 'concealed-kong'; seat: WindLetter; set: string }
  | { type: 'added-kong'; seat: WindLetter; tile: string }
  | { type: 'mahjong'; seat: WindLetter; tile: string; win: WinKind; from?: WindLetter; penalty?: 'false-mahjong' }
  | { type: 'draw-game' };

/** The situation of a win as the record writes it: the written situation's fields with seats as
 * letters (docs/notation.md, "The situation"). */
export type RecordSituation = LetterSituation;

export const HAND_OUTCOMES = ['win', 'false-mahjong', 'draw-game'] as const;
export type HandOutcome = (typeof HAND_OUTCOMES)[number];

export interface HandResult {
  outcome: HandOutcome;
  /** The winner, or the player who called a false Mah-Jongg. */
  seat?: WindLetter;
  /** The hand shown, in notation (with `+tile` when there is a winning tile). */
  hand?: string;
  situation?: RecordSituation;
  fan?: number;
  limit?: string | null;
  points?: number;
  items?: { id: string; fan: number }[];
  /** Why a call was false: not a winning hand, or below the agreed fan minimum. */
  reason?: 'not-complete' | 'below-minimum';
  /** The seat that paid for the others under dangerous play, or null. */
  liable?: WindLetter | null;
  /** Signed per seat of this hand, summing to zero (all zero after a draw). */
  payments: Payments;
}

export interface HandState {
  rules: 'hke';
  options: GameOptions;
  /** The hand's seed: the wall and the dice come from it and from nothing else. */
  seed: number;
  /** The prevalent wind. */
  round: Wind;
  dice: [number, number];
  /** All 144 tiles in drawing order from the gap: the live wall, then the dead wall (its last tile is taken first). */
  wall: WallTile[];
  /** The next live tile to draw. */
  head: number;
  /** The live wall is wall[head, liveEnd); the dead wall is wall[liveEnd, deadTop), always 14 tiles. */
  liveEnd: number;
  deadTop: number;
  /** By seat wind: 0 East … 3 North. */
  players: Player[];
  phase: Phase;
  events: GameEvent[];
  result: HandResult | null;
}
