// "How many fan?" island: step 1 (fan or limit), the breakdown, then optionally step 2
// (points and payments). Logic lives in state.ts; this file renders and moves focus.
import { useEffect, useReducer, useRef } from 'preact/hooks';
import { useSolvedEvent } from '../../ui/solved.ts';
import type { BlockLabels, TileNames } from '../../ui/types.ts';
import { Breakdown } from './Breakdown.tsx';
import { PayStep } from './PayStep.tsx';
import { canReveal, initialState, paymentsOpen, update, type FanAction, type FanState } from './state.ts';
import { fanStatus, type FanStrings } from './strings.ts';
import type { FanAnswer } from './types.ts';

export interface FanPuzzleProps {
  /** Puzzle id, reported in the `fanlaak:solved` event. */
  id: string;
  /** The tiles' accessible names in the page's language, from the build. */
  names: TileNames;
  answer: FanAnswer;
  t: FanStrings;
  labels: BlockLabels;
}

const isSettled = (kind: string): boolean => kind === 'right' || kind === 'revealed';

/** Focuses `ref` when a step becomes settled: its check button has just disappeared. */
function useFocusWhenSettled(kind: string, ref: preact.RefObject<HTMLElement>) {
  const last = useRef(kind);
  useEffect(() => {
    if (last.current !== kind && isSettled(kind)) ref.current?.focus();
    last.current = kind;
  }, [kind]);
}

function hintFor(s: FanState): boolean {
  // Too few fan while some fan come from no set at all: the usual oversight.
  return s.fanFeedback.kind === 'wrong' && s.fanFeedback.verdict === 'low' && s.answer.items.some((i) => i.situational);
}

/** Step 1's form: the fan count or the limit box, check and (after a miss) the solution. */
function FanForm({ s, t, dispatch }: { s: FanState; t: FanStrings; dispatch: (a: FanAction) => void }) {
  const settled = isSettled(s.fanFeedback.kind);
  // A number typed or the box ticked before the island hydrated is still in the page (hydration
  // leaves `value` and `checked` alone): adopt it, or "check" would judge an empty answer.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const [amount, limit] = form.current?.querySelectorAll('input') ?? [];
    if (amount?.value) dispatch({ type: 'fan-text', text: amount.value });
    if (limit?.checked) dispatch({ type: 'limit', on: true });
  }, []);
  const submit = (e: Event) => {
    e.preventDefault();
    dispatch({ type: 'check-fan' });
  };
  return (
    // method="dialog": a press on Enter before hydration does nothing instead of reloading the page.
    <form class="fl-fan-form" method="dialog" onSubmit={submit} ref={form}>
      <label class="fl-field">
        <span>{t['fan.input']}</span>
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={s.fanText}
          disabled={settled || s.limit}
          onInput={(e) => dispatch({ type: 'fan-text', text: e.currentTarget.value })}
        />
      </label>
      <label class="fl-check">
        <input
          type="checkbox"
          checked={s.limit}
          disabled={settled}
          onChange={(e) => dispatch({ type: 'limit', on: e.currentTarget.checked })}
        />
        <span>{t['fan.limit']}</span>
      </label>
      {!settled && (
        <span class="fl-actions">
          <button type="submit" class="fl-button is-primary">
            {t['widget.check']}
          </button>
          {canReveal(s, 'fan') && (
            <button type="button" class="fl-button" onClick={() => dispatch({ type: 'reveal-fan' })}>
              {t['widget.reveal']}
            </button>
          )}
        </span>
      )}
    </form>
  );
}

export default function FanPuzzle(props: FanPuzzleProps) {
  const { t, names, labels } = props;
  const [s, dispatch] = useReducer(update, props.answer, initialState);
  useSolvedEvent(props.id, s.solved);
  const fanRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLDivElement>(null);
  useFocusWhenSettled(s.fanFeedback.kind, fanRef);
  useFocusWhenSettled(s.payFeedback.kind, payRef);
  return (
    <div class="fl-widget fl-fan">
      <section class="fl-step">
        <p class="fl-prompt">{t['fan.prompt']}</p>
        <FanForm s={s} t={t} dispatch={dispatch} />
        <div class="fl-feedback" ref={fanRef} tabIndex={-1}>
          <p class={`fl-status${s.fanFeedback.kind === 'right' ? ' is-right' : ''}`} role="status">
            {fanStatus(s, t)}
          </p>
          {hintFor(s) && <p class="fl-hint">{t['fan.hint.situational']}</p>}
          {isSettled(s.fanFeedback.kind) && <Breakdown s={s} t={t} names={names} labels={labels} dispatch={dispatch} />}
        </div>
      </section>
      {paymentsOpen(s) && <PayStep s={s} t={t} dispatch={dispatch} feedbackRef={payRef} />}
    </div>
  );
}
