// A QR code encoder written from ISO/IEC 18004: any text, byte mode (UTF-8), versions 1–40,
// every error correction level, the best of the eight masks. Pure: no DOM, no dependency.
// The result is a value: a text too long for the largest symbol is an error, never a throw.
import { type Grid, drawFormat, formatBits, functionGrid, placeData } from './matrix.ts';
import { applyMask, penalty } from './mask.ts';
import { segmentBits, symbolCodewords } from './encode.ts';
import { blockLayout, MAX_VERSION, MIN_VERSION, type QrLevel } from './tables.ts';
import type { QrResult } from './types.ts';

export type { QrLevel } from './tables.ts';
export { qrPath, qrSvg, QUIET_ZONE } from './svg.ts';
export type { QrCode, QrResult } from './types.ts';

export interface QrOptions {
  /**
   * A fixed level, or 'auto' (the default): the smallest symbol that holds the text at level L,
   * then level M if the text still fits that symbol at M. A camera reads a code by the size of
   * its modules, so the symbol is kept small first; room left over goes to error correction.
   */
  level?: QrLevel | 'auto';
  /** A fixed data mask 0 … 7 instead of the one with the lowest penalty (tests try every mask). */
  mask?: number;
}

/** The smallest version that holds `bytes` at `level`, or null when none does. */
function smallestVersion(bytes: Uint8Array, level: QrLevel): number | null {
  for (let v = MIN_VERSION; v <= MAX_VERSION; v++) {
    if (segmentBits(bytes, v) <= blockLayout(v, level).data * 8) return v;
  }
  return null;
}

/** The most bytes a symbol holds as one byte-mode segment of ASCII text (the spec's table 7). */
export function qrCapacity(version: number, level: QrLevel): number {
  return Math.floor((blockLayout(version, level).data * 8 - 4 - (version <= 9 ? 8 : 16)) / 8);
}

function fits(bytes: Uint8Array, version: number, level: QrLevel): boolean {
  return segmentBits(bytes, version) <= blockLayout(version, level).data * 8;
}

/** The grid of one version, level and data with every mask tried; the lowest penalty wins. */
function bestMasked(
  version: number,
  level: QrLevel,
  codewords: Uint8Array,
  only?: number,
): { grid: Grid; mask: number } {
  const base = functionGrid(version);
  placeData(base, codewords);
  let best: { grid: Grid; mask: number; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    if (only !== undefined && mask !== only) continue;
    const grid = base.copy();
    applyMask(grid, mask);
    drawFormat(grid, formatBits(level, mask));
    const score = penalty(grid);
    if (best === null || score < best.score) best = { grid, mask, score };
  }
  // At least one mask was tried (the options are checked before), so best is set.
  return best as { grid: Grid; mask: number };
}

/** The QR code of `text`, or 'too-long' when it does not fit version 40 at the level asked for. */
export function encodeQr(text: string, options: QrOptions = {}): QrResult {
  const bytes = new TextEncoder().encode(text);
  const only = options.mask;
  if (only !== undefined && !(Number.isInteger(only) && only >= 0 && only < 8)) return { ok: false, error: 'bad-mask' };
  const asked = options.level ?? 'auto';
  const first: QrLevel = asked === 'auto' ? 'L' : asked;
  const version = smallestVersion(bytes, first);
  if (version === null) return { ok: false, error: 'too-long' };
  const level: QrLevel = asked === 'auto' && fits(bytes, version, 'M') ? 'M' : first;
  const { grid, mask } = bestMasked(version, level, symbolCodewords(bytes, version, level), only);
  const modules: boolean[][] = [];
  for (let y = 0; y < grid.side; y++) {
    const row: boolean[] = [];
    for (let x = 0; x < grid.side; x++) row.push(grid.isDark(x, y));
    modules.push(row);
  }
  return { ok: true, value: { version, level, mask, size: grid.side, modules } };
}
