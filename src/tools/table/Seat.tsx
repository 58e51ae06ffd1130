// One place at the table: who sits there (name, seat wind, score, whose turn), the hidden hand
// as tile backs, the exposed sets and bonus tiles, and the discards in the order they came.
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { MeldView, PlaySeat, TableView } from '../play/model.ts';
import { objectName, playerName, pointsText, tileText, type PlayStrings, type Seating } from '../play/strings.ts';

interface SeatProps {
  seat: PlaySeat;
  t: PlayStrings;
  lang: WidgetLang;
  seating: Seating;
  last: TableView['lastDiscard'];
}

function Meld({ meld, lang }: { meld: MeldView; lang: WidgetLang }) {
  return (
    <li class={`fl-play-meld${meld.concealed ? ' is-concealed' : ''}`}>
      {meld.tiles.map((code, i) => (
        <TileView code={code} lang={lang} size={30} rotated={i === meld.claimed} key={i} />
      ))}
    </li>
  );
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

function Discards({ seat, t, lang, seating, last }: SeatProps) {
  if (seat.discards.length === 0) return null;
  return (
    <ol class="fl-play-discards" aria-label={t['play.discards']}>
      {seat.discards.map((d, i) => {
        const isLast = last !== null && last.seat === seat.seat && last.index === i;
        const name = tileText(lang, d.tile);
        const label =
          d.claimedBy === null ? name : fill(t['play.taken'], { tile: name, who: objectName(t, seating, d.claimedBy) });
        return (
          <li class={d.claimedBy === null ? undefined : 'is-taken'} key={i}>
            <TileView code={d.tile} lang={lang} size={30} label={label} highlight={isLast} />
          </li>
        );
      })}
    </ol>
  );
}

export function Seat(props: SeatProps) {
  const { seat, t, lang } = props;
  const name = playerName(t, seat.player, seat.seat);
  const wind = t[`wind.${seat.seat}`];
  const place = t[`play.place.${seat.place}`];
  const open = seat.melds.length > 0 || seat.bonus.length > 0;
  return (
    <section
      class={`fl-play-seat is-${seat.place}${seat.active ? ' is-active' : ''}`}
      aria-label={`${name}, ${wind}, ${place}`}
      data-seat={seat.seat}
    >
      <p class="fl-play-seat-head">
        <span class="fl-play-wind">{wind}</span>
        <span class="fl-play-name">
          {seat.player === 0 ? t['play.you'] : t[`play.player.${seat.player}` as 'play.player.1']}
        </span>
        <span class="fl-play-place">{place}</span>
        <span class="fl-play-score">{pointsText(t, seat.score, true)}</span>
        {seat.active && <span class="fl-play-turn">{t['play.turnMark']}</span>}
      </p>
      {seat.place !== 'bottom' && <Backs count={seat.hidden} t={t} lang={lang} />}
      {open && (
        <div class="fl-play-open">
          {seat.melds.length > 0 && (
            <ul class="fl-play-melds" aria-label={t['play.melds']}>
              {seat.melds.map((m, i) => (
                <Meld meld={m} lang={lang} key={i} />
              ))}
            </ul>
          )}
          {seat.bonus.length > 0 && (
            <ul class="fl-play-bonus" aria-label={t['play.bonus']}>
              {seat.bonus.map((code: TileCode, i) => (
                <li key={i}>
                  <TileView code={code} lang={lang} size={26} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Discards {...props} />
    </section>
  );
}
