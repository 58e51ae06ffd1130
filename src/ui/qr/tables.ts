// The numbers of ISO/IEC 18004 the encoder needs: per version (1–40) and error correction
// level, the error correction codewords in each block and the number of blocks (the spec's
// table 9), and the size of the symbol. Everything else (data capacity, block lengths,
// alignment pattern centres) is derived from these by the rules of the spec.

/** Error correction levels, weakest first: L ≈ 7 %, M ≈ 15 %, Q ≈ 25 %, H ≈ 30 % recoverable. */
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

export const MIN_VERSION = 1;
export const MAX_VERSION = 40;

/** The two format bits of each level (the spec's table 12: L 01, M 00, Q 11, H 10). */
export const LEVEL_BITS: Readonly<Record<QrLevel, number>> = { L: 1, M: 0, Q: 3, H: 2 };

// Index 0 is unused so that the version is the index.
/** Error correction codewords per block, by level and version. */
const EC_PER_BLOCK: Readonly<Record<QrLevel, readonly number[]>> = {
  L: [
    0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  M: [
    0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  Q: [
    0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  H: [
    0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
};

/** Error correction blocks, by level and version. */
const BLOCKS: Readonly<Record<QrLevel, readonly number[]>> = {
  L: [
    0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19,
    19, 20, 21, 22, 24, 25,
  ],
  M: [
    0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
    35, 37, 38, 40, 43, 45, 47, 49,
  ],
  Q: [
    0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43,
    45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  H: [
    0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51,
    54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
};

/** Modules on a side: 21 for version 1, four more for each version after it. */
export const sideOf = (version: number): number => 17 + 4 * version;

/**
 * Centres of the alignment patterns on either axis: 6, then evenly spaced (an even step) up to
 * the side minus 7; version 32's step is the spec's one exception to the rounding.
 */
export function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = sideOf(version) - 7;
  const step = version === 32 ? 26 : Math.ceil((last - 6) / (count - 1) / 2) * 2;
  const centres = [6];
  for (let i = count - 2; i >= 0; i--) centres.push(last - i * step);
  return centres;
}

/** Modules left for data and error correction once the function patterns are drawn. */
export function dataModules(version: number): number {
  const side = sideOf(version);
  let modules = side * side;
  modules -= 3 * 64; // finder patterns with their separators
  modules -= 2 * (side - 16); // timing patterns between the finders
  modules -= 31; // both copies of the format information and the dark module
  const n = alignmentCentres(version).length;
  if (n > 0) {
    const patterns = n * n - 3; // not on the three finder corners
    modules -= 25 * patterns;
    modules += 2 * 5 * (n - 2); // parts of the timing patterns already counted under alignment
  }
  if (version >= 7) modules -= 2 * 18; // both copies of the version information
  return modules;
}

/** How the codewords of one version and level are split. */
export interface BlockLayout {
  /** All codewords of the symbol (data and error correction). */
  total: number;
  /** Data codewords of the symbol. */
  data: number;
  /** Error correction codewords of each block. */
  ecPerBlock: number;
  blocks: number;
  /** Data codewords of a short block; the last `total % blocks` blocks carry one more. */
  shortData: number;
  /** How many blocks are short. */
  shortBlocks: number;
}

export function blockLayout(version: number, level: QrLevel): BlockLayout {
  const total = Math.floor(dataModules(version) / 8);
  const ecPerBlock = EC_PER_BLOCK[level][version] ?? 0;
  const blocks = BLOCKS[level][version] ?? 1;
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(total / blocks) - ecPerBlock;
  return { total, data: total - ecPerBlock * blocks, ecPerBlock, blocks, shortData, shortBlocks };
}
