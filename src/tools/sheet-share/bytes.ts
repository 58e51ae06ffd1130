// The byte plumbing of the sheet's link: base64url (safe in a URL fragment as it is), deflate
// through the browser's own CompressionStream where it has one, and a 32-bit check.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...DIGITS].map((c, i) => [c, i]));

/** Bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += DIGITS[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of a base64url text, or null when it holds another character or cannot end so. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    const chars = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k++) {
      const v = k < chars ? VALUE.get(text[i + k] ?? '') : 0;
      if (v === undefined) return null;
      n = (n << 6) | v;
    }
    for (let k = 0; k < chars - 1; k++) out[at++] = (n >> (16 - 8 * k)) & 255;
  }
  return out;
}

/** FNV-1a (32 bits) of a text, as seven base-36 characters. */
export function checkOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).padStart(7, '0');
}

/** Runs bytes through a (de)compression stream: the output, or why not. */
async function through(
  stream: CompressionStream | DecompressionStream,
  bytes: Uint8Array<ArrayBuffer>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | 'broken' | 'too-big'> {
  const writer = stream.writable.getWriter();
  // Failures surface on the reading side; these are caught so that none goes unhandled.
  writer.write(bytes).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      // Stops a small link that inflates without end (a "zip bomb") early.
      if (length > max) {
        reader.cancel().catch(() => undefined);
        return 'too-big';
      }
      parts.push(value);
    }
  } catch {
    return 'broken';
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function stream(kind: 'compress' | 'decompress'): CompressionStream | DecompressionStream | null {
  try {
    if (kind === 'compress')
      return typeof CompressionStream === 'function' ? new CompressionStream('deflate-raw') : null;
    return typeof DecompressionStream === 'function' ? new DecompressionStream('deflate-raw') : null;
  } catch {
    // A browser with the streams but without 'deflate-raw'.
    return null;
  }
}

/** Deflated bytes (raw, no header), or null where the browser cannot compress. */
export async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | null> {
  const s = stream('compress');
  if (s === null) return null;
  const out = await through(s, bytes, Number.MAX_SAFE_INTEGER);
  return out instanceof Uint8Array ? out : null;
}

/** The inflated bytes, or why not: no decompression here, not deflate data, more than `max` bytes. */
export async function inflate(
  bytes: Uint8Array<ArrayBuffer>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | 'unsupported' | 'broken' | 'too-big'> {
  const s = stream('decompress');
  return s === null ? 'unsupported' : through(s, bytes, max);
}

/** UUIDs as bytes: their count (LEB128), then 16 bytes each (lower-case hex in the text). */
export function packIds(ids: readonly string[]): Uint8Array {
  const count: number[] = [];
  let n = ids.length;
  do {
    count.push((n & 127) | (n > 127 ? 128 : 0));
    n >>>= 7;
  } while (n > 0);
  const out = new Uint8Array(count.length + 16 * ids.length);
  out.set(count);
  ids.forEach((id, i) => {
    const hex = id.replace(/-/g, '');
    for (let k = 0; k < 16; k++) out[count.length + 16 * i + k] = parseInt(hex.slice(2 * k, 2 * k + 2), 16);
  });
  return out;
}

const uuidOf = (b: Uint8Array): string => {
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The UUIDs at the start of `bytes` and the bytes after them; null when they do not fit. */
export function unpackIds(bytes: Uint8Array<ArrayBuffer>): { ids: string[]; rest: Uint8Array<ArrayBuffer> } | null {
  let count = 0;
  let at = 0;
  for (let shift = 0; ; shift += 7) {
    const b = bytes[at++];
    if (b === undefined || shift > 21) return null;
    count += (b & 127) * 2 ** shift;
    if (b < 128) break;
  }
  if (at + 16 * count > bytes.length) return null;
  const ids = Array.from({ length: count }, (_, i) => uuidOf(bytes.subarray(at + 16 * i, at + 16 * i + 16)));
  return { ids, rest: bytes.subarray(at + 16 * count) };
}
