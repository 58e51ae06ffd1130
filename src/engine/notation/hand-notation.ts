// Stage two: groups to a legal Hand (sets well formed, at most four copies, 13 or 14
// tiles), and the printer that writes the canonical form back.
import { fail, ok, type Result } from '../errors.ts';
import { compareMelds, meldTiles, tileCount, type Hand, type Meld } from '../hand.ts';
import { isHonour, makeBonus, makeTile, sortTiles, TILE_COUNT, type Tile } from '../tiles.ts';
import { scanHand, type Group } from './scan.ts';

// A hand has at most 14 tiles and 4 sets: insertion sort beats Array.prototype.sort with a
// comparator by far at this size, and parsing runs once per line of a batch.
function sortSmall<T>(a: T[], before: (x: T, y: T) => boolean): T[] {
  for (let i = 1; i < a.length; i++) {
    const x = a[i]!;
    let j = i - 1;
    for (; j >= 0 && before(x, a[j]!); j--) a[j + 1] = a[j]!;
    a[j + 1] = x;
  }
  return a;
}
const lower = (x: number, y: number): boolean => x < y;
const meldBefore = (x: Meld, y: Meld): boolean => compareMelds(x, y) < 0;

function meldOf(g: Group): Result<Meld> {
  const t = sortSmall(g.tiles, lower); // the group is ours alone: sorted in place
  const text = (): string => makeTiles(t);
  if (g.bonus.length > 0) return fail({ code: 'bonus-in-set', at: g.at, text: makeBonus(g.bonus[0]!) });
  const first = t[0]!;
  const same = t[t.length - 1] === first;
  if (g.kind === 'concealed') {
    if (t.length !== 4 || !same) return fail({ code: 'bad-concealed-kong', at: g.at, text: text() });
    return ok({ kind: 'kong', tile: first, concealed: true });
  }
  if (same && t.length === 3) return ok({ kind: 'pung', tile: first, concealed: false });
  if (same && t.length === 4) return ok({ kind: 'kong', tile: first, concealed: false });
  const chow = t.length === 3 && !isHonour(first) && first % 9 <= 6 && t[1] === first + 1 && t[2] === first + 2;
  if (chow) return ok({ kind: 'chow', tile: first, concealed: false });
  return fail({ code: 'bad-set', at: g.at, text: text() });
}

/** Checks the hand-wide limits: copies per tile and the tile count. */
export function validateHand(h: Hand): Result<Hand> {
  const copies = validateCopies(h);
  if (!copies.ok) return copies;
  const n = tileCount(h);
  const fits = n === 14 || (n === 13 && h.winning === undefined);
  return fits ? copies : fail({ code: 'wrong-tile-count', count: n });
}

// Scratch counts for validateCopies, reused: it runs for every hand a batch reads, and
// allocating counts per hand cost more than the counting.
const counts = new Int32Array(TILE_COUNT);

/** At most four copies of a tile and one of each bonus tile; any number of tiles. */
function validateCopies(h: Hand): Result<Hand> {
  let bonusSeen = 0;
  for (const b of h.bonus) {
    if (bonusSeen & (1 << b)) return fail({ code: 'duplicate-bonus', tile: makeBonus(b) });
    bonusSeen |= 1 << b;
  }
  counts.fill(0);
  for (const t of h.concealed) counts[t]!++;
  for (const m of h.melds) {
    if (m.kind === 'chow') for (let k = 0; k < 3; k++) counts[m.tile + k]!++;
    else counts[m.tile]! += m.kind === 'kong' ? 4 : 3;
  }
  if (h.winning !== undefined) counts[h.winning]!++;
  for (let t = 0; t < TILE_COUNT; t++) if (counts[t]! > 4) return fail({ code: 'too-many-copies', tile: makeTile(t) });
  return ok(h);
}

/** Reads a hand in notation, e.g. `123m456p11z [555p] (7777s) 1f +5p`. */
export function parseHand(input: string): Result<Hand> {
  const h = readHand(input);
  return h.ok ? validateHand(h.value) : h;
}

/** Like parseHand but for any number of tiles: a few tiles or sets to show in a text. */
export function parseFragment(input: string): Result<Hand> {
  const h = readHand(input);
  return h.ok ? validateCopies(h.value) : h;
}

/** Syntax and well-formed sets, in canonical order; the copies are checked by the callers. */
function readHand(input: string): Result<Hand> {
  const scanned = scanHand(input);
  if (!scanned.ok) return scanned;
  const hand: Hand = { concealed: [], melds: [], bonus: [] };
  for (const g of scanned.value) {
    if (g.kind === 'loose') {
      hand.concealed = g.tiles; // there is one loose group, and it is ours alone
      hand.bonus = g.bonus;
    } else if (g.kind === 'winning') {
      hand.winning = g.tiles[0];
    } else {
      const m = meldOf(g);
      if (!m.ok) return m;
      hand.melds.push(m.value);
    }
  }
  sortSmall(hand.concealed, lower);
  sortSmall(hand.bonus, lower);
  sortSmall(hand.melds, meldBefore);
  return ok(hand);
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
