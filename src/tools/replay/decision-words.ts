// A decision of the learner in words, for the replay page: what was chosen, what the strong
// player would have done, the verdict and its short mark. The sentences are the table review's
// (src/tools/play/coach-words.ts), so both pages word a mistake alike; the replay island gets
// only the keys they read (DECISION_WORDS, checked by decision-words.test.ts).
import type { Action } from '../../engine/game/types.ts';
import { fill } from '../../words/fill.ts';
import type { Lang } from '../../words/tile-names.ts';
import { actionText, mistakeText } from '../play/coach-words.ts';
import type { PlayStrings } from '../play/strings.ts';
import type { Decision } from './decision-list.ts';
import type { ReplayStrings } from './strings.ts';

/** The table's functions read only the DECISION_WORDS keys, which the replay's strings carry. */
const asPlay = (t: ReplayStrings): PlayStrings => t as unknown as PlayStrings;

export const chosenText = (t: ReplayStrings, lang: Lang, a: Action): string => actionText(asPlay(t), lang, a);

export function verdictText(t: ReplayStrings, d: Pick<Decision, 'agreed' | 'mistake'>): string {
  if (d.agreed) return t['play.review.agreed'];
  return d.mistake ? mistakeText(asPlay(t), d.mistake) : t['play.review.close'];
}

export const markText = (t: ReplayStrings, d: Decision): string =>
  t[d.agreed ? 'play.review.mark.agreed' : d.mistake ? 'play.review.mark.mistake' : 'play.review.mark.close'];

/** The decision at the moment shown, in full: chosen, the strong choice, the verdict. */
export const decisionText = (t: ReplayStrings, lang: Lang, d: Decision): string =>
  [
    fill(t['replay.decisions.here'], { yours: chosenText(t, lang, d.yours) }),
    d.agreed ? '' : fill(t['play.review.best'], { best: chosenText(t, lang, d.best) }),
    verdictText(t, d),
  ]
    .filter((s) => s !== '')
    .join(' ');
