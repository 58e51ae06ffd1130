// Shared by the classic tests: score a hand in notation under the classic rules, with the
// compact situation strings of score-helpers.ts (`seat=S self last` …).
import { parseHand, score, type Score } from '../index.ts';
import type { ClassicOptions } from '../rules/classic/options.ts';
import { situation } from './score-helpers.ts';

export function classicOf(hand: string, sit = '', classic: Partial<ClassicOptions> = {}): Score {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(`bad test hand ${hand}: ${h.error.code}`);
  const r = score(h.value, situation(sit), { rules: 'classic', classic });
  if (!r.ok) throw new Error(`cannot score ${hand} (${sit}): ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
}

/** Items with their value, e.g. `mahjong:20 concealed-pung:4 dragon-pung:x2`. */
export const itemLine = (s: Score): string =>
  s.items.map((i) => (i.fan > 0 ? `${i.id}:x${2 ** i.fan}` : `${i.id}:${i.points}`)).join(' ');

/** How many times an item counts in a score. */
export const times = (s: Score, id: string): number => s.items.filter((i) => i.id === id).length;
