import { describe, expect, test } from 'vitest';
import { decompose, makeTile, parseHand, waits, winningTiles, type Hand } from '../index.ts';
import { completeSuitHands, oracleReadings, oracleWaits, readingKey } from '../oracle.ts';
import { randomConcealedTiles, randomTenpaiHand, seededRng } from '../random.ts';
import { countsToTiles, singleSuitCounts } from './single-suit.ts';

const hand = (text: string): Hand => {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`bad test hand ${text}: ${r.error.code}`);
  return r.value;
};
const waitsOf = (text: string): string => {
  const r = waits(hand(text));
  return r.ok ? r.value.map(makeTile).join(' ') : r.error.code;
};

// Named hands with their waits; the comment says why.
const WAITS: [string, string, string][] = [
  ['nine gates waits on all nine', '1112345678999m', '1m 2m 3m 4m 5m 6m 7m 8m 9m'],
  ['open-ended chow', '123m456p789s11z45s', '3s 6s'],
  ['closed wait', '123m456p789s11z46s', '5s'],
  ['edge wait', '123m456p789s11z12s', '3s'],
  ['pair wait (single tile)', '123m456p789s111z5s', '5s'],
  ['two pairs wait on either pung', '123m456p789s11z55s', '5s 1z'],
  ['seven pairs: the single tile', '113355m77m1122p3s', '3s'],
  ['four of a kind do not make a pair to wait on', '11223344556666m', 'not-waiting-hand'],
  ['four equal tiles count as two pairs', '112233445m6666p', '5m'],
  ['thirteen orphans, thirteen-sided', '19m19p19s1234567z', '1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z'],
  ['thirteen orphans, one missing', '19m19p19s1234566z', '7z'],
  ['declared sets stay as they are', '[123m] [456m] [789m] 1p2p3p5p', '5p'],
  ['concealed kong counts three', '(1111z) 123m456p789s5p', '5p'],
  ['a tile whose four copies are held cannot win', '1111m [234m] 56789p11z', 'not-waiting-hand'],
  ['all copies held: no wait on that tile', '[1111m] 234m567p1199s', '1s 9s'],
  ['pure shape with five tiles', '[123m] [456m] [789m] 2223p', '1p 3p 4p'],
  ['not waiting at all', '1357m2468p1357s9s', ''],
];

describe('waits: named hands', () => {
  test.each(WAITS)('%s: %s', (_, text, expected) => {
    expect(waitsOf(text)).toBe(expected);
  });

  test('winningTiles gives the readings per tile', () => {
    const r = winningTiles(hand('111222333m4567p'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((w) => makeTile(w.tile))).toEqual(['4p', '7p']);
    // 111222333m can be three pungs or three chows: both readings are listed.
    expect(r.value[0]!.decompositions.length).toBe(2);
  });
});

describe('oracle comparison', () => {
  const table = completeSuitHands();

  test("exhaustive: every concealed single-suit hand of 13 tiles has the oracle's waits", () => {
    let hands = 0;
    let waiting = 0;
    for (const c of singleSuitCounts(13)) {
      hands++;
      const expected: string[] = [];
      for (let t = 0; t < 9; t++) {
        if (c[t]! >= 4) continue;
        c[t]!++;
        if (table.has(c.join(''))) expected.push(`${t + 1}m`);
        c[t]!--;
      }
      const got = waits({ concealed: countsToTiles(c), melds: [], bonus: [] });
      if (!got.ok || got.value.map(makeTile).join() !== expected.join()) {
        expect.fail(`${c.join('')}: fast ${got.ok ? got.value.map(makeTile) : got.error.code}, oracle ${expected}`);
      }
      if (expected.length) waiting++;
    }
    expect(hands).toBe(93600);
    expect(waiting).toBeGreaterThan(0);
  });

  test("exhaustive: every complete single-suit hand of 14 tiles has the oracle's readings", () => {
    let complete = 0;
    for (const c of singleSuitCounts(14)) {
      const h: Hand = { concealed: countsToTiles(c).slice(1), melds: [], bonus: [], winning: countsToTiles(c)[0]! };
      const fast = decompose(h).map(readingKey).sort();
      const expected = table.get(c.join('')) ?? [];
      if (fast.join('|') !== expected.join('|')) expect.fail(`${c.join('')}: fast ${fast}, oracle ${expected}`);
      if (expected.length) complete++;
    }
    expect(complete).toBe(table.size);
  });

  test('seeded sample: waits and readings of mixed hands with declared sets', () => {
    const rng = seededRng(20261122);
    let checked = 0;
    for (let i = 0; i < 1500; i++) {
      const h = randomTenpaiHand(rng, { declared: 0.25, kong: 0.15 });
      const fast = waits(h);
      expect(fast.ok && fast.value).toEqual(oracleWaits(h));
      if (fast.ok) {
        for (const t of fast.value) {
          const full = { ...h, winning: t };
          expect(decompose(full).map(readingKey).sort()).toEqual(oracleReadings(full));
        }
      }
      checked++;
    }
    for (let i = 0; i < 1500; i++) {
      const h: Hand = { concealed: randomConcealedTiles(rng, 13), melds: [], bonus: [] };
      const fast = waits(h);
      expect(fast.ok && fast.value).toEqual(oracleWaits(h));
      checked++;
    }
    // Near thirteen orphans: mostly major tiles, a few others.
    const majors = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    for (let i = 0; i < 1000; i++) {
      const concealed = Array.from({ length: 13 }, () =>
        rng() < 0.85 ? majors[Math.floor(rng() * 13)]! : Math.floor(rng() * 34),
      );
      if (concealed.some((t) => concealed.filter((x) => x === t).length > 4)) continue;
      const h: Hand = { concealed: concealed.sort((a, b) => a - b), melds: [], bonus: [] };
      const fast = waits(h);
      expect(fast.ok && fast.value).toEqual(oracleWaits(h));
      checked++;
    }
    // The near-orphans loop skips impossible draws; most of its hands must still be checked.
    expect(checked).toBeGreaterThan(3500);
  });
});
