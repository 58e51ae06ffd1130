// Below the table once a hand has ended: its end (what happened, the winner's hand taken apart,
// who pays, the way on, the links that deal the game again and replay this hand) and, on
// request, the review of the learner's play. Keyed by the hand, so a new hand starts closed.
import { useMemo, useState } from 'preact/hooks';
import type { FanStrings } from '../../lessons/fan-puzzle/strings.ts';
import type { BlockLabels, WidgetLang } from '../../ui/types.ts';
import type { TableState } from './controller.ts';
import { HandEnd } from './HandEnd.tsx';
import type { TableEngine } from './load.ts';
import type { HandEnd as End } from './result.ts';
import { Review } from './Review.tsx';
import type { RuleLinks } from './rule-links.ts';
import type { PlayStrings, Seating } from './strings.ts';

interface AfterHandProps {
  engine: TableEngine;
  /** The table with its hand over. */
  table: TableState;
  end: End;
  t: PlayStrings;
  fan: FanStrings;
  labels: BlockLabels;
  lang: WidgetLang;
  seating: Seating;
  links: RuleLinks;
  /** The link that deals this game again. */
  shareHref: string;
  /** The replay viewer of this language. */
  replayHref: string;
  onNext: () => void;
  onNewGame: () => void;
  onDownload: () => void;
}

export function AfterHand(props: AfterHandProps) {
  const { engine, table, t, lang, seating } = props;
  // The review replays the hand, so it is worked out only when asked for.
  const [reviewing, setReviewing] = useState(false);
  const review = useMemo(() => (reviewing ? engine.reviewOf(table) : null), [reviewing]);
  // The hand as a link to the replay viewer: its seed, options and choices (and the learner's seat).
  const replayHref = useMemo(() => {
    const q = engine.replayLinkQuery(engine.handRecordOf(table));
    return q.ok ? `${props.replayHref}${q.value}` : null;
  }, []);
  return (
    <>
      <HandEnd
        end={props.end}
        t={t}
        fan={props.fan}
        labels={props.labels}
        lang={lang}
        seating={seating}
        links={props.links}
        shareHref={props.shareHref}
        replayHref={replayHref}
        onNext={props.onNext}
        onNewGame={props.onNewGame}
        onDownload={props.onDownload}
      />
      {review === null ? (
        <p>
          <button type="button" class="fl-button" onClick={() => setReviewing(true)}>
            {t['play.review.open']}
          </button>
        </p>
      ) : (
        <Review review={review} t={t} lang={lang} seating={seating} retry={(i, a) => engine.retryAt(review, i, a)} />
      )}
    </>
  );
}
