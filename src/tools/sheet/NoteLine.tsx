// The line about the last thing done ("Hand 7 is removed; the hands after it are recomputed.")
// with its Undo, or why a file was refused. A polite live region: read out, focus left alone.
import { fill } from '../../words/fill.ts';
import type { Note, Page, PageState } from './page.ts';
import type { SheetStrings } from './strings.ts';
import { titleOf } from './text.ts';

interface SheetErrorLike {
  code?: unknown;
  hand?: unknown;
  field?: unknown;
}

/** Why a file is refused: the sentence of its code (`sheet.error.<code>`), then that nothing changed. */
export function refusedText(t: SheetStrings, error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SheetErrorLike;
  const key = `sheet.error.${String(e.code)}`;
  const said = Object.hasOwn(t, key)
    ? fill(t[key as keyof SheetStrings], {
        field: typeof e.field === 'string' ? e.field : undefined,
        reason: t['sheet.import.tiles'],
      })
    : t['sheet.error.not-a-sheet'];
  const reason = typeof e.hand === 'number' ? fill(t['sheet.import.inHand'], { hand: e.hand, text: said }) : said;
  return fill(t['sheet.import.refused'], { reason });
}

export function noteText(t: SheetStrings, n: Note, lang: string): string {
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
      return refusedText(t, n.error);
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
}: {
  t: SheetStrings;
  state: PageState;
  page: Page;
  act: (s: PageState) => void;
  lang: string;
}) {
  const note = state.note;
  const undo = undoWords(t, state);
  const refused = note?.kind === 'refused';
  return (
    <div class="fl-sheet-note">
      <p role={refused ? 'alert' : 'status'} class={refused ? 'fl-sheet-refused' : undefined}>
        {note === null || (note.kind === 'done' && note.did === 'put') ? '' : noteText(t, note, lang)}
      </p>
      {undo !== null && (
        <button type="button" class="fl-button" onClick={() => act(page.undo())}>
          {undo}
        </button>
      )}
    </div>
  );
}
