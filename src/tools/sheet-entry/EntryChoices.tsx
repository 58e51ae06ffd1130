// The first steps of the hand entry as views of its state: the result, who won or called, how
// the hand was won, the rare switches and who pays for everyone. Each choice is a button that
// shows whether it is chosen (aria-pressed), so a tap or Enter picks it and the next step shows.
import type { ComponentChildren } from 'preact';
import { fill } from '../../words/fill.ts';
import type { PlayerIndex } from '../../engine/sheet/types.ts';
import type { LiabilityCase, WinKind } from '../../engine/situation.ts';
import { SWITCHES, switchOffered, type EntryAction, type EntryContext, type EntryState } from './entry.ts';
import { whyQuestion, windName, type EntryStrings } from './strings.ts';

const PLAYERS: readonly PlayerIndex[] = [0, 1, 2, 3];
const RESULTS = ['win', 'draw', 'false-mahjong'] as const;

export function Choice(props: {
  on: boolean;
  onPick: () => void;
  class?: string;
  disabled?: boolean;
  describedBy?: string;
  children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class={`fl-sheet-entry-choice${props.on ? ' is-on' : ''}${props.class ? ` ${props.class}` : ''}`}
      aria-pressed={props.on}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
      onClick={props.onPick}
    >
      {props.children}
    </button>
  );
}

interface StepProps {
  s: EntryStrings;
  ctx: EntryContext;
  state: EntryState;
  dispatch: (a: EntryAction) => void;
}

const nameOf = (ctx: EntryContext, p: PlayerIndex | null): string => (p === null ? '' : ctx.sheet.players[p]);

export function ResultStep({ s, ctx, state, dispatch }: StepProps) {
  return (
    <>
      <fieldset class="fl-sheet-entry-step">
        <legend>{s.t['sheetEntry.result']}</legend>
        <div class="fl-sheet-entry-row">
          {RESULTS.map((r) => (
            <Choice key={r} on={state.result === r} onPick={() => dispatch({ type: 'result', result: r })}>
              {s.t[`sheetEntry.result.${r}`]}
            </Choice>
          ))}
        </div>
      </fieldset>
      {state.result !== 'draw' && (
        <fieldset class="fl-sheet-entry-step">
          <legend>{s.t[state.result === 'win' ? 'sheetEntry.who.win' : 'sheetEntry.who.false-mahjong']}</legend>
          <div class="fl-sheet-entry-players">
            {PLAYERS.map((p) => (
              <Choice
                key={p}
                class="fl-sheet-entry-player"
                on={state.player === p}
                onPick={() => dispatch({ type: 'player', player: p })}
              >
                <span class="fl-sheet-entry-name">{ctx.sheet.players[p]}</span>{' '}
                <span class="fl-sheet-entry-wind">{windName(s, ctx.seatsNow[p] ?? 0)}</span>
              </Choice>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

const WALL_WINS: readonly WinKind[] = ['self-draw', 'kong-replacement', 'robbing-kong'];

export function HowStep({ s, ctx, state, dispatch }: StepProps) {
  const winner = state.player;
  if (winner === null) return null;
  const others = PLAYERS.filter((p) => p !== winner);
  const name = nameOf(ctx, winner);
  const offered = SWITCHES.filter((w) => state[w] || switchOffered(state, ctx, w));
  return (
    <fieldset class="fl-sheet-entry-step">
      <legend>{fill(s.t['sheetEntry.how'], { name })}</legend>
      <div class="fl-sheet-entry-row">
        {others.map((p) => (
          <Choice
            key={p}
            on={state.win === 'discard' && state.from === p}
            onPick={() => dispatch({ type: 'how', win: 'discard', from: p })}
          >
            {fill(s.t['sheetEntry.how.discard'], { name: nameOf(ctx, p) })}
          </Choice>
        ))}
        {WALL_WINS.map((w) => (
          <Choice key={w} on={state.win === w} onPick={() => dispatch({ type: 'how', win: w })}>
            {s.t[`sheetEntry.how.${w}`]}
          </Choice>
        ))}
      </div>
      {state.win === 'robbing-kong' && (
        <fieldset class="fl-sheet-entry-sub">
          <legend>{fill(s.t['sheetEntry.robbed'], { name })}</legend>
          <div class="fl-sheet-entry-row">
            {others.map((p) => (
              <Choice key={p} on={state.from === p} onPick={() => dispatch({ type: 'from', player: p })}>
                {fill(s.t['sheetEntry.robbed.from'], { name: nameOf(ctx, p) })}
              </Choice>
            ))}
          </div>
        </fieldset>
      )}
      {state.win !== null && offered.length > 0 && (
        <fieldset class="fl-sheet-entry-sub">
          <legend>{s.t['sheetEntry.switches']}</legend>
          {offered.map((w) => (
            <label class="fl-check" key={w}>
              <input
                type="checkbox"
                checked={state[w]}
                onChange={(e) => dispatch({ type: 'switch', name: w, on: e.currentTarget.checked })}
              />
              <span>{s.t[`sheetEntry.switch.${w}`]}</span>
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}

export function LiableStep(props: StepProps & { cases: readonly LiabilityCase[] }) {
  const { s, ctx, state, dispatch, cases } = props;
  const winner = state.player;
  // Shown while the rules allow it, or while an edited hand still names someone.
  if (winner === null || state.win === null || (cases.length === 0 && state.liable === null)) return null;
  const others = PLAYERS.filter((p) => p !== winner);
  return (
    <fieldset class="fl-sheet-entry-step">
      <legend>{s.t['sheetEntry.liable']}</legend>
      <div class="fl-sheet-entry-row">
        <Choice on={state.liable === null} onPick={() => dispatch({ type: 'liable', player: null })}>
          {s.t['sheetEntry.liable.none']}
        </Choice>
        {others.map((p) => (
          <Choice key={p} on={state.liable === p} onPick={() => dispatch({ type: 'liable', player: p })}>
            {nameOf(ctx, p)}
          </Choice>
        ))}
      </div>
      {state.liable !== null && cases.length > 1 && (
        <fieldset class="fl-sheet-entry-sub">
          <legend>{whyQuestion(s, ctx.sheet.players, state.liable, winner)}</legend>
          <div class="fl-sheet-entry-row">
            {cases.map((c) => (
              <Choice key={c} on={state.why === c} onPick={() => dispatch({ type: 'why', why: c })}>
                {s.t[`sheetEntry.why.${c}`]}
              </Choice>
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
