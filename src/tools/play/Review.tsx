// The review after a hand: a one-line summary (decisions agreed, the biggest mistake), the list
// of the learner's decisions with "next mistake", the board as the learner saw it at the chosen
// moment, and "try again": the learner chooses again and hears whether it now matches the
// strong player's choice, or why not. Shown only once the hand has ended.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { Action } from '../../engine/game/types.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { Mistake } from '../table/review/review.ts';
import { actionText, judgedText, markText, mistakeText, verdictText, type TaughtLinks } from '../table/review/words.ts';
import { Taught } from '../table/review/Taught.tsx';
import type { Review as ReviewData, ReviewBoard, ReviewItem } from '../table/review/review-view.ts';
import { Discards } from '../table/Discards.tsx';
import { Open } from '../table/Meld.tsx';
import type { TableSeat } from '../table/seats.ts';
import { objectName, seatName, type PlayStrings, type Seating } from './strings.ts';
import { choiceLabel } from './review-choice.ts';

interface ReviewProps {
  review: ReviewData;
  t: PlayStrings;
  lang: WidgetLang;
  seating: Seating;
  /** Where the lessons teach the words a verdict uses (how far from waiting, dangerous play). */
  links: TaughtLinks;
  retry: (i: number, a: Action) => { matches: boolean; mistake: Mistake | null; estimate: boolean };
}

function Tiles({ codes, lang, size = 34 }: { codes: readonly TileCode[]; lang: WidgetLang; size?: number }) {
  return (
    <span class="fl-play-set">
      {codes.map((c, i) => (
        <TileView code={c} lang={lang} size={size} key={i} />
      ))}
    </span>
  );
}

/** A labelled row of the board: the label on a line of its own, the tiles under it, at every width. */
function Row({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="fl-play-review-row">
      <p>{label}:</p>
      {children}
    </div>
  );
}

/** The board as the learner saw it: the others' sets and discards (a taken one stays, faded and
 * named as taken, as at the table), the discard in question, the learner's hand, sets and discards. */
function Board({ b, t, lang, seating }: { b: ReviewBoard; t: PlayStrings; lang: WidgetLang; seating: Seating }) {
  const [me, ...others] = b.seats;
  const sets = { melds: t['play.melds'], bonus: t['play.bonus'] };
  const taken = (tile: string, by: WindLetter) => fill(t['play.taken'], { tile, who: objectName(t, seating, by) });
  const discards = (s: TableSeat) => (
    <Discards discards={s.discards} lang={lang} label={t['play.discards']} size={30} taken={taken} />
  );
  return (
    <div class="fl-play-review-board">
      <h4>{t['play.review.board']}</h4>
      {others.map((o) => (
        <Row label={fill(t['play.review.seatDiscards'], { who: seatName(t, seating, o.seat) })} key={o.seat}>
          <Open melds={o.melds} bonus={[]} lang={lang} words={sets} size={34} />
          {discards(o)}
        </Row>
      ))}
      {b.discard && (
        <Row label={fill(t['play.review.discardOf'], { who: seatName(t, seating, b.discard.seat) })}>
          <TileView code={b.discard.tile} lang={lang} size={40} highlight />
        </Row>
      )}
      <Row label={t['play.review.hand']}>
        <span class="fl-play-review-hand">
          {b.hand.map((c, i) => (
            <TileView code={c} lang={lang} size={40} key={i} />
          ))}
          {b.drawn && (
            <span class="fl-play-review-drawn">
              <TileView code={b.drawn} lang={lang} size={40} />
            </span>
          )}
        </span>
      </Row>
      {me!.melds.length > 0 && (
        <Row label={t['play.review.sets']}>
          <Open melds={me!.melds} bonus={[]} lang={lang} words={sets} size={34} />
        </Row>
      )}
      {me!.discards.length > 0 && <Row label={t['play.review.ownDiscards']}>{discards(me!)}</Row>}
    </div>
  );
}

/** A choice as the table's own button names it (review-choice.ts). */
function ChoiceLabel({ a, item, t, lang }: { a: Action; item: ReviewItem; t: PlayStrings; lang: WidgetLang }) {
  const l = choiceLabel(t, lang, a, { claimed: item.board.discard?.tile ?? null, dealt: item.dealt });
  return (
    <>
      {/* The words name a discard's tile: its picture stays out of the button's name. */}
      {l.picture && (
        <span aria-hidden="true">
          <TileView code={l.picture} lang={lang} size={34} />
        </span>
      )}
      {l.words}
      {l.tiles.length > 0 && <Tiles codes={l.tiles} lang={lang} size={30} />}
    </>
  );
}

/** The second try: the moment's choices as the table's buttons, then the verdict. */
function TryAgain({ item, i, props }: { item: ReviewItem; i: number; props: ReviewProps }) {
  const { t, lang, links } = props;
  const [verdict, setVerdict] = useState<{ said: string; mistake: Mistake | null } | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), [verdict]);
  const choose = (a: Action) => {
    const r = props.retry(i, a);
    setVerdict(
      r.matches
        ? { said: t['play.review.match'], mistake: null }
        : {
            said: fill(t['play.review.nomatch'], {
              why: verdictText(t, { agreed: false, mistake: r.mistake, estimate: r.estimate }),
            }),
            mistake: r.mistake,
          },
    );
  };
  return (
    <div class="fl-play-review-try">
      <p>{t['play.review.choose']}</p>
      <div class="fl-actions">
        {item.legal.map((a, k) => (
          <button type="button" class="fl-button" key={k} onClick={() => choose(a)}>
            <ChoiceLabel a={a} item={item} t={t} lang={lang} />
          </button>
        ))}
      </div>
      {verdict && (
        <p class="fl-play-review-verdict" role="status" tabIndex={-1} ref={said}>
          {verdict.said}
          <Taught mistakes={[verdict.mistake]} links={links} />
        </p>
      )}
    </div>
  );
}

export function Review(props: ReviewProps) {
  const { review, t, lang, seating, links } = props;
  const { items, summary } = review;
  const [at, setAt] = useState(summary.biggest >= 0 ? summary.biggest : 0);
  const [trying, setTrying] = useState(false);
  const detail = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []); // the button that opened the review is gone
  const pick = (i: number) => {
    setAt(i);
    setTrying(false);
    window.setTimeout(() => detail.current?.focus(), 0);
  };
  const nextMistake = () => {
    const n = items.length;
    for (let k = 1; k <= n; k++) if (items[(at + k) % n]!.mistake) return pick((at + k) % n);
  };
  if (!review.available) return <p>{t['play.review.unavailable']}</p>;
  if (items.length === 0) return <p>{t['play.review.nothing']}</p>;
  const item = items[at]!;
  const biggest = summary.biggest >= 0 ? items[summary.biggest]! : null;
  return (
    <section class="fl-play-review" aria-labelledby="fl-play-review-title">
      <h3 id="fl-play-review-title" tabIndex={-1} ref={heading}>
        {t['play.review.title']}
      </h3>
      <p>
        {fill(t['play.review.summary'], { agreed: summary.agreed, decisions: summary.decisions })}{' '}
        {biggest?.mistake
          ? fill(t['play.review.biggest'], { n: summary.biggest + 1, what: mistakeText(t, biggest.mistake) })
          : t['play.review.none']}
        <Taught mistakes={[biggest?.mistake ?? null]} links={links} />
      </p>
      {summary.mistakes > 0 && (
        <button type="button" class="fl-button" onClick={nextMistake}>
          {t['play.review.next']}
        </button>
      )}
      <h4>{t['play.review.moments']}</h4>
      <ol class="fl-play-review-list">
        {items.map((x, i) => (
          <li key={i} class={x.mistake ? 'is-mistake' : x.agreed ? 'is-agreed' : undefined}>
            <button
              type="button"
              class="fl-linkish"
              aria-current={i === at ? 'step' : undefined}
              onClick={() => pick(i)}
            >
              {fill(t['play.review.move'], { n: i + 1, yours: actionText(t, lang, x.yours) })} · {markText(t, x)}
            </button>
          </li>
        ))}
      </ol>
      <div class="fl-play-review-moment" tabIndex={-1} ref={detail} aria-live="polite">
        <p>
          <strong>{fill(t['play.review.move'], { n: at + 1, yours: actionText(t, lang, item.yours) })}.</strong>{' '}
          {judgedText(t, lang, item)}
          <Taught mistakes={[item.agreed ? null : item.mistake]} links={links} />
        </p>
        <Board b={item.board} t={t} lang={lang} seating={seating} />
        {trying ? (
          <TryAgain item={item} i={at} props={props} key={at} />
        ) : (
          <button type="button" class="fl-button" onClick={() => setTrying(true)}>
            {t['play.review.try']}
          </button>
        )}
      </div>
    </section>
  );
}
