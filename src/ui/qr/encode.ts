// The data of a QR code: the text as UTF-8 bytes in byte mode (behind an ECI header naming
// UTF-8 when the text is not plain ASCII, so a reader need not guess), padded to the symbol's
// data capacity, split into blocks, each with its Reed–Solomon codewords, and interleaved.
import { errorCorrection } from './reed-solomon.ts';
import { blockLayout, type QrLevel } from './tables.ts';

/** The ECI designator of UTF-8. */
const UTF8_ECI = 26;
const PAD_BYTES = [0xec, 0x11];

/** A growing sequence of bits, most significant first. */
class Bits {
  readonly bits: number[] = [];
  push(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
}

const isAscii = (bytes: Uint8Array): boolean => bytes.every((b) => b < 0x80);

/** Bits of the one byte-mode segment (with its ECI header if needed), before terminator and padding. */
export function segmentBits(bytes: Uint8Array, version: number): number {
  const header = isAscii(bytes) ? 0 : 4 + 8;
  const count = version <= 9 ? 8 : 16;
  return header + 4 + count + 8 * bytes.length;
}

/** The symbol's data codewords: segment, terminator, zero bits to a byte, pad bytes. */
function dataCodewords(bytes: Uint8Array, version: number, capacity: number): Uint8Array {
  const out = new Bits();
  if (!isAscii(bytes)) {
    out.push(0b0111, 4);
    out.push(UTF8_ECI, 8);
  }
  out.push(0b0100, 4);
  out.push(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) out.push(b, 8);
  out.push(0, Math.min(4, capacity * 8 - out.bits.length));
  out.push(0, (8 - (out.bits.length % 8)) % 8);
  const codewords = new Uint8Array(capacity);
  const filled = out.bits.length / 8;
  for (let i = 0; i < filled; i++) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = (byte << 1) | (out.bits[i * 8 + j] ?? 0);
    codewords[i] = byte;
  }
  for (let i = filled; i < capacity; i++) codewords[i] = PAD_BYTES[(i - filled) % 2] ?? 0;
  return codewords;
}

/** Every codeword of the symbol in the order it is placed: data interleaved, then error correction. */
export function symbolCodewords(bytes: Uint8Array, version: number, level: QrLevel): Uint8Array {
  const layout = blockLayout(version, level);
  const data = dataCodewords(bytes, version, layout.data);
  const blocks: Uint8Array[] = [];
  const checks: Uint8Array[] = [];
  let at = 0;
  for (let b = 0; b < layout.blocks; b++) {
    const length = layout.shortData + (b < layout.shortBlocks ? 0 : 1);
    const block = data.subarray(at, at + length);
    at += length;
    blocks.push(block);
    checks.push(errorCorrection(block, layout.ecPerBlock));
  }
  const out = new Uint8Array(layout.total);
  let i = 0;
  for (let k = 0; k <= layout.shortData; k++) {
    for (const block of blocks) if (k < block.length) out[i++] = block[k] ?? 0;
  }
  for (let k = 0; k < layout.ecPerBlock; k++) {
    for (const check of checks) out[i++] = check[k] ?? 0;
  }
  return out;
}
