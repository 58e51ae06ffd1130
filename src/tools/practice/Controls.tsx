// What to practise: kind, level and (for the kinds that depend on one) rule set, plus the
// daily puzzle, the puzzles due for review, today's mistakes again, the ladder. Native selects
// and buttons: keyboard use comes free.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  DIALS,
  PUZZLE_TYPES,
  RULED_TYPES,
  type Dial,
  type Level,
  type PuzzleType,
} from '../../engine/puzzles/types.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { PracticeState } from './state.ts';
import { fill } from '../../words/fill.ts';
import type { PracticeStrings } from './strings.ts';

const RULES: readonly RuleSetId[] = ['hke', 'hk-modern', 'hk-simple', 'classic'];

export interface ControlsProps {
  t: PracticeStrings;
  state: PracticeState;
  /** Puzzles due for review today. */
  due: number;
  /** When the review schedule brings puzzles back after today (null: none scheduled). */
  nextDue: { days: number; count: number } | null;
  /** Puzzles missed today and not yet answered right. */
  retry: number;
  dial: Dial;
  /** Today's daily puzzle was answered already. */
  dailyDone: boolean;
  ready: boolean;
  onChoose: (type: PuzzleType, level: Level, rules: RuleSetId, dial: Dial) => void;
  onDaily: () => void;
  onDue: () => void;
  onRetry: () => void;
  /** Starts the streak ladder. */
  onLadder: () => void;
}

export function Controls(p: ControlsProps) {
  const [type, setType] = useState<PuzzleType>(p.state.type);
  const [dial, setDial] = useState<Dial>(p.dial);
  const [rules, setRules] = useState<RuleSetId>(p.state.rules);
  // A choice made elsewhere (a shared link, a theme) resets the fields here, in the same render.
  // The form is kept, not drawn anew: a click on one of its buttons while the page finishes
  // loading would otherwise press a button that is gone by the time the mouse is released.
  const chosen = `${p.state.type} ${p.state.rules} ${p.dial}`;
  const [shown, setShown] = useState(chosen);
  if (shown !== chosen) {
    setShown(chosen);
    setType(p.state.type);
    setDial(p.dial);
    setRules(p.state.rules);
  }
  // Fields changed before the page's script ran (the form shows first on a slow phone) are kept.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const read = <T,>(name: string, choices: readonly T[], to: (v: T) => void) => {
      const v = (form.current?.elements.namedItem(name) as HTMLSelectElement | null)?.value;
      const x = choices.find((c) => c === v);
      if (x !== undefined) to(x);
    };
    read('type', PUZZLE_TYPES, setType);
    read('dial', DIALS, setDial);
    read('rules', RULES, setRules);
  }, []);
  const ruled = RULED_TYPES.includes(type);
  return (
    <section class="fl-puzzle fl-practice-controls" aria-labelledby="fl-practice-choose">
      <h2 id="fl-practice-choose">{p.t['practice.choose']}</h2>
      <form
        ref={form}
        onSubmit={(e) => {
          e.preventDefault();
          p.onChoose(type, p.state.level, ruled ? rules : 'hke', dial);
        }}
      >
        <label>
          <span>{p.t['practice.type']}</span>
          <select
            name="type"
            value={type}
            onChange={(e) => setType((e.target as HTMLSelectElement).value as PuzzleType)}
          >
            {PUZZLE_TYPES.map((x) => (
              <option value={x} key={x}>
                {p.t[`practice.type.${x}`]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{p.t['practice.dial']}</span>
          <select name="dial" value={dial} onChange={(e) => setDial((e.target as HTMLSelectElement).value as Dial)}>
            {DIALS.map((x) => (
              <option value={x} key={x}>
                {p.t[`practice.dial.${x}`]}
              </option>
            ))}
          </select>
        </label>
        {ruled && (
          <label>
            <span>{p.t['practice.rules']}</span>
            <select
              name="rules"
              value={rules}
              onChange={(e) => setRules((e.target as HTMLSelectElement).value as RuleSetId)}
            >
              {RULES.map((x) => (
                <option value={x} key={x}>
                  {p.t[`practice.rules.${x}`]}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" class="fl-button" disabled={!p.ready}>
          {p.t['practice.start']}
        </button>
      </form>
      <p class="fl-practice-extra">
        <button type="button" class="fl-button" disabled={!p.ready} onClick={p.onDaily}>
          {p.t[p.dailyDone ? 'practice.daily.done' : 'practice.daily']}
        </button>
        <button type="button" class="fl-button" disabled={!p.ready || p.due === 0} onClick={p.onDue}>
          {fill(p.t['practice.due'], { count: p.due })}
        </button>
        <button type="button" class="fl-button" disabled={!p.ready || p.retry === 0} onClick={p.onRetry}>
          {fill(p.t['practice.retry'], { count: p.retry })}
        </button>
        <button type="button" class="fl-button" disabled={!p.ready} onClick={p.onLadder}>
          {p.t['practice.ladder.start']}
        </button>
      </p>
      {p.nextDue && (
        <p class="fl-practice-small">
          {p.nextDue.days === 1
            ? fill(p.t['practice.due.tomorrow'], { count: p.nextDue.count })
            : fill(p.t['practice.due.later'], { days: p.nextDue.days, count: p.nextDue.count })}
        </p>
      )}
    </section>
  );
}
