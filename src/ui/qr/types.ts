// What the encoder gives: a square of modules and how it was made.
import type { QrLevel } from './tables.ts';

export interface QrCode {
  /** 1 … 40: the symbol has 17 + 4 × version modules on a side. */
  version: number;
  level: QrLevel;
  /** The data mask chosen, 0 … 7. */
  mask: number;
  /** Modules on a side, without the quiet zone. */
  size: number;
  /** `modules[y][x]`: true for a dark module (row y, column x). */
  modules: boolean[][];
}

/**
 * Errors are values, never throws: 'too-long' for a text that does not fit version 40 at the
 * level asked for, 'bad-mask' for a fixed mask outside 0 … 7.
 */
export type QrResult = { ok: true; value: QrCode } | { ok: false; error: 'too-long' | 'bad-mask' };
