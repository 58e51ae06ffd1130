// The symbol's grid: the function patterns (finders, separators, timing, alignment, the dark
// module, the reserved format and version areas), the data bits placed in the spec's zig-zag,
// and the format and version information written with their BCH check bits.
import { alignmentCentres, LEVEL_BITS, sideOf, type QrLevel } from './tables.ts';

/** A square of modules; `fixed` marks the function patterns, which masks and data never touch. */
export class Grid {
  readonly side: number;
  readonly dark: Uint8Array;
  readonly fixed: Uint8Array;

  constructor(side: number) {
    this.side = side;
    this.dark = new Uint8Array(side * side);
    this.fixed = new Uint8Array(side * side);
  }

  isDark(x: number, y: number): boolean {
    return this.dark[y * this.side + x] === 1;
  }

  isFixed(x: number, y: number): boolean {
    return this.fixed[y * this.side + x] === 1;
  }

  /** Sets a function module (x the column, y the row). */
  setFixed(x: number, y: number, dark: boolean): void {
    this.dark[y * this.side + x] = dark ? 1 : 0;
    this.fixed[y * this.side + x] = 1;
  }

  copy(): Grid {
    const grid = new Grid(this.side);
    grid.dark.set(this.dark);
    grid.fixed.set(this.fixed);
    return grid;
  }
}

/** A finder pattern (7×7 rings) centred at (cx, cy), with its light separator around it. */
function drawFinder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      if (x < 0 || y < 0 || x >= grid.side || y >= grid.side) continue;
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      grid.setFixed(x, y, ring !== 2 && ring !== 4);
    }
  }
}

/** A 5×5 alignment pattern centred at (cx, cy). */
function drawAlignment(grid: Grid, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) grid.setFixed(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
}

/** The remainder of `value << bits` divided by `poly` (a BCH code's check bits). */
function bchRemainder(value: number, poly: number, bits: number): number {
  let rest = value << bits;
  const top = Math.floor(Math.log2(poly));
  for (let bit = top + bits; bit >= top; bit--) {
    if ((rest >> bit) & 1) rest ^= poly << (bit - top);
  }
  return rest;
}

/** The 15 format bits: level and mask, 10 check bits, XOR-ed with 101010000010010. */
export function formatBits(level: QrLevel, mask: number): number {
  const data = (LEVEL_BITS[level] << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0x537, 10)) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up): the version and 12 check bits. */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0x1f25, 12);
}

/** Writes both copies of the format information (also used to reserve the area first). */
export function drawFormat(grid: Grid, bits: number): void {
  const n = grid.side;
  const bit = (i: number): boolean => ((bits >> i) & 1) === 1;
  // Around the top-left finder: down column 8, then left along row 8 (skipping the timing).
  for (let i = 0; i <= 5; i++) grid.setFixed(8, i, bit(i));
  grid.setFixed(8, 7, bit(6));
  grid.setFixed(8, 8, bit(7));
  grid.setFixed(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.setFixed(14 - i, 8, bit(i));
  // Split between the other two finders.
  for (let i = 0; i < 8; i++) grid.setFixed(n - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.setFixed(8, n - 15 + i, bit(i));
  grid.setFixed(8, n - 8, true); // the dark module
}

function drawVersion(grid: Grid, version: number): void {
  if (version < 7) return;
  const bits = versionBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >> i) & 1) === 1;
    const a = grid.side - 11 + (i % 3);
    const b = Math.floor(i / 3);
    grid.setFixed(a, b, dark); // left of the top-right finder
    grid.setFixed(b, a, dark); // above the bottom-left finder
  }
}

/** A grid with every function pattern drawn and the format area reserved. */
export function functionGrid(version: number): Grid {
  const side = sideOf(version);
  const grid = new Grid(side);
  for (let i = 0; i < side; i++) {
    grid.setFixed(6, i, i % 2 === 0);
    grid.setFixed(i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, side - 4, 3);
  drawFinder(grid, 3, side - 4);
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((cy, i) =>
    centres.forEach((cx, j) => {
      // Not where a finder sits.
      const corner = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!corner) drawAlignment(grid, cx, cy);
    }),
  );
  drawFormat(grid, 0);
  drawVersion(grid, version);
  return grid;
}

/**
 * Places the codewords' bits, most significant first, in two-module columns from the right,
 * going up and down in turn and skipping the vertical timing column and every function module.
 * Modules left over (the remainder bits) stay light.
 */
export function placeData(grid: Grid, codewords: Uint8Array): void {
  const n = grid.side;
  const bits = codewords.length * 8;
  let i = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < n; step++) {
      const y = upward ? n - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        if (grid.isFixed(x, y)) continue;
        if (i < bits) grid.dark[y * n + x] = ((codewords[i >> 3] ?? 0) >> (7 - (i & 7))) & 1;
        i++;
      }
    }
  }
}
