// Sheets for the Node tests of the sheet page, written out as data (the format of
// src/engine/sheet/types.ts), so a test does not depend on the code it checks.
import type { Sheet, SheetHand } from '../../engine/sheet/types.ts';

export function testSheet(id: string, hands: SheetHand[] = []): Sheet {
  return {
    format: 'fan-and-laak/sheet',
    version: 1,
    id,
    created: '2026-11-28T18:00:00.000Z',
    title: '',
    players: ['Anna', 'Ben', 'Carla', 'Dieter'],
    seats: [0, 1, 2, 3],
    main: { rules: 'hke', options: {} },
    second: null,
    changeSeats: false,
    start: null,
    minutes: null,
    hands,
    ended: null,
  };
}

/** A hand won on a discard, its fan agreed at the table. */
export const fanWin = (id: string, winner: 0 | 1 | 2 | 3, from: 0 | 1 | 2 | 3, fan: number): SheetHand => ({
  kind: 'win',
  id,
  winner,
  win: 'discard',
  from,
  lastTile: false,
  heaven: false,
  earth: false,
  value: { by: 'fan', fan, limit: false },
  at: '2026-11-28T18:10:00.000Z',
});

export const drawHand = (id: string): SheetHand => ({ kind: 'draw', id, at: '2026-11-28T18:20:00.000Z' });
