// Every concealed single-suit hand of a given size: count vectors over nine tiles, each
// count 0–4, summing to `size`. Used by the exhaustive comparisons with the oracle.
export function* singleSuitCounts(size: number): Generator<number[]> {
  const c = new Array<number>(9).fill(0);
  function* place(i: number, left: number): Generator<number[]> {
    if (i === 8) {
      if (left <= 4) {
        c[8] = left;
        yield c;
      }
      return;
    }
    for (let n = Math.min(4, left); n >= 0; n--) {
      c[i] = n;
      yield* place(i + 1, left - n);
    }
    c[i] = 0;
  }
  yield* place(0, size);
}

/** The tiles of a count vector in suit `offset` (0 m, 9 p, 18 s). */
export const countsToTiles = (c: readonly number[], offset = 0): number[] =>
  c.flatMap((n, i) => new Array<number>(n).fill(offset + i));
