// The line about the last thing done ("Hand 7 is removed; the hands after it are recomputed.")
// with its Undo, or why a file was refused. A polite live region: read out, focus left alone.
import type { SheetError } from '../../engine/sheet/index.ts';
import { fill } from '../../words/fill.ts';
import type { Messages } from '../../words/messages.ts';
import { sheetErrorMessage } from '../../words/sheet-messages.ts';
import type { Note, Page, PageState } from './page.ts';
import type { SheetStrings } from './strings.ts';
import { titleOf } from './text.ts';

/** Why a file is refused: the sentence of its code (src/words/sheet-messages.ts), then that nothing changed. */
export function refusedText(t: SheetStrings, messages: Messages, error: unknown): string {
  const e = error as SheetError;
  const said = sheetErrorMessage(e, { ...messages, ...t });
  const reason = typeof e.hand === 'number' ? fill(t['sheet.import.inHand'], { hand: e.hand, text: said }) : said;
  return fill(t['sheet.import.refused'], { reason });
}

export function noteText(t: SheetStrings, n: Note, lang: string, messages: Messages = {}): string {
  switch (n.kind) {
    case 'done':
      return fill(t[`sheet.note.${n.did}`], { number: n.number });
    case 'undone':
      return t['sheet.note.undone'];
    case 'imported':
      return fill(t[n.replaced ? 'sheet.note.importedOver' : 'sheet.note.imported'], {
        title: titleOf(t, n.sheet, lang),
      });
    case 'refused':
      return refusedText(t, messages, n.error);
  }
}

/** The undo button's words for the change it takes back. */
const undoWords = (t: SheetStrings, s: PageState): string | null => {
  const last = s.store.undo.at(-1);
  return last === undefined ? null : t[`sheet.undo.${last.did}`];
};

export function NoteLine({
  t,
  state,
  page,
  act,
  lang,
  messages = {},
}: {
  t: SheetStrings;
  state: PageState;
  page: Page;
  act: (s: PageState) => void;
  lang: string;
  /** The engine's error sentences, for a refused file's tiles. */
  messages?: Messages;
}) {
  const note = state.note;
  const undo = undoWords(t, state);
  const refused = note?.kind === 'refused';
  return (
    <div class="fl-sheet-note">
      <p role={refused ? 'alert' : 'status'} class={refused ? 'fl-sheet-refused' : undefined}>
        {note === null || (note.kind === 'done' && note.did === 'put') ? '' : noteText(t, note, lang, messages)}
      </p>
      {undo !== null && (
        <button type="button" class="fl-button" onClick={() => act(page.undo())}>
          {undo}
        </button>
      )}
    </div>
  );
}
