// The game is played in another tab (table-owner.ts): this tab says so, in place of the table,
// and offers to take it over here (or back, after another tab took it). Nothing is played here
// meanwhile; taking over reads the save the other tab wrote as it let go.
import type { Owner } from './table-owner.ts';
import type { PlayStrings } from './strings.ts';
import type { Place } from './use-focus.ts';

interface AwayProps {
  t: PlayStrings;
  owner: Owner;
  place: Place;
  onTake: () => void;
}

export function Away({ t, owner, place, onTake }: AwayProps) {
  const back = owner === 'moved';
  return (
    <div class="fl-play-away" role="status">
      <p>{t[back ? 'play.tabs.moved' : 'play.tabs.elsewhere']}</p>
      <button
        type="button"
        class="fl-button is-primary"
        ref={place('take')}
        aria-disabled={owner === 'taking' ? 'true' : undefined}
        onClick={() => owner !== 'taking' && onTake()}
      >
        {t[back ? 'play.tabs.takeBack' : 'play.tabs.take']}
      </button>
      {owner === 'taking' && <p>{t['play.tabs.taking']}</p>}
    </div>
  );
}
