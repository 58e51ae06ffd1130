// The four seats of a replayed moment, each with its hand face up, its sets, bonus tiles and
// discards. Reads the board only; every tile has its name for screen readers.
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { WidgetLang } from '../../ui/types.ts';
import type { Board, BoardSeat } from './board.ts';
import { tileText, type ReplayStrings } from './strings.ts';

interface SeatProps {
  seat: BoardSeat;
  t: ReplayStrings;
  lang: WidgetLang;
}

function Row({ label, children, cls }: { label: string; children: preact.ComponentChildren; cls: string }) {
  return (
    <ul class={`fl-replay-row ${cls}`} aria-label={label}>
      {children}
    </ul>
  );
}

function SeatView({ seat, t, lang }: SeatProps) {
  const wind = t[`wind.${seat.seat}`];
  return (
    <section
      class={`fl-replay-seat${seat.active ? ' is-active' : ''}`}
      aria-label={seat.active ? `${wind}, ${t['replay.toAct']}` : wind}
      data-seat={seat.seat}
    >
      <h2>
        {wind}
        {seat.active && <span class="fl-replay-turn">{t['replay.toAct']}</span>}
      </h2>
      <Row label={t['replay.hidden']} cls="is-hand">
        {seat.hand.map((c, i) => (
          <li key={i}>
            <TileView code={c} lang={lang} size={34} />
          </li>
        ))}
      </Row>
      {(seat.melds.length > 0 || seat.bonus.length > 0) && (
        <div class="fl-replay-open">
          {seat.melds.length > 0 && (
            <Row label={t['replay.melds']} cls="is-melds">
              {seat.melds.map((m, i) => (
                <li class="fl-replay-meld" key={i}>
                  {m.tiles.map((c, k) => (
                    <TileView code={c} lang={lang} size={28} rotated={k === m.claimed} key={k} />
                  ))}
                </li>
              ))}
            </Row>
          )}
          {seat.bonus.length > 0 && (
            <Row label={t['replay.bonus']} cls="is-bonus">
              {seat.bonus.map((c, i) => (
                <li key={i}>
                  <TileView code={c} lang={lang} size={28} />
                </li>
              ))}
            </Row>
          )}
        </div>
      )}
      {seat.discards.length > 0 && (
        <Row label={t['replay.discards']} cls="is-discards">
          {seat.discards.map((d, i) => (
            <li class={d.taken ? 'is-taken' : undefined} key={i}>
              <TileView
                code={d.tile}
                lang={lang}
                size={24}
                label={d.taken ? fill(t['replay.taken'], { tile: tileText(lang, d.tile) }) : undefined}
              />
            </li>
          ))}
        </Row>
      )}
    </section>
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
