// Before a game: the optional HKE rules the players agree on (fan minimum, dangerous play,
// changing seats), how strong the computer players are, coaching and speed. The rules hold for
// the whole game; coaching and speed can also be changed at the table.
import { useId } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import {
  BOT_CHOICES,
  FIRST_HANDS,
  MIN_FAN_CHOICES,
  parseSettings,
  SPEEDS,
  type PlaySettings,
  type Speed,
} from './settings.ts';
import type { PlayStrings } from './strings.ts';

interface SetupProps {
  settings: PlaySettings;
  t: PlayStrings;
  /** The game number a link asked for, or null for a fresh one. */
  seed: number | null;
  ready: boolean;
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

/**
 * What the learner changed in the setup form before the page could answer (on a slow phone the
 * form shows a moment before its script runs, and the script then draws it from its own state):
 * the fields that differ from what was drawn, `drawn`, checked as stored settings are.
 */
export function changedEarly(form: HTMLFormElement | null | undefined, drawn: PlaySettings): Partial<PlaySettings> {
  const read: Record<string, unknown> = {};
  for (const el of form?.elements ?? []) {
    const { name, type, value, checked } = el as HTMLInputElement;
    if (!(name in drawn)) continue;
    if (type === 'checkbox') read[name] = checked;
    else if (type !== 'radio' || checked) read[name] = name === 'minFan' ? Number(value) : value;
  }
  const bot = read.bot !== undefined && read.bot !== drawn.bot;
  const now = parseSettings(JSON.stringify({ ...drawn, ...read, botChosen: drawn.botChosen || bot }));
  return Object.fromEntries(Object.entries(now).filter(([k, v]) => v !== drawn[k as keyof PlaySettings]));
}

export function Setup({ settings, t, seed, ready, onChange, onStart }: SetupProps) {
  const id = useId();
  const set = (patch: Partial<PlaySettings>) => onChange({ ...settings, ...patch });
  const submit = (e: Event) => {
    e.preventDefault();
    if (ready) onStart();
  };
  return (
    <form class="fl-play-setup" onSubmit={submit} aria-labelledby={`${id}-title`}>
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
        <p class="fl-play-check">
          <input
            id={`${id}-danger`}
            name="dangerousPlay"
            type="checkbox"
            checked={settings.dangerousPlay}
            onChange={(e) => set({ dangerousPlay: (e.currentTarget as HTMLInputElement).checked })}
          />
          <label for={`${id}-danger`}>{t['play.setup.dangerousPlay']}</label>
        </p>
        <p class="fl-play-check">
          <input
            id={`${id}-seats`}
            name="changeSeats"
            type="checkbox"
            checked={settings.changeSeats}
            onChange={(e) => set({ changeSeats: (e.currentTarget as HTMLInputElement).checked })}
          />
          <label for={`${id}-seats`}>{t['play.setup.changeSeats']}</label>
        </p>
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
        <p class="fl-play-check">
          <input
            id={`${id}-hints`}
            name="hints"
            type="checkbox"
            checked={settings.hints}
            onChange={(e) => set({ hints: (e.currentTarget as HTMLInputElement).checked })}
          />
          <label for={`${id}-hints`}>{t['play.setup.hints']}</label>
        </p>
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
      <button type="submit" class="fl-button is-primary" aria-disabled={ready ? undefined : 'true'}>
        {ready ? t['play.setup.start'] : t['play.loading']}
      </button>
    </form>
  );
}
