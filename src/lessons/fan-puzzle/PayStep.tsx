// Step 2: the points and each seat's payment, signed (+ receives, − pays), with the rule and
// the fan → points table as feedback.
import { fill } from '../../words/engine-errors.ts';
import { PAY_FIELDS, canReveal, wrongFields, type FanAction, type FanState, type PayField } from './state.ts';
import { payStatus, ruleText, type FanStrings } from './strings.ts';

interface Props {
  s: FanState;
  t: FanStrings;
  dispatch: (a: FanAction) => void;
  /** Receives focus when the step is settled. */
  feedbackRef: preact.RefObject<HTMLDivElement>;
}

/** A payment with its sign, "+16" or "−4" (typographic minus); points stay unsigned. */
const signed = (f: PayField, n: number): string => (f === 'points' || n === 0 ? String(n) : n > 0 ? `+${n}` : `−${-n}`);

function fieldLabel(f: PayField, s: FanState, t: FanStrings): string {
  if (f === 'points') return t['pay.points'];
  return f === s.answer.seat ? `${t[`wind.${f}`]} ${t['pay.you']}` : t[`wind.${f}`];
}

function PointsTable({ s, t, mark }: { s: FanState; t: FanStrings; mark: boolean }) {
  const limit = s.answer.limits.length > 0;
  return (
    <table class="fl-table">
      <caption>{t['pay.table.caption']}</caption>
      <thead>
        <tr>
          <th scope="col">{t['pay.table.fan']}</th>
          <th scope="col">{t['pay.table.points']}</th>
        </tr>
      </thead>
      <tbody>
        {s.answer.table.map((r) => (
          <tr key={r.fan} class={mark && r.applies ? 'is-lit' : undefined}>
            <td>{r.fan}</td>
            <td>{r.points}</td>
          </tr>
        ))}
        <tr class={mark && limit ? 'is-lit' : undefined}>
          <td>{t['pay.table.limit']}</td>
          <td>{s.answer.limitPoints}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function PayStep({ s, t, dispatch, feedbackRef }: Props) {
  const fb = s.payFeedback;
  const settled = fb.kind === 'right' || fb.kind === 'revealed';
  const expected = (f: PayField): number => (f === 'points' ? s.answer.points : s.answer.payments[f]);
  const wrong = fb.kind === 'wrong' ? wrongFields(fb) : [];
  const submit = (e: Event) => {
    e.preventDefault();
    dispatch({ type: 'check-pay' });
  };
  return (
    <section class="fl-step">
      <h3 class="fl-section-title">{t['pay.title']}</h3>
      <p class="fl-prompt">{t['pay.prompt']}</p>
      {/* method="dialog": Enter before hydration must not reload the page. */}
      <form class="fl-pay-form" method="dialog" onSubmit={submit}>
        <p class="fl-hint">{t['pay.signHint']}</p>
        <div class="fl-pay-fields">
          {PAY_FIELDS.map((f) => (
            <label class="fl-field" key={f}>
              <span>{fieldLabel(f, s, t)}</span>
              <input
                type="number"
                step={1}
                value={s.pay[f]}
                disabled={settled}
                aria-invalid={wrong.includes(f)}
                onInput={(e) => dispatch({ type: 'pay-text', field: f, text: e.currentTarget.value })}
              />
              {fb.kind === 'revealed' && (
                <span class="fl-expected">{fill(t['pay.expected'], { value: signed(f, expected(f)) })}</span>
              )}
            </label>
          ))}
        </div>
        {!settled && (
          <div class="fl-actions">
            <button type="submit" class="fl-button is-primary">
              {t['widget.check']}
            </button>
            {canReveal(s, 'pay') && (
              <button type="button" class="fl-button" onClick={() => dispatch({ type: 'reveal-pay' })}>
                {t['widget.reveal']}
              </button>
            )}
          </div>
        )}
      </form>
      <div class="fl-feedback" ref={feedbackRef} tabIndex={-1}>
        <p class={`fl-status${fb.kind === 'right' ? ' is-right' : ''}`} role="status">
          {payStatus(s, t)}
        </p>
        {(fb.kind === 'wrong' || fb.kind === 'invalid') && <p>{t['pay.rule.general']}</p>}
        {settled && <p>{ruleText(s, t)}</p>}
        {fb.kind !== 'answering' && <PointsTable s={s} t={t} mark={settled} />}
      </div>
    </section>
  );
}
