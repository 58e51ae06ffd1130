// A score sheet's errors in words (src/engine/sheet/): why a file is no sheet this release can
// read (`sheet.error.<code>`), and why one hand adds nothing (`sheet.error.hand.<code>`). The
// engine's own error, for tiles that cannot be read or scored, fills `{reason}`. Used by the
// CLI (English) and the score sheet page (the page's language, which passes its templates).
import type { EngineError } from '../engine/errors.ts';
import type { HandError, SheetError } from '../engine/sheet/index.ts';
import { fill } from './fill.ts';
import { errorMessage, type Messages } from './messages.ts';

const reasonOf = (engine: EngineError | undefined, m: Messages): string | undefined =>
  engine === undefined ? undefined : errorMessage(engine, m);

/** Why a value is not a readable sheet; the hand's number is left to the caller to show. */
export function sheetErrorMessage(err: SheetError, m: Messages): string {
  return fill(m[`sheet.error.${err.code}`] ?? err.code, { field: err.field, reason: reasonOf(err.engine, m) });
}

/** Why one hand of the evening adds nothing. */
export function handErrorMessage(code: HandError, engine: EngineError | undefined, m: Messages): string {
  return fill(m[`sheet.error.hand.${code}`] ?? code, { reason: reasonOf(engine, m) });
}
