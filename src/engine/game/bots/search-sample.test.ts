// The leaning of a re-dealt hidden hand (search-sample.ts): weights by the groups a player's sets
// show and its discards throw, and a weighted draw without replacement.
import { expect, test } from 'vitest';
import { seededRng } from '../../random.ts';
import { drawLeaning, leaningOf } from './search-sample.ts';

const pung = (tile: number) => ({ kind: 'pung' as const, tile, concealed: false });

// Groups: characters 0–8, dots 9–17, bamboo 18–26, honours 27–33. Weight of a group:
// (1 + tiles shown in sets)^1 / (1 + tiles thrown)^4.
test.each([
  ['nothing shown or thrown', [], [], [1, 1, 1, 1]],
  ['a bamboo pung shown; 1m 2m 5p thrown', [pung(18)], [0, 1, 13], [1 / 81, 1 / 16, 4, 1]],
  ['two honour pungs shown; one thrown East taken by another', [pung(31), pung(32)], [27], [1, 1, 1, 7 / 16]],
  ['every thrown tile counts, in every group', [], [0, 9, 18, 27, 28], [1 / 16, 1 / 16, 1 / 16, 1 / 81]],
])('%s', (_, melds, thrown, groups) => {
  const w = leaningOf({ melds, discards: thrown.map((tile) => ({ tile })) });
  expect(w).toHaveLength(34);
  for (const [t, g] of [
    [0, 0],
    [8, 0],
    [9, 1],
    [17, 1],
    [18, 2],
    [26, 2],
    [27, 3],
    [33, 3],
  ] as const)
    expect(w[t]).toBeCloseTo(groups[g]!, 12);
});

test('a leaning draw takes n tiles out of the free tiles, without replacement', () => {
  const rng = seededRng(5);
  const free = [0, 0, 1, 2, 9, 9, 10, 27, 27, 27];
  const before = [...free].sort((a, b) => a - b);
  const drawn = drawLeaning(free, 4, new Array<number>(34).fill(1), rng);
  expect(drawn).toHaveLength(4);
  expect(free).toHaveLength(6);
  expect([...drawn, ...free].sort((a, b) => a - b)).toEqual(before);
});

test('a group weighted 81 times lighter is drawn far less often; equal weights draw both alike', () => {
  const rng = seededRng(11);
  const pool = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
  const share = (weight: number[]) => {
    let chars = 0;
    for (let k = 0; k < 400; k++) chars += drawLeaning([...pool], 5, weight, rng).filter((t) => t < 9).length;
    return chars / 2000;
  };
  const lean = Array.from({ length: 34 }, (_, t) => (t < 9 ? 1 : 1 / 81));
  expect(share(lean)).toBeGreaterThan(0.9);
  const even = share(new Array<number>(34).fill(1));
  expect(even).toBeGreaterThan(0.42);
  expect(even).toBeLessThan(0.58);
});
