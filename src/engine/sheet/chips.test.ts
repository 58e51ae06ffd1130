// With chips, "pleite" (HKE: "endet eine Partie vorzeitig mit dem Spiel, in dem ein Mitspieler
// „pleite“ geht") is read as a total below 0 after a hand: a player left at exactly 0 has paid
// everything and plays on (docs/score-sheet.md, "The end"). HKE: 3 fan are 8 points, 0 fan 1;
// the discarder pays double (docs/rules/hke.md).
import { expect, test } from 'vitest';
import { computeSheet } from './compute.ts';
import { emptySheet } from './empty.ts';
import type { SheetHand } from './types.ts';

const T = '2026-11-28T20:00:00.000Z';
const onAnna = (id: string, fan: number): SheetHand => ({
  kind: 'win',
  id,
  winner: 1,
  win: 'discard',
  from: 0,
  lastTile: false,
  heaven: false,
  earth: false,
  value: { by: 'fan', fan, limit: false },
  at: T,
});
const sheet = {
  ...emptySheet({
    id: 'c',
    created: T,
    players: ['Anna', 'Ben', 'Carla', 'Dieter'],
    main: { rules: 'hke', options: {} },
  }),
  start: 16,
};

test('a player at exactly 0 chips plays on; below 0 the evening ends', () => {
  const atZero = computeSheet({ ...sheet, hands: [onAnna('a', 3)] });
  expect(atZero.totals[0]).toBe(16 - 2 * 8);
  expect(atZero.end).toBeNull();
  expect(atZero.next).not.toBeNull();
  const below = computeSheet({ ...sheet, hands: [onAnna('a', 3), onAnna('b', 0)] });
  expect(below.totals[0]).toBe(16 - 2 * 8 - 2 * 1);
  expect(below.end).toEqual({ why: 'bust', after: 2 });
});
