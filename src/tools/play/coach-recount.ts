// The coach's figures counted again, for the tests only, without the coach's or the computer
// players' code: tiles from waiting by plain decomposition (every split of each suit into
// sets, partial sets and a pair, then seven pairs and thirteen orphans, as the lessons count),
// useful and winning tiles by trying every tile, the copies unseen from the learner's view, the
// fan a pung brings from the HKE fan table, and a win's reach under the minimum by the scorer.
// coach-honesty.test.ts checks this count against the brute-force oracle on small hands.
import type { SeatView, TableMeld } from '../../engine/game/index.ts';
import { score, type Hand, type Situation } from '../../engine/index.ts';
import { ORPHANS, TILE_COUNT, type Tile, type Wind } from '../../engine/tiles.ts';

/** (sets, partial sets, head pair) a suit can be split into, best ones per (sets, head). */
type Split = readonly [number, number, number];
const SPLITS = new Map<string, Split[]>();

function splitsOf(c: number[], honours: boolean): Split[] {
  const key = `${honours ? 'z' : 's'}${c.join('')}`;
  const known = SPLITS.get(key);
  if (known) return known;
  const best = new Map<string, Split>();
  const walk = (i: number, m: number, t: number, h: number) => {
    while (i < c.length && c[i] === 0) i++;
    if (i >= c.length) {
      const k = `${m},${h}`;
      const b = best.get(k);
      if (!b || b[1] < t) best.set(k, [m, t, h]);
      return;
    }
    const take = (tiles: number[], f: () => void) => {
      for (const x of tiles) c[x]!--;
      f();
      for (const x of tiles) c[x]!++;
    };
    if (c[i]! >= 3) take([i, i, i], () => walk(i, m + 1, t, h));
    const n = c.length;
    if (!honours && i + 2 < n && c[i + 1]! > 0 && c[i + 2]! > 0) take([i, i + 1, i + 2], () => walk(i, m + 1, t, h));
    if (c[i]! >= 2) {
      if (h === 0) take([i, i], () => walk(i, m, t, 1));
      take([i, i], () => walk(i, m, t + 1, h));
    }
    if (!honours && i + 1 < n && c[i + 1]! > 0) take([i, i + 1], () => walk(i, m, t + 1, h));
    if (!honours && i + 2 < n && c[i + 2]! > 0) take([i, i + 2], () => walk(i, m, t + 1, h));
    take([i], () => walk(i, m, t, h));
  };
  walk(0, 0, 0, 0);
  const out = [...best.values()];
  SPLITS.set(key, out);
  return out;
}

/** Four sets and a pair, `declared` of the sets on the table: 2·(N−m) − min(t, N−m) − h, at its best. */
function standard(c: readonly number[], declared: number): number {
  const need = 4 - declared;
  const suits = [0, 9, 18, 27].map((from, s) => splitsOf(c.slice(from, s === 3 ? 34 : from + 9), s === 3));
  // Suit by suit, the most partial sets for each count of sets and head pair.
  let states = new Map<number, number>([[0, 0]]); // sets * 2 + head → partial sets
  for (const splits of suits) {
    const next = new Map<number, number>();
    for (const [key, t] of states)
      for (const [sm, st, sh] of splits) {
        const m = (key >> 1) + sm;
        const h = (key & 1) + sh;
        if (h > 1 || m > need) continue;
        const k = m * 2 + h;
        if ((next.get(k) ?? -1) < t + st) next.set(k, t + st);
      }
    states = next;
  }
  let best = Infinity;
  for (const [key, t] of states) {
    const m = key >> 1;
    best = Math.min(best, 2 * (need - m) - Math.min(t, need - m) - (key & 1));
  }
  return best;
}

/** Tiles from waiting toward any winning hand (−1: complete). */
export function recountAway(c: readonly number[], declared: number): number {
  const s = standard(c, declared);
  if (declared > 0) return s;
  let pairs = 0;
  for (const n of c) pairs += n >> 1; // four alike are two pairs (HKE)
  let kinds = 0;
  let pair = 0;
  for (const t of ORPHANS) {
    if (c[t]! > 0) kinds++;
    if (c[t]! > 1) pair = 1;
  }
  return Math.min(s, 6 - Math.min(pairs, 7), 13 - kinds - pair);
}

/** Copies of each tile the learner sees: own hidden tiles, every set on the table, every discard lying. */
export function recountSeen(view: SeatView): number[] {
  const seen = new Array<number>(TILE_COUNT).fill(0);
  for (const t of view.concealed) seen[t]!++;
  for (const p of view.players) {
    for (const m of p.melds) {
      const tiles =
        m.kind === 'chow'
          ? [m.tile, m.tile + 1, m.tile + 2]
          : new Array<number>(m.kind === 'kong' ? 4 : 3).fill(m.tile);
      for (const t of tiles) seen[t]!++;
    }
    for (const d of p.discards) if (d.claimedBy === undefined) seen[d.tile]!++;
  }
  return seen;
}

/** Unseen copies of the tiles that, drawn into 13 tiles `c`, bring them a tile closer. */
export function recountUseful(c: number[], declared: number, seen: readonly number[]): number {
  const away = recountAway(c, declared);
  let n = 0;
  for (let t = 0; t < TILE_COUNT; t++) {
    if (seen[t]! >= 4) continue;
    c[t]!++;
    if (recountAway(c, declared) < away) n += 4 - seen[t]!;
    c[t]!--;
  }
  return n;
}

/** HKE fan table (docs/rules/hke.md): a pung of a dragon 1; of the seat wind 1, of the prevalent wind 1, both 2. */
export function pungFan(t: Tile, seat: Wind, round: Wind): number {
  if (t >= 31) return 1;
  if (t < 27) return 0;
  return (t - 27 === seat ? 1 : 0) + (t - 27 === round ? 1 : 0);
}

/** A waiting hand's unseen winning copies: all, those reaching the minimum only by self-draw, those never. */
export function recountWins(
  view: SeatView,
  c: readonly number[],
  melds: readonly TableMeld[],
  seen: readonly number[],
) {
  const out = { unseen: 0, selfDrawOnly: 0, never: 0 };
  const concealed: Tile[] = [];
  c.forEach((n, t) => {
    for (let k = 0; k < n; k++) concealed.push(t);
  });
  const base: Hand = {
    concealed,
    melds: melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })),
    bonus: [...view.players[view.seat]!.bonus],
  };
  const legal = (w: Tile, win: 'discard' | 'self-draw'): boolean => {
    const s: Situation = {
      seat: view.seat,
      round: view.round,
      win,
      ...(win === 'discard' ? { from: ((view.seat + 1) % 4) as Wind } : {}),
      lastTile: false,
      heaven: false,
      earth: false,
    };
    const r = score({ ...base, winning: w }, s, { rules: 'hke', hke: { minFan: view.options.minFan } });
    return r.ok && r.value.legal;
  };
  const counts = c.slice();
  for (let w = 0; w < TILE_COUNT; w++) {
    if (seen[w]! >= 4) continue;
    counts[w]!++;
    const wins = recountAway(counts, melds.length) === -1;
    counts[w]!--;
    if (!wins) continue;
    const left = 4 - seen[w]!;
    out.unseen += left;
    if (legal(w, 'discard')) continue;
    if (legal(w, 'self-draw')) out.selfDrawOnly += left;
    else out.never += left;
  }
  return out;
}
