// Below the table once a hand has ended: its end (what happened, the winner's hand taken apart,
// who pays, the way on, the links that deal the game again and replay this hand) and, on
// request, the review of the learner's play. Keyed by the hand, so a new hand starts closed.
import { useMemo } from 'preact/hooks';
import type { TableState } from './controller.ts';
import { HandEnd, type HandEndProps } from './HandEnd.tsx';
import type { Review as Reviewed } from './island-state.ts';
import type { TableEngine } from './load.ts';
import { Review } from './Review.tsx';

interface AfterHandProps extends Omit<HandEndProps, 'replayHref'> {
  engine: TableEngine;
  /** The table with its hand over. */
  table: TableState;
  /** The replay viewer of this language. */
  replayHref: string;
  /** The review of this hand once asked for (it replays the hand, so it is worked out only then). */
  review: Reviewed | null;
  onReview: () => void;
}

export function AfterHand(props: AfterHandProps) {
  const { engine, table, t, lang, seating, review } = props;
  // The hand as a link to the replay viewer: its seed, options and choices (and the learner's seat).
  const replayHref = useMemo(() => {
    const q = engine.replayLinkQuery(engine.handRecordOf(table));
    return q.ok ? `${props.replayHref}${q.value}` : null;
  }, []);
  return (
    <>
      <HandEnd {...props} replayHref={replayHref} />
      {review === null ? (
        <p>
          <button type="button" class="fl-button" onClick={props.onReview}>
            {t['play.review.open']}
          </button>
        </p>
      ) : (
        <Review
          review={review}
          t={t}
          lang={lang}
          seating={seating}
          links={props.links}
          retry={(i, a) => engine.retryAt(review, i, a)}
        />
      )}
    </>
  );
}
