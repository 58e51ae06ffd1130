// Turns an engine error (a code plus fields) into a sentence in one language. Used by the
// CLI (English) and by the widgets (the page's language).
import type { EngineError } from '../engine/errors.ts';

export type Messages = Readonly<Record<string, string>>;

/** Replaces `{name}` placeholders; unknown names stay visible so a gap is noticed. */
export const fill = (template: string, params: Readonly<Record<string, string | number | undefined>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });

export function errorMessage(err: EngineError, messages: Messages): string {
  const template = messages[`error.${err.code}`] ?? err.code;
  const reason = err.reason === undefined ? undefined : (messages[`situation.${err.reason}`] ?? err.reason);
  return fill(template, {
    text: err.text,
    tile: err.tile,
    count: err.count,
    pos: err.at === undefined ? undefined : err.at + 1,
    reason,
  });
}
