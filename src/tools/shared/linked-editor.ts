// The state both the calculator and the compare page keep: the hand editor plus what was wrong
// with the link the page opened with, as a value (the view turns it into words). Pure, tested in
// Node; the engine is passed in.
import type { EngineError } from '../../engine/errors.ts';
import { errorMessage, fill, type Messages } from '../../words/engine-errors.ts';
import {
  fromLink,
  initialEditor,
  linkOf,
  update as editorUpdate,
  type EditorAction,
  type EditorEngine,
  type EditorState,
} from '../hand-editor/state.ts';
import { LINK_SITUATION_DEFAULTS, makeHandLink, parseHandLink, type LinkError } from './hand-link.ts';

/** Why the link could not be used: the query itself, or the hand in it. */
export type LinkProblem = { kind: 'link'; error: LinkError } | { kind: 'hand'; error: EngineError };

export interface LinkedEditor {
  editor: EditorState;
  /** What was wrong with the link the page opened with; the first edit clears it. */
  linkProblem: LinkProblem | null;
}

/** An empty editor in the default situation, with no problem. */
export const initialLinked = (): LinkedEditor => ({
  editor: initialEditor(LINK_SITUATION_DEFAULTS),
  linkProblem: null,
});

/** The state a query string opens: a bad link is a problem value and an empty hand. */
export function openLink(engine: EditorEngine, query: string): LinkedEditor {
  const link = parseHandLink(query);
  if (!link.ok) return { ...initialLinked(), linkProblem: { kind: 'link', error: link.error } };
  const filled = fromLink(engine, link.value);
  return { editor: filled.state, linkProblem: filled.error ? { kind: 'hand', error: filled.error } : null };
}

/** The query string (without "?") that reopens this state; '' for an untouched one. */
export const linkQuery = (engine: EditorEngine, s: LinkedEditor): string => makeHandLink(linkOf(engine, s.editor));

/** An edit: the editor's own transition; the link's problem is then past. */
export const editLinked = (engine: EditorEngine, s: LinkedEditor, a: EditorAction): LinkedEditor => ({
  editor: editorUpdate(engine, s.editor, a),
  linkProblem: null,
});

/** The words a link problem needs (the same keys on both pages). */
export type LinkWords = Readonly<Record<'link.error' | 'link.error.hand' | `link.error.${LinkError['code']}`, string>>;

/** Why the link was not used, in words. It may quote a character of the link's hand; the view
 * renders it as text, never as markup. */
export function linkProblemText(t: LinkWords, messages: Messages, p: LinkProblem): string {
  const reason =
    p.kind === 'link'
      ? fill(t[`link.error.${p.error.code}`], { param: p.error.param })
      : fill(t['link.error.hand'], { message: errorMessage(p.error, messages) });
  return fill(t['link.error'], { reason });
}
