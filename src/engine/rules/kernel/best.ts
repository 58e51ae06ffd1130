// Picking the reading that counts: every rule set scores all readings and keeps the best by
// its own ranking (a list of numbers compared in order, larger first).
import type { Score } from '../types.ts';

export type Rank = (s: Score) => readonly number[];

function better(a: readonly number[], b: readonly number[]): boolean {
  const i = a.findIndex((v, k) => v !== b[k]);
  return i >= 0 && a[i]! > b[i]!;
}

/** The best of a non-empty list of scores; the first one wins a tie. */
export function bestScore(scores: readonly Score[], rank: Rank): Score {
  let best = scores[0]!;
  let bestRank = rank(best);
  for (const s of scores.slice(1)) {
    const r = rank(s);
    if (better(r, bestRank)) {
      best = s;
      bestRank = r;
    }
  }
  return best;
}
