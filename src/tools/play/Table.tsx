// The table from the learner's chair: the player opposite at the top, the one on the left (whose
// discards you may chow) on the left, the next in turn on the right; in the middle the winds,
// the walls and what just happened; at the bottom the learner's own discards, sets, hand and
// the question the table is asking. Phones stack it all in one column.
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { WidgetLang } from '../../ui/types.ts';
import type { Move, News as NewsItem } from './controller.ts';
import type { Advice } from './coach.ts';
import { Controls } from './Controls.tsx';
import type { Hint } from './hints.ts';
import { Hints, News } from './Messages.tsx';
import type { PlaySeat, TableView } from './model.ts';
import { OwnHand } from '../table/OwnHand.tsx';
import type { RuleLinks } from './rule-links.ts';
import { Seat } from '../table/Seat.tsx';
import { objectName, playerName, pointsText, type ErrorStrings, type PlayStrings, type Seating } from './strings.ts';
import type { Place } from './use-focus.ts';

interface TableProps {
  view: TableView;
  news: readonly NewsItem[];
  hints: readonly Hint[];
  t: PlayStrings;
  errors: ErrorStrings;
  lang: WidgetLang;
  seating: Seating;
  links: RuleLinks;
  coach: boolean;
  /** Hands the hand's and the question's controls to the focus (use-focus.ts). */
  place: Place;
  askingMahjong: boolean;
  onAskMahjong: (asking: boolean) => void;
  advice: Advice | null;
  hint: boolean;
  /** The strong player still tries the learner's choices out: the advice follows. */
  trying: boolean;
  onHint: () => void;
  onMove: (m: Move) => void;
}

/** The face-down tiles of another player: one picture, the count in words. */
function Backs({ count, t, lang }: { count: number; t: PlayStrings; lang: WidgetLang }) {
  const label = fill(t['play.hidden'], { count });
  return (
    <p class="fl-play-backs" role="img" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <span class="fl-play-back" key={i} aria-hidden="true">
          <TileView code="back" lang={lang} size={22} />
        </span>
      ))}
      <span class="fl-play-count" aria-hidden="true">
        {count}
      </span>
    </p>
  );
}

interface PlaceProps {
  seat: PlaySeat;
  t: PlayStrings;
  lang: WidgetLang;
  seating: Seating;
  last: TableView['lastDiscard'];
}

/** One place at the play table: who sits there (name, seat wind, score, whose turn), the others' tiles as backs. */
function Place({ seat, t, lang, seating, last }: PlaceProps) {
  const name = playerName(t, seat.player, seat.seat);
  const wind = t[`wind.${seat.seat}`];
  const place = t[`play.place.${seat.place}`];
  const head = (
    <p class="fl-play-seat-head">
      <span class="fl-play-wind">{wind}</span>
      <span class="fl-play-name">
        {seat.player === 0 ? t['play.you'] : t[`play.player.${seat.player}` as 'play.player.1']}
      </span>
      <span class="fl-play-place">{place}</span>
      <span class="fl-play-score">{pointsText(t, seat.score, true)}</span>
      {seat.active && <span class="fl-play-turn">{t['play.turnMark']}</span>}
    </p>
  );
  const words = {
    melds: t['play.melds'],
    bonus: t['play.bonus'],
    discards: t['play.discards'],
    taken: (tile: string, by: PlaySeat['seat']) => fill(t['play.taken'], { tile, who: objectName(t, seating, by) }),
  };
  return (
    <Seat
      seat={seat}
      lang={lang}
      class={`fl-play-seat is-${seat.place}${seat.active ? ' is-active' : ''}`}
      label={`${name}, ${wind}, ${place}`}
      head={head}
      hidden={seat.place !== 'bottom' && <Backs count={seat.hidden} t={t} lang={lang} />}
      words={words}
      sizes={{ set: 30, bonus: 26, discard: 30 }}
      lit={last !== null && last.seat === seat.seat ? last.index : -1}
    />
  );
}

function Center({ view, t }: { view: TableView; t: PlayStrings }) {
  return (
    <dl class="fl-play-facts">
      <div>
        <dt>{t['play.round']}</dt>
        <dd>{t[`wind.${view.round}`]}</dd>
      </div>
      <div>
        <dt>{t['play.handNumber']}</dt>
        <dd>{view.handNumber}</dd>
      </div>
      <div>
        <dt>{t['play.wall']}</dt>
        <dd>{view.live}</dd>
      </div>
      <div>
        <dt>{t['play.deadWall']}</dt>
        <dd>{view.dead}</dd>
      </div>
    </dl>
  );
}

/** The hint is open on a discard: the tile the strong player would discard. */
function suggestion(advice: Advice | null, hint: boolean): number | null {
  const best = advice?.choices[0]?.action;
  return hint && advice?.kind === 'discard' && best?.type === 'discard' ? best.tile : null;
}

export function Table(props: TableProps) {
  const { view, t, lang, seating } = props;
  const [me, ...others] = view.seats;
  const seat = (s: PlaySeat) => (
    <Place seat={s} t={t} lang={lang} seating={seating} last={view.lastDiscard} key={s.seat} />
  );
  return (
    <div class="fl-play-table" role="region" aria-label={fill(t['play.table.label'], { number: view.handNumber })}>
      {others.map(seat)}
      <div class="fl-play-center">
        <Center view={view} t={t} />
        <News news={props.news} t={t} seating={seating} />
      </div>
      <div class="fl-play-me">
        {seat(me!)}
        <OwnHand
          hand={view.hand}
          drawn={view.drawn}
          canDiscard={view.prompt.kind === 'discard'}
          t={t}
          lang={lang}
          onDiscard={(tile) => props.onMove({ type: 'discard', tile })}
          place={props.place}
          suggest={suggestion(props.advice, props.hint)}
        />
        <Controls
          view={view}
          t={t}
          lang={lang}
          seating={seating}
          coach={props.coach}
          place={props.place}
          askingMahjong={props.askingMahjong}
          onAskMahjong={props.onAskMahjong}
          advice={props.advice}
          hint={props.hint}
          trying={props.trying}
          onHint={props.onHint}
          onMove={props.onMove}
          links={props.links}
        />
        <Hints hints={props.hints} t={t} errors={props.errors} seating={seating} links={props.links} />
      </div>
    </div>
  );
}
