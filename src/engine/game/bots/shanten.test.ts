// The fast shanten count against the brute-force oracle, on every size of hand and on small
// sets of tiles where every winning hand can be listed; plus a few named hands.
import { describe, expect, test } from 'vitest';
import { parseFragment } from '../../notation/hand-notation.ts';
import { meldTiles } from '../../hand.ts';
import { randomConcealedTiles, randomInt, randomTenpaiHand, seededRng } from '../../random.ts';
import { waits } from '../../waits.ts';
import { countTiles, ORPHANS, type Tile } from '../../tiles.ts';
import { oracleShanten, winningHands } from './shanten-oracle.ts';
import { completingTiles, shanten, shantenAfterEach, standardShanten, usefulCopies } from './shanten.ts';

const counts = (text: string): number[] => {
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return countTiles(h.value.concealed);
};

/** Random hands of `size` tiles from `universe`, at most four copies each. */
function randomHands(seed: number, universe: readonly Tile[], size: number, n: number): number[][] {
  const rng = seededRng(seed);
  const out: number[][] = [];
  while (out.length < n) {
    const c = new Array<number>(34).fill(0);
    for (let k = 0; k < size;) {
      const t = universe[randomInt(rng, universe.length)]!;
      if (c[t]! < 4) {
        c[t]!++;
        k++;
      }
    }
    out.push(c);
  }
  return out;
}

const ONE_SUIT = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const MIXED = [6, 7, 8, 27, 28, 33]; // 7m 8m 9m, East, South, red dragon

describe('four sets and a pair against the oracle', () => {
  // need = sets still to make (4 − declared); hands of 3·need+1 (waiting size) and 3·need+2.
  test.each([
    { name: 'one suit', universe: ONE_SUIT, need: 1 },
    { name: 'one suit', universe: ONE_SUIT, need: 2 },
    { name: 'one suit', universe: ONE_SUIT, need: 3 },
    { name: 'one suit', universe: ONE_SUIT, need: 4 },
    { name: 'suit tiles and honours', universe: MIXED, need: 2 },
    { name: 'suit tiles and honours', universe: MIXED, need: 3 },
  ])('$name, $need sets to make', ({ universe, need }) => {
    const hands = winningHands(universe, need, false);
    for (const extra of [1, 2]) {
      for (const c of randomHands(need * 10 + extra, universe, 3 * need + extra, need === 4 ? 50 : 150)) {
        expect({ hand: c, s: standardShanten(c, 4 - need) }).toEqual({ hand: c, s: oracleShanten(c, hands) });
      }
    }
  });
});

describe('with seven pairs and thirteen orphans (nothing declared)', () => {
  test.each([
    { name: 'seven kinds: 1–3 of characters, East, South, West, red', universe: [0, 1, 2, 27, 28, 29, 33], n: 150 },
    { name: 'the thirteen major tiles', universe: [...ORPHANS], n: 12 },
  ])('$name, 13 and 14 tiles', ({ universe, n }) => {
    const hands = winningHands(universe, 4, true);
    for (const size of [13, 14]) {
      for (const c of randomHands(size, universe, size, n))
        expect({ hand: c, s: shanten(c, 0) }).toEqual({ hand: c, s: oracleShanten(c, hands) });
    }
  });
});

// Named hands: the count a player would give.
test.each([
  ['123m456p789s11z45s', 0, 0, 'waiting on 3s or 6s'],
  ['123m456p789s11z456s', 0, -1, 'complete'],
  ['1112345678999m', 0, 0, 'nine gates waits on all nine'],
  ['19m19p19s1234567z', 0, 0, 'thirteen orphans, thirteen-sided'],
  ['19m19p19s123456z', 0, 1, 'thirteen orphans less one kind'],
  ['1122m3344p5566s7z', 0, 0, 'seven pairs, waiting on 7z'],
  ['11112222m3344p5z', 0, 0, 'seven pairs, four alike counting as two pairs (the standard reading is 1 away)'],
  ['147m258p369s1234z', 0, 6, 'nothing fits'],
  ['5m', 4, 0, 'four sets declared: waiting on the pair'],
  ['12m5p', 3, 1, 'one set and the pair still to make'],
])('%s with %i declared sets: shanten %i (%s)', (text, declared, expected) => {
  expect(shanten(counts(text), declared)).toBe(expected);
});

test('shantenAfterEach (one suit rejoined per discard) agrees with shanten on every discard', () => {
  const rng = seededRng(7);
  for (let k = 0; k < 300; k++) {
    const declared = k % 3;
    const tiles = randomConcealedTiles(rng, 14 - 3 * declared);
    const c = countTiles(tiles);
    const distinct = [...new Set(tiles)];
    const direct = distinct.map((t) => {
      c[t]!--;
      const s = shanten(c, declared);
      c[t]!++;
      return s;
    });
    expect(shantenAfterEach(c, declared, distinct)).toEqual(direct);
  }
});

test('completingTiles agrees with the engine’s waits on waiting hands', () => {
  const rng = seededRng(8);
  for (let k = 0; k < 400; k++) {
    const hand = randomTenpaiHand(rng, { declared: k % 2 ? 0.3 : 0 });
    const c = countTiles(hand.concealed);
    const all = Array.from({ length: 34 }, (_, t) => t);
    const w = waits(hand);
    // waits() leaves out a tile whose four copies are all in the hand; completingTiles does not look.
    const used = countTiles([...hand.concealed, ...hand.melds.flatMap(meldTiles)]);
    expect(completingTiles(c, hand.melds.length, all).filter((t) => used[t]! < 4)).toEqual(w.ok ? w.value : []);
  }
});

test('usefulCopies (a bit per tile) agrees with shanten on every tile added', () => {
  const rng = seededRng(9);
  for (let k = 0; k < 400; k++) {
    const declared = k % 3;
    const c = countTiles(randomConcealedTiles(rng, 13 - 3 * declared));
    // Some tiles seen elsewhere, some suits left out, thirteen orphans weighed or not.
    const seen = c.map((n) => Math.min(4, n + randomInt(rng, 3)));
    const suits = k % 4 === 0 ? 0b1001 : 0b1111;
    const majors = k % 2 === 0;
    const now = shanten(c, declared);
    let direct = 0;
    for (let u = 0; u < 34; u++) {
      if ((suits & (1 << Math.floor(u / 9))) === 0 || seen[u]! >= 4 || c[u]! >= 4) continue;
      const n = u % 9;
      const near =
        c[u]! > 0 ||
        (majors && (u >= 27 || n === 0 || n === 8)) ||
        (u < 27 && [-2, -1, 1, 2].some((d) => n + d >= 0 && n + d <= 8 && c[u + d]! > 0));
      if (!near) continue;
      c[u]!++;
      if (shanten(c, declared) < now) direct += 4 - seen[u]!;
      c[u]!--;
    }
    expect(usefulCopies(c, declared, now, seen, suits, majors)).toBe(direct);
  }
});
