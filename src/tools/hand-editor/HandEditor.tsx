// The hand editor's view: the hand row, a live status line, the notation field, what a tap
// adds, the palette and the situation. Controlled: the page owns the state (state.ts) and
// passes `dispatch`, so the compare page and the calculator can each do their own thing with
// the hand. Until the engine has loaded (`engine` null) the controls show, disabled.
// The hand and the status line stick to the top of the screen while the palette is in view, so
// a phone shows the hand as tiles are picked; a tile taken out is said, with an Undo (Ctrl+Z).
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import type { Lang } from '../../words/tile-names.ts';
import { HandRow } from './HandRow.tsx';
import { Palette } from './Palette.tsx';
import { SituationControls } from './SituationControls.tsx';
import {
  ADD_MODES,
  copiesLeft,
  editorStatus,
  handParts,
  type EditorAction,
  type EditorEngine,
  type EditorState,
} from './state.ts';
import { noticeText, removedText, statusText, type EditorStrings } from './strings.ts';

export interface HandEditorProps {
  engine: EditorEngine | null;
  state: EditorState;
  dispatch: (a: EditorAction) => void;
  lang: Lang;
  s: EditorStrings;
  /** Where "how to write hands down" links to. */
  notationHref: string;
  /** Shown in the status line while the engine loads. */
  loading: string;
  /** Shown right under the status line, e.g. the calculator's waits and score at a glance. */
  children?: ComponentChildren;
  /** False while the page waits for the visitor to say how the hand was won (the calculator):
   * the way of winning then shows no choice. Default true. */
  winChosen?: boolean;
  /** False where the page chooses the situation itself (the score sheet's hand entry): the
   * situation controls are not shown. Default true. */
  showSituation?: boolean;
}

export function HandEditor(props: HandEditorProps) {
  const { engine, state, dispatch, lang, s, notationHref, loading, children } = props;
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const undone = useRef(false);
  // After an undo (its button is gone) the focus returns to the hand, where the part is back.
  useEffect(() => {
    if (!undone.current) return;
    undone.current = false;
    top.current?.querySelector<HTMLElement>('.fl-editor-row [tabindex="0"]')?.focus();
  }, [state.hand]);
  const undo = () => {
    undone.current = true;
    dispatch({ type: 'undo' });
  };
  // Ctrl+Z (Cmd+Z) anywhere in the editor while a removal can be undone. The notation field has
  // no edit of its own to undo then: typing drops the removal.
  const onKeyDown = (e: KeyboardEvent) => {
    if (!state.undo || e.shiftKey || !(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    e.preventDefault();
    undo();
  };
  const parts = engine ? handParts(engine, state.hand) : [];
  const status = engine ? editorStatus(engine, state) : null;
  const winning = parts.find((p) => p.kind === 'winning')?.codes[0] ?? null;
  const said =
    !engine || !status ? loading : state.notice ? noticeText(s, state.notice) : statusText(s, status, lang, winning);
  const line = state.undo && !state.notice ? `${removedText(s, state.undo.part, lang)} ${said}` : said;
  const problem = state.notice !== null || status?.kind === 'unreadable' || status?.kind === 'invalid';
  return (
    <div class="fl-editor" onKeyDown={onKeyDown}>
      {/* The part of the editor the hand stays pinned over: building it, up to the palette. */}
      <div class="fl-editor-build">
        <div class="fl-editor-top" ref={top}>
          <HandRow
            parts={parts}
            lang={lang}
            s={s}
            onRemove={(part) => dispatch({ type: 'remove', part })}
            onEmpty={() => field.current?.focus()}
          />
          <div class="fl-editor-statusbar">
            <p class={`fl-editor-status${problem ? ' is-problem' : ''}`} role="status">
              {problem && <span aria-hidden="true">⚠ </span>}
              {line}
            </p>
            {state.undo ? (
              <button type="button" class="fl-button fl-editor-undo" aria-keyshortcuts="Control+Z" onClick={undo}>
                {s.t['editor.undo']}
              </button>
            ) : (
              parts.length > 0 && <p class="fl-hint fl-editor-tap">{s.t['editor.removeHint']}</p>
            )}
          </div>
        </div>
        {children}
        <div class="fl-field fl-notation">
          <label for={`${id}-notation`}>{s.t['editor.notation']}</label>
          <input
            id={`${id}-notation`}
            ref={field}
            type="text"
            value={state.text}
            autocomplete="off"
            autocapitalize="off"
            spellcheck={false}
            aria-describedby={`${id}-hint`}
            aria-invalid={status?.kind === 'unreadable'}
            disabled={!engine}
            onInput={(e) => dispatch({ type: 'text', text: e.currentTarget.value })}
          />
          <span class="fl-hint" id={`${id}-hint`}>
            {s.t['editor.notationHint']} <a href={notationHref}>{s.t['editor.notationHelp']}</a>
          </span>
        </div>
        {/* Disabled until the script runs, like the field above: a choice made before then would
            show as made while the editor went on without it. */}
        <fieldset class="fl-modes" disabled={!engine}>
          <legend>{s.t['editor.mode']}</legend>
          {ADD_MODES.map((m) => (
            <label class="fl-mode" key={m}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={state.mode === m}
                onChange={() => dispatch({ type: 'mode', mode: m })}
              />
              <span>{s.t[`editor.mode.${m}`]}</span>
            </label>
          ))}
        </fieldset>
        <Palette
          lang={lang}
          s={s}
          ready={engine !== null}
          left={(code) => (engine ? copiesLeft(engine, state.hand, code) : 4)}
          onAdd={(code) => dispatch({ type: 'add', code })}
        />
        <p class="fl-actions">
          <button
            type="button"
            class="fl-button"
            disabled={!engine || (parts.length === 0 && state.text === '')}
            onClick={() => dispatch({ type: 'clear' })}
          >
            {s.t['editor.clear']}
          </button>
        </p>
      </div>
      {props.showSituation !== false && (
        <SituationControls
          situation={state.situation}
          s={s}
          ready={engine !== null}
          winChosen={props.winChosen ?? true}
          onChange={(patch) => dispatch({ type: 'situation', patch })}
        />
      )}
    </div>
  );
}
