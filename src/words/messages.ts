// Error values in words. The engine and the table engine refuse with a code plus the fields it
// is about (src/engine/errors.ts, src/engine/game/errors.ts); these functions turn one into a
// sentence in one language. Used by the CLI (English), the build and the islands (the page's
// language), which pass the templates they hold: `error.<code>`, `situation.<reason>`,
// `game.error.<code>`. An unknown code shows the code itself, never an empty sentence.
import type { EngineError } from '../engine/errors.ts';
import type { GameError } from '../engine/game/errors.ts';
import { visibleQuote } from './quote.ts';
import { fill } from './fill.ts';

export type Messages = Readonly<Record<string, string>>;

/**
 * An engine error (bad notation, impossible situation) as a sentence; tiles stay in notation.
 * The visitor's text it quotes is shown with every character visible (quote.ts).
 */
export function errorMessage(err: EngineError, messages: Messages): string {
  const template = messages[`error.${err.code}`] ?? err.code;
  const reason = err.reason === undefined ? undefined : (messages[`situation.${err.reason}`] ?? err.reason);
  return fill(template, {
    text: err.text === undefined ? undefined : visibleQuote(err.text),
    tile: err.tile,
    count: err.count,
    pos: err.at === undefined ? undefined : err.at + 1,
    reason,
  });
}

/**
 * A refusal of the table engine as a sentence. The tile is named in words by the caller's
 * `tileWords` (every grammatical form the sentence may ask for: `{tile}`, `{tileAcc}`,
 * `{tileDat}`), since a learner at the table reads names, not notation.
 */
export function gameErrorMessage(
  err: GameError,
  messages: Messages,
  tileWords: (code: string) => Readonly<Record<string, string>> = (code) => ({
    tile: code,
    tileAcc: code,
    tileDat: code,
  }),
): string {
  const template = messages[`game.error.${err.code}`] ?? err.code;
  return fill(template, { ...(err.tile === undefined ? {} : tileWords(err.tile)), reason: err.reason });
}
