// "How many fan?" item by item: the learner picks the patterns that count from a list, then
// gives the total; each step is judged by the fan judge (judge-fan.ts), which already compares
// item lists as multisets. The list holds the score's items and limits plus near neighbours, so
// picking is a question and not a copy of the answer.
import { judgeFan } from './judge.ts';
import type { FanFeedback } from './judge-fan.ts';
import { expectedItems } from './judge-fan.ts';
import type { FanPuzzle } from './types.ts';

/** Patterns often confused with each other: offered beside the right ones. */
const NEIGHBOURS: Record<string, readonly string[]> = {
  'all-chows': ['all-pungs', 'no-flowers'],
  'all-pungs': ['all-chows', 'four-concealed-pungs'],
  'half-flush': ['full-flush', 'all-honours'],
  'full-flush': ['half-flush', 'nine-gates'],
  'dragon-pung': ['little-three-dragons', 'big-three-dragons'],
  'little-three-dragons': ['big-three-dragons', 'dragon-pung'],
  'seat-wind': ['prevalent-wind', 'little-four-winds'],
  'prevalent-wind': ['seat-wind', 'little-four-winds'],
  'self-draw': ['last-tile-draw', 'kong-replacement'],
  'seven-pairs': ['all-pungs', 'half-flush'],
  'seat-flower': ['seat-season', 'all-flowers'],
  'seat-season': ['seat-flower', 'all-seasons'],
  'no-flowers': ['all-chows', 'seat-flower'],
};
/** Always among the choices: the patterns of nearly every plain hand. */
const COMMON = ['self-draw', 'no-flowers', 'all-chows', 'all-pungs', 'dragon-pung', 'seat-wind'] as const;
/** How many patterns are offered at least. */
export const MIN_CHOICES = 8;

/** The ids offered for an item-by-item answer, each once, in a stable order by id. */
export function fanItemChoices(p: Pick<FanPuzzle, 'answer' | 'target'>): string[] {
  const right = expectedItems(p.answer);
  const out = new Set<string>([...right, p.target]);
  for (const id of right) for (const n of NEIGHBOURS[id] ?? []) out.add(n);
  for (const id of COMMON) {
    if (out.size >= MIN_CHOICES) break;
    out.add(id);
  }
  return [...out].sort();
}

/**
 * The two steps of an item-by-item answer: the list of items (each judged: `missed`, `extra`)
 * and the total given after it. `right` only when both are.
 */
export function judgeFanSteps(
  p: Pick<FanPuzzle, 'answer'>,
  items: readonly string[],
  total: { kind: 'fan'; fan: number } | { kind: 'limit' } | { kind: 'points'; points: number },
): { items: FanFeedback; total: FanFeedback; right: boolean } {
  const a = judgeFan(p, { kind: 'items', items });
  const b = judgeFan(p, total);
  return { items: a, total: b, right: a.kind === 'right' && b.kind === 'right' };
}
