// Multiple choice island: native radio buttons in a fieldset (arrow keys move between them),
// a check button, the verdict in a live region; after a wrong answer "try again" or "show the
// solution"; the explanation once the question is over.
import { useEffect, useId, useReducer, useRef } from 'preact/hooks';
import { useSolvedBefore, useSolvedEvent } from '../../ui/solved.ts';
import { finished, initialState, locked, update } from './state.ts';
import { quizStatus, type QuizStrings } from './strings.ts';

export interface QuizProps {
  /** Question id, reported in the `fanlaak:solved` event. */
  id: string;
  question: string;
  options: string[];
  /** Index of the right option. */
  answer: number;
  explain: string;
  t: QuizStrings;
}

export default function Quiz(props: QuizProps) {
  const { t, options } = props;
  const name = useId();
  const [s, dispatch] = useReducer(update, { count: options.length, answer: props.answer }, initialState);
  const formRef = useRef<HTMLFormElement>(null);
  useSolvedEvent(props.id, s.solved);
  useSolvedBefore(props.id, formRef, () => dispatch({ type: 'restore' }));
  // An option tapped before the island hydrated is still checked in the page (hydration leaves
  // `checked` alone): adopt it, or "check" would ask for a choice the learner already made.
  useEffect(() => {
    const radios = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    const index = radios.findIndex((radio) => radio.checked);
    if (index >= 0) dispatch({ type: 'choose', index });
  }, []);
  const isLocked = locked(s);
  const over = finished(s);

  // The pressed button disappears with each verdict: the feedback (verdict, then the next
  // buttons) takes the focus; after "try again" the first option does. A restore moves nothing.
  const feedbackRef = useRef<HTMLDivElement>(null);
  const lastKind = useRef(s.feedback.kind);
  useEffect(() => {
    const before = lastKind.current;
    lastKind.current = s.feedback.kind;
    if (before === s.feedback.kind || s.feedback.kind === 'restored') return;
    if (s.feedback.kind === 'answering' && before === 'wrong') {
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    } else if (s.feedback.kind === 'wrong' || s.feedback.kind === 'answered') feedbackRef.current?.focus();
  }, [s.feedback.kind]);

  const submit = (e: Event) => {
    e.preventDefault();
    dispatch({ type: 'check' });
  };
  return (
    // method="dialog": before hydration a submit does nothing instead of reloading the page.
    <form class="fl-widget fl-quiz" method="dialog" onSubmit={submit} ref={formRef}>
      <fieldset class="fl-options" disabled={isLocked}>
        <legend class="fl-prompt">{props.question}</legend>
        {options.map((option, i) => {
          const right = over && i === props.answer;
          const chosenWrong = isLocked && i === s.choice && i !== props.answer;
          return (
            <label class={`fl-option${right ? ' is-hit' : ''}${chosenWrong ? ' is-wrong' : ''}`} key={i}>
              <input
                type="radio"
                name={name}
                checked={s.choice === i}
                onChange={() => dispatch({ type: 'choose', index: i })}
              />
              <span class="fl-option-text">{option}</span>
              {right && <span class="fl-option-mark">{t['quiz.answerMark']}</span>}
              {chosenWrong && <span class="fl-option-mark">{t['quiz.choiceMark']}</span>}
            </label>
          );
        })}
      </fieldset>
      {!isLocked && (
        <div class="fl-actions">
          <button type="submit" class="fl-button is-primary">
            {t['widget.check']}
          </button>
        </div>
      )}
      <div class="fl-feedback" ref={feedbackRef} tabIndex={-1}>
        <p class={`fl-status${s.feedback.kind === 'answered' && s.feedback.correct ? ' is-right' : ''}`} role="status">
          {quizStatus(s, t, options)}
        </p>
        {s.feedback.kind === 'wrong' && (
          <div class="fl-actions">
            <button type="button" class="fl-button is-primary" onClick={() => dispatch({ type: 'retry' })}>
              {t['widget.retry']}
            </button>
            <button type="button" class="fl-button" onClick={() => dispatch({ type: 'reveal' })}>
              {t['widget.reveal']}
            </button>
          </div>
        )}
        {over && <p class="fl-explain">{props.explain}</p>}
      </div>
    </form>
  );
}
