// The game around the hands (docs/rules/hke.md): East stays East while winning, the deal
// passes after any other end (a draw too), four wind rounds of at least 16 hands, changing
// seats after each round; the deal itself; saving and restoring; what a seat may see.
import { describe, expect, test } from 'vitest';
import { makeBot } from './bots/bot.ts';
import { playHand } from './bots/driver.ts';
import { play, T, table } from './fixture.ts';
import { applyAction, newGame, nextHand, playerAt, SEAT_CHANGES, seatsOf, type GameState } from './game.ts';
import { restoreGame, serializeGame } from './serial.ts';
import { newHand } from './start.ts';
import { eventFor, viewOf } from './view.ts';
import { DEALT } from './wall.ts';

const bots = [0, 1, 2, 3].map(() => makeBot('careful'));

/** Plays a whole game; returns the state at the end of every hand. */
function wholeGame(seed: number, changeSeats = false): GameState[] {
  const ends: GameState[] = [];
  let g = newGame(seed, { changeSeats });
  for (;;) {
    const played = playHand(g, bots);
    if (!played.ok) throw new Error(played.error.code);
    ends.push(played.value);
    const n = nextHand(played.value);
    if (!n.ok) return ends;
    g = n.value;
  }
}

describe('a whole game', () => {
  const ends = wholeGame(11);

  test('four wind rounds of at least four hands each, then the game is over', () => {
    expect(ends.length).toBeGreaterThanOrEqual(16);
    expect([...new Set(ends.map((g) => g.round))]).toEqual([0, 1, 2, 3]);
    for (const r of [0, 1, 2, 3]) expect(ends.filter((g) => g.round === r).length).toBeGreaterThanOrEqual(4);
    expect(ends.at(-1)!.over).toBe(true);
    expect(ends.slice(0, -1).every((g) => !g.over)).toBe(true);
    expect(nextHand(ends.at(-1)!)).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  test('East stays East while winning; after anything else the deal passes on', () => {
    for (let i = 1; i < ends.length; i++) {
      const [a, b] = [ends[i - 1]!, ends[i]!];
      const eastWon = a.hand.result?.outcome === 'win' && a.hand.result.seat === 'E';
      if (eastWon) expect([b.round, b.passes, playerAt(b, 0)]).toEqual([a.round, a.passes, playerAt(a, 0)]);
      else expect(b.round * 4 + b.passes).toBe(a.round * 4 + a.passes + 1);
    }
    expect(ends.map((g) => g.handNumber)).toEqual(ends.map((_, i) => i + 1));
  });

  test('every player is East once per round at least; the seat winds turn with the deal', () => {
    for (const r of [0, 1, 2, 3])
      expect(new Set(ends.filter((g) => g.round === r).map((g) => playerAt(g, 0))).size).toBe(4);
    for (const g of ends) expect(seatsOf(g).map((seat) => playerAt(g, seat))).toEqual([0, 1, 2, 3]);
  });

  test('the scores are the sum of the hands’ payments and sum to zero', () => {
    const last = ends.at(-1)!;
    const sums = [0, 0, 0, 0];
    for (const g of ends)
      for (const [l, v] of Object.entries(g.hand.result!.payments)) sums[playerAt(g, 'ESWN'.indexOf(l) as 0)]! += v;
    expect(last.scores).toEqual(sums);
    expect(last.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });

  test('the same seed plays the same game', () => {
    expect(JSON.stringify(wholeGame(11).at(-1))).toBe(JSON.stringify(ends.at(-1)));
  });
});

test('changing seats: after each wind round the players sit as the text says', () => {
  const ends = wholeGame(12, true);
  const first = ends[0]!.places;
  for (const g of ends) expect(g.places).toEqual(SEAT_CHANGES[g.round]!.map((i) => first[i]));
  // Without the option nobody moves.
  const still = wholeGame(12);
  for (const g of still) expect(g.places).toEqual(still[0]!.places);
});

describe('the end of a hand and the next', () => {
  const game = newGame(3);
  const staged = (
    h = table({
      seats: ['123m456m789m5p1234z', '46p111s222s333s77z', '55p444555666s67z', '34p999888777s22z'],
      discards: { E: '1s' },
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4z') },
    }),
  ) => ({ ...game, hand: h });

  test('no next hand before this one has ended; no action after it', () => {
    expect(nextHand(game)).toMatchObject({ ok: false, error: { code: 'hand-not-over' } });
    const over = applyAction(staged(), { type: 'mahjong', seat: 0 });
    expect(over.ok && applyAction(over.value, { type: 'draw', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'hand-over' },
    });
  });

  test('a false Mah-Jongg by East: the penalty is paid and the deal passes', () => {
    const over = applyAction(staged(), { type: 'mahjong', seat: 0 });
    if (!over.ok) throw new Error(over.error.code);
    expect(over.value.scores[playerAt(game, 0)]).toBe(-48);
    const n = nextHand(over.value);
    expect(n.ok && n.value.passes).toBe(1);
  });

  test('East wins: East deals again; another winner: the deal passes', () => {
    const eastDraws = table({
      seats: ['123m456m789m123p11z', '456p789p111s222s3s', '333s444s555s666s7s', '777s888s999s22z33z'],
      discards: { E: '4z' },
      phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('1z') },
    });
    const won = applyAction({ ...game, hand: eastDraws }, { type: 'mahjong', seat: 0 });
    const again = won.ok ? nextHand(won.value) : won;
    expect(again.ok && [again.value.passes, again.value.handNumber, playerAt(again.value, 0)]).toEqual([
      0,
      2,
      playerAt(game, 0),
    ]);
    const h = play(
      staged().hand,
      { type: 'discard', seat: 0, tile: T('5p') },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
    const north = applyAction({ ...game, hand: h }, { type: 'mahjong', seat: 3 });
    const passed = north.ok ? nextHand(north.value) : north;
    expect(passed.ok && passed.value.passes).toBe(1);
  });
});

describe('the deal', () => {
  test('East 14 tiles, the others 13; bonus tiles set aside and replaced; dead wall 14', () => {
    for (let seed = 0; seed < 50; seed++) {
      const h = newHand({ seed });
      expect(h.players.map((p) => p.concealed.length + 3 * p.melds.length)).toEqual([14, 13, 13, 13]);
      expect(h.players.every((p) => p.concealed.every((t) => t < 34))).toBe(true);
      const bonus = h.players.reduce((n, p) => n + p.bonus.length, 0);
      expect(h.head).toBe(DEALT);
      expect(h.liveEnd - h.head).toBe(77 - bonus);
      expect(h.deadTop - h.liveEnd).toBe(14);
      expect(h.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
    }
  });

  test('the same seed deals the same hand; another seed another', () => {
    expect(newHand({ seed: 5 })).toEqual(newHand({ seed: 5 }));
    expect(newHand({ seed: 5 }).wall).not.toEqual(newHand({ seed: 6 }).wall);
  });
});

describe('saving and restoring', () => {
  test('restoring what was saved gives the same state', () => {
    const g = newGame(9);
    expect(restoreGame(serializeGame(g))).toEqual({ ok: true, value: g });
  });

  test.each([
    ['not JSON', '{', 'json'],
    ['another format', '{"format":"x"}', 'format'],
    ['a tile too many', serializeGame(newGame(9)).replace('"concealed":[', '"concealed":[0,'), 'tile-count 0'],
  ])('%s is refused', (_, text, reason) => {
    expect(restoreGame(text)).toEqual({ ok: false, error: { code: 'bad-state', reason } });
  });
});

describe('what a seat sees', () => {
  const h = newGame(4).hand;

  test('its own tiles and the open information, never another hand', () => {
    const v = viewOf(h, 1);
    expect(v.concealed).toEqual(h.players[1]!.concealed);
    expect(Object.keys(v.players[0]!).sort()).toEqual(['bonus', 'concealedCount', 'discards', 'melds']);
    expect(JSON.stringify(v)).not.toContain('"wall"');
  });

  test('another player’s drawn tile is hidden in the events it is shown', () => {
    const e = { type: 'draw', seat: 'E', tile: '5p' } as const;
    expect(eventFor(e, 1)).toEqual({ type: 'draw', seat: 'E', tile: null });
    expect(eventFor(e, 0)).toEqual(e);
  });
});
