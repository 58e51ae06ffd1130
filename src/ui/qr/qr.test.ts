// The encoder checked against the spec's own figures and, for the whole symbol, against an
// independent decoder: every code is drawn into pixels and read back with jsQR.
import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import { encodeQr, qrCapacity, qrSvg, QUIET_ZONE, type QrCode, type QrLevel } from './index.ts';
import { formatBits, functionGrid, Grid, versionBits } from './matrix.ts';
import { linePenalty, penalty } from './mask.ts';
import { errorCorrection } from './reed-solomon.ts';
import { symbolCodewords } from './encode.ts';
import { alignmentCentres, blockLayout, dataModules } from './tables.ts';

/** The code as RGBA pixels, `scale` pixels a module, quiet zone included. */
function pixels(code: QrCode, scale: number): { data: Uint8ClampedArray; side: number } {
  const side = (code.size + 2 * QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + QUIET_ZONE) * scale + dy) * side + (x + QUIET_ZONE) * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
      }
    }),
  );
  return { data, side };
}

function decoded(code: QrCode): string | null {
  const { data, side } = pixels(code, code.size > 100 ? 2 : 3);
  return jsQR(data, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

function encoded(text: string, level?: QrLevel | 'auto', mask?: number): QrCode {
  const result = encodeQr(text, { level, mask });
  if (!result.ok) throw new Error(`not encoded: ${result.error}`);
  return result.value;
}

// Byte-mode capacities of table 7 for every version (index = version).
const L_CAPACITY = [
  0, 17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858, 929, 1003, 1091,
  1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809, 2953,
];
const M_CAPACITY = [
  0, 14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911,
  997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/** A text of `n` bytes of ASCII, varied so that the masks have something to do. */
const ascii = (n: number, seed = 1): string =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7 + seed * 13 + ((i * i) % 11)) % 90))).join('');

describe('the spec’s figures', () => {
  test('version 7’s version information is 000111110010010100', () => {
    expect(versionBits(7)).toBe(0b000111110010010100);
  });
  test('format information of level M, mask 5 is 100000011001110 (annex C)', () => {
    expect(formatBits('M', 5)).toBe(0b100000011001110);
  });
  test('error correction of version 1-M “01234567” (annex I)', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect([...errorCorrection(new Uint8Array(data), 10)]).toEqual([
      0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55,
    ]);
  });
  test('alignment pattern centres of a few versions (annex E)', () => {
    expect(alignmentCentres(2)).toEqual([6, 18]);
    expect(alignmentCentres(7)).toEqual([6, 22, 38]);
    expect(alignmentCentres(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(alignmentCentres(36)).toEqual([6, 24, 50, 76, 102, 128, 154]);
    expect(alignmentCentres(40)).toEqual([6, 30, 58, 86, 114, 142, 170]);
  });
  test.each(Array.from({ length: 40 }, (_, i) => i + 1))('version %i: the free modules are counted right', (v) => {
    const grid = functionGrid(v);
    expect(grid.fixed.length - grid.fixed.reduce((a, b) => a + b, 0)).toBe(dataModules(v));
  });
  test('the data bits: byte mode, count, bytes, terminator, pad bytes EC 11 (8.4)', () => {
    expect([...symbolCodewords(new TextEncoder().encode('a'), 1, 'L').subarray(0, 7)]).toEqual([
      0x40, 0x16, 0x10, 0xec, 0x11, 0xec, 0x11,
    ]);
  });
  test('text beyond ASCII starts with ECI 26 (UTF-8)', () => {
    expect([...symbolCodewords(new TextEncoder().encode('ä'), 1, 'L').subarray(0, 9)]).toEqual([
      0x71, 0xa4, 0x02, 0xc3, 0xa4, 0x00, 0xec, 0x11, 0xec,
    ]);
  });
  test.each([1, 6, 7, 25, 40])('version %i has its dark module beside the bottom-left finder', (v) => {
    const code = encoded(ascii(L_CAPACITY[v] ?? 0), 'L');
    expect(code.modules[code.size - 8]?.[8]).toBe(true);
  });
  test('total codewords of versions 1, 7, 40 (table 1: 26, 196, 3706)', () => {
    expect([1, 7, 40].map((v) => blockLayout(v, 'L').total)).toEqual([26, 196, 3706]);
  });
});

describe('read back by jsQR', () => {
  const texts = [
    '',
    'a',
    'https://example.org/',
    'Hände, Bäume, Größe: Spaß!',
    '發財 and 紅中 🀄',
    ascii(40),
    ascii(150, 2),
    'ü'.repeat(100),
    ascii(270, 3),
    ascii(600, 4),
    ascii(1273, 5),
    ascii(2000, 6),
    ascii(2953, 7),
  ];
  test.each(texts.map((t) => [t.length, t]))('a text of %i characters', (_, text) => {
    const code = encoded(text);
    expect(decoded(code)).toBe(text);
  });
  test.each([0, 1, 2, 3, 4, 5, 6, 7])('mask %i', (mask) => {
    expect(decoded(encoded(`mask ${mask}: Schöne Grüße`, 'M', mask))).toBe(`mask ${mask}: Schöne Grüße`);
  });
  test.each(['L', 'M', 'Q', 'H'] as const)('level %s', (level) => {
    const text = ascii(300, level.charCodeAt(0));
    const code = encoded(text, level);
    expect(code.level).toBe(level);
    expect(decoded(code)).toBe(text);
  });
  test('every version from 1 to 40, full at level M', () => {
    for (let v = 1; v <= 40; v++) {
      const text = ascii(M_CAPACITY[v] ?? 0, v);
      const code = encoded(text, 'M');
      expect([code.version, decoded(code)]).toEqual([v, text]);
    }
  });
  test('qrCapacity gives table 7’s figures', () => {
    const versions = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(versions.map((v) => qrCapacity(v, 'L'))).toEqual(L_CAPACITY.slice(1));
    expect(versions.map((v) => qrCapacity(v, 'M'))).toEqual(M_CAPACITY.slice(1));
  });
  test('every version from 1 to 40 holds table 7’s bytes at level L, and not one more', () => {
    for (let v = 1; v <= 40; v++) {
      const bytes = L_CAPACITY[v] ?? 0;
      expect([v, encoded(ascii(bytes), 'L').version]).toEqual([v, v]);
      const more = encodeQr(ascii(bytes + 1), { level: 'L' });
      expect([v, more.ok ? more.value.version : 41]).toEqual([v, v + 1]);
    }
  });
});

describe('the penalty rules', () => {
  const grid = (side: number, dark: (x: number, y: number) => boolean): Grid => {
    const g = new Grid(side);
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) g.dark[y * side + x] = dark(x, y) ? 1 : 0;
    return g;
  };
  test('an all-light 21 × 21 square: 42 runs of 21, 400 boxes, no dark at all', () => {
    expect(penalty(grid(21, () => false))).toBe(42 * (3 + 16) + 400 * 3 + 10 * 10);
  });
  test('a chequerboard scores nothing', () => {
    expect(penalty(grid(21, (x, y) => (x + y) % 2 === 0))).toBe(0);
  });
  test('a finder-like run counts with four light modules on either side only', () => {
    const line = (bits: string) => new Uint8Array([...bits].map(Number));
    expect(linePenalty(line('10111010000'))).toBe(40);
    expect(linePenalty(line('00001011101'))).toBe(40 + 0);
    expect(linePenalty(line('1011101'))).toBe(40);
    expect(linePenalty(line('110111011'))).toBe(0);
    expect(linePenalty(line('1111101'))).toBe(3);
  });
});

describe('choices and errors', () => {
  test('auto: the smallest symbol at L, raised to M when it still fits', () => {
    expect(encoded(ascii(14)).level).toBe('M');
    expect(encoded(ascii(15)).level).toBe('L');
    expect(encoded(ascii(15)).version).toBe(1);
  });
  test('too long for version 40 is an error value', () => {
    expect(encodeQr(ascii(2954))).toEqual({ ok: false, error: 'too-long' });
    expect(encodeQr(ascii(2332), { level: 'M' })).toEqual({ ok: false, error: 'too-long' });
    expect(encodeQr('x'.repeat(1_000_000))).toEqual({ ok: false, error: 'too-long' });
    expect(encodeQr('ä'.repeat(1477))).toEqual({ ok: false, error: 'too-long' });
  });
  test('a mask outside 0 … 7 is an error value', () => {
    expect(encodeQr('x', { mask: 8 })).toEqual({ ok: false, error: 'bad-mask' });
    expect(encodeQr('x', { mask: 1.5 })).toEqual({ ok: false, error: 'bad-mask' });
  });
  test('the SVG has a white ground, the quiet zone and an accessible name', () => {
    const code = encoded('hello');
    const svg = qrSvg(code, { label: 'Link <to> “the” sheet & more' });
    expect(svg).toContain(`viewBox="0 0 ${21 + 8} ${21 + 8}"`);
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('aria-label="Link &lt;to&gt; “the” sheet &amp; more"');
    expect(svg).toContain('<title>Link &lt;to&gt; “the” sheet &amp; more</title>');
    // The top-left finder's first row starts inside the quiet zone's edge.
    expect(svg).toContain('M4 4h7v1h-7z');
  });
});
