// The hand editor's view: the hand row, a live status line, the notation field, what a tap
// adds, the palette and the situation. Controlled: the page owns the state (state.ts) and
// passes `dispatch`, so the compare page and the calculator can each do their own thing with
// the hand. Until the engine has loaded (`engine` null) the controls show but do nothing.
import type { ComponentChildren } from 'preact';
import { useId, useRef } from 'preact/hooks';
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
import { noticeText, statusText, type EditorStrings } from './strings.ts';

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
}

export function HandEditor({ engine, state, dispatch, lang, s, notationHref, loading, children }: HandEditorProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const parts = engine ? handParts(engine, state.hand) : [];
  const status = engine ? editorStatus(engine, state) : null;
  const winning = parts.find((p) => p.kind === 'winning')?.codes[0] ?? null;
  const line =
    !engine || !status ? loading : state.notice ? noticeText(s, state.notice) : statusText(s, status, lang, winning);
  const problem = state.notice !== null || status?.kind === 'unreadable' || status?.kind === 'invalid';
  return (
    <div class="fl-editor">
      <HandRow
        parts={parts}
        lang={lang}
        s={s}
        onRemove={(part) => dispatch({ type: 'remove', part })}
        onEmpty={() => field.current?.focus()}
      />
      <p class={`fl-editor-status${problem ? ' is-problem' : ''}`} role="status">
        {problem && <span aria-hidden="true">⚠ </span>}
        {line}
      </p>
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
      <fieldset class="fl-modes">
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
      <SituationControls
        situation={state.situation}
        s={s}
        onChange={(patch) => dispatch({ type: 'situation', patch })}
      />
    </div>
  );
}
