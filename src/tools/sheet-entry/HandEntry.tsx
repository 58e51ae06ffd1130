// One hand of the score sheet, entered or edited in a few taps: the result, how it was won, who
// pays for everyone, the value; then, before "Add", what it does to the evening in words, as the
// engine computes it. The state is entry.ts's (tested in Node); this view only shows it and
// dispatches. The page owns the sheet: "Add" hands it the new SheetHand, "Cancel" changes nothing.
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { Sheet, SheetHand } from '../../engine/sheet/types.ts';
import type { Wind } from '../../engine/tiles.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { HowStep, LiableStep, ResultStep } from './EntryChoices.tsx';
import { EntryValue } from './EntryValue.tsx';
import { checkEntry, liabilityCases, type EntryEngine } from './entry-check.ts';
import {
  emptyEntry,
  entryOf,
  howDone,
  newHandId,
  update,
  type EntryAction,
  type EntryContext,
  type EntryState,
} from './entry.ts';
import { outcomeOf } from './outcome.ts';
import { saidText, type EntryStrings } from './strings.ts';

export interface HandEntryProps {
  lang: WidgetLang;
  /** The entry's strings, made at build time by entryStrings (data.build.ts). */
  s: EntryStrings;
  /** The evening: the players' names and the rule sets; its hands for the preview. */
  sheet: Sheet;
  /** Each player's seat wind in the hand being entered (computeSheet's next hand, or the edited hand's row). */
  seatsNow: readonly Wind[];
  /** The prevalent wind of that hand. */
  round: Wind;
  /** The hand being edited; absent for a new hand. */
  initial?: SheetHand;
  onDone: (hand: SheetHand) => void;
  onCancel: () => void;
  /** The engine once loaded (loadEngine), null until then. */
  engine: EntryEngine | null;
  /** Where "how to write hands down" links to, for the hand editor. */
  notationHref: string;
  /** Focus the first choice when shown: the entry follows an "Add", "Save" or "Cancel", whose button is gone. */
  focusFirst?: boolean;
}

export function HandEntry(props: HandEntryProps) {
  const { s, sheet, engine, initial } = props;
  const id = useId();
  const ctx: EntryContext = useMemo(
    () => ({ sheet, seatsNow: props.seatsNow, round: props.round }),
    [sheet, props.seatsNow, props.round],
  );
  const [state, setState] = useState<EntryState>(() =>
    initial ? entryOf(ctx, engine, initial) : emptyEntry(ctx, { id: newHandId(), at: new Date().toISOString() }),
  );
  const dispatch = (a: EntryAction) => setState((st) => update(engine, ctx, st, a));
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (props.focusFirst) root.current?.querySelector<HTMLElement>('.fl-sheet-entry-choice')?.focus();
  }, []);
  // A hand by tiles being edited before the engine loaded: its tiles go into the editor now.
  useEffect(() => {
    if (!engine || initial?.kind !== 'win' || initial.value.by !== 'tiles' || state.editor.text !== '') return;
    const text = initial.value.hand;
    setState((st) => update(engine, ctx, st, { type: 'editor', action: { type: 'text', text } }));
  }, [engine]);

  const checked = useMemo(() => checkEntry(engine, ctx, state), [engine, ctx, state]);
  const outcome = useMemo(
    () => (checked.ok && engine ? outcomeOf(engine, sheet, checked.hand) : null),
    [engine, sheet, checked],
  );
  const ready = checked.ok && outcome?.ok === true;
  const said = saidText(s, props.lang, sheet.players, state, checked, outcome);
  const cases = engine ? liabilityCases(engine, sheet.main, state.win) : [];
  const win = state.result === 'win' && state.player !== null;
  // A new hand is entered when "Add" is pressed; an edited hand keeps its time.
  const add = () => {
    if (checked.ok && ready) props.onDone(initial ? checked.hand : { ...checked.hand, at: new Date().toISOString() });
  };
  return (
    <section class="fl-sheet-entry" aria-labelledby={`${id}-title`} ref={root}>
      <h2 id={`${id}-title`}>{s.t[initial ? 'sheetEntry.title.edit' : 'sheetEntry.title.new']}</h2>
      <ResultStep s={s} ctx={ctx} state={state} dispatch={dispatch} />
      {win && <HowStep s={s} ctx={ctx} state={state} dispatch={dispatch} />}
      {win && <LiableStep s={s} ctx={ctx} state={state} dispatch={dispatch} cases={cases} />}
      {win && howDone(state) && (
        <EntryValue
          s={s}
          lang={props.lang}
          ctx={ctx}
          state={state}
          dispatch={dispatch}
          engine={engine}
          notationHref={props.notationHref}
          onEnter={add}
        />
      )}
      <p id={`${id}-said`} class={`fl-sheet-entry-said${ready ? '' : ' is-problem'}`} role="status">
        {said}
      </p>
      <p class="fl-actions fl-sheet-entry-actions">
        <button
          type="button"
          class="fl-button is-primary"
          disabled={!ready}
          aria-describedby={`${id}-said`}
          onClick={add}
        >
          {s.t[initial ? 'sheetEntry.save' : 'sheetEntry.add']}
        </button>
        <button type="button" class="fl-button" onClick={props.onCancel}>
          {s.t['sheetEntry.cancel']}
        </button>
      </p>
    </section>
  );
}
