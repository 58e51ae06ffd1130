// The learner's decisions beside the replay (a record from the play table names the learner's
// seat): the review's summary, "previous/next mistake" to jump between mistakes, and the list of
// decisions as links to their moments (`?at=N`, so each is also an address to keep or share).
import { fill } from '../../words/fill.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { chosenText, markText } from './decision-words.ts';
import { mistakeFrom, type Decisions } from './decision-list.ts';
import type { ReplayStrings } from './strings.ts';

interface DecisionsProps {
  d: Decisions;
  /** The moment shown. */
  at: number;
  t: ReplayStrings;
  lang: WidgetLang;
  /** The address of a moment. */
  href: (at: number) => string;
  /** `focus`: the jump came from the list, so the board takes the focus and comes into view. */
  onGo: (at: number, focus: boolean) => void;
}

/** Previous / next mistake: kept focusable at either end (aria-disabled), so the focus stays put. */
function Jump({ label, to, onGo }: { label: string; to: number | null; onGo: DecisionsProps['onGo'] }) {
  return (
    <button
      type="button"
      class="fl-button"
      aria-disabled={to === null ? 'true' : undefined}
      onClick={() => to !== null && onGo(to, false)}
    >
      {label}
    </button>
  );
}

/** Previous and next mistake, shown beside the step buttons so the moment comes into view with them. */
export function MistakeJumps({ d, at, t, onGo }: Pick<DecisionsProps, 'd' | 'at' | 't' | 'onGo'>) {
  if (d.summary.mistakes === 0) return null;
  return (
    <div class="fl-replay-steps fl-replay-jumps">
      <Jump label={t['replay.decisions.prev']} to={mistakeFrom(d, at, -1)?.moment ?? null} onGo={onGo} />
      <Jump label={t['replay.decisions.next']} to={mistakeFrom(d, at, 1)?.moment ?? null} onGo={onGo} />
    </div>
  );
}

export function DecisionList({ d, at, t, lang, href, onGo }: DecisionsProps) {
  const { summary } = d;
  const go = (e: MouseEvent, moment: number) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // a new tab or window: let the link be
    e.preventDefault();
    onGo(moment, true);
  };
  return (
    <section class="fl-replay-decisions" aria-labelledby="fl-replay-decisions-title">
      <h2 id="fl-replay-decisions-title">{t['replay.decisions.title']}</h2>
      <p>
        {fill(t['replay.decisions.intro'], { who: t[`wind.${d.seat}`] })}{' '}
        {fill(t['replay.decisions.summary'], { ...summary })}
        {summary.mistakes === 0 && ` ${t['play.review.none']}`}
      </p>
      <details class="fl-replay-decision-list">
        <summary>{fill(t['replay.decisions.all'], { n: d.items.length })}</summary>
        <ol>
          {d.items.map((x, i) => (
            <li key={i} class={x.mistake ? 'is-mistake' : x.agreed ? 'is-agreed' : undefined}>
              <a
                href={href(x.moment)}
                aria-current={x.moment === at ? 'step' : undefined}
                onClick={(e) => go(e, x.moment)}
              >
                {fill(t['replay.decisions.item'], { at: x.moment, yours: chosenText(t, lang, x.yours) })}
              </a>{' '}
              · {markText(t, x)}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
