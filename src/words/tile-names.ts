// Tile names in German and English: the accessible name of every tile picture and the words a
// sentence needs when it names a tile. German declines: "Du ziehst den Grünen Drachen", "mit
// dem Weißen Drachen", "1 Kreis" but "5 Kreise" and "mit 5 Kreisen". English counts ("1 Dot",
// "5 Dots") and puts "the" before an honour in running text ("You discard the West Wind") while
// a label stays bare ("West Wind"). The forms are written out as data (not derived by rules) so a
// reader can check each one against a grammar.
import { TILE_CODES } from '../ui/tiles/codes.ts';
import type { TileCode } from '../ui/tiles/codes.ts';
import type { Lang } from './index.ts';

export type { Lang };

/**
 * A tile as a template names it, one placeholder per grammatical case:
 * `{tile}` the bare name (a label, a list item, after a colon: "Grüner Drache"),
 * `{tileAcc}` the direct object ("Du ziehst den Grünen Drachen"),
 * `{tileDat}` after "mit", "von" ("gewonnen mit dem Weißen Drachen"). English has no case, but its
 * running-text forms carry the article an honour needs ("the Red Dragon"); a suit tile reads
 * the same in all three ("5 Dots").
 */
// A type alias, not an interface, so it passes where `fill` expects a record of parameters.
export type TileWords = {
  tile: string;
  tileAcc: string;
  tileDat: string;
};
export const TILE_CASES = ['tile', 'tileAcc', 'tileDat'] as const satisfies readonly (keyof TileWords)[];

/** A suit's noun after a number: "1 Kreis", "5 Kreise", "mit 5 Kreisen". */
interface SuitNoun {
  one: string;
  many: string;
  /** Dative plural ("mit 5 Kreisen"); the same as `many` where German adds no -n. */
  manyDat: string;
}

/** A name with its article per case: "der Weiße Drache", "den Weißen Drachen", "dem Weißen Drachen". */
interface Declined {
  nom: string;
  acc: string;
  dat: string;
}

interface Vocabulary {
  suits: Record<'m' | 'p' | 's', SuitNoun>;
  honours: readonly [Declined, Declined, Declined, Declined, Declined, Declined, Declined];
  /** The bonus-tile words, feminine in German: "die Blume 1 (Pflaume)", "der Blume 1 (Pflaume)". */
  flower: string;
  flowers: readonly [string, string, string, string];
  season: string;
  seasons: readonly [string, string, string, string];
  back: string;
  /** Articles before a bonus tile or the back (accusative, dative); empty in English, where a
   *  numbered bonus tile reads as a name ("You lay out Flower 1 (Plum)"). */
  feminine: { acc: string; dat: string };
}

// An unknown honour number falls back to its code, the same in every case.
const same = (name: string): Declined => ({ nom: name, acc: name, dat: name });
// English honours: the bare name as a label, with "the" in running text ("discard the West Wind").
const withThe = (name: string): Declined => ({ nom: name, acc: `the ${name}`, dat: `the ${name}` });

const VOCABULARY: Record<Lang, Vocabulary> = {
  de: {
    // DMJL terms: Schrift = characters, Kreise = dots, Bambus = bamboo. Schrift and Bambus
    // stand for the suit and do not take a plural ending; Kreis does: 1 Kreis, 2 Kreise.
    suits: {
      m: { one: 'Schrift', many: 'Schrift', manyDat: 'Schrift' },
      p: { one: 'Kreis', many: 'Kreise', manyDat: 'Kreisen' },
      s: { one: 'Bambus', many: 'Bambus', manyDat: 'Bambus' },
    },
    // `nom` is the label without article (strong adjective: "Grüner Drache"); `acc`/`dat`
    // carry the definite article (weak adjective, weak noun: "den Grünen Drachen").
    honours: [
      { nom: 'Ostwind', acc: 'den Ostwind', dat: 'dem Ostwind' },
      { nom: 'Südwind', acc: 'den Südwind', dat: 'dem Südwind' },
      { nom: 'Westwind', acc: 'den Westwind', dat: 'dem Westwind' },
      { nom: 'Nordwind', acc: 'den Nordwind', dat: 'dem Nordwind' },
      { nom: 'Weißer Drache', acc: 'den Weißen Drachen', dat: 'dem Weißen Drachen' },
      { nom: 'Grüner Drache', acc: 'den Grünen Drachen', dat: 'dem Grünen Drachen' },
      { nom: 'Roter Drache', acc: 'den Roten Drachen', dat: 'dem Roten Drachen' },
    ],
    flower: 'Blume',
    flowers: ['Pflaume', 'Orchidee', 'Chrysantheme', 'Bambus'],
    season: 'Jahreszeit',
    seasons: ['Frühling', 'Sommer', 'Herbst', 'Winter'],
    back: 'Rückseite',
    feminine: { acc: 'die ', dat: 'der ' },
  },
  en: {
    // The site's suit nouns: 1 Dot, 2 Dots; 1 Character, 2 Characters; Bamboo has no plural.
    suits: {
      m: { one: 'Character', many: 'Characters', manyDat: 'Characters' },
      p: { one: 'Dot', many: 'Dots', manyDat: 'Dots' },
      s: { one: 'Bamboo', many: 'Bamboo', manyDat: 'Bamboo' },
    },
    honours: [
      withThe('East Wind'),
      withThe('South Wind'),
      withThe('West Wind'),
      withThe('North Wind'),
      withThe('White Dragon'),
      withThe('Green Dragon'),
      withThe('Red Dragon'),
    ],
    flower: 'Flower',
    flowers: ['Plum', 'Orchid', 'Chrysanthemum', 'Bamboo'],
    season: 'Season',
    seasons: ['Spring', 'Summer', 'Autumn', 'Winter'],
    back: 'Tile back',
    feminine: { acc: '', dat: '' },
  },
};

function buildWords(code: TileCode, v: Vocabulary): TileWords {
  const bonus = (name: string): TileWords => ({
    tile: name,
    tileAcc: `${v.feminine.acc}${name}`,
    tileDat: `${v.feminine.dat}${name}`,
  });
  if (code === 'back') return bonus(v.back);
  const n = Number(code[0]);
  const family = code[1];
  switch (family) {
    case 'm':
    case 'p':
    case 's': {
      const noun = v.suits[family];
      const many = n === 1 ? noun.one : noun.many;
      return { tile: `${n} ${many}`, tileAcc: `${n} ${many}`, tileDat: `${n} ${n === 1 ? noun.one : noun.manyDat}` };
    }
    case 'z': {
      const honour = v.honours[n - 1] ?? same(code);
      return { tile: honour.nom, tileAcc: honour.acc, tileDat: honour.dat };
    }
    case 'f':
      return bonus(`${v.flower} ${n} (${v.flowers[n - 1] ?? ''})`);
    default:
      return bonus(`${v.season} ${n} (${v.seasons[n - 1] ?? ''})`);
  }
}

// Built once per language on first use: only the page's language is ever asked for.
const tables = new Map<Lang, Record<TileCode, TileWords>>();
function table(lang: Lang): Record<TileCode, TileWords> {
  let words = tables.get(lang);
  if (words === undefined) {
    const v = VOCABULARY[lang];
    words = Object.fromEntries(TILE_CODES.map((c) => [c, buildWords(c, v)])) as Record<TileCode, TileWords>;
    tables.set(lang, words);
  }
  return words;
}

/** Every form of a tile's name a template may ask for; spread it into `fill`'s parameters. */
export const tileWords = (code: TileCode, lang: Lang): TileWords => table(lang)[code];

/** A tile's accessible name: the bare form ("Grüner Drache", "5 Kreise"). */
export const tileName = (code: TileCode, lang: Lang): string => table(lang)[code].tile;

/** Every tile's accessible name in one language, for an island that should not ship both. */
export const tileNames = (lang: Lang): Record<TileCode, string> =>
  Object.fromEntries(TILE_CODES.map((c) => [c, tileName(c, lang)])) as Record<TileCode, string>;
