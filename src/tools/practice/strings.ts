// The strings the practice island receives (one flat object, filled at build time; the island
// fills them with `fill` from src/words). Pattern and limit names come separately, keyed `rules:id`.
import type { KeysUnder } from '../../words/index.ts';

/** The namespace the island takes: all of `practice.` (a theme's name and a link's error included). */
export const PRACTICE_PREFIXES = ['practice.'] as const;
export type PracticeKey = KeysUnder<(typeof PRACTICE_PREFIXES)[number]>;
export type PracticeStrings = Record<PracticeKey, string>;
