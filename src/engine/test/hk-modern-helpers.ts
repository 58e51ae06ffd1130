// Scoring under hk-modern in the tests: a hand in notation, the situation string of
// score-helpers.ts (with `liable=S:third-dragon`), and options.
import { parseHand, score, type HkModernOptions, type Score } from '../index.ts';
import { situation } from './score-helpers.ts';

export function scoreModern(hand: string, sit = '', hkModern: Partial<HkModernOptions> = {}): Score {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(`bad test hand ${hand}: ${h.error.code}`);
  const r = score(h.value, situation(sit), { rules: 'hk-modern', hkModern });
  if (!r.ok) throw new Error(`cannot score ${hand} (${sit}): ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
}

/** Item ids with repeats, e.g. `no-flowers dragon-pung dragon-pung`. */
export const ids = (s: Score): string => s.items.map((i) => i.id).join(' ');
