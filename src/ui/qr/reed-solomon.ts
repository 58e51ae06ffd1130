// Reed–Solomon error correction over GF(256) as QR codes use it: the field is built on the
// polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11d) with generator α = 2, and a block's error
// correction codewords are the remainder of the data polynomial (times x^n) divided by
// (x − α⁰)(x − α¹)…(x − α^(n−1)).

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  // Doubled, so a product of two logs needs no reduction modulo 255.
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}

/** The product of two field elements. */
export function multiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}

const generators = new Map<number, Uint8Array>();

/** The generator polynomial of degree n, highest coefficient (always 1) left out, highest first. */
export function generator(n: number): Uint8Array {
  const known = generators.get(n);
  if (known) return known;
  // Start from 1 and multiply by (x − αⁱ) for i = 0 … n−1 (minus is plus in this field).
  let poly = new Uint8Array([1]);
  for (let i = 0; i < n; i++) {
    const next = new Uint8Array(poly.length + 1);
    const root = EXP[i] ?? 0;
    for (let j = 0; j < poly.length; j++) {
      next[j] = (next[j] ?? 0) ^ (poly[j] ?? 0);
      next[j + 1] = (next[j + 1] ?? 0) ^ multiply(poly[j] ?? 0, root);
    }
    poly = next;
  }
  const result = poly.slice(1);
  generators.set(n, result);
  return result;
}

/** The n error correction codewords of one block of data codewords. */
export function errorCorrection(data: Uint8Array, n: number): Uint8Array {
  const gen = generator(n);
  const rest = new Uint8Array(n);
  for (const byte of data) {
    const factor = byte ^ (rest[0] ?? 0);
    rest.copyWithin(0, 1);
    rest[n - 1] = 0;
    for (let i = 0; i < n; i++) rest[i] = (rest[i] ?? 0) ^ multiply(gen[i] ?? 0, factor);
  }
  return rest;
}
