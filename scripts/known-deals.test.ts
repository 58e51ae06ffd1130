// The analysis deals of search-decisions.ts: they keep everything the seat sees and what they
// claim to know, and deal only the tiles the seat cannot see.
import { describe, expect, test } from 'vitest';
import { seededRng } from '../src/engine/random.ts';
import { countTiles, type Wind } from '../src/engine/tiles.ts';
import { makePlayer } from '../src/engine/game/bots/players.ts';
import { shanten } from '../src/engine/game/bots/shanten.ts';
import { newHand } from '../src/engine/game/start.ts';
import { applyHandAction } from '../src/engine/game/apply.ts';
import { pendingSeats } from '../src/engine/game/bots/driver.ts';
import { legalHandActions } from '../src/engine/game/legal.ts';
import type { HandState } from '../src/engine/game/types.ts';
import { viewOf } from '../src/engine/game/view.ts';
import { suitsKnown, waitingKnown } from './known-deals.ts';
import { decisionsOf } from './true-table.ts';

/** Tables where another seat has already answered the discard the seat is asked about (no minimum, `greedy`). */
function answered(): { table: HandState; seat: Wind }[] {
  const out: { table: HandState; seat: Wind }[] = [];
  const greedy = makePlayer('greedy');
  for (let seed = 1; seed <= 60; seed++) {
    const h = newHand({ seed, round: 0, options: { minFan: 0 } });
    for (const d of decisionsOf(h, () => greedy)) {
      const p = d.table.phase;
      if (p.kind === 'claims' && p.answers.some((a, w) => w !== d.seat && a !== null))
        out.push({ table: d.table, seat: d.seat });
    }
  }
  return out;
}

/** Whether every hand holds its count: 13 tiles with sets counted as three, 14 for the seat on turn. */
const counted = (h: HandState): boolean =>
  h.players.every(
    (p, w) => p.concealed.length + 3 * p.melds.length === (h.phase.kind === 'turn' && h.phase.seat === w ? 14 : 13),
  );

/** Plays the table to its end with `greedy` at every seat; false at a refused move or a hand off its count. */
function playsOut(table: HandState): boolean {
  const greedy = makePlayer('greedy');
  let h = table;
  while (h.phase.kind !== 'over') {
    if (!counted(h)) return false;
    for (const w of pendingSeats(h)) {
      const legal = legalHandActions(h, w);
      const r = applyHandAction(h, legal.length === 1 ? legal[0]! : greedy(viewOf(h, w), legal));
      if (!r.ok) return false;
      h = r.value;
    }
  }
  return true;
}

/** Tables of seeded hands at a 3-fan minimum, every tenth decision. */
function tables(): { table: HandState; seat: Wind }[] {
  const out: { table: HandState; seat: Wind }[] = [];
  const planner = makePlayer('planner');
  for (let seed = 1; seed <= 6; seed++) {
    const h = newHand({ seed, round: 0, options: { minFan: 3 } });
    let k = 0;
    for (const d of decisionsOf(h, () => planner)) if (k++ % 10 === 0) out.push({ table: d.table, seat: d.seat });
  }
  return out;
}

const unseen = (h: HandState, seat: Wind): number[] =>
  [...h.wall.slice(h.head, h.deadTop), ...h.players.flatMap((p, w) => (w === seat ? [] : p.concealed))].sort(
    (a, b) => a - b,
  );
const groups = (tiles: readonly number[]): number[] =>
  [0, 1, 2, 3].map((g) => tiles.filter((t) => Math.min(3, Math.floor(t / 9)) === g).length);
const waiting = (h: HandState, w: number) =>
  shanten(countTiles(h.players[w]!.concealed), h.players[w]!.melds.length) <= 0;

const CASES = tables();

describe.each([
  ['suitsKnown', suitsKnown],
  ['waitingKnown', waitingKnown],
] as const)('%s', (name, deal) => {
  test('keeps the seat’s own tiles, every set, discard and count, and deals only the unseen tiles', () => {
    expect(CASES.length).toBeGreaterThan(20);
    // Some other hand is waiting at some of the tables, so the kept hands are tested too.
    expect(CASES.some(({ table, seat }) => [0, 1, 2, 3].some((w) => w !== seat && waiting(table, w)))).toBe(true);
    for (const { table, seat } of CASES) {
      const dealt = deal(table, seat, seededRng(7));
      expect(dealt.players[seat]).toEqual(table.players[seat]);
      expect(unseen(dealt, seat)).toEqual(unseen(table, seat));
      expect(dealt.wall.slice(0, dealt.head)).toEqual(table.wall.slice(0, table.head));
      dealt.players.forEach((p, w) => {
        expect(p.melds).toEqual(table.players[w]!.melds);
        expect(p.discards).toEqual(table.players[w]!.discards);
        expect(p.concealed.length).toBe(table.players[w]!.concealed.length);
        if (name === 'suitsKnown') expect(groups(p.concealed)).toEqual(groups(table.players[w]!.concealed));
        if (name === 'waitingKnown' && waiting(table, w)) expect(p.concealed).toEqual(table.players[w]!.concealed);
      });
    }
  });

  test('takes back what a dealt seat answered on its true tiles, so the table plays on', () => {
    const cases = answered();
    // A chow or pung among the answers: the case where a kept answer would take tiles the new hand lacks.
    const claimed = cases.filter(
      ({ table: t, seat }) =>
        t.phase.kind === 'claims' && t.phase.answers.some((a, w) => w !== seat && a !== null && a.type !== 'pass'),
    );
    expect(claimed.length).toBeGreaterThan(5);
    for (const { table, seat } of cases) {
      expect(playsOut(table)).toBe(true);
      for (let k = 0; k < 4; k++) {
        const dealt = deal(table, seat, seededRng(k));
        const before = table.phase.kind === 'claims' ? table.phase.answers : [];
        const after = dealt.phase.kind === 'claims' ? dealt.phase.answers : [];
        after.forEach((a, w) => {
          const kept = dealt.players[w]!.concealed.join() === table.players[w]!.concealed.join();
          // A seat dealt again answers again; a kept seat's answer stands.
          if (w !== seat && !kept) expect(a).toBeNull();
          if (name === 'waitingKnown' && waiting(table, w)) expect(a).toEqual(before[w]);
        });
        expect(playsOut(dealt)).toBe(true);
      }
    }
  });

  test('on another seat’s turn, a dealt seat has drawn one of its new tiles', () => {
    let checked = 0;
    for (const { table, seat } of CASES) {
      const p = table.phase;
      if (p.kind !== 'turn' || p.seat !== seat || p.drawn === null) continue;
      // Dealt for the next seat: the seat on its turn is one of those dealt again.
      const dealt = deal(table, ((seat + 1) % 4) as Wind, seededRng(3));
      const q = dealt.phase;
      if (q.kind !== 'turn' || (name === 'waitingKnown' && waiting(table, seat))) continue;
      expect(dealt.players[seat]!.concealed).toContain(q.drawn);
      expect(playsOut(dealt)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('deals again: some hidden hands differ from the true ones', () => {
    const changed = CASES.filter(({ table, seat }) => {
      const dealt = deal(table, seat, seededRng(7));
      return dealt.players.some((p, w) => p.concealed.join() !== table.players[w]!.concealed.join());
    });
    expect(changed.length).toBeGreaterThan(CASES.length / 2);
  });
});
