// The table's adapter: seats in their places from the watcher, the others in the engine's turn
// order, a set's sideways tile is the tile claimed for it, a discard names who took it, and the
// watcher sees only what it may. The oracle is the hand itself (its melds and discards) on hands
// played by a learner who claims whenever offered.
import { describe, expect, test } from 'vitest';
import { pendingSeats } from '../../engine/game/index.ts';
import { makeTile, type Wind } from '../../engine/tiles.ts';
import { greedy, playedHand } from './review/test-hands.ts';
import { aroundFrom, meldView, othersInTurn, tableSeats } from './seats.ts';

describe('the table from a seat', () => {
  test.each([0, 1, 2, 3] as const)('from seat %i: the others in turn order, the next on the right', (w) => {
    expect(aroundFrom(w)).toEqual([w, (w + 1) % 4, (w + 2) % 4, (w + 3) % 4]);
    expect(othersInTurn(w)).toEqual(aroundFrom(w).slice(1));
  });

  test('the seats answering a discard are the others in turn order', () => {
    const { hand } = playedHand(3, {}, greedy);
    const claims = { ...hand, phase: { kind: 'claims', seat: 2, tile: 4, answers: [null, null, null, null] } };
    expect(pendingSeats(claims as never)).toEqual(othersInTurn(2 as Wind));
  });

  test('a set: the claimed tile sideways; a concealed kong half-open at the table, face up in a replay', () => {
    expect(meldView({ kind: 'chow', tile: 9, concealed: false, from: 0, claimed: 10 })).toEqual({
      kind: 'chow',
      tiles: ['1p', '2p', '3p'],
      claimed: 1,
      concealed: false,
    });
    expect(meldView({ kind: 'pung', tile: 31, concealed: false, from: 2, claimed: 31 }).claimed).toBe(0);
    expect(meldView({ kind: 'pung', tile: 31, concealed: false }).claimed).toBe(-1);
    const kong = { kind: 'kong', tile: 0, concealed: true } as const;
    expect(meldView(kong).tiles).toEqual(['back', '1m', '1m', 'back']);
    expect(meldView(kong, true).tiles).toEqual(['1m', '1m', '1m', '1m']);
  });

  test('on played hands: places, sets, taken discards and hidden tiles as the hand holds them', () => {
    let claimed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { hand, seat } = playedHand(seed, { minFan: 0 }, greedy);
      for (const sight of ['own', 'all'] as const) {
        const seats = tableSeats(hand, seat, sight);
        expect(seats.map((s) => s.place)).toEqual(['bottom', 'right', 'top', 'left']);
        seats.forEach((s, k) => {
          const p = hand.players[aroundFrom(seat)[k]!]!;
          expect(s.hidden).toBe(p.concealed.length);
          expect(s.hand).toEqual(sight === 'all' ? p.concealed.map(makeTile) : null);
          expect(s.discards.map((d) => d.claimedBy !== null)).toEqual(p.discards.map((d) => d.claimedBy !== undefined));
          p.melds.forEach((m, i) => {
            const v = s.melds[i]!;
            if (m.claimed === undefined) return expect(v.claimed).toBe(-1);
            claimed++;
            expect(v.tiles[v.claimed]).toBe(makeTile(m.claimed));
          });
        });
      }
    }
    expect(claimed).toBeGreaterThan(0);
  });
});
