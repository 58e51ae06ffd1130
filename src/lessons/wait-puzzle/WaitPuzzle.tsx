// "Which tiles win?" island: picker, buttons, live status and feedback. All logic is in
// state.ts; this file renders the state, dispatches actions and moves focus.
import { useEffect, useReducer, useRef } from 'preact/hooks';
import { useSolvedEvent } from '../../ui/solved.ts';
import type { BlockLabels, TileNames } from '../../ui/types.ts';
import { Picker } from './Picker.tsx';
import type { WaitsQuestion } from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { PlainReading } from '../../ui/types.ts';
import { initialState, judged as judgedOf, update } from './state.ts';
import { statusText, type WaitStrings } from './strings.ts';
import { WaitFeedback } from './WaitFeedback.tsx';
import { fill } from '../../words/fill.ts';

export interface WaitPuzzleProps {
  /** Puzzle id, reported in the `fanlaak:solved` event. */
  id: string;
  /** The tiles' accessible names in the page's language, from the build. */
  names: TileNames;
  /** The engine's answer, from the build: what the judge reads. */
  question: WaitsQuestion;
  /** The readings each winning tile makes, from the build. */
  readings: Partial<Record<TileCode, PlainReading[]>>;
  t: WaitStrings;
  labels: BlockLabels;
}

export default function WaitPuzzle(props: WaitPuzzleProps) {
  const { t, names, labels } = props;
  const [s, dispatch] = useReducer(update, props.question, initialState);
  useSolvedEvent(props.id, s.solved);

  // After a check or a reveal the pressed button is gone: focus the feedback instead; after
  // "try again" go back to the picker.
  const feedbackRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const lastKind = useRef(s.feedback.kind);
  useEffect(() => {
    if (lastKind.current === s.feedback.kind) return;
    lastKind.current = s.feedback.kind;
    if (s.feedback.kind === 'answering') pickerRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    else feedbackRef.current?.focus();
  }, [s.feedback.kind]);

  const judged = judgedOf(s);
  const answering = s.feedback.kind === 'answering';
  return (
    <div class="fl-widget fl-wait">
      <p class="fl-prompt">{t['wait.prompt']}</p>
      <div ref={pickerRef}>
        <Picker
          selected={s.selected}
          cursor={s.cursor}
          marks={judged}
          locked={!answering}
          names={names}
          t={t}
          onToggle={(code) => dispatch({ type: 'toggle', code })}
          onCursor={(index) => dispatch({ type: 'cursor', index })}
        />
      </div>
      <div class="fl-actions">
        <span class="fl-count">{fill(t['wait.selectedCount'], { count: s.selected.length })}</span>
        {answering && (
          <button type="button" class="fl-button is-primary" onClick={() => dispatch({ type: 'check' })}>
            {t['widget.check']}
          </button>
        )}
        {judged?.kind === 'wrong' && (
          <>
            <button type="button" class="fl-button is-primary" onClick={() => dispatch({ type: 'retry' })}>
              {t['widget.retry']}
            </button>
            <button type="button" class="fl-button" onClick={() => dispatch({ type: 'reveal' })}>
              {t['widget.reveal']}
            </button>
          </>
        )}
      </div>
      <div class="fl-feedback" ref={feedbackRef} tabIndex={-1}>
        <p class={`fl-status${judged?.kind === 'right' ? ' is-right' : ''}`} role="status">
          {statusText(s, t)}
        </p>
        <WaitFeedback
          feedback={s.feedback}
          question={s.question}
          readings={props.readings}
          names={names}
          t={t}
          labels={labels}
        />
      </div>
    </div>
  );
}
