// Tile names in sentences. The forms are checked against a table written from German grammar
// (the oracle), then every template that names a tile is filled with every tile: German puts
// each tile in the case its sentence needs (English: english-tiles.test.ts).
import { describe, expect, test } from 'vitest';
import { TILE_CODES, type TileCode } from '../ui/tiles/codes.ts';
import { dictionary, fill, LANGS, placeholders } from './index.ts';
import { TILE_CASES, tileName, tileWords } from './tile-names.ts';

// Label, accusative (direct object), dative (after "mit"): one row per kind of tile.
const GERMAN: readonly [TileCode, string, string, string][] = [
  ['1p', '1 Kreis', '1 Kreis', '1 Kreis'],
  ['5p', '5 Kreise', '5 Kreise', '5 Kreisen'],
  ['3s', '3 Bambus', '3 Bambus', '3 Bambus'],
  ['9m', '9 Schrift', '9 Schrift', '9 Schrift'],
  ['1z', 'Ostwind', 'den Ostwind', 'dem Ostwind'],
  ['4z', 'Nordwind', 'den Nordwind', 'dem Nordwind'],
  ['5z', 'Weißer Drache', 'den Weißen Drachen', 'dem Weißen Drachen'],
  ['6z', 'Grüner Drache', 'den Grünen Drachen', 'dem Grünen Drachen'],
  ['7z', 'Roter Drache', 'den Roten Drachen', 'dem Roten Drachen'],
  ['1f', 'Blume 1 (Pflaume)', 'die Blume 1 (Pflaume)', 'der Blume 1 (Pflaume)'],
  ['4g', 'Jahreszeit 4 (Winter)', 'die Jahreszeit 4 (Winter)', 'der Jahreszeit 4 (Winter)'],
];

test.each(GERMAN)('German forms of %s', (code, tile, tileAcc, tileDat) => {
  expect(tileWords(code, 'de')).toEqual({ tile, tileAcc, tileDat });
});

// English: label, running text (object and after a preposition). Counts decline; honours take "the".
const ENGLISH: readonly [TileCode, string, string][] = [
  ['1p', '1 Dot', '1 Dot'],
  ['5p', '5 Dots', '5 Dots'],
  ['1m', '1 Character', '1 Character'],
  ['9m', '9 Characters', '9 Characters'],
  ['1s', '1 Bamboo', '1 Bamboo'],
  ['3s', '3 Bamboo', '3 Bamboo'],
  ['3z', 'West Wind', 'the West Wind'],
  ['7z', 'Red Dragon', 'the Red Dragon'],
  ['1f', 'Flower 1 (Plum)', 'Flower 1 (Plum)'],
  ['4g', 'Season 4 (Winter)', 'Season 4 (Winter)'],
];

test.each(ENGLISH)('English forms of %s', (code, tile, running) => {
  expect(tileWords(code, 'en')).toEqual({ tile, tileAcc: running, tileDat: running });
});

test('the bare form is the accessible name', () => {
  for (const code of TILE_CODES) {
    for (const lang of LANGS) expect(tileWords(code, lang).tile).toBe(tileName(code, lang));
  }
});

const TILES = TILE_CODES.filter((code) => code !== 'back');
const CASES: readonly string[] = TILE_CASES;
const namesTile = (template: string) => placeholders(template).some((p) => CASES.includes(p));
// Engine errors (`error.*`) name a tile in notation ("5p"), as typed; they are not sentences about a tile by name.
const templates = (lang: (typeof LANGS)[number]) =>
  Object.entries(dictionary(lang)).filter(([key, template]) => !key.startsWith('error.') && namesTile(template));

describe('every template that names a tile, filled with every tile', () => {
  const german = templates('de');

  test('there are such templates in both languages, with the same keys', () => {
    expect(german.length).toBeGreaterThan(30);
    expect(templates('en').map(([key]) => key)).toEqual(german.map(([key]) => key));
  });

  // The bare name is a label: at the start, after a colon, after "4 ×" or as the apposition
  // "zum Abwurf 5 Kreise". Anywhere else a German sentence needs {tileAcc} or {tileDat}.
  test('German uses the bare {tile} only where a label stands', () => {
    const label = /(^|: |× |Abwurf )\{tile\}/g;
    const misplaced = german.filter(([, template]) => template.replace(label, '').includes('{tile}'));
    expect(misplaced.map(([key]) => key)).toEqual([]);
  });

  test.each(german)('%s reads as German with every tile', (_key, template) => {
    for (const code of TILES) {
      const text = fill(template, { ...tileWords(code, 'de'), who: 'Ada (Nord)', from: 'Ben', set: '', tiles: '' });
      expect(text).not.toMatch(/\{tile\w*\}/);
      // Nominative dragons only as a label; never "1 Kreise" nor "5 Kreis".
      expect(text.replace(/(^|: |× |Abwurf )(Weißer|Grüner|Roter) Drache/g, '')).not.toMatch(
        /(Weißer|Grüner|Roter) Drache/,
      );
      expect(text).not.toMatch(/\b1 Kreise|\b[2-9] Kreis\b/);
    }
  });
});

// The sentences a learner met at the table, now in the right case.
test.each([
  ['play.news.draw.you', '6z', 'Du ziehst den Grünen Drachen.'],
  ['play.news.discard', '7z', 'Ada (Nord) wirft den Roten Drachen ab.'],
  ['play.news.pung.you', '7z', 'Du rufst den Roten Drachen von Ben zum Pong.'],
  ['hand.summaryWinning', '5z', 'Hand, gewonnen mit dem Weißen Drachen'],
  ['hand.summaryWinning', '1p', 'Hand, gewonnen mit 1 Kreis'],
  ['play.news.mahjong.you', '5p', 'Du rufst Mah-Jongg mit 5 Kreisen!'],
  ['play.news.bonus', '1f', 'Ada (Nord) legt die Blume 1 (Pflaume) aus.'],
  ['play.prompt.claim', '1z', 'Ada (Nord) hat den Ostwind abgeworfen. Rufst du den Stein oder verzichtest du?'],
] as const)('%s with %s: %s', (key, code, expected) => {
  expect(fill(dictionary('de')[key]!, { ...tileWords(code, 'de'), who: 'Ada (Nord)', from: 'Ben' })).toBe(expected);
});
