// Accessible tile names in German and English. Kept as a plain table so it can later move into the
// i18n JSON files under keys `tile.<code>` without changing its shape.
// Only the type of the picture catalogue's codes: words imports no code from the parts that use it.
import type { TileCode } from '../ui/tiles/codes.ts';

export type Lang = 'de' | 'en';

interface Vocabulary {
  suits: Record<'m' | 'p' | 's', string>;
  honours: readonly [string, string, string, string, string, string, string];
  flower: string;
  flowers: readonly [string, string, string, string];
  season: string;
  seasons: readonly [string, string, string, string];
  back: string;
}

const VOCABULARY: Record<Lang, Vocabulary> = {
  de: {
    // DMJL terms: Schrift = characters, Kreise = dots, Bambus = bamboo.
    suits: { m: 'Schrift', p: 'Kreise', s: 'Bambus' },
    honours: ['Ostwind', 'Südwind', 'Westwind', 'Nordwind', 'Weißer Drache', 'Grüner Drache', 'Roter Drache'],
    flower: 'Blume',
    flowers: ['Pflaume', 'Orchidee', 'Chrysantheme', 'Bambus'],
    season: 'Jahreszeit',
    seasons: ['Frühling', 'Sommer', 'Herbst', 'Winter'],
    back: 'Rückseite',
  },
  en: {
    suits: { m: 'Characters', p: 'Dots', s: 'Bamboo' },
    honours: ['East Wind', 'South Wind', 'West Wind', 'North Wind', 'White Dragon', 'Green Dragon', 'Red Dragon'],
    flower: 'Flower',
    flowers: ['Plum', 'Orchid', 'Chrysanthemum', 'Bamboo'],
    season: 'Season',
    seasons: ['Spring', 'Summer', 'Autumn', 'Winter'],
    back: 'Tile back',
  },
};

function buildName(code: TileCode, v: Vocabulary): string {
  if (code === 'back') return v.back;
  const n = Number(code[0]);
  const family = code[1];
  switch (family) {
    case 'm':
    case 'p':
    case 's':
      return `${n} ${v.suits[family]}`;
    case 'z':
      return v.honours[n - 1] ?? code;
    case 'f':
      return `${v.flower} ${n} (${v.flowers[n - 1] ?? ''})`;
    default:
      return `${v.season} ${n} (${v.seasons[n - 1] ?? ''})`;
  }
}

/** A tile's accessible name in `lang`. */
export const tileName = (code: TileCode, lang: Lang): string => buildName(code, VOCABULARY[lang]);
