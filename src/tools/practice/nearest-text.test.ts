// "Is this a valid Mah-Jongg?" for a hand that is none, in both languages as the page words it:
// the nearest Mah-Jongg it names really is one (the slow oracle finds a reading once the named
// tile is swapped, taken away or added), and the counts it gives (tiles, kongs as three; copies
// of a tile) are the ones counted here from the hand.
import { describe, expect, test } from 'vitest';
import { pickStrings } from '../../build/dictionary.ts';
import type { Hand } from '../../engine/hand.ts';
import { oracleReadings } from '../../engine/oracle.ts';
import { parseTile, type Tile } from '../../engine/tiles.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { LEVELS, type ValidPuzzle } from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { TILE_CODES } from '../../ui/tiles/codes.ts';
import { fill } from '../../words/fill.ts';
import { tileWords } from '../../words/tile-names.ts';
import * as engine from './puzzle-engine.ts';
import { nearestText } from './nearest-text.ts';
import type { PracticeStrings } from './strings.ts';

const RULES: readonly RuleSetId[] = ['hke', 'hk-modern', 'hk-simple', 'classic'];
const puzzles = RULES.flatMap((rules) =>
  LEVELS.flatMap((level) =>
    Array.from({ length: 60 }, (_, i) =>
      engine.generatePuzzle({ type: 'valid', level, rules, seed: 15485863 * i + 11 }),
    ),
  ),
).flatMap((p): ValidPuzzle[] => (p.type === 'valid' && !p.answer.valid ? [p] : []));

const tile = (code: string): Tile => {
  const t = parseTile(code);
  if (t === undefined) throw new Error(`not a tile: ${code}`);
  return t;
};

/** Every tile of the hand as shown, a kong's four included. */
const tilesOf = (h: Hand): Tile[] => [
  ...h.concealed,
  ...h.melds.flatMap((m) =>
    Array<Tile>(m.kind === 'kong' ? 4 : 3)
      .fill(m.tile)
      .map((x, i) => (m.kind === 'chow' ? x + i : x)),
  ),
  ...(h.winning === undefined ? [] : [h.winning]),
];

/** The hand with one `out` taken from the hidden tiles and one `in` added. */
function edited(h: Hand, out: string | null, inn: string | null): Hand {
  const concealed = [...h.concealed];
  if (out !== null) concealed.splice(concealed.indexOf(tile(out)), 1);
  if (inn !== null) concealed.push(tile(inn));
  return { ...h, concealed };
}

describe.each(['en', 'de'] as const)('%s: the nearest Mah-Jongg and the counts', (lang) => {
  const t = pickStrings(lang, 'practice.') as PracticeStrings;

  test('the nearest hand named is complete; the counts are the hand’s', () => {
    const kinds = new Set<string>();
    for (const p of puzzles) {
      const text = nearestText(p, engine, lang, t);
      const where = `${engine.makePuzzleKey(p.key)} ${JSON.stringify(text.kind === 'reading' ? text.sentence : text.lines)}`;
      if (text.kind === 'reading') {
        kinds.add(text.key);
        const h = edited(p.hand, text.near.out, text.near.in);
        const counts = tilesOf(h).reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<Tile, number>());
        expect(Math.max(...counts.values()), where).toBeLessThanOrEqual(4);
        expect(oracleReadings(h).length, where).toBeGreaterThan(0);
        expect(text.sentence, where).not.toMatch(/\{/);
        // The sentence names the tile taken out and the tile put in (in some grammatical case).
        for (const code of [text.near.out, text.near.in]) {
          if (code === null) continue;
          const w = tileWords(code as TileCode, lang);
          expect(
            [w.tile, w.tileAcc, w.tileDat].some((form) => text.sentence.includes(form)),
            where,
          ).toBe(true);
        }
        // The marked tile is "swapped in" only where it took another's place; else "added".
        const label = text.key === 'add' ? 'practice.nearest.marked.added' : 'practice.nearest.marked';
        if (text.near.in !== null)
          expect(text.marked, where).toBe(fill(t[label], { tile: tileWords(text.near.in as TileCode, lang).tile }));
        // A complete hand that is no win here has a reason of the rule set's own.
        if (text.key === 'complete') expect(p.answer.score?.legal, where).toBe(false);
        continue;
      }
      kinds.add('problem');
      const all = tilesOf(p.hand);
      const count = p.hand.concealed.length + 3 * p.hand.melds.length + (p.hand.winning === undefined ? 0 : 1);
      const fifths = [...new Set(all)].filter((x) => all.filter((y) => y === x).length > 4);
      const numbers = text.lines.map((l) => (l.match(/\d+/g) ?? []).map(Number));
      const expected = [...(count === 14 ? [] : [count]), ...fifths.map((x) => all.filter((y) => y === x).length)];
      // The last number of each line is its count (a tile's name may hold a number before it).
      if (expected.length > 0)
        expect(
          numbers.map((n) => n.filter((x) => x !== 14).at(-1)),
          where,
        ).toEqual(expected);
      else expect(text.lines, where).toEqual([t['practice.nearest.none']]);
    }
    expect([...kinds].sort()).toEqual(['add', 'complete', 'drop', 'problem', 'swap']);
  });

  test('a tile taken away reads right for every tile: not "one the …", "one 8 Characters" or "ohne 5 Kreise"', () => {
    for (const code of TILE_CODES) {
      if (code === 'back') continue;
      const w = tileWords(code, lang);
      const said = fill(t['practice.nearest.drop'], { out: w.tile, outAcc: w.tileAcc, outDat: w.tileDat });
      // A count word never stands before an article, "one" never before a plural noun; a bare
      // number after "ohne" reads as that many tiles.
      expect(said, code).not.toMatch(/\b(one|a|an|ein|einen|eine) (the|der|den|die|dem)\b/);
      expect(said, code).not.toMatch(/\bone \d+ \p{L}+s[:,.]/u);
      expect(said, code).not.toMatch(/\bohne (\d|die|der|den)/);
      expect(
        [w.tile, w.tileAcc].some((f) => said.includes(f)),
        code,
      ).toBe(true);
    }
  });

  test('three tiles too many: no single change helps, and the count is said', () => {
    // Generated hands are at most one tile off; hidden tiles added up to 17 make the count the
    // problem (each added tile one of which fewer than four copies are shown).
    for (const p of puzzles.filter((x) => x.answer.reason === 'wrong-tile-count').slice(0, 20)) {
      const concealed = [...p.hand.concealed];
      const size = () => concealed.length + 3 * p.hand.melds.length + (p.hand.winning === undefined ? 0 : 1);
      for (let x = 0 as Tile; size() < 17; x++) {
        const shown = tilesOf({ ...p.hand, concealed }).filter((y) => y === x).length;
        if (shown < 4) concealed.push(x);
      }
      const hand = { ...p.hand, concealed: concealed.sort((a, b) => a - b) };
      const text = nearestText({ ...p, hand }, engine, lang, t);
      expect(text.kind).toBe('problem');
      if (text.kind !== 'problem') continue;
      expect(text.lines.map((l) => l.match(/\d+/g)?.map(Number))).toEqual([[17, 14]]);
    }
  });
});
