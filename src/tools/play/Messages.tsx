// What happened at the table since the learner's last move, and the rule hints it raised. Both
// lists are polite live regions: a screen reader hears every draw (another player's tile stays
// hidden), discard and claim as it is added. On screen only the latest few events show.
import type { News } from './controller.ts';
import type { Hint } from './hints.ts';
import { sectionOf, type RuleLinks } from './rule-links.ts';
import { hintText, lessonLink, newsText, type ErrorStrings, type PlayStrings, type Seating } from './strings.ts';

interface MessagesProps {
  news: readonly News[];
  hints: readonly Hint[];
  t: PlayStrings;
  errors: ErrorStrings;
  seating: Seating;
  links: RuleLinks;
}

/** Events shown on screen; older ones stay in the list for screen readers only. */
const SHOWN = 4;

export function Hints({ hints, t, errors, seating, links }: Omit<MessagesProps, 'news'>) {
  return (
    <section class="fl-play-hints" aria-label={t['play.hints.title']}>
      <ul aria-live="polite">
        {hints.map((h, i) => {
          const link = links[sectionOf(h)];
          return (
            <li class={`fl-play-hint is-${h.id}`} key={`${i}-${h.id}`}>
              {hintText(t, errors, seating, h)} <a href={link.href}>{lessonLink(t, link.label)}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function News({ news, t, seating }: Pick<MessagesProps, 'news' | 't' | 'seating'>) {
  return (
    <section class="fl-play-news" aria-label={t['play.news.title']}>
      <ol aria-live="polite">
        {news.map((n, i) => (
          <li class={i < news.length - SHOWN ? 'fl-sr-only' : undefined} key={i}>
            {newsText(t, seating, n)}
          </li>
        ))}
      </ol>
    </section>
  );
}
