// The compact form carries every field: random sheets of every shape come back equal, a field
// this release does not know comes back too, and no input makes the reader throw.
import { describe, expect, test } from 'vitest';
import type { Sheet } from '../../engine/sheet/types.ts';
import { fromCompact, toCompact } from './compact.ts';
import { eveningByTiles, prng, randomSheet } from './test-sheets.ts';

const roundTrip = (sheet: Sheet): unknown => fromCompact(JSON.parse(JSON.stringify(toCompact(sheet))));

describe('the compact form', () => {
  test('a whole evening by tiles comes back equal', () => {
    const sheet = eveningByTiles();
    expect(roundTrip(sheet)).toStrictEqual(sheet);
  });

  test('300 random sheets come back equal', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const sheet = randomSheet(seed);
      expect([seed, roundTrip(sheet)]).toStrictEqual([seed, sheet]);
    }
  });

  test('times go as milliseconds after the time before, other texts as they are', () => {
    const sheet = eveningByTiles();
    const hands = toCompact(sheet)[11] as unknown[][];
    const first = Date.parse(sheet.hands[0]!.at) - Date.parse(sheet.created);
    expect(hands[0]![2]).toBe(first);
    const odd = { ...sheet, hands: [{ kind: 'draw' as const, id: 'x', at: '2026-11-28 19:30' }] };
    expect((toCompact(odd)[11] as unknown[][])[0]).toEqual([1, 'x', '2026-11-28 19:30']);
    expect(roundTrip(odd)).toStrictEqual(odd);
  });

  test('fields this release does not know travel in a last object', () => {
    const sheet = eveningByTiles();
    const later = {
      ...sheet,
      venue: 'Club',
      hands: [
        { ...sheet.hands[0]!, note: 'long think', value: { by: 'tiles', hand: '19m19p19s1234567z +1m', seen: true } },
        { kind: 'draw', id: 'd', at: sheet.created, why: 'wall' },
        { kind: 'false-mahjong', id: 'f', caller: 2, at: sheet.created, paid: 1 },
        { kind: 'dead-wall', id: 'w', at: sheet.created },
      ],
    } as unknown as Sheet;
    expect(roundTrip(later)).toStrictEqual(later);
  });

  test('a field named __proto__ stays a field', () => {
    const form = JSON.parse(JSON.stringify(toCompact(eveningByTiles())).replace(/\]$/, ',{"__proto__":{"x":1}}]'));
    const read = fromCompact(form) as Record<string, unknown>;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.hasOwn(read, '__proto__')).toBe(true);
  });

  test('any JSON value is read without a throw', () => {
    const rand = prng(7);
    const atoms = [null, 0, 1, 7, 9, -1, 1.5, 1e300, '', 'x', true, false, {}, []];
    const value = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.4) return atoms[Math.floor(rand() * atoms.length)];
      if (r < 0.8) return Array.from({ length: Math.floor(rand() * 16) }, () => value(depth + 1));
      return { a: value(depth + 1), at: value(depth + 1) };
    };
    const base = JSON.stringify(toCompact(eveningByTiles()));
    for (let i = 0; i < 2000; i++) {
      expect(() => fromCompact(value(0))).not.toThrow();
      // The real form with one value swapped for a random one.
      const parsed = JSON.parse(base) as unknown[];
      const hands = parsed[11] as unknown[][];
      const hand = hands[Math.floor(rand() * hands.length)]!;
      hand[Math.floor(rand() * hand.length)] = value(2);
      parsed[Math.floor(rand() * 13)] = rand() < 0.5 ? parsed[Math.floor(rand() * 13)] : value(1);
      expect(() => fromCompact(parsed)).not.toThrow();
    }
  });
});
