// Shapes that words are typed against, defined here so that src/words imports nothing from
// the parts that use it (words stays a leaf; the rules-compared page imports these).
import type { RuleSetId } from '../engine/index.ts';

/** The rows of the "rules compared" page, in page order: each language has words for each. */
export const COMPARED_ROWS = [
  'tiles',
  'wall',
  'dead-wall',
  'dealing',
  'claims',
  'two-mahjong',
  'last-discard',
  'robbing-kong',
  'hand-end',
  'dealer-win',
  'dealer-draw',
  'game-length',
  'minimum',
  'maximum',
  'scoring',
  'seven-pairs',
  'payments',
  'liability',
  'penalties',
  'options',
] as const;
export type ComparedRow = (typeof COMPARED_ROWS)[number];

export interface RowText {
  topic: string;
  cells: Record<RuleSetId, string>;
  /** A one-line example in words; `hand` (notation) is shown beside it when set. */
  example: string;
  /** Where HKE explains it: a lesson slug and a heading anchor in this language. */
  lesson: { slug: string; anchor: string; label: string };
}
