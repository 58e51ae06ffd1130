// The share panel's view and the receiving side: the evening's code is small enough for a
// phone camera and reads back from a PNG at phone size; a link too long for any code says so
// with its figures; a received sheet is described from its own facts in both languages.
import jsQR from 'jsqr';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { readSheet } from '../../engine/sheet/index.ts';
import type { Sheet } from '../../engine/sheet/types.ts';
import { QrImage } from '../../ui/qr/QrImage.tsx';
import { qrPath, qrSvg } from '../../ui/qr/index.ts';
import { sheetLink } from './link.ts';
import { READABLE_VERSION, receive, shareView, shareViewOf } from './share.ts';
import { shareStrings } from './strings.build.ts';
import { linkErrorText, receivedLines } from './strings.ts';
import { eveningByTiles } from './test-sheets.ts';

/** An origin as long as a real one may be (a project page on a hosting service). */
const ORIGIN = 'https://fan-and-laak.example.org';

/** Reads a PNG with jsQR, as a phone's camera app would read the screen. */
async function scan(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('the evening’s code', () => {
  test.each([1, 2, 3])('a 16-hand evening by tiles (seed %i) fits version 25 at level L', async (seed) => {
    const view = await shareView(eveningByTiles(seed), ORIGIN, 'de');
    expect(view.code?.version).toBeLessThanOrEqual(READABLE_VERSION);
    expect([view.dense, view.tooLong]).toEqual([false, null]);
  });

  test('its code, drawn 320 pixels wide as on a phone, reads back from a PNG', async () => {
    const view = await shareView(eveningByTiles(), ORIGIN, 'en');
    const svg = qrSvg(view.code!, { label: 'sheet' });
    const png = await sharp(Buffer.from(svg), { density: 300 }).resize(320, 320).png().toBuffer();
    expect(await scan(png)).toBe(view.link);
    // A little blur, as a camera sees a screen.
    expect(await scan(await sharp(png).blur(0.6).png().toBuffer())).toBe(view.link);
  });

  test('the element the page draws is the same drawing as the SVG', async () => {
    const view = await shareView(eveningByTiles(), ORIGIN, 'en');
    const html = renderToString(h(QrImage, { code: view.code!, label: 'Link' }));
    expect(html).toContain(`d="${qrPath(view.code!)}"`);
    expect(html).toContain('aria-label="Link"');
  });

  test('a link longer than any code holds has no code, and says its length and the limit', () => {
    const link = `${ORIGIN}/de/score-sheet/#sheet=${'a'.repeat(3000)}`;
    const view = shareViewOf(link);
    expect(view.code).toBeNull();
    expect(view.tooLong).toEqual({ length: link.length, max: 2953 });
  });

  test('a code beyond version 25 is marked dense', () => {
    // 1,274 characters: one more than version 25 holds at level L (table 7: 1,273).
    const view = shareViewOf('x'.repeat(1274));
    expect([view.code?.version, view.dense]).toEqual([26, true]);
    expect(shareViewOf('x'.repeat(1273)).dense).toBe(false);
  });
});

describe('the receiving side', () => {
  const sheet: Sheet = {
    ...eveningByTiles(),
    title: 'Club',
    players: ['Anna', 'Jörg', 'Cleo', 'Dirk'],
    created: '2026-11-28T11:00:00.000Z',
    ended: null,
  };
  sheet.hands = sheet.hands.slice(0, 3).map((h, i) => ({ ...h, at: `2026-11-28T12:0${i}:00.000Z` }));

  test('a link opened on the other phone gives the sheet readSheet gives', async () => {
    const link = await sheetLink(sheet, ORIGIN, 'en');
    const got = await receive(new URL(link).hash);
    const read = readSheet(sheet);
    expect(got).toStrictEqual({ kind: 'sheet', sheet: read.ok ? read.value : null });
  });

  test('an address without a sheet is nothing to show; a cut one is its code', async () => {
    expect(await receive('')).toEqual({ kind: 'none' });
    const link = await sheetLink(sheet, ORIGIN, 'en');
    expect(await receive(new URL(link).hash.slice(0, 200))).toEqual({ kind: 'error', code: 'cut' });
  });

  test('a link that holds no sheet readSheet accepts comes with readSheet’s error', async () => {
    const link = await sheetLink({ ...sheet, players: ['Anna', '', 'Cleo', 'Dirk'] }, ORIGIN, 'en');
    expect(await receive(new URL(link).hash)).toEqual({
      kind: 'error',
      code: 'not-a-sheet',
      sheet: { code: 'bad-name', field: 'players.1' },
    });
  });

  test('the sentences, in English and German, from the sheet’s own facts', () => {
    expect(receivedLines(shareStrings('en'), 'en', sheet)).toEqual([
      '“Club”: Anna, Jörg, Cleo, Dirk.',
      '3 hands entered, the first on 28 Nov 2026.',
    ]);
    expect(receivedLines(shareStrings('de'), 'de', sheet)).toEqual([
      '„Club“: Anna, Jörg, Cleo, Dirk.',
      '3 Spiele eingetragen, das erste am 28.11.2026.',
    ]);
    const one = { ...sheet, title: ' ', hands: sheet.hands.slice(0, 1), ended: { why: 'time' as const, at: '' } };
    expect(receivedLines(shareStrings('en'), 'en', one)).toEqual([
      'Anna, Jörg, Cleo, Dirk.',
      '1 hand entered, the first on 28 Nov 2026.',
      'The evening has ended.',
    ]);
    expect(receivedLines(shareStrings('de'), 'de', { ...sheet, hands: [] })[1]).toBe(
      'Noch kein Spiel eingetragen; angelegt am 28.11.2026.',
    );
  });

  test('every error code has its sentence in both languages', () => {
    for (const lang of ['en', 'de'] as const) {
      const t = shareStrings(lang);
      const codes = ['too-long', 'syntax', 'newer-version', 'cut', 'tampered', 'unsupported', 'not-a-sheet'] as const;
      const texts = codes.map((code) => linkErrorText(t, code));
      expect(new Set(texts).size).toBe(codes.length);
      for (const text of texts) expect(text).toMatch(/^\S.*\.$/);
    }
  });
});
