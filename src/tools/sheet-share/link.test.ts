// The sheet's link: whole sheets come back equal, with and without compression; every way a
// link goes wrong has its code; no change to a link makes reading it throw.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readSheet, type Sheet } from '../../engine/sheet/index.ts';
import { checkOf, deflate, packIds, toBase64Url } from './bytes.ts';
import { toCompact } from './compact.ts';
import {
  MAX_LINK_LENGTH,
  readSheetLink,
  SHEET_LINK_ERRORS,
  sheetFromHash,
  sheetLink,
  sheetLinkValue,
  sheetParam,
} from './link.ts';
import { eveningByTiles, prng } from './test-sheets.ts';

const FIXTURES = join(import.meta.dirname, '../../engine/sheet/fixtures');
const fixtures: [string, Sheet][] = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const read = readSheet(JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')));
    if (!read.ok) throw new Error(`${f}: ${read.error.code}`);
    return [f, read.value];
  });
const evening = eveningByTiles();

/** A link value of version 1 around any bytes, with a right length and check. */
function signed(method: 'd' | 'j', bytes: Uint8Array): string {
  const payload = toBase64Url(bytes);
  const tail = `${payload.length.toString(36)}.${payload}`;
  return `1${method}.${checkOf(`1${method}.${tail}`)}.${tail}`;
}
const json = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
const withIds = (body: Uint8Array): Uint8Array => new Uint8Array([...packIds([]), ...body]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('round trip', () => {
  test('the fixtures and the evening are read by readSheet, so they are sheets', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    expect(readSheet(evening).ok).toBe(true);
  });
  test.each([...fixtures, ['a 16-hand evening by tiles', evening] as [string, Sheet]])('%s', async (_, sheet) => {
    const value = await sheetLinkValue(sheet);
    expect(value.startsWith('1d.')).toBe(true);
    expect(await readSheetLink(value)).toStrictEqual(readSheet(sheet));
  });
  test('without CompressionStream the JSON goes as it is, marked j, and reads back', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const value = await sheetLinkValue(evening);
    expect(value.startsWith('1j.')).toBe(true);
    expect(await readSheetLink(value)).toStrictEqual(readSheet(evening));
  });
  test('the whole link: the sheet page of the language, the sheet in the fragment', async () => {
    const link = await sheetLink(evening, 'https://example.org/', 'de');
    expect(link.startsWith('https://example.org/de/score-sheet/#sheet=1d.')).toBe(true);
    expect(await sheetFromHash(new URL(link).hash)).toStrictEqual(readSheet(evening));
  });
  test('characters a messenger adds after the link are ignored', async () => {
    const value = await sheetLinkValue(evening);
    expect((await readSheetLink(`${value})`)).ok).toBe(true);
    expect((await readSheetLink(`${value}.`)).ok).toBe(true);
  });
});

describe('the fragment', () => {
  test.each([
    ['#sheet=1d.abc', '1d.abc'],
    ['sheet=x', 'x'],
    ['#a=b&sheet=x&c=d', 'x'],
    ['#sheets=x', null],
    ['', null],
    ['#', null],
  ])('%j holds %j', (hash, value) => {
    expect(sheetParam(hash)).toBe(value);
  });
  test('no sheet in the address is null, not an error', async () => {
    expect(await sheetFromHash('#top')).toBeNull();
  });
});

describe('every problem has its code', () => {
  const code = async (value: string) => {
    const r = await readSheetLink(value);
    return r.ok ? 'ok' : r.error.code;
  };
  test('too-long: a longer link than any sheet', async () => {
    expect(await code(`1d.${'a'.repeat(MAX_LINK_LENGTH)}`)).toBe('too-long');
  });
  test('too-long: a short payload that inflates beyond a megabyte', async () => {
    const bomb = await deflate(new Uint8Array(3_000_000).fill(32));
    expect(bomb!.length).toBeLessThan(10_000);
    expect(await code(signed('d', withIds(bomb!)))).toBe('too-long');
  });
  test.each(['', 'hello', 'x1d.', '0d.aaaaaaa.1.a', '1x.aaaaaaa.1.a', '1d.!'])('syntax: %j', async (value) => {
    expect(await code(value)).toBe('syntax');
  });
  test.each(['2d.aaaaaaa.1.a', '2', '17q.whatever'])('newer-version: %j', async (value) => {
    expect(await code(value)).toBe('newer-version');
  });
  test('newer-version: a sheet of a later format version in a link of this version', async () => {
    const later = toCompact(evening);
    later[0] = 2;
    expect(await code(signed('j', withIds(json(later))))).toBe('newer-version');
    later[0] = 'x';
    expect(await code(signed('j', withIds(json(later))))).toBe('not-a-sheet');
  });
  test('cut: every shorter start of a link', async () => {
    const value = await sheetLinkValue(evening);
    const codes = new Set<string>();
    for (let n = 1; n < value.length; n += n < 40 ? 1 : 37) codes.add(await code(value.slice(0, n)));
    expect([...codes]).toEqual(['cut']);
  });
  test('tampered: one character of the payload or the check changed', async () => {
    const value = await sheetLinkValue(evening);
    const rand = prng(3);
    const head = value.indexOf('.', 3);
    for (let i = 0; i < 150; i++) {
      const at = i < 7 ? 3 + i : head + 1 + Math.floor(rand() * (value.length - head - 1));
      if (value[at] === '.') continue;
      const to = value[at] === 'a' ? 'b' : 'a';
      expect([at, await code(value.slice(0, at) + to + value.slice(at + 1))]).toEqual([at, 'tampered']);
    }
  });
  test('unsupported: deflated, and this browser cannot inflate', async () => {
    const value = await sheetLinkValue(evening);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await code(value)).toBe('unsupported');
  });
  test('not-a-sheet: intact, but not the compact form of a sheet readSheet accepts', async () => {
    const threePlayers = toCompact(evening);
    threePlayers[4] = ['Anna', 'Jörg', 'Cleo'];
    const refused = await readSheetLink(signed('j', withIds(json(threePlayers))));
    expect(refused.ok ? null : refused.error.code).toBe('not-a-sheet');
    expect(refused.ok ? null : refused.error.sheet).toBeDefined();
    expect(await code(signed('j', withIds(json({ hello: 1 }))))).toBe('not-a-sheet');
    expect(await code(signed('j', withIds(new Uint8Array([0xff, 0xfe]))))).toBe('not-a-sheet');
    expect(await code(signed('d', withIds(json([1, 2, 3]))))).toBe('not-a-sheet');
    expect(await code(signed('j', new Uint8Array([5, 1, 2])))).toBe('not-a-sheet');
  });
  test('the codes are the documented ones', () => {
    expect(SHEET_LINK_ERRORS).toEqual([
      'too-long',
      'syntax',
      'newer-version',
      'cut',
      'tampered',
      'unsupported',
      'not-a-sheet',
    ]);
  });
});

describe('no change to a link makes reading it throw', () => {
  const CHARS = 'ABCabc0189-_.!%é';
  const mutate = (text: string, rand: () => number): string => {
    const at = Math.floor(rand() * text.length);
    const c = CHARS[Math.floor(rand() * CHARS.length)]!;
    switch (Math.floor(rand() * 4)) {
      case 0:
        return text.slice(0, at) + text.slice(at + 1);
      case 1:
        return text.slice(0, at) + c + text.slice(at);
      case 2:
        return text.slice(0, at) + c + text.slice(at + 1);
      default:
        return text.slice(0, at);
    }
  };
  test('random edits, and random edits of the payload signed again', async () => {
    const value = await sheetLinkValue(evening);
    const plain = await (async () => {
      vi.stubGlobal('CompressionStream', undefined);
      const v = await sheetLinkValue(evening);
      vi.unstubAllGlobals();
      return v;
    })();
    const rand = prng(11);
    for (let i = 0; i < 300; i++) {
      const base = i % 2 === 0 ? value : plain;
      const edited = mutate(mutate(base, rand), rand);
      const r1 = await readSheetLink(edited);
      expect(r1.ok || SHEET_LINK_ERRORS.includes(r1.error.code)).toBe(true);
      // Signed again, the edit passes the check and reaches inflate, JSON, the compact form.
      const [, , , payload] = base.split('.') as [string, string, string, string];
      const changed = mutate(payload, rand).replace(/[^A-Za-z0-9_-]/g, 'A');
      const tail = `${changed.length.toString(36)}.${changed}`;
      const head = base.slice(0, 2);
      const r2 = await readSheetLink(`${head}.${checkOf(`${head}.${tail}`)}.${tail}`);
      expect(r2.ok || SHEET_LINK_ERRORS.includes(r2.error.code)).toBe(true);
    }
  });
});
