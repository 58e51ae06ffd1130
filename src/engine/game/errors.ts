// A refused action is a value with a stable code, never an exception or a silent no-op.
// The table page turns `game.error.<code>` into a sentence in the page's language.
import type { Wind } from '../tiles.ts';
import type { Result } from '../errors.ts';

export const GAME_ERROR_CODES = [
  'hand-over', // the hand has ended: no more table actions (start the next hand)
  'game-over', // the game has ended: no next hand
  'hand-not-over', // the next hand can only start when this one has ended
  'not-your-turn', // this seat may not act now (another player's turn, or its claim is already given)
  'must-draw', // it is this seat's turn to draw a tile first
  'must-discard', // this seat holds a full hand: it discards (or declares a kong or Mah-Jongg)
  'deal-not-over', // during the flower replacement only concealed kongs can be declared (or pass)
  'no-claim-now', // claims and passes answer a discard (or a kong that may be robbed), and there is none
  'answer-first', // a discard (or a kong that may be robbed) waits for this seat's claim or pass
  'tile-not-in-hand', // the seat does not hold the tile it names
  'bonus-discard', // flowers and seasons are never discarded (they are set aside and replaced)
  'chow-not-from-left', // a chow may only be claimed from the player on the left (the one before you)
  'not-a-chow', // the named chow does not contain the discard, or needs tiles the seat lacks
  'honour-chow', // winds and dragons make no chows
  'pung-tiles-missing', // a pung needs two tiles like the discard in the hand
  'kong-tiles-missing', // an exposed kong needs three tiles like the discard; a concealed kong four in the hand
  'no-pung-to-extend', // an added kong needs the seat's own exposed pung of that tile
  'kong-after-claim', // kongs are declared after drawing, not right after claiming a chow or pung
  'no-replacement-tile', // the live wall is empty: no replacement tile could refill the dead wall
  'last-tile-claim', // the discard of the last tile may only be claimed for Mah-Jongg
  'robbing-only-mahjong', // a kong being declared can only be robbed with Mah-Jongg (or passed)
  'mahjong-after-claim', // a claimed chow or pung is followed by a discard; Mah-Jongg is called on the discard itself
  'bad-action', // not an action of this game (unknown type, seat or tile)
  'bad-state', // a saved state that does not describe a table (restore)
  'bad-record', // a game record that does not replay (an event does not follow from the one before)
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

export interface GameError {
  code: GameErrorCode;
  /** The seat the error is about. */
  seat?: Wind;
  /** A tile in notation. */
  tile?: string;
  /** For bad-state and bad-record: what did not fit (a field, an event number). */
  reason?: string;
}

export type GameResult<T> = Result<T, GameError>;

export const done = <T>(value: T): GameResult<T> => ({ ok: true, value });
export const refuse = <T = never>(code: GameErrorCode, more: Omit<GameError, 'code'> = {}): GameResult<T> => ({
  ok: false,
  error: { code, ...more },
});
