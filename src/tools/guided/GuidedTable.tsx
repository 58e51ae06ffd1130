// The guided table: the other three seats with their hands face down and their discards (the one
// waiting for answers ringed), then the learner's sets, hand and moves. Seats and sets are the
// table's (src/tools/table/), so a claimed tile lies sideways as at the play table. Tiles of the step are
// ringed; the first move awaited is handed to the island (`awaitedRef`), which moves the focus
// to it, and carries data-awaited for the browser tests.
import { fill } from '../../words/fill.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { WidgetLang } from '../../ui/types.ts';
import { tileName } from '../../words/tile-names.ts';
import { Open } from '../table/Meld.tsx';
import { Seat } from '../table/Seat.tsx';
import { endText } from './end.ts';
import type { GuidedMove } from './guided.ts';
import type { GuidedStrings } from './strings.ts';
import type { GuidedView, OtherSeat } from './view.ts';

interface TableProps {
  view: GuidedView;
  t: GuidedStrings;
  lang: WidgetLang;
  onMove: (m: GuidedMove) => void;
  /** Receives the first control of the move awaited (a tile, else a button). */
  awaitedRef: (el: HTMLElement | null) => void;
}

/** Another seat: its hand face down (the count in its heading), its sets, bonus tiles and discards. */
function Other({ seat, t, lang }: { seat: OtherSeat; t: GuidedStrings; lang: WidgetLang }) {
  const head = (
    <h2>
      {t[`wind.${seat.seat}`]} <span class="fl-guided-hidden">{fill(t['guided.hidden'], { count: seat.hidden })}</span>
    </h2>
  );
  return (
    <Seat
      seat={seat}
      lang={lang}
      class="fl-guided-other"
      label={t[`wind.${seat.seat}`]}
      head={head}
      words={{ melds: t['guided.melds'], bonus: t['guided.bonus'], discards: t['guided.discards'] }}
      sizes={{ set: 24, bonus: 24, discard: 26 }}
      lit={seat.open}
    />
  );
}

export function GuidedTable({ view, t, lang, onMove, awaitedRef }: TableProps) {
  const tile = view.hand.findIndex((h) => h.awaited && h.move !== null);
  const button = tile < 0 ? view.buttons.findIndex((b) => b.awaited) : -1;
  return (
    <div class="fl-guided-table">
      <div class="fl-guided-others">
        {view.others.map((s) => (
          <Other seat={s} t={t} lang={lang} key={s.seat} />
        ))}
      </div>
      {view.claim !== null && (
        <p class="fl-guided-claim">
          {fill(t['guided.lastDiscard'], { tile: tileName(view.claim.tile, lang), who: t[`wind.${view.claim.from}`] })}{' '}
          <TileView code={view.claim.tile} lang={lang} size={40} highlight={view.claim.marked} />
        </p>
      )}
      <section class="fl-guided-me" aria-label={`${t['guided.you']}, ${t['wind.S']}`}>
        <Open
          melds={view.melds}
          bonus={view.bonus}
          lang={lang}
          words={{ melds: t['guided.melds'], bonus: t['guided.bonus'] }}
          size={30}
        />
        <ul class="fl-guided-hand" aria-label={t['guided.hand']}>
          {view.hand.map((h, i) => (
            <li key={i} class={h.marked ? 'is-marked' : undefined}>
              {h.move === null ? (
                <TileView code={h.code} lang={lang} size={44} highlight={h.marked} />
              ) : (
                <button
                  type="button"
                  class="fl-guided-tile"
                  aria-label={fill(t['guided.discardTile'], { tile: tileName(h.code, lang) })}
                  data-awaited={h.awaited ? 'true' : undefined}
                  ref={i === tile ? awaitedRef : undefined}
                  onClick={() => onMove(h.move!)}
                >
                  <TileView code={h.code} lang={lang} size={44} highlight={h.marked} />
                </button>
              )}
            </li>
          ))}
        </ul>
        {view.buttons.length > 0 && (
          <div class="fl-guided-moves" role="group" aria-label={t['guided.actions']}>
            {view.buttons.map((b, i) => (
              <button
                type="button"
                key={b.key}
                class={b.awaited ? 'fl-button is-primary is-awaited' : 'fl-button'}
                data-awaited={b.awaited ? 'true' : undefined}
                ref={i === button ? awaitedRef : undefined}
                onClick={() => onMove(b.move)}
              >
                {t[`guided.${b.key}`]}
              </button>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

export function GuidedEnd(props: {
  view: GuidedView;
  t: GuidedStrings;
  names: Readonly<Record<string, string>>;
  script: string;
  playHref: string;
  /** Receives the heading, which takes the focus when the hand ends. */
  headingRef: (el: HTMLElement | null) => void;
}) {
  const { t } = props;
  const end = endText(props.view, t, props.names, props.script);
  if (end === null) return null;
  return (
    <section class="fl-guided-end" aria-labelledby="fl-guided-done">
      <h2 id="fl-guided-done" tabIndex={-1} ref={props.headingRef}>
        {t['guided.done.title']}
      </h2>
      <p>{end.total}</p>
      <h3>{t['guided.done.breakdown']}</h3>
      <ul>
        {end.items.map((it) => (
          <li key={it.id}>{it.text}</li>
        ))}
      </ul>
      <h3>{t['guided.done.pays']}</h3>
      <ul>
        {end.pays.map((p) => (
          <li key={p.seat}>{p.text}</li>
        ))}
      </ul>
      <p>{end.closing}</p>
      <p>
        <a href={props.playHref}>{t['guided.done.next']}</a>
      </p>
    </section>
  );
}
