// Multiple choice island: native radio buttons in a fieldset (arrow keys move between them),
// a check button, the verdict in a live region and the explanation once answered.
import { useEffect, useId, useReducer, useRef } from 'preact/hooks';
import { useSolvedEvent } from '../../ui/solved.ts';
import { initialState, update } from './state.ts';
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
  useSolvedEvent(props.id, s.solved);
  const answered = s.feedback.kind === 'answered';
  // The check button disappears once answered; the feedback takes the focus.
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered) feedbackRef.current?.focus();
  }, [answered]);

  const submit = (e: Event) => {
    e.preventDefault();
    dispatch({ type: 'check' });
  };
  return (
    // method="dialog": before hydration a submit does nothing instead of reloading the page.
    <form class="fl-widget fl-quiz" method="dialog" onSubmit={submit}>
      <fieldset class="fl-options" disabled={answered}>
        <legend class="fl-prompt">{props.question}</legend>
        {options.map((option, i) => {
          const right = answered && i === props.answer;
          const chosenWrong = answered && i === s.choice && i !== props.answer;
          return (
            <label class={`fl-option${right ? ' is-hit' : ''}${chosenWrong ? ' is-wrong' : ''}`} key={i}>
              <input
                type="radio"
                name={name}
                checked={s.choice === i}
                onChange={() => dispatch({ type: 'choose', index: i })}
              />
              <span>{option}</span>
              {right && <span class="fl-option-mark">{t['quiz.answerMark']}</span>}
              {chosenWrong && <span class="fl-option-mark">{t['quiz.choiceMark']}</span>}
            </label>
          );
        })}
      </fieldset>
      {!answered && (
        <div class="fl-actions">
          <button type="submit" class="fl-button is-primary">
            {t['widget.check']}
          </button>
        </div>
      )}
      <div class="fl-feedback" ref={feedbackRef} tabIndex={-1}>
        <p
          class={`fl-status${answered && s.feedback.kind === 'answered' && s.feedback.correct ? ' is-right' : ''}`}
          role="status"
        >
          {quizStatus(s, t, options)}
        </p>
        {answered && <p class="fl-explain">{props.explain}</p>}
      </div>
    </form>
  );
}
