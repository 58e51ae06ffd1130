// The answer form of each puzzle type. Each collects the learner's input, asks the engine's
// judge, and hands the tagged feedback up; a form whose puzzle is judged is disabled.
import { useState } from 'preact/hooks';
import { TILE_CODES, type TileCode } from '../../ui/tiles/codes.ts';
import type {
  DiscardPuzzle,
  FanPuzzle,
  PayPuzzle,
  Puzzle,
  ValidPuzzle,
  ValidReason,
  WaitsPuzzle,
} from '../../engine/puzzles/types.ts';
import { VALID_REASONS } from '../../engine/puzzles/types.ts';
import { Picker } from '../../lessons/wait-puzzle/Picker.tsx';
import type { WaitStrings } from '../../lessons/wait-puzzle/strings.ts';
import type { Judgement, WaitTile } from '../../lessons/wait-puzzle/state.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { PuzzleEngine } from './load.ts';
import type { Feedback } from './state.ts';
import type { PracticeStrings } from './strings.ts';
import { WIND_LETTERS, type WindLetter } from '../../engine/tiles.ts';

interface FormProps<P extends Puzzle> {
  puzzle: P;
  lang: WidgetLang;
  t: PracticeStrings;
  waitT: WaitStrings;
  engine: PuzzleEngine;
  feedback: Feedback | null;
  locked: boolean;
  onAnswer: (f: Feedback) => void;
}

const PLAYING = TILE_CODES.slice(0, 34) as readonly TileCode[];
// The picker only shows codes; which tiles win is known to the judge, not to the view.
const PICKER_TILES: WaitTile[] = PLAYING.map((code) => ({
  code,
  wins: false,
  reason: 'no-reading',
}));
const int = (v: string): number | undefined =>
  /^\s*[-−]?\d+\s*$/.test(v) ? Number(v.trim().replace('−', '-')) : undefined;

function Check({ t, locked, error }: { t: PracticeStrings; locked: boolean; error: boolean }) {
  return (
    <div class="fl-actions">
      {!locked && (
        <button type="submit" class="fl-button is-primary">
          {t['practice.check']}
        </button>
      )}
      {error && <p role="alert">{t['practice.invalidNumber']}</p>}
    </div>
  );
}

function WaitsForm(p: FormProps<WaitsPuzzle>) {
  const [selected, setSelected] = useState<TileCode[]>([]);
  const [cursor, setCursor] = useState(0);
  const fb = p.feedback?.type === 'waits' ? p.feedback.fb : null;
  const marks: Judgement | null = fb && {
    correct: fb.kind === 'right',
    hits: fb.hits as TileCode[],
    missed: fb.kind === 'wrong' ? (fb.missed as TileCode[]) : [],
    wrong: fb.kind === 'wrong' ? fb.wrong.map((w) => w.tile as TileCode) : [],
  };
  const toggle = (code: TileCode) => {
    if (p.locked) return;
    setSelected((s) =>
      s.includes(code) ? s.filter((c) => c !== code) : PLAYING.filter((c) => c === code || s.includes(c)),
    );
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!p.locked)
          p.onAnswer({
            type: 'waits',
            fb: p.engine.judgeWaits(p.puzzle, selected),
          });
      }}
    >
      <Picker
        tiles={PICKER_TILES}
        selected={selected}
        cursor={cursor}
        marks={marks}
        locked={p.locked}
        lang={p.lang}
        t={p.waitT}
        onToggle={toggle}
        onCursor={setCursor}
      />
      <Check t={p.t} locked={p.locked} error={false} />
    </form>
  );
}

function FanForm(p: FormProps<FanPuzzle>) {
  const [value, setValue] = useState('');
  const [limit, setLimit] = useState(false);
  const [error, setError] = useState(false);
  const points = p.puzzle.ask === 'points';
  const submit = (e: Event) => {
    e.preventDefault();
    if (p.locked) return;
    const n = int(value);
    if (!limit && n === undefined) return setError(true);
    setError(false);
    const input = limit
      ? { kind: 'limit' as const }
      : points
        ? { kind: 'points' as const, points: n! }
        : { kind: 'fan' as const, fan: n! };
    p.onAnswer({ type: 'fan', fb: p.engine.judgeFan(p.puzzle, input) });
  };
  return (
    <form onSubmit={submit}>
      <fieldset disabled={p.locked} class="fl-practice-fields">
        <label>
          <span>{p.t[points ? 'practice.pointsLabel' : 'practice.fanLabel']}</span>
          <input
            type="text"
            inputMode="numeric"
            name="amount"
            size={6}
            value={value}
            disabled={limit}
            onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          />
        </label>
        <label class="fl-practice-check">
          <input
            type="checkbox"
            name="limit"
            checked={limit}
            onChange={(e) => setLimit((e.target as HTMLInputElement).checked)}
          />
          <span>{p.t['practice.limit']}</span>
        </label>
      </fieldset>
      <Check t={p.t} locked={p.locked} error={error} />
    </form>
  );
}

function PayForm(p: FormProps<PayPuzzle>) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    if (p.locked) return;
    const input: Partial<Record<WindLetter, number>> = {};
    for (const w of WIND_LETTERS) {
      const raw = (values[w] ?? '').trim();
      if (raw === '') continue;
      const n = int(raw);
      if (n === undefined) return setError(true);
      input[w] = n;
    }
    setError(false);
    p.onAnswer({ type: 'pay', fb: p.engine.judgePay(p.puzzle, input) });
  };
  return (
    <form onSubmit={submit}>
      <fieldset disabled={p.locked} class="fl-practice-fields">
        {WIND_LETTERS.map((w) => (
          <label key={w}>
            <span>{p.t[`practice.seat.${w}`]}</span>
            <input
              type="text"
              inputMode="numeric"
              name={`pay-${w}`}
              size={6}
              value={values[w] ?? ''}
              onInput={(e) =>
                setValues({
                  ...values,
                  [w]: (e.target as HTMLInputElement).value,
                })
              }
            />
          </label>
        ))}
      </fieldset>
      <Check t={p.t} locked={p.locked} error={error} />
    </form>
  );
}

function ValidForm(p: FormProps<ValidPuzzle>) {
  const [valid, setValid] = useState<boolean | null>(null);
  const [reason, setReason] = useState<ValidReason | ''>('');
  const submit = (e: Event) => {
    e.preventDefault();
    if (p.locked || valid === null) return;
    const input = valid || reason === '' ? { valid } : { valid, reason };
    p.onAnswer({ type: 'valid', fb: p.engine.judgeValid(p.puzzle, input) });
  };
  return (
    <form onSubmit={submit}>
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
          <label>
            <span>{p.t['practice.fb.reason'].replace(/\.$/, '')}</span>
            <select
              name="reason"
              value={reason}
              onChange={(e) => setReason((e.target as HTMLSelectElement).value as ValidReason | '')}
            >
              <option value="">–</option>
              {VALID_REASONS.map((r) => (
                <option value={r} key={r}>
                  {p.t[`practice.reason.${r}`]}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      <Check t={p.t} locked={p.locked} error={false} />
    </form>
  );
}

function DiscardForm(p: FormProps<DiscardPuzzle>) {
  const [seat, setSeat] = useState<number | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    if (p.locked || seat === null) return;
    p.onAnswer({
      type: 'discard',
      fb: p.engine.judgeDiscard(p.puzzle, { seat: WIND_LETTERS[seat]! }),
    });
  };
  return (
    <form onSubmit={submit}>
      <fieldset disabled={p.locked} class="fl-practice-fields">
        <legend class="fl-sr-only">{p.t['practice.type.discard']}</legend>
        {p.puzzle.callers.map((c) => (
          <label class="fl-practice-check" key={c.seat}>
            <input type="radio" name="seat" checked={seat === c.seat} onChange={() => setSeat(c.seat)} />
            <span>{p.t[`practice.seat.${WIND_LETTERS[c.seat]!}`]}</span>
          </label>
        ))}
      </fieldset>
      <Check t={p.t} locked={p.locked} error={false} />
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
