// Errors are values with stable codes; the engine never throws on user input.
// The UI and the CLI turn a code (plus its fields) into German or English text.

export const ERROR_CODES = [
  'empty', // nothing but white space
  'too-long', // input longer than MAX_INPUT_LENGTH, rejected before parsing
  'unknown-char', // a character that is not part of the notation
  'bad-digit', // a digit that does not exist in that suit (8z, 0m, 5f)
  'missing-suit', // digits not followed by a suit letter
  'missing-number', // a suit letter with no digits before it
  'unclosed-set', // [ or ( without its closing bracket
  'unexpected-bracket', // a closing bracket without an opening one, or nested sets
  'empty-set', // [] or ()
  'bad-set', // an exposed set that is no chow, pung or kong
  'bad-concealed-kong', // (..) that is not four equal tiles
  'bonus-in-set', // a flower or season inside [..] or (..)
  'duplicate-bonus', // the same flower or season twice
  'too-many-copies', // a tile more than four times, melds counted
  'wrong-tile-count', // not 13 tiles (+ the winning tile), kongs counted as three
  'winning-tile-twice', // more than one +tile
  'bad-winning-tile', // + not followed by exactly one playing tile
  'winning-tile-in-set', // + inside brackets
  'not-waiting-hand', // waits need 13 tiles without a winning tile
  'not-complete-hand', // the tiles do not form a winning hand
  'no-winning-tile', // scoring needs the winning tile written with +
  'bad-option', // a situation or rule option that does not exist
  'bad-situation', // a written situation that cannot be read (reason: SITUATION_SYNTAX_REASONS)
  'impossible-situation', // a combination of situation facts that cannot happen
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  code: ErrorCode;
  /** Index in the input string, for syntax errors. */
  at?: number;
  /** A tile in notation, for errors about one tile. */
  tile?: string;
  /** A tile count, for wrong-tile-count. */
  count?: number;
  /** The offending text: a character, a set or an option name. */
  text?: string;
  /** For impossible-situation and bad-option: which rule was broken. */
  reason?: string;
}

/**
 * A value, or the error that stands in its place: one shape for every call that can fail, in the
 * engine and outside it (the error type defaults to the engine's; a part with its own errors
 * names them as `E`).
 */
export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: EngineError): Result<T> => ({ ok: false, error });
