// The settlement against a slow, obviously correct oracle: the fewest transfers found by
// breadth-first search over every transfer of every amount between every two players, for
// every zero-sum net of four players with amounts from -4 to 4.
import { describe, expect, test } from 'vitest';
import { settlement } from './settlement.ts';

const RANGE = 4;
const BOX = 12; // intermediate accounts the search may pass through
const key = (v: readonly number[]) => v.join(',');

/** Fewest transfers from each net (within the box) to all-even, by search from all-even outwards. */
function oracle(): Map<string, number> {
  const dist = new Map<string, number>([[key([0, 0, 0, 0]), 0]]);
  let frontier = [[0, 0, 0, 0]];
  for (let d = 1; d <= 3; d++) {
    const next: number[][] = [];
    for (const v of frontier)
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 4; j++)
          for (let a = 1; a <= BOX && i !== j; a++) {
            const w = [...v];
            w[i]! -= a;
            w[j]! += a;
            if (w.some((x) => Math.abs(x) > BOX) || dist.has(key(w))) continue;
            dist.set(key(w), d);
            next.push(w);
          }
    frontier = next;
  }
  return dist;
}

function nets(): number[][] {
  const out: number[][] = [];
  for (let a = -RANGE; a <= RANGE; a++)
    for (let b = -RANGE; b <= RANGE; b++)
      for (let c = -RANGE; c <= RANGE; c++) if (Math.abs(a + b + c) <= RANGE) out.push([a, b, c, -(a + b + c)]);
  return out;
}

describe('settlement', () => {
  const fewest = oracle();
  const all = nets();

  test('every net is settled exactly, in as few transfers as the search finds', () => {
    const wrong = all.filter((net) => {
      const t = settlement(net);
      const left = [...net];
      for (const { from, to, amount } of t) {
        if (amount <= 0 || from === to) return true;
        left[from]! += amount;
        left[to]! -= amount;
      }
      return left.some((x) => x !== 0) || t.length !== fewest.get(key(net));
    });
    expect(all.length).toBe(489);
    expect(wrong).toEqual([]);
  });

  test.each([
    // Two pairs that cancel: two transfers, not three.
    [
      [5, -5, 3, -3],
      [
        { from: 1, to: 0, amount: 5 },
        { from: 3, to: 2, amount: 3 },
      ],
    ],
    // One winner: everybody else pays them.
    [
      [6, -1, -2, -3],
      [
        { from: 1, to: 0, amount: 1 },
        { from: 2, to: 0, amount: 2 },
        { from: 3, to: 0, amount: 3 },
      ],
    ],
    [[0, 0, 0, 0], []],
    [[7, 0, -7, 0], [{ from: 2, to: 0, amount: 7 }]],
  ])('%j', (net, transfers) => expect(settlement(net)).toEqual(transfers));
});
