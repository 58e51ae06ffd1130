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
  'passed-discard',
  'two-mahjong',
  'last-discard',
  'discards',
  'concealed-kong',
  'robbing-kong',
  'ready-hand',
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

/**
 * The row groups in page order; each group's rows follow one another. The page opens with a
 * jump link per group, so a reader who cares about scoring need not scroll past the wall.
 */
export const ROW_GROUPS = ['setup', 'play', 'dealer', 'scoring', 'payments', 'options'] as const;
export type RowGroup = (typeof ROW_GROUPS)[number];

export interface RowText {
  topic: string;
  cells: Record<RuleSetId, string>;
  /** A one-line example in words; `hand` (notation) is shown beside it when set. */
  example: string;
  /** Where HKE explains it: a lesson slug and a heading anchor in this language. */
  lesson: { slug: string; anchor: string; label: string };
}
