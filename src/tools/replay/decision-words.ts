// A decision of the learner in words, for the replay page: what was chosen, what the strong
// player would have done, the verdict and its short mark. The sentences are the table review's
// (src/tools/table/review/words.ts), so both pages word a mistake alike; the replay island gets
// only the keys they read (the table review's DECISION_KEYS, checked by decision-words.test.ts).
import type { Action } from '../../engine/game/types.ts';
import { fill } from '../../words/fill.ts';
import type { Lang } from '../../words/tile-names.ts';
import { actionText, bestText, markText, tieText, verdictText } from '../table/review/words.ts';
import type { Decision } from './decision-list.ts';
import type { ReplayStrings } from './strings.ts';

export { markText, verdictText };

export const chosenText = (t: ReplayStrings, lang: Lang, a: Action): string => actionText(t, lang, a);

/** The decision at the moment shown, in full: chosen, the strong choice, the verdict. */
export const decisionText = (t: ReplayStrings, lang: Lang, d: Decision): string =>
  [
    fill(t['replay.decisions.here'], { yours: chosenText(t, lang, d.yours) }),
    d.tie
      ? tieText(t, lang, d.best, d.estimateOnly)
      : d.agreed
        ? ''
        : bestText(t, lang, d.best, d.estimated, d.trials, d.estimateOnly),
    d.tie ? '' : verdictText(t, d),
  ]
    .filter((s) => s !== '')
    .join(' ');
