// The eight data masks and the penalty rules that choose between them (ISO/IEC 18004, 7.8):
// a mask flips the data modules where its condition holds, so that no symbol has large blank
// areas or patterns a reader could take for a finder. The mask with the lowest penalty wins.
import type { Grid } from './matrix.ts';

/** Whether mask `mask` flips the module in column x, row y (the spec's table 10, i = row, j = column). */
export function masked(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

/** Flips the data modules under `mask` (applying it twice undoes it). */
export function applyMask(grid: Grid, mask: number): void {
  const n = grid.side;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!grid.isFixed(x, y) && masked(mask, x, y)) grid.dark[y * n + x] = (grid.dark[y * n + x] ?? 0) ^ 1;
    }
  }
}

// The weights of the four rules (N1 … N4 in the spec).
const RUN = 3;
const BOX = 3;
const FINDER_LIKE = 40;
const BALANCE = 10;

/** Rule 1 and rule 3 along one line of modules (a row or a column). */
export function linePenalty(line: Uint8Array): number {
  const n = line.length;
  let penalty = 0;
  // Rule 1: five or more modules of one colour in a row: 3, plus 1 for each beyond five.
  let run = 1;
  for (let i = 1; i <= n; i++) {
    if (i < n && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) penalty += RUN + (run - 5);
    run = 1;
  }
  // Rule 3: dark-light-dark-dark-dark-light-dark (1:1:3:1:1) with four light modules on one
  // side; outside the symbol counts as light (the quiet zone).
  const light = (from: number, to: number): boolean => {
    for (let i = Math.max(from, 0); i < Math.min(to, n); i++) if (line[i] === 1) return false;
    return true;
  };
  for (let i = 0; i + 7 <= n; i++) {
    if (
      line[i] === 1 &&
      line[i + 1] === 0 &&
      line[i + 2] === 1 &&
      line[i + 3] === 1 &&
      line[i + 4] === 1 &&
      line[i + 5] === 0 &&
      line[i + 6] === 1 &&
      (light(i - 4, i) || light(i + 7, i + 11))
    ) {
      penalty += FINDER_LIKE;
    }
  }
  return penalty;
}

/** The penalty score of a finished grid: the lower, the easier to read. */
export function penalty(grid: Grid): number {
  const n = grid.side;
  const d = grid.dark;
  let score = 0;
  const line = new Uint8Array(n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) line[x] = d[y * n + x] ?? 0;
    score += linePenalty(line);
  }
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) line[y] = d[y * n + x] ?? 0;
    score += linePenalty(line);
  }
  // Rule 2: every 2×2 block of one colour.
  let dark = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const c = d[y * n + x];
      if (c === 1) dark++;
      if (
        x + 1 < n &&
        y + 1 < n &&
        c === d[y * n + x + 1] &&
        c === d[(y + 1) * n + x] &&
        c === d[(y + 1) * n + x + 1]
      ) {
        score += BOX;
      }
    }
  }
  // Rule 4: 10 for each full 5 % the share of dark modules is away from half.
  const total = n * n;
  score += BALANCE * Math.floor(Math.abs(dark * 20 - total * 10) / total);
  return score;
}
