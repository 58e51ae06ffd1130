// Who deals next, for every way a hand ends under each rule set (docs/score-sheet.md,
// "Rotation"), and whole evenings of one kind of hand: how many hands the four wind rounds take.
import { describe, expect, test } from 'vitest';
import type { RuleSetId } from '../rules/types.ts';
import { computeSheet } from './compute.ts';
import { emptySheet } from './empty.ts';
import { eastStays, type HandEnd } from './rotation.ts';
import type { SheetHand } from './types.ts';

const EAST_WINS: HandEnd = { kind: 'win', eastWon: true };
const OTHER_WINS: HandEnd = { kind: 'win', eastWon: false };
const DRAW: HandEnd = { kind: 'draw' };
const FALSE: HandEnd = { kind: 'false-mahjong' };
const MID = { round: 1 as const, passes: 2 };
const LAST = { round: 3 as const, passes: 3 };

// [rules, end, deal, East stays, source]
const CASES: [RuleSetId, string, HandEnd, typeof MID | typeof LAST, boolean][] = [
  // HKE: "Solange der Ostwindspieler gewinnt, bleibt er Ostwind (nach Unentschieden wechselt
  // der Wind)"; a false Mah-Jongg: "das aktuelle Spiel endet, der Wind wechselt".
  ['hke', 'East wins', EAST_WINS, MID, true],
  ['hke', 'another wins', OTHER_WINS, MID, false],
  ['hke', 'draw', DRAW, MID, false],
  ['hke', 'draw in the last hand', DRAW, LAST, false],
  ['hke', 'false Mah-Jongg', FALSE, MID, false],
  // classic (Elian & Harold): East stays after winning or a draw, "andernfalls dreht sich der Wind".
  ['classic', 'East wins', EAST_WINS, MID, true],
  ['classic', 'another wins', OTHER_WINS, MID, false],
  ['classic', 'draw', DRAW, MID, true],
  ['classic', 'false Mah-Jongg', FALSE, MID, false],
  // hk-modern: the dealer stays on a win; a draw passes the deal except in the very last hand,
  // which is replayed; after a false win the hand is replayed, "der Dealer bleibt ebenfalls".
  ['hk-modern', 'East wins', EAST_WINS, MID, true],
  ['hk-modern', 'another wins', OTHER_WINS, MID, false],
  ['hk-modern', 'draw', DRAW, MID, false],
  ['hk-modern', 'draw in the last hand', DRAW, LAST, true],
  ['hk-modern', 'false Mah-Jongg', FALSE, MID, true],
  // hk-simple: "The winds are shifted after each hand no matter if the wind of the round won or
  // lost. However, the winds are to remain the same after a dead game."
  ['hk-simple', 'East wins', EAST_WINS, MID, false],
  ['hk-simple', 'another wins', OTHER_WINS, MID, false],
  ['hk-simple', 'draw', DRAW, MID, true],
  ['hk-simple', 'false Mah-Jongg', FALSE, MID, false],
];

describe('whether East stays', () => {
  test.each(CASES)('%s: %s', (rules, _what, end, deal, stays) => {
    expect(eastStays(rules, end, deal)).toBe(stays);
  });
});

const T = '2026-11-28T20:00:00.000Z';
const draw = (i: number): SheetHand => ({ kind: 'draw', id: `d${i}`, at: T });
/** `winner` self-draws a hand worth 8 points. */
const selfDraw = (i: number, winner: 0 | 1 | 2 | 3): SheetHand => ({
  kind: 'win',
  id: `w${i}`,
  winner,
  win: 'self-draw',
  lastTile: false,
  heaven: false,
  earth: false,
  value: { by: 'points', points: 8 },
  at: T,
});

const evening = (rules: RuleSetId, hands: SheetHand[]) =>
  computeSheet({
    ...emptySheet({ id: 'x', created: T, players: ['A', 'B', 'C', 'D'], main: { rules, options: {} } }),
    hands,
  });

describe('whole evenings', () => {
  test('16 hands with another player winning each time end the four rounds, under every rule set', () => {
    for (const rules of ['hke', 'classic', 'hk-modern', 'hk-simple'] as const) {
      // With seats 0 E, 1 S, 2 W, 3 N, East of hand k (0-based) is player k % 4; South wins.
      const hands = Array.from({ length: 16 }, (_, k) => selfDraw(k, ((k + 1) % 4) as 0 | 1 | 2 | 3));
      const e = evening(rules, hands);
      expect(e.end).toEqual({ why: 'rounds', after: 16 });
      expect(e.rows.map((r) => r.round)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    }
  });

  test('hk-simple moves on when East wins; HKE keeps East', () => {
    const wins = Array.from({ length: 16 }, (_, k) => selfDraw(k, (k % 4) as 0 | 1 | 2 | 3));
    expect(evening('hk-simple', wins).end).toEqual({ why: 'rounds', after: 16 });
    const hke = evening('hke', [selfDraw(0, 0), selfDraw(1, 0), selfDraw(2, 0)]);
    expect(hke.rows.map((r) => [r.east, r.repeat])).toEqual([
      [0, false],
      [0, true],
      [0, true],
    ]);
    expect(hke.next).toMatchObject({ number: 4, round: 0, passes: 0, east: 0 });
  });

  test('draws: HKE and hk-modern pass the deal, classic and hk-simple replay it', () => {
    const draws = Array.from({ length: 4 }, (_, k) => draw(k));
    expect(evening('hke', draws).next).toMatchObject({ round: 1, passes: 0, east: 0 });
    expect(evening('hk-modern', draws).next).toMatchObject({ round: 1, passes: 0, east: 0 });
    expect(evening('classic', draws).next).toMatchObject({ round: 0, passes: 0, east: 0 });
    expect(evening('hk-simple', draws).next).toMatchObject({ round: 0, passes: 0, east: 0 });
  });

  test('hk-modern replays the very last hand after a draw', () => {
    const hands = Array.from({ length: 16 }, (_, k) => draw(k));
    const e = evening('hk-modern', hands);
    expect(e.end).toBeNull();
    expect(e.next).toMatchObject({ number: 17, round: 3, passes: 3, east: 3 });
  });

  test('hands after the end count for nothing', () => {
    const hands = [...Array.from({ length: 16 }, (_, k) => draw(k)), selfDraw(16, 1)];
    const e = evening('hke', hands);
    expect(e.end).toEqual({ why: 'rounds', after: 16 });
    expect(e.rows[16]!.main).toMatchObject({ error: 'after-end', payments: [0, 0, 0, 0] });
    expect(e.totals).toEqual([0, 0, 0, 0]);
  });

  test('with "Umsetzen" the players change seats after each wind round', () => {
    // The first places e s w n = players 0 1 2 3; the rounds seat e s w n · s e n w · w n s e · n w e s.
    const sheet = {
      ...emptySheet({ id: 'x', created: T, players: ['A', 'B', 'C', 'D'] as [string, string, string, string] }),
      changeSeats: true,
      hands: Array.from({ length: 16 }, (_, k) => draw(k)),
    };
    const e = computeSheet(sheet);
    const firstOfRound = [0, 4, 8, 12].map((i) => e.rows[i]!.seats);
    // seats[player] = seat wind: round 2 (South) seats s e n w → player 1 East, 0 South, 3 West, 2 North.
    expect(firstOfRound).toEqual([
      [0, 1, 2, 3],
      [1, 0, 3, 2],
      [3, 2, 0, 1],
      [2, 3, 1, 0],
    ]);
  });
});
