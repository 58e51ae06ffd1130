// Before a game: the optional HKE rules the players agree on (fan minimum, dangerous play,
// changing seats), how strong the computer players are, coaching and speed. The rules hold for
// the whole game; coaching and speed can also be changed at the table.
import type { RefObject } from 'preact';
import { useId } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { BOT_CHOICES, FIRST_HANDS, MIN_FAN_CHOICES, SPEEDS, type PlaySettings, type Speed } from './settings.ts';
import type { PlayStrings } from './strings.ts';
import type { Place } from './use-focus.ts';

interface SetupProps {
  settings: PlaySettings;
  t: PlayStrings;
  /** The game number a link asked for, or null for a fresh one. */
  seed: number | null;
  ready: boolean;
  /** The form, read once when the script starts (choices made before it ran). */
  formRef: RefObject<HTMLFormElement>;
  place: Place;
  onChange: (s: PlaySettings) => void;
  onStart: () => void;
}

export function SpeedSelect({
  value,
  t,
  onChange,
  id,
  name,
}: {
  value: Speed;
  t: PlayStrings;
  onChange: (s: Speed) => void;
  id: string;
  name?: string;
}) {
  return (
    <select
      id={id}
      name={name}
      value={value}
      onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as Speed)}
    >
      {SPEEDS.map((s) => (
        <option value={s} key={s}>
          {t[`play.speed.${s}`]}
        </option>
      ))}
    </select>
  );
}

type Flag = 'dangerousPlay' | 'changeSeats' | 'hints';

/** One of the setup's checkboxes, named as its setting. */
function Check(props: {
  id: string;
  name: Flag;
  label: string;
  settings: PlaySettings;
  set: (patch: Partial<PlaySettings>) => void;
}) {
  const { id, name } = props;
  return (
    <p class="fl-play-check">
      <input
        id={`${id}-${name}`}
        name={name}
        type="checkbox"
        checked={props.settings[name]}
        onChange={(e) => props.set({ [name]: (e.currentTarget as HTMLInputElement).checked })}
      />
      <label for={`${id}-${name}`}>{props.label}</label>
    </p>
  );
}

export function Setup({ settings, t, seed, ready, formRef, place, onChange, onStart }: SetupProps) {
  const id = useId();
  const set = (patch: Partial<PlaySettings>) => onChange({ ...settings, ...patch });
  const submit = (e: Event) => {
    e.preventDefault();
    if (ready) onStart();
  };
  return (
    <form class="fl-play-setup" ref={formRef} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t['play.setup.title']}</h2>
      <p>{t['play.setup.intro']}</p>
      <fieldset>
        <legend>{t['play.setup.rules']}</legend>
        <p class="fl-play-field">
          <label for={`${id}-fan`}>{t['play.setup.minFan']}</label>
          <select
            id={`${id}-fan`}
            name="minFan"
            value={String(settings.minFan)}
            onChange={(e) => set({ minFan: Number((e.currentTarget as HTMLSelectElement).value) })}
          >
            {MIN_FAN_CHOICES.map((n) => (
              <option value={String(n)} key={n}>
                {n === 0 ? t['play.setup.minFan.none'] : n}
              </option>
            ))}
          </select>
        </p>
        <Check id={id} name="dangerousPlay" label={t['play.setup.dangerousPlay']} settings={settings} set={set} />
        <Check id={id} name="changeSeats" label={t['play.setup.changeSeats']} settings={settings} set={set} />
      </fieldset>
      <fieldset>
        <legend>{t['play.setup.table']}</legend>
        <fieldset class="fl-play-radios">
          <legend>{t['play.setup.bot']}</legend>
          {BOT_CHOICES.map((b) => (
            <p class="fl-play-check" key={b}>
              <input
                id={`${id}-bot-${b}`}
                type="radio"
                name="bot"
                value={b}
                checked={settings.bot === b}
                onChange={() => set({ bot: b, botChosen: true })}
              />
              <label for={`${id}-bot-${b}`}>{t[`play.setup.bot.${b}`]}</label>
            </p>
          ))}
          {!settings.botChosen && (
            <p class="fl-play-note">{fill(t['play.setup.bot.suggested'], { count: FIRST_HANDS })}</p>
          )}
        </fieldset>
        <Check id={id} name="hints" label={t['play.setup.hints']} settings={settings} set={set} />
        <p class="fl-play-field">
          <label for={`${id}-speed`}>{t['play.setup.speed']}</label>
          <SpeedSelect
            id={`${id}-speed`}
            name="speed"
            value={settings.speed}
            t={t}
            onChange={(speed) => set({ speed })}
          />
        </p>
      </fieldset>
      {seed !== null && <p>{fill(t['play.setup.seed'], { seed })}</p>}
      <button
        type="submit"
        class="fl-button is-primary"
        ref={place('setup')}
        aria-disabled={ready ? undefined : 'true'}
      >
        {ready ? t['play.setup.start'] : t['play.loading']}
      </button>
    </form>
  );
}
