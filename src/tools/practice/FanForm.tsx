// "How many fan?": the total as a number (or "limit"), or item by item: tick the patterns that
// count (each with its name and fan in the page's language; one that may count more than once
// gets a "how many times" choice), then give the total. Both steps are judged by the engine.
import { useMemo, useState } from 'preact/hooks';
import type { FanChoice } from '../../engine/puzzles/fan-items.ts';
import type { FanPuzzle } from '../../engine/puzzles/types.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { nameOf, valueOf } from './solution-text.ts';
import { fanAnswer, fanItemsAnswer } from './answer.ts';
import { Check, sender, type FormProps } from './form-parts.tsx';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

type Mode = 'total' | 'items';

/** A pattern's value in the rule set's unit: "1 fan", or simplified Hong Kong's "1 point". */
export const fanText = (fan: number | 'limit', rules: RuleSetId, t: PracticeStrings): string =>
  fan === 'limit' ? t['practice.items.limit'] : valueOf(t, rules, fan);

function ItemChoice(p: {
  choice: FanChoice;
  rules: RuleSetId;
  name: string;
  times: number;
  t: PracticeStrings;
  onTimes: (n: number) => void;
}) {
  const { choice, name, times, t } = p;
  return (
    <li>
      <label class="fl-practice-check">
        <input
          type="checkbox"
          name="item"
          value={choice.id}
          checked={times > 0}
          onChange={(e) => p.onTimes((e.target as HTMLInputElement).checked ? 1 : 0)}
        />
        <span>
          {name} <span class="fl-practice-small">({fanText(choice.fan, p.rules, t)})</span>
        </span>
      </label>
      {choice.repeats && times > 0 && (
        <select
          name={`times-${choice.id}`}
          aria-label={fill(t['practice.items.times'], { name })}
          value={String(times)}
          onChange={(e) => p.onTimes(Number((e.target as HTMLSelectElement).value))}
        >
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={String(n)}>
              {n}×
            </option>
          ))}
        </select>
      )}
    </li>
  );
}

export function FanForm(p: FormProps<FanPuzzle>) {
  const { puzzle, t } = p;
  // Classic scores in points: no item-by-item choices, the number answer only.
  const choices = useMemo(() => (puzzle.ask === 'fan' ? p.engine.fanChoices(puzzle) : []), [puzzle]);
  const [mode, setMode] = useState<Mode>('total');
  const [ticked, setTicked] = useState<Record<string, number>>({});
  const [value, setValue] = useState('');
  const [limit, setLimit] = useState(false);
  const [error, setError] = useState(false);
  // Classic asks for its score, simplified Hong Kong for the sum of its sections: both are points.
  const points = puzzle.ask === 'points' || puzzle.rules === 'hk-simple';
  const send = sender(p, setError);
  const build = () =>
    mode === 'items' ? fanItemsAnswer(ticked, value, limit, puzzle.ask) : fanAnswer(value, limit, puzzle.ask);
  return (
    <form onSubmit={(e) => send(e, build)}>
      {choices.length > 0 && (
        <fieldset disabled={p.locked} class="fl-practice-fields">
          <legend>{t['practice.fanMode']}</legend>
          {(['total', 'items'] as const).map((m) => (
            <label class="fl-practice-check" key={m}>
              <input type="radio" name="fan-mode" checked={mode === m} onChange={() => setMode(m)} />
              <span>{t[`practice.fanMode.${m}`]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {mode === 'items' && (
        <fieldset disabled={p.locked} class="fl-practice-pick">
          <legend>{t['practice.items.choose']}</legend>
          <ul>
            {choices.map((c) => (
              <ItemChoice
                key={c.id}
                choice={c}
                rules={puzzle.rules}
                name={nameOf(p.names, puzzle.rules, c.id)}
                times={ticked[c.id] ?? 0}
                t={t}
                onTimes={(n) => setTicked((cur) => ({ ...cur, [c.id]: n }))}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset disabled={p.locked} class="fl-practice-fields">
        <label>
          <span>{t[points ? 'practice.pointsLabel' : 'practice.fanLabel']}</span>
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
          <span>{t[puzzle.rules === 'hk-simple' ? 'practice.limit.hk-simple' : 'practice.limit']}</span>
        </label>
      </fieldset>
      <Check t={t} locked={p.locked} error={error} />
    </form>
  );
}
