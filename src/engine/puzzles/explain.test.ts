import { describe, expect, test } from 'vitest';
import { decompose } from '../decompose.ts';
import { parseHand } from '../notation/hand-notation.ts';
import { explainWaits, nearestReading } from './explain.ts';
import { fanItemChoices, judgeFanSteps } from './fan-items.ts';
import { fanSolution } from './judge-fan.ts';
import { generatePuzzle } from './generate.ts';
import { expectedItems } from './judge-fan.ts';
import type { FanPuzzle, ValidPuzzle, WaitsPuzzle } from './types.ts';

describe('feedback that says why', () => {
  test('every winning tile of generated waits puzzles completes at least one reading, and only those', () => {
    for (let seed = 0; seed < 60; seed++)
      for (const level of [1, 2, 3] as const) {
        const p = generatePuzzle({ type: 'waits', level, rules: 'hke', seed }) as WaitsPuzzle;
        const ex = explainWaits(p);
        expect(ex.map((e) => e.tile)).toHaveLength(p.answer.tiles.length);
        for (const e of ex) {
          expect(e.readings.length, `${p.notation} + ${e.tile}`).toBeGreaterThan(0);
          // Each reading holds all 14 tiles (kongs as four), and names a concealed block holding the winning tile.
          for (const r of e.readings) {
            expect(r.blocks.flatMap((b) => b.tiles).length).toBeGreaterThanOrEqual(14);
            const block = r.blocks[r.winning];
            expect(block?.tiles, `${p.notation} + ${e.tile}`).toContain(e.tile);
            expect(block?.declared).toBe(false);
          }
        }
      }
  });

  test('a hand that only looks complete: the nearest complete hand is one swap away and has a reading', () => {
    let checked = 0;
    for (let seed = 0; seed < 200 && checked < 15; seed++) {
      const p = generatePuzzle({ type: 'valid', level: 2, rules: 'hke', seed }) as ValidPuzzle;
      if (p.answer.reason !== 'not-complete-hand') continue;
      checked++;
      const n = nearestReading(p);
      expect(n, p.notation).not.toBeNull();
      expect(n!.out).not.toBeNull();
      expect(n!.in).not.toBeNull();
      expect(n!.readings.length).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(5);
  });

  test('nearest reading: a complete hand reads as itself', () => {
    const ok = parseHand('123m456p789s111z2z +2z');
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    expect(nearestReading({ hand: ok.value })).toMatchObject({ out: null, in: null });
    expect(nearestReading({ hand: ok.value })!.readings).toHaveLength(decompose(ok.value).length);
  });

  // A fifth copy can take several changes (the generator turns several tiles into copies), so
  // only hands one tile short or over are held to one change.
  test('nearest reading of generated hands with a wrong tile count: one tile away', () => {
    const reason = 'wrong-tile-count';
    let checked = 0;
    for (let seed = 0; seed < 300 && checked < 10; seed++) {
      const p = generatePuzzle({
        type: 'valid',
        level: ((seed % 3) + 1) as 1 | 2 | 3,
        rules: 'hke',
        seed,
      }) as ValidPuzzle;
      if (p.answer.reason !== reason) continue;
      checked++;
      const n = nearestReading(p);
      expect(n, p.notation).not.toBeNull();
      expect(n!.readings.length).toBeGreaterThan(0);
      expect(n!.out === null).not.toBe(n!.in === null);
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('item by item: the right items and total are right; the choices hold every right item', () => {
    for (let seed = 0; seed < 40; seed++) {
      const p = generatePuzzle({ type: 'fan', level: ((seed % 3) + 1) as 1 | 2 | 3, rules: 'hke', seed }) as FanPuzzle;
      const choices = fanItemChoices(p);
      for (const id of expectedItems(p.answer)) expect(choices).toContain(id);
      expect(new Set(choices).size).toBe(choices.length);
      const total = fanSolution(p) as Parameters<typeof judgeFanSteps>[2];
      expect(judgeFanSteps(p, expectedItems(p.answer), total).right).toBe(true);
      // A limit hand is right when its limit is named, whatever else is picked.
      if (p.answer.limit !== null) continue;
      const wrong = judgeFanSteps(p, [...expectedItems(p.answer), 'no-such-pattern'], total);
      expect(wrong.right).toBe(false);
      expect(wrong.items).toMatchObject({ kind: 'wrong', extra: ['no-such-pattern'] });
    }
  });
});
