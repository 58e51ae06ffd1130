// Turns a refusal of the table engine (src/engine/game/errors.ts: a code plus the seat, tile or
// reason it is about) into a sentence in one language: `game.error.<code>` with `{tile}` and
// `{reason}` filled. The tile is named in words by the caller's `tileText` ("5 Dots"), since a
// learner at the table reads names, not notation.
import type { GameError } from '../engine/game/errors.ts';
import { fill, type Messages } from './engine-errors.ts';

export function gameErrorMessage(
  err: GameError,
  messages: Messages,
  tileText: (code: string) => string = (code) => code,
): string {
  const template = messages[`game.error.${err.code}`] ?? err.code;
  return fill(template, { tile: err.tile === undefined ? undefined : tileText(err.tile), reason: err.reason });
}
