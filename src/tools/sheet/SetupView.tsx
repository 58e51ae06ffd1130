// The set-up of a new evening: the four names (remembered from the last evening), the seats as
// typed or drawn, the rule set and its options, changing seats, chips, a time limit and a rule
// set to score alongside. One form: Tab moves on, Enter starts; a problem is named beside its
// field and the first one takes the focus.
import { useEffect, useRef } from 'preact/hooks';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { fill } from '../../words/fill.ts';
import type { Page, PageState, Screen } from './page.ts';
import { RulesFields } from './RulesFields.tsx';
import { drawSeats, newId, type SetupForm, type SetupProblem } from './setup.ts';
import { windWord, type SheetStrings } from './strings.ts';

type SetupScreen = Extract<Screen, { kind: 'setup' }>;

interface Props {
  t: SheetStrings;
  screen: SetupScreen;
  page: Page;
  act: (s: PageState) => void;
}

const problemText = (t: SheetStrings, p: SetupProblem): string =>
  fill(t[`sheet.setup.problem.${p.code}`], { n: 'seat' in p ? p.seat + 1 : undefined });

/** The id of the field a problem is about. */
function fieldOf(p: SetupProblem): string {
  if (p.code === 'name-missing' || p.code === 'name-twice') return `fl-sheet-name-${p.seat}`;
  return p.code === 'second-same' ? 'fl-sheet-second-rules' : `fl-sheet-${p.code.split('-')[0]}`;
}

function Text(props: {
  t: SheetStrings;
  id: string;
  label: string;
  value: string;
  numeric?: boolean;
  problems: SetupProblem[];
  hint?: string;
  set: (v: string) => void;
}) {
  const mine = props.problems.filter((p) => fieldOf(p) === props.id);
  const described = [props.hint ? `${props.id}-hint` : '', mine.length ? `${props.id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <p class="fl-sheet-field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        value={props.value}
        autocomplete="off"
        inputMode={props.numeric ? 'numeric' : undefined}
        aria-invalid={mine.length ? 'true' : undefined}
        aria-describedby={described || undefined}
        onInput={(e) => props.set((e.currentTarget as HTMLInputElement).value)}
      />
      {props.hint && (
        <span class="fl-sheet-hint" id={`${props.id}-hint`}>
          {props.hint}
        </span>
      )}
      {mine.length > 0 && (
        <span class="fl-sheet-problem" id={`${props.id}-problem`}>
          {mine.map((p) => problemText(props.t, p)).join(' ')}
        </span>
      )}
    </p>
  );
}

export function SetupView({ t, screen, page, act }: Props) {
  const { form, problems } = screen;
  const set = (patch: Partial<SetupForm>) => act(page.editForm({ ...form, ...patch }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (problems.length > 0) document.getElementById(fieldOf(problems[0]!))?.focus();
  }, [problems]);
  const submit = (e: Event) => {
    e.preventDefault();
    act(page.start(newId(Date.now(), Math.random), new Date().toISOString()));
  };
  const name = (i: number, v: string) => {
    const names = [...form.names] as SetupForm['names'];
    names[i] = v;
    set({ names });
  };
  const field = { t, problems };
  return (
    <form class="fl-sheet-setup" onSubmit={submit} noValidate aria-labelledby="fl-sheet-setup-title">
      <h2 id="fl-sheet-setup-title" tabIndex={-1} ref={heading}>
        {t['sheet.setup.title']}
      </h2>
      <fieldset>
        <legend>{t['sheet.setup.players']}</legend>
        {form.names.map((n, i) => (
          <Text
            key={i}
            {...field}
            id={`fl-sheet-name-${i}`}
            label={fill(t[form.drawn ? 'sheet.setup.player' : 'sheet.setup.playerAt'], {
              n: i + 1,
              wind: windWord(t, WIND_LETTERS[i]!),
            })}
            value={n}
            set={(v) => name(i, v)}
          />
        ))}
        <p class="fl-sheet-check">
          <input
            id="fl-sheet-draw"
            type="checkbox"
            checked={form.drawn !== null}
            onChange={(e) =>
              set({ drawn: (e.currentTarget as HTMLInputElement).checked ? drawSeats(Math.random) : null })
            }
          />
          <label for="fl-sheet-draw">{t['sheet.setup.draw']}</label>
        </p>
        {form.drawn && (
          <div class="fl-sheet-drawn">
            <p aria-live="polite">
              {form.drawn
                .map((p, w) =>
                  fill(t['sheet.seat'], {
                    wind: windWord(t, WIND_LETTERS[w]!),
                    name: form.names[p]?.trim() || `${p + 1}`,
                  }),
                )
                .join(' · ')}
            </p>
            <button type="button" class="fl-button" onClick={() => set({ drawn: drawSeats(Math.random) })}>
              {t['sheet.setup.drawAgain']}
            </button>
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>{t['sheet.setup.rules']}</legend>
        <RulesFields
          t={t}
          id="fl-sheet-main"
          label={t['sheet.setup.main']}
          rules={form.main}
          options={form.mainOptions}
          onChange={(main, mainOptions) => main !== null && set({ main, mainOptions })}
        />
        <p class="fl-sheet-check">
          <input
            id="fl-sheet-change"
            type="checkbox"
            checked={form.changeSeats}
            onChange={(e) => set({ changeSeats: (e.currentTarget as HTMLInputElement).checked })}
          />
          <label for="fl-sheet-change">{t['sheet.setup.changeSeats']}</label>
        </p>
      </fieldset>
      <fieldset>
        <legend>{t['sheet.setup.end']}</legend>
        <Text
          {...field}
          id="fl-sheet-start"
          label={t['sheet.setup.start']}
          hint={t['sheet.setup.startHint']}
          numeric
          value={form.start}
          set={(start) => set({ start })}
        />
        <Text
          {...field}
          id="fl-sheet-minutes"
          label={t['sheet.setup.minutes']}
          hint={t['sheet.setup.minutesHint']}
          numeric
          value={form.minutes}
          set={(minutes) => set({ minutes })}
        />
      </fieldset>
      <fieldset>
        <legend>{t['sheet.setup.alongside']}</legend>
        <RulesFields
          t={t}
          id="fl-sheet-second"
          label={t['sheet.setup.second']}
          rules={form.second}
          options={form.secondOptions}
          none={t['sheet.setup.second.none']}
          hint={t['sheet.setup.secondHint']}
          onChange={(second, secondOptions) => set({ second, secondOptions })}
        />
        {problems.some((p) => p.code === 'second-same') && (
          <p class="fl-sheet-problem" id="fl-sheet-second-problem">
            {problemText(t, { code: 'second-same' })}
          </p>
        )}
      </fieldset>
      <Text
        {...field}
        id="fl-sheet-title"
        label={t['sheet.setup.name']}
        value={form.title}
        set={(title) => set({ title })}
      />
      <p class="fl-actions">
        <button type="submit" class="fl-button is-primary">
          {t['sheet.setup.go']}
        </button>
        <button type="button" class="fl-button" onClick={() => act(page.openList())}>
          {t['sheet.back']}
        </button>
      </p>
    </form>
  );
}
