// The yardsticks over seeded hands (each move legal, every offered Mah-Jongg called, the
// decision from the view alone and the same for a copy of it), and their rules on hands
// written in notation: fewest tiles away, then most useful tiles; the planner's targets.
import { describe, expect, test } from 'vitest';
import { parseFragment } from '../../../notation/hand-notation.ts';
import type { Tile, Wind } from '../../../tiles.ts';
import type { Action, TableMeld } from '../../types.ts';
import type { OpenPlayer, SeatView } from '../../view.ts';
import { playSeeded } from '../../../test/seeded-play.ts';
import { arenaBot, YARDSTICKS } from './index.ts';

const HANDS = 24;

describe.each(YARDSTICKS)('%s', (name) => {
  const bot = arenaBot(name);
  test(`${HANDS} seeded hands: legal, from the view, deterministic`, () => {
    let claims = 0;
    const choices = playSeeded(bot, 700, HANDS, (_view, _legal, played) => {
      if (['chow', 'pung', 'kong'].includes(played.type)) claims++;
    });
    expect(choices).toBeGreaterThan(HANDS * 10);
    expect(claims).toBeGreaterThan(0);
  });
});

const tilesOf = (text: string): Tile[] => {
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return h.value.concealed;
};

const setsOf = (text: string): TableMeld[] => {
  const h = parseFragment(text);
  if (!h.ok) throw new Error(text);
  return h.value.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed }));
};

/** South's turn with `hand` (14 tiles, declared sets in brackets), `seen` thrown by West. */
function turn(hand: string, minFan = 0, seen = ''): { view: SeatView; legal: Action[] } {
  const seat: Wind = 1;
  const concealed = [...tilesOf(hand)].sort((a, b) => a - b);
  const players: OpenPlayer[] = ([0, 1, 2, 3] as Wind[]).map((w) => ({
    melds: w === seat ? setsOf(hand) : [],
    bonus: w === seat ? [0] : [],
    discards: w === 2 && seen !== '' ? tilesOf(seen).map((tile) => ({ tile })) : [],
    concealedCount: 13,
  }));
  const view: SeatView = {
    seat,
    round: 0,
    options: { minFan, dangerousPlay: false, changeSeats: false },
    phase: { kind: 'turn', seat, source: 'wall' },
    concealed,
    drawn: concealed[0]!,
    players,
    live: 60,
    dead: 14,
  };
  const legal: Action[] = [...new Set(concealed)].map((tile) => ({ type: 'discard', seat, tile }));
  return { view, legal };
}

const discarded = (name: 'greedy' | 'planner', hand: string, minFan = 0, seen = ''): string => {
  const { view, legal } = turn(hand, minFan, seen);
  const a = arenaBot(name)(view, legal);
  if (a.type !== 'discard') throw new Error(a.type);
  return ['m', 'p', 's', 'z']
    .map((suit, s) => (a.tile >= s * 9 && a.tile < s * 9 + 9 ? `${(a.tile % 9) + 1}${suit}` : ''))
    .join('');
};

describe('greedy', () => {
  test('throws the tile that leaves the fewest tiles away', () => {
    // Only the lone North keeps the hand ready.
    expect(discarded('greedy', '123m456p789s1155s4z')).toBe('4z');
  });
  test('among equal discards keeps the most useful tiles, counted from its view', () => {
    // East or South: a single wait on the other. With two East thrown by West the wait on
    // South keeps three unseen copies, the wait on East one: it throws East; the other way round
    // with two South thrown (East comes first among equals, so this one is the useful tiles).
    expect(discarded('greedy', '123m456p789s555s12z', 0, '11z')).toBe('1z');
    expect(discarded('greedy', '123m456p789s555s12z', 0, '22z')).toBe('2z');
  });
});

describe('planner', () => {
  test('with no minimum plays as the greedy player', () => {
    for (const hand of ['123m456p789s1155s4z', '13579m2468p1357s'])
      expect(discarded('planner', hand)).toBe(discarded('greedy', hand));
  });
  test('at 3 fan keeps the tiles of its closest target', () => {
    // The lone South is the greedy player's throw (an honour first among equals); at 3 fan
    // only the dots and honours make a hand that reaches it (a half flush): a bamboo goes.
    const hand = '1234567p11z2z5s8s9p9s';
    expect(discarded('greedy', hand, 3)).toBe('2z');
    expect(discarded('planner', hand, 0)).toBe('2z');
    expect(discarded('planner', hand, 3)).toBe('9s');
  });
});
