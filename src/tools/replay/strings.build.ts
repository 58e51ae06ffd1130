// Build time only: the strings the replay island is handed, for the page and for the tests that
// read what it says.
import { pickKeys, pickStrings } from '../../build/dictionary.ts';
import type { Lang } from '../../words/tile-names.ts';
import { DECISION_KEYS } from '../table/review/words.ts';
import { REPLAY_PREFIXES, type ReplayStrings } from './strings.ts';

/** Every key of the replay's namespaces and the table review's decision words, in `lang`. */
export const replayStrings = (lang: Lang): ReplayStrings => ({
  ...pickStrings(lang, ...REPLAY_PREFIXES),
  ...pickKeys(lang, DECISION_KEYS),
});
