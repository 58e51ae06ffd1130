// Stage two: groups to a legal Hand (sets well formed, at most four copies, 13 or 14
// tiles), and the printer that writes the canonical form back.
import { fail, ok, type Result } from '../errors.ts';
import { allTiles, compareMelds, meldTiles, tileCount, type Hand, type Meld } from '../hand.ts';
import { countTiles, isHonour, makeBonus, makeTile, sortTiles, type Tile } from '../tiles.ts';
import { scanHand, type Group } from './scan.ts';

function meldOf(g: Group): Result<Meld> {
  const t = sortTiles(g.tiles);
  const text = makeTiles(t);
  if (g.bonus.length > 0) return fail({ code: 'bonus-in-set', at: g.at, text: makeBonus(g.bonus[0]!) });
  const same = t.every((x) => x === t[0]);
  if (g.kind === 'concealed') {
    if (t.length !== 4 || !same) return fail({ code: 'bad-concealed-kong', at: g.at, text });
    return ok({ kind: 'kong', tile: t[0]!, concealed: true });
  }
  const first = t[0]!;
  if (same && t.length === 3) return ok({ kind: 'pung', tile: first, concealed: false });
  if (same && t.length === 4) return ok({ kind: 'kong', tile: first, concealed: false });
  const chow =
    t.length === 3 && !isHonour(first) && first % 9 <= 6 && t[1] === first + 1 && t[2] === first + 2;
  if (chow) return ok({ kind: 'chow', tile: first, concealed: false });
  return fail({ code: 'bad-set', at: g.at, text });
}

/** Checks the hand-wide limits: copies per tile and the tile count. */
export function validateHand(h: Hand): Result<Hand> {
  const copies = validateCopies(h);
  if (!copies.ok) return copies;
  const n = tileCount(h);
  const expected = h.winning === undefined ? [13, 14] : [14];
  if (!expected.includes(n)) return fail({ code: 'wrong-tile-count', count: n });
  return ok(h);
}

/** At most four copies of a tile and one of each bonus tile; any number of tiles. */
function validateCopies(h: Hand): Result<Hand> {
  const seen = new Set<number>();
  for (const b of h.bonus) {
    if (seen.has(b)) return fail({ code: 'duplicate-bonus', tile: makeBonus(b) });
    seen.add(b);
  }
  const counts = countTiles(allTiles(h));
  const over = counts.findIndex((c) => c > 4);
  if (over >= 0) return fail({ code: 'too-many-copies', tile: makeTile(over) });
  return ok(h);
}

/** Reads a hand in notation, e.g. `123m456p11z [555p] (7777s) 1f +5p`. */
export function parseHand(input: string): Result<Hand> {
  const h = parseFragment(input);
  return h.ok ? validateHand(h.value) : h;
}

/** Like parseHand but for any number of tiles: a few tiles or sets to show in a text. */
export function parseFragment(input: string): Result<Hand> {
  const scanned = scanHand(input);
  if (!scanned.ok) return scanned;
  const hand: Hand = { concealed: [], melds: [], bonus: [] };
  for (const g of scanned.value) {
    if (g.kind === 'loose') {
      hand.concealed.push(...g.tiles);
      hand.bonus.push(...g.bonus);
    } else if (g.kind === 'winning') {
      hand.winning = g.tiles[0];
    } else {
      const m = meldOf(g);
      if (!m.ok) return m;
      hand.melds.push(m.value);
    }
  }
  hand.concealed.sort((a, b) => a - b);
  hand.bonus.sort((a, b) => a - b);
  hand.melds.sort(compareMelds);
  return validateCopies(hand);
}

/** Tiles in compact form: `123m456p11z`. */
export const makeTiles = (tiles: readonly Tile[]): string => compact(sortTiles(tiles).map(makeTile));

/** Joins sorted two-character codes, writing each suit letter once per run: `12f1g`. */
function compact(codes: readonly string[]): string {
  let out = '';
  let run = '';
  let suit = '';
  for (const code of codes) {
    const s = code[1]!;
    if (s !== suit && run) {
      out += run + suit;
      run = '';
    }
    suit = s;
    run += code[0];
  }
  return run ? out + run + suit : out;
}

export function makeMeld(m: Meld): string {
  const body = makeTiles(meldTiles(m));
  return m.concealed ? `(${body})` : `[${body}]`;
}

/** The canonical form: concealed tiles, declared sets, bonus tiles, winning tile. */
export function makeHand(h: Hand): string {
  const parts: string[] = [];
  if (h.concealed.length) parts.push(makeTiles(h.concealed));
  for (const m of [...h.melds].sort(compareMelds)) parts.push(makeMeld(m));
  if (h.bonus.length) parts.push(compact([...h.bonus].sort((a, b) => a - b).map(makeBonus)));
  if (h.winning !== undefined) parts.push(`+${makeTile(h.winning)}`);
  return parts.join(' ');
}
