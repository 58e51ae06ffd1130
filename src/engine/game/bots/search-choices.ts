// The searching player's decision with its reasons, for the coach and the review: every choice
// the strong evaluation ranks, each with its reason, the searched ones carrying the search's
// figures (`reason.search`), the search's pick first and the rest in the search's order, then
// the choices not searched in the evaluation's order.
import type { Action } from '../types.ts';
import type { SeatView } from '../view.ts';
import type { Choice } from './choice.ts';
import { evaluate } from './evaluate.ts';
import { search, type SearchOptions } from './search.ts';

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every choice ranked with its reason, as `evaluate` gives them for the strong player, but in
 * the search's order with its figures; with nothing to search, `evaluate`'s own list. The
 * score is the place in this order (0 first, −k below k others), ties only among choices not
 * searched that the evaluation ties.
 */
export function searchChoices(view: SeatView, legal: readonly Action[], o: SearchOptions): Choice[] {
  const ranked = evaluate(view, legal, 'strong');
  const r = search(view, legal, o);
  if (r === null) return ranked;
  const searched: Choice[] = [];
  for (const c of r.searched) {
    const e = ranked.find((x) => same(x.action, c.action));
    if (e !== undefined) searched.push({ ...e, reason: { ...e.reason, search: c.figures } });
  }
  const rest = ranked.filter((x) => !searched.some((c) => same(c.action, x.action)));
  return [
    ...searched.map((c, i) => ({ ...c, score: -i })),
    ...rest.map((c, i) => ({ ...c, score: -(searched.length + firstOf(rest, i)) })),
  ];
}

/** The index of the first choice in `xs` tied with choice `i` (same evaluation score). */
function firstOf(xs: readonly Choice[], i: number): number {
  let k = i;
  while (k > 0 && xs[k - 1]!.score === xs[i]!.score) k--;
  return k;
}
