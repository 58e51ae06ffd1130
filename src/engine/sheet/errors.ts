// Why a value is not a sheet this release can read: stable codes, each with a sentence
// `sheet.error.<code>` in src/words/{en,de}.json (the page and the CLI say them).
import type { EngineError } from '../errors.ts';

export const SHEET_ERRORS = [
  'not-json', // the file's text is not JSON at all
  'not-a-sheet', // not an object with format "fan-and-laak/sheet"
  'unknown-version', // a version of the format this release does not know
  'bad-field', // a field missing, or of the wrong kind (`field` names it)
  'bad-name', // a player's name empty or longer than MAX_NAME
  'bad-seats', // the seats are not each player once
  'unknown-rules', // a rule set id that does not exist
  'bad-option', // an option the rule set does not have, or a value it cannot take (`field`)
  'too-many-hands', // more hands than MAX_HANDS
  'duplicate-hand-id', // two hands with one id
  'bad-hand-kind', // a hand that is no win, draw or false Mah-Jongg
  'bad-player', // a winner, discarder, caller or liable player that is not 0–3
  'bad-win-kind', // a way of winning that does not exist
  'from-missing', // a discard or robbed kong without the player who gave the tile
  'from-not-allowed', // a tile from the wall with a discarder
  'from-is-winner', // the winner gave the tile to themselves
  'liable-is-winner', // the winner named liable
  'bad-liability', // a reason for liability that does not exist
  'liable-not-in-rules', // liability entered where the main rule set's options have none
  'bad-value', // a hand value of no known kind
  'value-not-for-rules', // patterns or fan under classic, which is valued in points
  'unknown-pattern', // a ticked pattern the main rule set does not have
  'bad-fan', // fan not a whole number from 0 to MAX_FAN
  'bad-points', // points not a whole number from 0 up
  'odd-points', // hk-modern: a self-drawn hand's unit is paid in halves, so it must be even
  'bad-tiles', // the hand's tiles cannot be read (`engine` says why)
] as const;
export type SheetErrorCode = (typeof SHEET_ERRORS)[number];

export interface SheetError {
  code: SheetErrorCode;
  /** The hand's number (1-based) when the error is in one. */
  hand?: number;
  /** The field at fault, as a path (`seats`, `main.options.hke.minFan`, `value.fan`). */
  field?: string;
  /** The engine's error, for `bad-tiles`. */
  engine?: EngineError;
}
