// "How many fan?" item by item: the learner picks the patterns that count from a list, then
// gives the total; each step is judged by the fan judge (judge-fan.ts), which already compares
// item lists as multisets. The list holds the score's items and limits plus near neighbours, so
// picking is a question and not a copy of the answer.
import { judgeFan } from './judge.ts';
import type { FanFeedback } from './judge-fan.ts';
import { expectedItems } from './judge-fan.ts';
import type { FanPuzzle } from './types.ts';
import type { RuleSetId } from '../rules/types.ts';
import { HKE_PATTERN_TABLE } from '../rules/hke/patterns.ts';
import { HKE_LIMIT_TABLE } from '../rules/hke/limits.ts';
import { HK_MODERN_PATTERN_TABLE } from '../rules/hk-modern/patterns.ts';
import { HK_MODERN_LIMIT_TABLE } from '../rules/hk-modern/limits.ts';
import { HK_SIMPLE_TABLE } from '../rules/hk-simple/sections.ts';
import { HK_SIMPLE_LIMIT_TABLE } from '../rules/hk-simple/limits.ts';

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

/** Patterns that may count more than once in one hand (one item per dragon or wind pung). */
export const REPEATING: readonly string[] = ['dragon-pung', 'seat-wind', 'prevalent-wind'];

/** One offered pattern: its id, its fan per time it counts (or 'limit') and whether it may repeat. */
export interface FanChoice {
  id: string;
  fan: number | 'limit';
  repeats: boolean;
}

/** Each pattern's fan in a rule set's table, and its limit hands; classic counts points, not fan. */
function fanTable(rules: RuleSetId): { fan: Map<string, number>; limits: ReadonlySet<string> } | null {
  switch (rules) {
    case 'hke':
      return { fan: new Map(HKE_PATTERN_TABLE.map((r) => [r.id, r.fan])), limits: ids(HKE_LIMIT_TABLE) };
    case 'hk-modern':
      return { fan: new Map(HK_MODERN_PATTERN_TABLE.map((r) => [r.id, r.fan])), limits: ids(HK_MODERN_LIMIT_TABLE) };
    case 'hk-simple':
      return { fan: new Map(HK_SIMPLE_TABLE.map((r) => [r.id, r.fan])), limits: ids(HK_SIMPLE_LIMIT_TABLE) };
    case 'classic':
      return null;
    default: {
      const never: never = rules;
      return never;
    }
  }
}
const ids = (rows: readonly { id: string }[]): ReadonlySet<string> => new Set(rows.map((r) => r.id));

/**
 * The choices of an item-by-item answer with their fan, for the puzzle's rule set: the offered
 * ids (fanItemChoices) that the rule set knows, each with the fan its score gave it, else its
 * table's fan (a distractor's fan is shown too, so the fan does not give the answer away).
 * Empty for classic, whose hands are scored in points and doublings.
 */
export function fanChoices(p: Pick<FanPuzzle, 'answer' | 'target' | 'rules'>): FanChoice[] {
  const table = fanTable(p.rules);
  if (!table) return [];
  const scored = new Map(p.answer.items.map((i) => [String(i.id), i.fan]));
  return fanItemChoices(p).flatMap((id): FanChoice[] => {
    const fan = table.limits.has(id) ? 'limit' : (scored.get(id) ?? table.fan.get(id));
    return fan === undefined ? [] : [{ id, fan, repeats: REPEATING.includes(id) }];
  });
}
