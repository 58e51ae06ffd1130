// The AUC of a forecast (scripts/search-danger.ts): the chance that a case that happened is
// ranked above one that did not, ties counted half (Mann–Whitney); 0.5 is a guess, 1 a perfect
// ranking. NaN when either kind is missing.

export interface Scored {
  /** The forecast: higher means likelier. */
  score: number;
  happened: boolean;
}

export function auc(xs: readonly Scored[]): number {
  const ranked = [...xs].sort((a, b) => a.score - b.score);
  let below = 0;
  let sum = 0;
  let happened = 0;
  for (let i = 0; i < ranked.length;) {
    let end = i;
    while (end < ranked.length && ranked[end]!.score === ranked[i]!.score) end++;
    let h = 0;
    for (let k = i; k < end; k++) if (ranked[k]!.happened) h++;
    const not = end - i - h;
    sum += h * (below + not / 2);
    happened += h;
    below += not;
    i = end;
  }
  return happened === 0 || below === 0 ? NaN : sum / (happened * below);
}
