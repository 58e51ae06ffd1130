// The value step of the hand entry: by quick entry (the fan tapped or typed, the patterns
// ticked, classic's points typed) or by tiles with the calculator's hand editor, whose
// situation is the one chosen in the steps before (its own situation controls are not shown).
import { useId } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { Lang } from '../../words/tile-names.ts';
import { HandEditor } from '../hand-editor/HandEditor.tsx';
import { Choice } from './EntryChoices.tsx';
import { countsFan, fanButtons, patternChoices, wayOf, type EntryEngine, type PatternChoice } from './entry-check.ts';
import type { EntryAction, EntryContext, EntryState, ValueMode } from './entry.ts';
import { nameList, patternName, type EntryStrings } from './strings.ts';

export interface EntryValueProps {
  s: EntryStrings;
  lang: Lang;
  ctx: EntryContext;
  state: EntryState;
  dispatch: (a: EntryAction) => void;
  engine: EntryEngine | null;
  notationHref: string;
  /** Enter in a typed number: "Add" (when the hand can be added). */
  onEnter: () => void;
}

const enterAdds = (onEnter: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  onEnter();
};

/** The ways of valuing a hand the main rule set has: fan or patterns, or classic's points; tiles always. */
export const modesOf = (ctx: EntryContext): readonly ValueMode[] =>
  countsFan(ctx.sheet.main.rules) ? ['fan', 'patterns', 'tiles'] : ['points', 'tiles'];

export function EntryValue(props: EntryValueProps) {
  const { s, ctx, state, dispatch } = props;
  return (
    <fieldset class="fl-sheet-entry-step">
      <legend>{s.t['sheetEntry.value']}</legend>
      <div class="fl-sheet-entry-row fl-sheet-entry-modes">
        {modesOf(ctx).map((m) => (
          <Choice key={m} on={state.mode === m} onPick={() => dispatch({ type: 'mode', mode: m })}>
            {s.t[`sheetEntry.mode.${m}`]}
          </Choice>
        ))}
      </div>
      {state.mode === 'fan' && <FanValue {...props} />}
      {state.mode === 'points' && <PointsValue {...props} />}
      {state.mode === 'patterns' && <PatternsValue {...props} />}
      {state.mode === 'tiles' && (
        <HandEditor
          engine={props.engine}
          state={state.editor}
          dispatch={(action) => dispatch({ type: 'editor', action })}
          lang={props.lang}
          s={s.editor}
          notationHref={props.notationHref}
          loading={s.t['sheetEntry.loading']}
          showSituation={false}
        />
      )}
    </fieldset>
  );
}

function FanValue({ s, ctx, state, dispatch, engine, onEnter }: EntryValueProps) {
  const id = useId();
  const buttons = engine ? fanButtons(engine, ctx.sheet.main) : [];
  return (
    <div class="fl-sheet-entry-value">
      <p class="fl-sheet-entry-label" id={`${id}-fan`}>
        {s.t['sheetEntry.fan']}
      </p>
      <div class="fl-sheet-entry-fans" role="group" aria-labelledby={`${id}-fan`}>
        {buttons.map((n) => (
          <Choice
            key={n}
            on={!state.limit && state.fan === String(n)}
            onPick={() => dispatch({ type: 'fan', text: String(n) })}
          >
            {n}
          </Choice>
        ))}
        <Choice on={state.limit} onPick={() => dispatch({ type: 'limit', on: !state.limit })} class="is-wide">
          {s.t['sheetEntry.limit']}
        </Choice>
      </div>
      <label class="fl-field fl-sheet-entry-typed">
        <span>{s.t['sheetEntry.fan.typed']}</span>
        <input
          type="text"
          inputMode="numeric"
          autocomplete="off"
          value={state.fan}
          onInput={(e) => dispatch({ type: 'fan', text: e.currentTarget.value })}
          onKeyDown={enterAdds(onEnter)}
        />
      </label>
    </div>
  );
}

function PointsValue({ s, state, dispatch, onEnter }: EntryValueProps) {
  return (
    <label class="fl-field fl-sheet-entry-typed">
      <span>{s.t['sheetEntry.points']}</span>
      <input
        type="text"
        inputMode="numeric"
        autocomplete="off"
        value={state.points}
        onInput={(e) => dispatch({ type: 'points', text: e.currentTarget.value })}
        onKeyDown={enterAdds(onEnter)}
      />
    </label>
  );
}

function PatternsValue({ s, ctx, state, dispatch, engine }: EntryValueProps) {
  if (!engine) return <p class="fl-hint">{s.t['sheetEntry.loading']}</p>;
  const choices = patternChoices(engine, ctx.sheet.main);
  const rules = ctx.sheet.main.rules;
  // The patterns that follow from how the hand was won are set from it, not ticked.
  const way = wayOf(engine, ctx, state);
  const fixed = choices.filter((p) => way?.governed.includes(p.id));
  const wayId = `fl-sheet-entry-way-${state.id}`;
  const row = (p: PatternChoice) => (
    <PatternRow
      key={p.id}
      p={p}
      name={patternName(s, rules, p.id)}
      count={way?.governed.includes(p.id) ? (way.on.includes(p.id) ? 1 : 0) : (state.patterns[p.id] ?? 0)}
      fixedBy={way?.governed.includes(p.id) ? wayId : null}
      s={s}
      replaces={
        p.section === null ? [] : choices.filter((c) => c.section === p.section && c.id !== p.id).map((c) => c.id)
      }
      dispatch={dispatch}
    />
  );
  const limits = choices.filter((p) => p.limit);
  // The limit hands are rare: folded away unless one is ticked, so the patterns fit a phone.
  return (
    <>
      <ul class="fl-sheet-entry-patterns">{choices.filter((p) => !p.limit).map(row)}</ul>
      {fixed.length > 0 && (
        <p class="fl-hint" id={wayId}>
          {fill(s.t['sheetEntry.pattern.byWay'], {
            names: nameList(
              s,
              fixed.map((p) => patternName(s, rules, p.id)),
            ),
          })}
        </p>
      )}
      {limits.length > 0 && (
        <details class="fl-sheet-entry-limits" open={limits.some((p) => (state.patterns[p.id] ?? 0) > 0)}>
          <summary>{s.t['sheetEntry.limits']}</summary>
          <ul class="fl-sheet-entry-patterns">{limits.map(row)}</ul>
        </details>
      )}
    </>
  );
}

function PatternRow(props: {
  p: PatternChoice;
  name: string;
  count: number;
  /** The id of the sentence saying why the pattern is set by the way of winning; null when tickable. */
  fixedBy: string | null;
  s: EntryStrings;
  replaces: readonly string[];
  dispatch: (a: EntryAction) => void;
}) {
  const { p, name, count, fixedBy, s, replaces, dispatch } = props;
  const set = (n: number) => dispatch({ type: 'pattern', id: p.id, count: n, replaces });
  const worth = p.limit ? s.t['sheetEntry.pattern.limit'] : fill(s.t['sheetEntry.pattern.fan'], { fan: p.fan });
  return (
    <li class="fl-sheet-entry-pattern">
      <Choice
        on={count > 0}
        onPick={() => set(count > 0 ? 0 : 1)}
        disabled={fixedBy !== null}
        {...(fixedBy === null ? {} : { describedBy: fixedBy })}
      >
        <span>{name}</span>{' '}
        <span class="fl-sheet-entry-worth">
          {worth}
          {count > 1 && ` × ${count}`}
        </span>
      </Choice>
      {p.most > 1 && (
        <span class="fl-sheet-entry-steps">
          <button
            type="button"
            class="fl-button"
            aria-label={fill(s.t['sheetEntry.pattern.fewer'], { name })}
            disabled={count === 0}
            onClick={() => set(count - 1)}
          >
            −
          </button>
          <button
            type="button"
            class="fl-button"
            aria-label={fill(s.t['sheetEntry.pattern.more'], { name })}
            disabled={count >= p.most}
            onClick={() => set(count + 1)}
          >
            +
          </button>
        </span>
      )}
    </li>
  );
}
