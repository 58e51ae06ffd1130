// The answer form of each puzzle type. A form holds only what is being typed or chosen; on
// submit it turns that into the judge's input (answer.ts) and hands it up: the controller
// judges and records it. A form whose puzzle is judged is disabled.
import { useState } from 'preact/hooks';
import { Check, sender, type FormProps } from './form-parts.tsx';
import { FanForm } from './FanForm.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type {
  DiscardPuzzle,
  PayPuzzle,
  Puzzle,
  ValidPuzzle,
  ValidReason,
  WaitsPuzzle,
} from '../../engine/puzzles/types.ts';
import { DISCARD_RULES, VALID_REASONS, type DiscardRule } from '../../engine/puzzles/types.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';
import { Picker } from '../../lessons/wait-puzzle/Picker.tsx';
import { PICKER_CODES } from '../../lessons/wait-puzzle/picker-codes.ts';
import { discardAnswer, payAnswer, validAnswer, waitsAnswer } from './answer.ts';
import { DIRECTIONS, signedTexts, typeAmount, type PayEntries, type SeatEntry } from './pay-input.ts';
import { fill } from '../../words/fill.ts';
import { tileNames } from '../../words/tile-names.ts';
import type { PracticeStrings } from './strings.ts';

function WaitsForm(p: FormProps<WaitsPuzzle>) {
  const [selected, setSelected] = useState<TileCode[]>([]);
  const [cursor, setCursor] = useState(0);
  const marks = p.feedback?.type === 'waits' ? p.feedback.fb : null;
  const toggle = (code: TileCode) => {
    if (p.locked) return;
    setSelected((s) =>
      s.includes(code) ? s.filter((c) => c !== code) : PICKER_CODES.filter((c) => c === code || s.includes(c)),
    );
  };
  const send = sender(p);
  return (
    <form onSubmit={(e) => send(e, () => waitsAnswer(selected))}>
      <Picker
        selected={selected}
        cursor={cursor}
        marks={marks}
        locked={p.locked}
        names={tileNames(p.lang)}
        t={p.waitT}
        onToggle={toggle}
        onCursor={setCursor}
      />
      <Check t={p.t} locked={p.locked} error={false} />
    </form>
  );
}

function PayForm(p: FormProps<PayPuzzle>) {
  const [entries, setEntries] = useState<PayEntries>({});
  const [error, setError] = useState<'number' | 'direction' | null>(null);
  // From the entries as they are when the update runs: keys typed faster than a render (a
  // sign, then the next seat's field) would otherwise be lost to a stale copy.
  const set = (w: WindLetter, change: (e: SeatEntry | undefined) => SeatEntry) =>
    setEntries((cur) => ({ ...cur, [w]: change(cur[w]) }));
  const submit = (e: Event) => {
    e.preventDefault();
    if (p.locked) return;
    const texts = signedTexts(entries);
    const a = texts === 'direction' ? null : payAnswer(texts);
    setError(texts === 'direction' ? 'direction' : a === null ? 'number' : null);
    if (a) p.onAnswer(a);
  };
  return (
    <form onSubmit={submit}>
      <fieldset disabled={p.locked} class="fl-practice-fields fl-practice-payin">
        <legend class="fl-sr-only">{p.t['practice.ask.pay']}</legend>
        {WIND_LETTERS.map((w) => (
          <PaySeat key={w} w={w} t={p.t} entry={entries[w]} onChange={(e) => set(w, e)} />
        ))}
      </fieldset>
      <Check
        t={p.t}
        locked={p.locked}
        error={error !== null}
        message={error === 'direction' ? p.t['practice.pay.direction'] : undefined}
      />
    </form>
  );
}

/** One seat: pays or receives (a segmented pair of radios), then the amount as digits. */
function PaySeat(p: {
  w: WindLetter;
  t: PracticeStrings;
  entry: SeatEntry | undefined;
  onChange: (change: (e: SeatEntry | undefined) => SeatEntry) => void;
}) {
  const seat = p.t[`practice.seat.${p.w}`];
  const dir = p.entry?.dir ?? null;
  return (
    <div class="fl-practice-payseat" role="group" aria-labelledby={`fl-pay-${p.w}`}>
      <span id={`fl-pay-${p.w}`} class="fl-practice-payname">
        {seat}
      </span>
      <span class="fl-practice-dir">
        {DIRECTIONS.map((d) => (
          <label key={d}>
            <input
              type="radio"
              name={`dir-${p.w}`}
              value={d}
              checked={dir === d}
              onChange={() => p.onChange((e) => ({ dir: d, amount: e?.amount ?? '' }))}
            />
            <span>{p.t[`practice.pay.${d}`]}</span>
          </label>
        ))}
      </span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={`pay-${p.w}`}
        aria-label={fill(p.t['practice.pay.amount'], { seat })}
        size={6}
        value={p.entry?.amount ?? ''}
        onInput={(e) => {
          const text = (e.target as HTMLInputElement).value;
          p.onChange((entry) => typeAmount(entry, text));
        }}
      />
    </div>
  );
}

/** The "why?" of a verdict: one of the type's reasons, or none yet (–); `required` when the form needs one. */
function ReasonSelect<R extends ValidReason | DiscardRule>(p: {
  label: string;
  reasons: readonly R[];
  value: R | '';
  required?: boolean;
  t: PracticeStrings;
  onChange: (r: R | '') => void;
}) {
  return (
    <label>
      <span>{p.label}</span>
      <select
        name="reason"
        aria-required={p.required ? 'true' : undefined}
        value={p.value}
        onChange={(e) => p.onChange((e.target as HTMLSelectElement).value as R | '')}
      >
        <option value="">–</option>
        {p.reasons.map((r) => (
          <option value={r} key={r}>
            {p.t[`practice.reason.${r}`]}
          </option>
        ))}
      </select>
    </label>
  );
}

function ValidForm(p: FormProps<ValidPuzzle>) {
  const [valid, setValid] = useState<boolean | null>(null);
  const [reason, setReason] = useState<ValidReason | ''>('');
  const send = sender(p);
  return (
    <form onSubmit={(e) => send(e, () => validAnswer(valid, reason))}>
      <fieldset disabled={p.locked} class="fl-practice-fields">
        <legend class="fl-sr-only">{p.t['practice.ask.valid']}</legend>
        <label class="fl-practice-check">
          <input type="radio" name="valid" checked={valid === true} onChange={() => setValid(true)} />
          <span>{p.t['practice.valid.yes']}</span>
        </label>
        <label class="fl-practice-check">
          <input type="radio" name="valid" checked={valid === false} onChange={() => setValid(false)} />
          <span>{p.t['practice.valid.no']}</span>
        </label>
        {valid === false && (
          <ReasonSelect
            label={p.t['practice.discard.why']}
            reasons={VALID_REASONS}
            value={reason}
            t={p.t}
            onChange={setReason}
          />
        )}
      </fieldset>
      <Check t={p.t} locked={p.locked} error={false} />
    </form>
  );
}

function DiscardForm(p: FormProps<DiscardPuzzle>) {
  const [seat, setSeat] = useState<Wind | null>(null);
  const [reason, setReason] = useState<DiscardRule | ''>('');
  const [error, setError] = useState(false);
  const send = sender(p, setError);
  return (
    <form onSubmit={(e) => send(e, () => discardAnswer(seat, reason))}>
      <fieldset disabled={p.locked} class="fl-practice-fields">
        <legend class="fl-sr-only">{p.t['practice.type.discard']}</legend>
        {p.puzzle.callers.map((c) => (
          <label class="fl-practice-check" key={c.seat}>
            <input type="radio" name="seat" checked={seat === c.seat} onChange={() => setSeat(c.seat)} />
            <span>{p.t[`practice.seat.${WIND_LETTERS[c.seat]!}`]}</span>
          </label>
        ))}
        <ReasonSelect
          label={p.t['practice.discard.reason']}
          reasons={DISCARD_RULES}
          value={reason}
          required
          t={p.t}
          onChange={setReason}
        />
      </fieldset>
      <Check t={p.t} locked={p.locked} error={error} message={p.t['practice.discard.missing']} />
    </form>
  );
}

export function Answer(p: FormProps<Puzzle>) {
  const puzzle = p.puzzle;
  switch (puzzle.type) {
    case 'waits':
      return <WaitsForm {...p} puzzle={puzzle} />;
    case 'fan':
      return <FanForm {...p} puzzle={puzzle} />;
    case 'pay':
      return <PayForm {...p} puzzle={puzzle} />;
    case 'valid':
      return <ValidForm {...p} puzzle={puzzle} />;
    case 'discard':
      return <DiscardForm {...p} puzzle={puzzle} />;
    default: {
      const never: never = puzzle;
      return never;
    }
  }
}
