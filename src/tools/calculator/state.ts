// The calculator's state: the hand editor's state plus what was wrong with the link the page
// opened with. Pure transitions, tested in Node; the engine is passed in (the page loads it on
// demand). The editor does the tile work; this file adds the winning-tile pick, the stage the
// hand is at (building, waiting, complete), whether the way of winning was chosen (it has no
// default: the fan and the payments depend on it) and the link in and out.
import type { EngineError, Result } from '../../engine/errors.ts';
import type { Hand } from '../../engine/hand.ts';
import type { Tile } from '../../engine/tiles.ts';
import { editLinked, initialLinked, linkQuery, openLink, type LinkedEditor } from '../shared/linked-editor.ts';
import type { CompareEngine } from '../compare/compare-hand.ts';
import { editorStatus, update as editorUpdate, type EditorAction, type EditorEngine } from '../hand-editor/state.ts';

/** The engine functions the calculator uses; the page passes the engine module itself. */
export interface CalcEngine extends EditorEngine, CompareEngine {
  waits: (h: Hand) => Result<Tile[]>;
  blockTiles: (b: { kind: 'chow' | 'pung' | 'kong' | 'pair' | 'single'; tile: Tile }) => Tile[];
}

/** The calculator's state: the linked editor's (the editor and the link's problem), and whether
 * the visitor has said how the hand was won (a link with `win`, or a choice on the page). Until
 * then the situation's `win` is only the editor's placeholder and no score is shown. */
export interface CalcState extends LinkedEditor {
  winChosen: boolean;
}

export type CalcAction =
  /** Anything the hand editor does: taps, typing, modes, the situation, clearing. */
  | { type: 'edit'; action: EditorAction }
  /** A tile chosen among the waits of a 13-tile hand becomes its winning tile. */
  | { type: 'pick-winning'; code: string };

export const initialCalc = (): CalcState => ({ ...initialLinked(), winChosen: false });

/** Does this edit say how the hand was won, or start a new hand (which asks again)? */
function chosenAfter(a: EditorAction, before: boolean): boolean {
  if (a.type === 'situation' && a.patch.win !== undefined) return true;
  return a.type === 'clear' ? false : before;
}

export function update(engine: CalcEngine, s: CalcState, a: CalcAction): CalcState {
  switch (a.type) {
    case 'edit':
      return { ...editLinked(engine, s, a.action), winChosen: chosenAfter(a.action, s.winChosen) };
    case 'pick-winning': {
      // The editor's "winning tile" mode does exactly this, copy check included; the visitor's
      // own mode stays as it was.
      const picked = editorUpdate(engine, { ...s.editor, mode: 'winning' }, { type: 'add', code: a.code });
      return { editor: { ...picked, mode: s.editor.mode }, linkProblem: null, winChosen: s.winChosen };
    }
  }
}

/** Does a query name the way of winning? Only a link that opens without a problem counts. */
const namesWin = (query: string): boolean => new URLSearchParams(query).has('win');

/** The calculator a query string opens: a bad link is a problem value and an empty hand; a
 * link without `win` opens asking how the hand was won. */
export function fromQuery(engine: CalcEngine, query: string): CalcState {
  const s = openLink(engine, query);
  return { ...s, winChosen: s.linkProblem?.kind !== 'link' && namesWin(query) };
}

/** The query string (without "?") that reopens this calculator; '' for an untouched one. The
 * link leaves a default out, but a win on a discard the visitor chose is written (`win=discard`,
 * before `from`), so the link reopens it as chosen. */
export function queryOf(engine: CalcEngine, s: CalcState): string {
  const query = linkQuery(engine, s);
  if (!s.winChosen || s.editor.situation.win !== 'discard') return query;
  const parts = query === '' ? [] : query.split('&');
  const at = parts.findIndex((p) => !/^(hand|seat|round)=/.test(p));
  parts.splice(at < 0 ? parts.length : at, 0, 'win=discard');
  return parts.join('&');
}

/** Where the hand stands. `waiting` is a 13-tile hand without a winning tile: its waits are
 * worth finding. Other hands short of 14 are `building`. */
export type Stage =
  | { kind: 'empty' }
  | { kind: 'unreadable'; error: EngineError }
  | { kind: 'building'; count: number; missing: number }
  | { kind: 'waiting'; hand: Hand }
  | { kind: 'invalid'; error: EngineError }
  | { kind: 'complete'; hand: Hand };

export function stageOf(engine: CalcEngine, s: CalcState): Stage {
  const status = editorStatus(engine, s.editor);
  if (status.kind === 'building' && status.missing === 1 && s.editor.hand.winning === undefined)
    return { kind: 'waiting', hand: s.editor.hand };
  return status;
}

/** The tiles that complete a waiting hand, as codes in canonical order (none when it is not ready). */
export function waitCodes(engine: CalcEngine, hand: Hand): string[] {
  const w = engine.waits(hand);
  return w.ok ? w.value.map(engine.makeTile) : [];
}
