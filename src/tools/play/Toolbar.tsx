// Above the table: the rules agreed for this game, the coaching switch and the speed (both can
// change mid-game), and a way back to the options for a new game.
import { useId } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { BotLevel, GameOptions } from '../../engine/game/index.ts';
import type { PlaySettings, Speed } from './settings.ts';
import { SpeedSelect } from './Setup.tsx';
import type { PlayStrings } from './strings.ts';
import type { Place } from './use-focus.ts';

interface ToolbarProps {
  t: PlayStrings;
  options: GameOptions;
  bot: BotLevel;
  settings: PlaySettings;
  seed: number;
  /** A hand is being played: a new game asks first. */
  midHand: boolean;
  /** "New game?" is asked (it stays open while the hand goes on). */
  asking: boolean;
  place: Place;
  onAsk: (asking: boolean) => void;
  onCoach: (on: boolean) => void;
  onSpeed: (s: Speed) => void;
  onNewGame: () => void;
}

export function rulesSummary(t: PlayStrings, o: GameOptions, bot: BotLevel): string {
  const parts = [o.minFan > 0 ? fill(t['play.rules.minFan'], { fan: o.minFan }) : t['play.rules.noMinFan']];
  if (o.dangerousPlay) parts.push(t['play.rules.dangerousPlay']);
  if (o.changeSeats) parts.push(t['play.rules.changeSeats']);
  parts.push(t[`play.rules.bot.${bot}`]);
  return parts.join(' · ');
}

export function Toolbar(props: ToolbarProps) {
  const { t, options, bot, settings, seed, midHand, asking, onAsk, onCoach, onSpeed, onNewGame } = props;
  const id = useId();
  return (
    <div class="fl-play-toolbar">
      <p class="fl-play-summary">
        {rulesSummary(t, options, bot)} · {fill(t['play.setup.seed'], { seed })}
      </p>
      <p class="fl-play-check">
        <input
          id={`${id}-coach`}
          type="checkbox"
          checked={settings.hints}
          onChange={(e) => onCoach((e.currentTarget as HTMLInputElement).checked)}
        />
        <label for={`${id}-coach`}>{t['play.options.hints']}</label>
      </p>
      <p class="fl-play-field">
        <label for={`${id}-speed`}>{t['play.options.speed']}</label>
        <SpeedSelect id={`${id}-speed`} value={settings.speed} t={t} onChange={onSpeed} />
      </p>
      <button
        type="button"
        class="fl-button"
        aria-expanded={midHand ? asking : undefined}
        onClick={() => (midHand ? onAsk(true) : onNewGame())}
      >
        {t['play.action.newGame']}
      </button>
      {asking && midHand && (
        <div class="fl-play-confirm" role="alertdialog" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`}>{t['play.newGame.confirm']}</p>
          <button type="button" class="fl-button" onClick={onNewGame}>
            {t['play.newGame.yes']}
          </button>{' '}
          <button
            type="button"
            class="fl-button is-primary"
            ref={props.place('keep-game')}
            onClick={() => onAsk(false)}
          >
            {t['play.newGame.no']}
          </button>
        </div>
      )}
    </div>
  );
}
