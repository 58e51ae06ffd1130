// The end of a hand: what happened and where the deal goes, the winner's hand taken apart (the
// breakdown of the lesson puzzles), who pays what with the running score, and the way on: the
// next hand, the final score, the hand's record as a file, a link that deals the same game, one
// that replays this hand (the hand link: seed, options and choices in the address) and, after a
// win, one that opens the winning hand on the compare page.
import { useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { Breakdown } from '../../lessons/fan-puzzle/Breakdown.tsx';
import { tileNames } from '../../words/tile-names.ts';
import {
  initialBreakdown,
  updateBreakdown,
  type BreakdownAction,
  type BreakdownState,
} from '../../lessons/fan-puzzle/breakdown.ts';
import type { FanStrings } from '../../lessons/fan-puzzle/strings.ts';
import type { BlockLabels, WidgetLang } from '../../ui/types.ts';
import type { HandEnd as End } from './result.ts';
import { payLine } from './pay-line.ts';
import type { RuleLinks } from './rule-links.ts';
import type { Place } from './use-focus.ts';
import {
  endLines,
  lessonLink,
  playerName,
  pointsText,
  seatName,
  signed,
  type PlayStrings,
  type Seating,
} from './strings.ts';

export interface HandEndProps {
  end: End;
  t: PlayStrings;
  fan: FanStrings;
  labels: BlockLabels;
  lang: WidgetLang;
  seating: Seating;
  links: RuleLinks;
  /** Hands the heading to the focus: the hand's end is what the learner reads next. */
  place: Place;
  shareHref: string;
  /** The replay viewer with this hand as a hand link, or null when it cannot be written as one. */
  replayHref: string | null;
  /** The compare page of this language; the winning hand's query is added to it. */
  compareHref: string;
  onNext: () => void;
  onNewGame: () => void;
  onDownload: () => void;
}

function Payments({ end, t }: { end: End; t: PlayStrings }) {
  return (
    <table class="fl-play-pay">
      <caption>{t['play.pay.title']}</caption>
      <thead>
        <tr>
          <th scope="col">{t['play.pay.player']}</th>
          <th scope="col">{t['play.pay.hand']}</th>
          <th scope="col">{t['play.pay.total']}</th>
        </tr>
      </thead>
      <tbody>
        {end.payments.map((row) => (
          <tr key={row.seat} class={row.player === 0 ? 'is-you' : undefined}>
            <th scope="row">
              {playerName(t, row.player, row.seat)}
              {row.role !== 'other' && <span class="fl-play-role"> · {t[`play.pay.role.${row.role}`]}</span>}
            </th>
            <td>{signed(row.amount)}</td>
            <td>{signed(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FinalScore({ end, t }: { end: End; t: PlayStrings }) {
  const ranked = [...end.payments].sort((a, b) => b.total - a.total);
  return (
    <section class="fl-play-final" aria-label={t['play.final.title']}>
      <h3>{t['play.final.title']}</h3>
      <ol>
        {ranked.map((row) => (
          <li key={row.player}>
            {fill(t['play.final.place'], {
              who: playerName(t, row.player, row.seat),
              points: pointsText(t, row.total, true),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A computer player's patterns are told with their name (the descriptions carry `{who}`). */
function named(end: End, t: PlayStrings, seating: Seating): NonNullable<End['answer']> {
  const a = end.answer!;
  const who = end.seat === null ? '' : seatName(t, seating, end.seat);
  return {
    ...a,
    items: a.items.map((i) => ({ ...i, desc: fill(i.desc, { who }) })),
    limits: a.limits.map((l) => ({ ...l, desc: fill(l.desc, { who }) })),
  };
}

export function HandEnd(props: HandEndProps) {
  const { end, t, lang, seating, links } = props;
  const [fanState, setFanState] = useState<BreakdownState | null>(() =>
    end.answer ? initialBreakdown(named(end, t, seating)) : null,
  );
  const dispatch = (a: BreakdownAction) => setFanState((s) => (s ? updateBreakdown(s, a) : s));
  const lines = endLines(t, seating, end);
  const section =
    end.outcome === 'draw-game' || end.next?.eastStays
      ? links.east
      : end.outcome === 'false-mahjong'
        ? links.penalties
        : links.payments;
  return (
    <section class="fl-play-end" aria-labelledby="fl-play-end-title">
      <h2 id="fl-play-end-title" tabIndex={-1} ref={props.place('end')}>
        {t['play.end.title']}
      </h2>
      {lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
      {payLine(t, end) && <p class="fl-play-payline">{payLine(t, end)}</p>}
      <p>
        <a href={section.href}>{lessonLink(t, section.label)}</a>
      </p>
      {fanState && (
        <Breakdown s={fanState} t={props.fan} names={tileNames(lang)} labels={props.labels} dispatch={dispatch} />
      )}
      <Payments end={end} t={t} />
      {end.next === null && <FinalScore end={end} t={t} />}
      <div class="fl-actions">
        {end.next !== null ? (
          <button type="button" class="fl-button is-primary" onClick={props.onNext}>
            {t['play.action.nextHand']}
          </button>
        ) : (
          <button type="button" class="fl-button is-primary" onClick={props.onNewGame}>
            {t['play.action.newGame']}
          </button>
        )}
        <button type="button" class="fl-button" onClick={props.onDownload}>
          {t['play.action.download']}
        </button>
      </div>
      <p class="fl-play-share">
        <a href={props.shareHref}>{t['play.action.share']}</a> {t['play.share.note']}
      </p>
      {end.compare !== null && (
        <p class="fl-play-share">
          <a href={`${props.compareHref}?${end.compare}`}>{t['play.end.compare']}</a> {t['play.end.compare.note']}
        </p>
      )}
      {props.replayHref !== null && (
        <p class="fl-play-share">
          <a href={props.replayHref}>{t['play.action.replayHand']}</a> {t['play.replayHand.note']}
        </p>
      )}
    </section>
  );
}
