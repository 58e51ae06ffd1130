// The way-of-winning patterns of a quick entry follow from how the hand was won, never from a
// stored tick: the list in patterns.ts is checked against what the engine itself scores for a
// hand by tiles won each way, and a contradicting tick in a stored sheet counts for nothing.
import { describe, expect, test } from 'vitest';
import { parseHand } from '../notation/hand-notation.ts';
import { score } from '../rules/score.ts';
import type { RuleSetId } from '../rules/types.ts';
import { WIN_KINDS, type Situation } from '../situation.ts';
import { computeSheet } from './compute.ts';
import { emptySheet } from './empty.ts';
import { wayPatterns } from './patterns.ts';
import type { SheetHand } from './types.ts';

const T = '2026-11-28T20:00:00.000Z';
const HANDS = ['234m345m456p678s9s +9s', '123m456m789m5p [3333p] +5p'];

describe.each(['hke', 'hk-modern', 'hk-simple'] as RuleSetId[])('%s', (rules) => {
  test('the patterns that follow from the way of winning are the ones the engine scores', () => {
    let checked = 0;
    for (const notation of HANDS)
      for (const win of WIN_KINDS)
        for (const lastTile of [false, true]) {
          const hand = parseHand(notation);
          if (!hand.ok) throw new Error(notation);
          const s: Situation = { seat: 1, round: 0, win, lastTile, heaven: false, earth: false };
          if (win === 'discard' || win === 'robbing-kong') s.from = 2;
          const r = score(hand.value, s, { rules, hkModern: { minFan: 0 } });
          if (!r.ok || !r.value.legal) continue;
          const way = wayPatterns(rules, s);
          const scored = r.value.items.map((i) => i.id).filter((id) => way.governed.includes(id));
          expect([...scored].sort(), `${notation} ${win} ${lastTile}`).toEqual([...way.on].sort());
          checked++;
        }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});

const patternsWin = (win: 'discard' | 'self-draw', patterns: string[]): SheetHand => ({
  kind: 'win',
  id: 'w',
  winner: 1,
  win,
  ...(win === 'discard' ? { from: 2 as const } : {}),
  lastTile: false,
  heaven: false,
  earth: false,
  value: { by: 'patterns', patterns },
  at: T,
});

const fanOf = (hand: SheetHand): number | null => {
  const sheet = emptySheet({ id: 'w', created: T, players: ['A', 'B', 'C', 'D'], main: { rules: 'hke', options: {} } });
  return computeSheet({ ...sheet, hands: [hand] }).rows[0]!.main.fan;
};

test('HKE: self-draw counts on a self-drawn win without a tick, never on a discard', () => {
  // HKE's table (docs/rules/hke.md): half flush 3 fan, self-draw 1.
  expect(fanOf(patternsWin('self-draw', ['half-flush']))).toBe(4);
  expect(fanOf(patternsWin('self-draw', ['half-flush', 'self-draw']))).toBe(4);
  expect(fanOf(patternsWin('discard', ['half-flush', 'self-draw']))).toBe(3);
});
