// A score sheet: one evening ("Partie") at a real table, as the players entered it, hand by
// hand. Stored, exported and read by the CLI as `fan-and-laak/sheet` version 1
// (docs/score-sheet.md). Everything that follows from the entries (seats, payments, totals,
// rotation, the second rule set's column, the end, the settlement) is computed, never stored:
// editing or removing a hand recomputes every hand after it.
//
// Players are named by their index 0–3 into `players`, never by seat wind: the seat winds of a
// hand follow from the hands before it, so an edit earlier in the evening moves them.
import type { ScoreOptions } from '../rules/score-options.ts';
import type { RuleSetId } from '../rules/types.ts';
import type { LiabilityCase, WinKind } from '../situation.ts';

export const SHEET_FORMAT = 'fan-and-laak/sheet';
export const SHEET_VERSION = 1;

/** A player: an index into `Sheet.players`. */
export type PlayerIndex = 0 | 1 | 2 | 3;

/** A rule set and its options as agreed before play (only the field of `rules` is read). */
export interface SheetRules {
  rules: RuleSetId;
  options: ScoreOptions;
}

export interface Sheet {
  format: typeof SHEET_FORMAT;
  version: typeof SHEET_VERSION;
  /** Unique per evening (the store keeps several evenings by id). */
  id: string;
  /** When the evening was set up, ISO 8601. */
  created: string;
  /** An optional name for the evening ("Club, 28 Nov"); '' when none. */
  title: string;
  /** The four players' names, as typed. */
  players: [string, string, string, string];
  /** Who sits at East, South, West, North in the first hand: `seats[w]` is a player index. */
  seats: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];
  /** The rule set the evening is played and paid under. */
  main: SheetRules;
  /** A second rule set scored alongside for comparison (hands entered by tiles only); null for none. */
  second: SheetRules | null;
  /** "Umsetzen": players change seats after each wind round (as the table's option). */
  changeSeats: boolean;
  /** Chips or points each player starts with; null when scores start at 0 and nobody can go out. */
  start: number | null;
  /** An agreed time limit in minutes; null for none. */
  minutes: number | null;
  /** The entries in the order played. */
  hands: SheetHand[];
  /** Set when the players ended the evening early (time up, or agreed); null while it runs. */
  ended: { why: 'time' | 'agreed'; at: string } | null;
}

/** How the winner's hand was valued. */
export type HandValue =
  /** By tiles, as the hand editor writes it (notation with `+tile`), scored by the engine. */
  | { by: 'tiles'; hand: string }
  /** Quick entry: the pattern ids of the main rule set ticked (fan rule sets), fan summed by the table. */
  | { by: 'patterns'; patterns: string[] }
  /** Quick entry: the fan agreed at the table (fan rule sets); `limit` for a limit hand. */
  | { by: 'fan'; fan: number; limit: boolean }
  /** Quick entry: the hand's value agreed at the table (`Score.points`: classic's score). */
  | { by: 'points'; points: number };

export type SheetHand =
  | {
      kind: 'win';
      /** Unique within the sheet, kept across edits (two tabs merge by it). */
      id: string;
      winner: PlayerIndex;
      win: WinKind;
      /** The discarder or the robbed player (discard, robbing-kong). */
      from?: PlayerIndex;
      lastTile: boolean;
      heaven: boolean;
      earth: boolean;
      /** The player liable under dangerous play / liability, and why. */
      liable?: { player: PlayerIndex; why: LiabilityCase };
      value: HandValue;
      /** When it was entered, ISO 8601. */
      at: string;
    }
  | { kind: 'draw'; id: string; at: string }
  | { kind: 'false-mahjong'; id: string; caller: PlayerIndex; at: string };
