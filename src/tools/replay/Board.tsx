// The four seats of a replayed moment, each with its hand face up, its sets, bonus tiles and
// discards. Reads the board only; every tile has its name for screen readers.
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { WidgetLang } from '../../ui/types.ts';
import { Seat } from '../table/Seat.tsx';
import type { Board, BoardSeat } from './board.ts';
import type { ReplayStrings } from './strings.ts';

interface SeatProps {
  seat: BoardSeat;
  t: ReplayStrings;
  lang: WidgetLang;
}

function SeatView({ seat, t, lang }: SeatProps) {
  const wind = t[`wind.${seat.seat}`];
  const head = (
    <h2>
      {wind}
      {seat.active && <span class="fl-replay-turn">{t['replay.toAct']}</span>}
    </h2>
  );
  const hand = (
    <ul class="fl-replay-row is-hand" aria-label={t['replay.hidden']}>
      {seat.hand.map((c, i) => (
        <li key={i}>
          <TileView code={c} lang={lang} size={34} />
        </li>
      ))}
    </ul>
  );
  const words = {
    melds: t['replay.melds'],
    bonus: t['replay.bonus'],
    discards: t['replay.discards'],
    taken: (tile: string) => fill(t['replay.taken'], { tile }),
  };
  return (
    <Seat
      seat={seat}
      lang={lang}
      class={`fl-replay-seat${seat.active ? ' is-active' : ''}`}
      label={seat.active ? `${wind}, ${t['replay.toAct']}` : wind}
      head={head}
      hidden={hand}
      words={words}
      sizes={{ set: 28, bonus: 28, discard: 24 }}
    />
  );
}

export function BoardView({ board, t, lang }: { board: Board; t: ReplayStrings; lang: WidgetLang }) {
  return (
    <div class="fl-replay-board">
      {board.seats.map((s) => (
        <SeatView seat={s} t={t} lang={lang} key={s.seat} />
      ))}
    </div>
  );
}
