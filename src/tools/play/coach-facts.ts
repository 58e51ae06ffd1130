// The facts the coach words, counted from the learner's view alone, as the lessons teach them:
// how many tiles from waiting a hand is (toward any winning hand: four sets and a pair, seven
// pairs, thirteen orphans), the unseen copies of its useful tiles (each brings it a tile
// closer), and once it is waiting, its unseen winning tiles by what they reach under the fan
// minimum: a win on a discard, only by self-draw, or no win yet. Whole counts only.
import { shanten, type SeatView } from '../../engine/game/index.ts';
import { visibleCounts } from '../../engine/game/bots/sight.ts';
import type { Hand } from '../../engine/hand.ts';
import { score } from '../../engine/rules/score-hke.ts';
import type { Situation, WinKind } from '../../engine/situation.ts';
import { countTiles, TILE_COUNT, type Tile, type Wind } from '../../engine/tiles.ts';
import { waits } from '../../engine/waits.ts';

/** A hand of 13 (3n+1) hidden tiles, as the lessons count it. */
export interface HandFacts {
  /** Tiles from waiting: 0 waiting. */
  away: number;
  /** Not waiting: unseen copies of the tiles that bring it a tile closer. */
  useful: number;
  /** Waiting: its winning tiles by what they reach; null when not waiting. */
  wins: WinFacts | null;
}

/** Unseen copies of a waiting hand's winning tiles, by what a win with them reaches. */
export interface WinFacts {
  /** All unseen copies of the tiles that complete the hand. */
  unseen: number;
  /** Of them, the copies that reach the fan minimum only by self-draw (not on a discard). */
  selfDrawOnly: number;
  /** Of them, the copies that stay below the minimum even by self-draw. */
  never: number;
}

/** What the coach reads from the view: own hidden tiles, declared sets, the copies seen. */
export interface Seen {
  view: SeatView;
  /** Own hidden tiles as counts (the drawn tile included). */
  c: number[];
  declared: number;
  /** Copies of each tile the learner can see: own hand, every set, every discard lying. */
  visible: number[];
}

export function seenOf(view: SeatView): Seen {
  return {
    view,
    c: countTiles(view.concealed),
    declared: view.players[view.seat]!.melds.length,
    visible: visibleCounts(view),
  };
}

const unseen = (s: Seen, t: Tile): number => Math.max(0, 4 - s.visible[t]!);

/** Tiles from waiting of hidden counts `c` (13 tiles: the hand; 14: after its best discard). */
export const awayOf = (s: Seen, c: readonly number[]): number => shanten(c, s.declared);

/** The facts of the 13 hidden tiles `c` (the 14 less a discard, or after a claim less its tiles). */
export function factsOf(s: Seen, c: number[], melds = s.view.players[s.view.seat]!.melds): HandFacts {
  const declared = melds.length;
  const away = shanten(c, declared);
  if (away !== 0) return { away, useful: away > 0 ? usefulOf(s, c, declared, away) : 0, wins: null };
  return { away, useful: 0, wins: winsOf(s, c, melds) };
}

/** Unseen copies of the tiles that, drawn, bring the hand a tile closer (then its best discard). */
function usefulOf(s: Seen, c: number[], declared: number, away: number): number {
  let n = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    const left = unseen(s, t);
    if (left === 0) continue;
    c[t]!++;
    if (shanten(c, declared) < away) n += left;
    c[t]!--;
  }
  return n;
}

const previous = (w: Wind): Wind => ((w + 3) % 4) as Wind;

/** Does a win on `w` reach the minimum, when won this way? (The HKE scorer's legality.) */
function reaches(s: Seen, hand: Hand, win: WinKind): boolean {
  const v = s.view;
  const situation: Situation = {
    seat: v.seat,
    round: v.round,
    win,
    ...(win === 'discard' ? { from: previous(v.seat) } : {}),
    lastTile: false,
    heaven: false,
    earth: false,
  };
  const r = score(hand, situation, { rules: 'hke', hke: { minFan: v.options.minFan } });
  return r.ok && r.value.legal;
}

/** The 13 hidden tiles `c` with the sets, as a hand to score. */
function handOf(s: Seen, c: readonly number[], melds: SeatView['players'][number]['melds']): Hand {
  const concealed: Tile[] = [];
  c.forEach((n, t) => {
    for (let k = 0; k < n; k++) concealed.push(t);
  });
  return {
    concealed,
    melds: melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })),
    bonus: [...s.view.players[s.view.seat]!.bonus],
  };
}

/** What a win on `t` reaches: the minimum on a discard, only by self-draw, or not at all. */
function reachOf(s: Seen, hand: Hand, t: Tile): 'discard' | 'self-draw' | 'never' {
  const won = { ...hand, winning: t };
  if (reaches(s, won, 'discard')) return 'discard';
  return reaches(s, won, 'self-draw') ? 'self-draw' : 'never';
}

function winsOf(s: Seen, c: readonly number[], melds: SeatView['players'][number]['melds']): WinFacts {
  const hand = handOf(s, c, melds);
  const out: WinFacts = { unseen: 0, selfDrawOnly: 0, never: 0 };
  const w = waits(hand);
  if (!w.ok) return out;
  for (const t of w.value) {
    const left = unseen(s, t);
    if (left === 0) continue;
    out.unseen += left;
    const reach = reachOf(s, hand, t);
    if (reach === 'self-draw') out.selfDrawOnly += left;
    else if (reach === 'never') out.never += left;
  }
  return out;
}

/** The learner's winning tiles (13 tiles held) that win only by self-draw, and those that cannot win yet. */
export function waitReach(view: SeatView, tiles: readonly Tile[]): { selfDrawOnly: Tile[]; never: Tile[] } {
  const out = { selfDrawOnly: [] as Tile[], never: [] as Tile[] };
  if (view.options.minFan === 0) return out;
  const s = seenOf(view);
  const hand = handOf(s, s.c, view.players[view.seat]!.melds);
  for (const t of tiles) {
    const reach = reachOf(s, hand, t);
    if (reach === 'self-draw') out.selfDrawOnly.push(t);
    else if (reach === 'never') out.never.push(t);
  }
  return out;
}

/** What the best wait within reach wins by: on a discard, only by self-draw, or not yet (`c` waiting, or one discard from it). */
export type Reach = 'discard' | 'self-draw' | 'never';

export function bestReach(s: Seen, c: number[], melds: SeatView['players'][number]['melds']): Reach {
  const rank = { discard: 2, 'self-draw': 1, never: 0 } as const;
  const of = (w: WinFacts): Reach =>
    w.unseen - w.selfDrawOnly - w.never > 0 ? 'discard' : w.selfDrawOnly > 0 ? 'self-draw' : 'never';
  const full = c.reduce((a, b) => a + b, 0) % 3 === 2;
  if (!full) return of(winsOf(s, c, melds));
  let best: Reach = 'never';
  for (let t = 0; t < TILE_COUNT && best !== 'discard'; t++) {
    if (c[t] === 0) continue;
    c[t]!--;
    if (shanten(c, melds.length) === 0) {
      const r = of(winsOf(s, c, melds));
      if (rank[r] > rank[best]) best = r;
    }
    c[t]!++;
  }
  return best;
}

/** The hidden counts less one tile (a discard). */
export function without(c: readonly number[], t: Tile): number[] {
  const out = c.slice();
  out[t]!--;
  return out;
}
