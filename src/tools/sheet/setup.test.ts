import { describe, expect, test } from 'vitest';
import { drawSeats, lastNames, newForm, sheetOfSetup, type SetupForm } from './setup.ts';
import { emptyShelf } from './shelf.ts';
import { testSheet } from './test-sheets.ts';
import type { Sheet } from '../../engine/sheet/types.ts';

const form = (patch: Partial<SetupForm> = {}): SetupForm => ({
  ...newForm(['Anna', 'Ben', 'Carla', 'Dieter']),
  ...patch,
});

describe('sheetOfSetup', () => {
  test('makes the sheet of a filled form: seats as typed, HKE with its options, nothing else', () => {
    const r = sheetOfSetup(form({ names: [' Anna ', 'Ben', 'Carla', 'Dieter'] }), 'e1', '2026-11-28T18:00:00.000Z');
    expect(r).toEqual({
      ok: true,
      sheet: {
        ...testSheet('e1'),
        main: { rules: 'hke', options: { hke: { minFan: 0, dangerousPlay: false } } },
      },
    });
  });

  test('drawn seats, classic alongside, chips and a time limit', () => {
    const r = sheetOfSetup(
      form({
        drawn: [2, 0, 3, 1],
        second: 'classic',
        start: '2000',
        minutes: ' 180 ',
        mainOptions: { minFan: 3, dangerousPlay: true, limit: 1000, maxFan: 10, payment: 'full' },
      }),
      'e2',
      '2026-11-28T18:00:00.000Z',
    );
    expect(r.ok && r.sheet).toMatchObject({
      seats: [2, 0, 3, 1],
      main: { rules: 'hke', options: { hke: { minFan: 3, dangerousPlay: true } } },
      second: { rules: 'classic', options: { classic: { limit: 1000 } } },
      start: 2000,
      minutes: 180,
    });
  });

  test.each([
    [{ names: ['Anna', '', 'Carla', 'Dieter'] }, [{ code: 'name-missing', seat: 1 }]],
    [{ names: ['Anna', 'Ben', 'anna', 'Dieter'] }, [{ code: 'name-twice', seat: 2 }]],
    [{ start: '0' }, [{ code: 'start-bad' }]],
    [{ start: '12.5' }, [{ code: 'start-bad' }]],
    [{ minutes: '-30' }, [{ code: 'minutes-bad' }]],
    [{ second: 'hke' }, [{ code: 'second-same' }]],
  ] as [Partial<SetupForm>, unknown][])('%j is refused: %j', (patch, problems) => {
    expect(sheetOfSetup(form(patch), 'e', '2026-11-28T18:00:00.000Z')).toEqual({ ok: false, problems });
  });
});

describe('the set-up remembers and draws', () => {
  test('the names of the evening set up last', () => {
    const older: Sheet = { ...testSheet('a'), created: '2026-11-01T18:00:00.000Z', players: ['W', 'X', 'Y', 'Z'] };
    const shelf = { ...emptyShelf(), evenings: [{ updated: '2026-11-29T00:00:00.000Z', sheet: older }] };
    shelf.evenings.push({ updated: '2026-11-28T00:00:00.000Z', sheet: testSheet('b') });
    expect(lastNames(shelf)).toEqual(['Anna', 'Ben', 'Carla', 'Dieter']);
    expect(lastNames(emptyShelf())).toBeNull();
    expect(newForm(null).names).toEqual(['', '', '', '']);
  });

  test('drawn seats are every player once, and every order can come', () => {
    const seen = new Set<string>();
    let x = 7;
    const random = () => (x = (x * 9301 + 49297) % 233280) / 233280;
    for (let i = 0; i < 2000; i++) {
      const seats = drawSeats(random);
      expect([...seats].sort()).toEqual([0, 1, 2, 3]);
      seen.add(seats.join(''));
    }
    expect(seen.size).toBe(24);
  });
});
