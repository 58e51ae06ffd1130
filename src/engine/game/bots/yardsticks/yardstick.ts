// A yardstick: a small fixed player the arena measures the levels against, never a level the
// learner meets (docs/bots.md, "Yardsticks"). It plays by one measure of its hidden tiles, the
// tiles away from a hand it can win (−1 complete), and is otherwise the same for every
// yardstick: every Mah-Jongg the legal actions offer; a kong (declared or claimed) when the
// hand is no further after it, a chow or pung when it is closer (the closest first); else the
// discard that leaves the fewest tiles away, then the most useful tiles (unseen copies, from
// its own view, that bring the hand closer), then the tile furthest from the middle of its
// suit (honours first), then the lowest. Nothing here is tuned; it decides from the view only.
import { isHonour, isMajor, TILE_COUNT, type Tile } from '../../../tiles.ts';
import type { Action, TableMeld } from '../../types.ts';
import type { SeatView } from '../../view.ts';
import type { Bot } from '../bot.ts';
import { sightOf, type Sight } from '../sight.ts';

/** How far a hand is from a win the yardstick plays for. */
export interface Measure {
  /** Tiles away (−1 complete) of the hidden tiles `c` beside the declared `melds`. */
  away(c: number[], melds: readonly TableMeld[]): number;
  /** The tiles away after discarding each of `tiles` (counts changed and restored). */
  afterEach(c: number[], melds: readonly TableMeld[], tiles: readonly Tile[]): number[];
  /** Unseen copies (`seen`: copies the seat sees) of the tiles that bring the 3n+1 hand below `away`. */
  useful(c: number[], melds: readonly TableMeld[], away: number, seen: readonly number[]): number;
  /** Can the measure's best be won at all (a claim is taken only towards such a hand)? */
  winnable(away: number): boolean;
}

/**
 * Unseen copies of the tiles that make `closer` true of the hand with one copy more: only
 * tiles held, within two of one held (number suits), or with `majors` any major tile.
 */
export function usefulBy(
  c: number[],
  seen: readonly number[],
  majors: boolean,
  closer: (c: number[]) => boolean,
): number {
  let out = 0;
  for (let u = 0; u < TILE_COUNT; u++) {
    if (seen[u]! >= 4 || c[u]! >= 4 || !(near(c, u) || (majors && isMajor(u)))) continue;
    c[u]!++;
    if (closer(c)) out += 4 - seen[u]!;
    c[u]!--;
  }
  return out;
}

/** A tile held, or (in a number suit) one within two of a tile held: only such a tile can join a set. */
function near(c: readonly number[], u: Tile): boolean {
  if (c[u]! > 0) return true;
  if (isHonour(u)) return false;
  const from = u - (u % 9);
  for (let v = Math.max(from, u - 2); v <= Math.min(from + 8, u + 2); v++) if (c[v]! > 0) return true;
  return false;
}

/** The discard order among equals: honours, then 1/9, 2/8, … towards the middle; then the lowest tile. */
const edge = (t: Tile): number => (isHonour(t) ? 0 : Math.min(t % 9, 8 - (t % 9)) + 1);

/** The best discard: fewest tiles away, most useful tiles, then `edge` and the lowest tile. */
function bestDiscard(s: Sight, m: Measure, c: number[], melds: readonly TableMeld[], tiles: readonly Tile[]) {
  const after = m.afterEach(c, melds, tiles);
  const least = Math.min(...after);
  let best = { tile: -1, useful: -1 };
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i]!;
    if (after[i] !== least) continue;
    c[t]!--;
    const useful = m.useful(c, melds, least, s.visible);
    c[t]!++;
    const better =
      useful > best.useful ||
      (useful === best.useful && (edge(t) < edge(best.tile) || (edge(t) === edge(best.tile) && t < best.tile)));
    if (best.tile < 0 || better) best = { tile: t, useful };
  }
  return { tile: best.tile, away: least };
}

/** Tiles away of a hand as it stands: a full hand (3n+2) after its best discard. */
function standing(s: Sight, m: Measure, c: number[], melds: readonly TableMeld[]): number {
  if (c.reduce((a, b) => a + b, 0) % 3 !== 2) return m.away(c, melds);
  const held: Tile[] = [];
  c.forEach((n, t) => n > 0 && held.push(t));
  return Math.min(...m.afterEach(c, melds, held));
}

/** The hidden tiles and sets after a claim, a kong declared or one added to a pung. */
function afterMove(s: Sight, a: Action, tile: Tile): { c: number[]; melds: TableMeld[] } {
  const c = s.c.slice();
  const take = (t: Tile, n: number) => (c[t]! -= n);
  if (a.type === 'chow') {
    for (const t of [a.tile, a.tile + 1, a.tile + 2]) if (t !== tile) take(t, 1);
    return { c, melds: [...s.melds, { kind: 'chow', tile: a.tile, concealed: false }] };
  }
  if (a.type === 'added-kong') {
    take(tile, 1);
    return { c, melds: s.melds.map((m) => (m.kind === 'pung' && m.tile === tile ? { ...m, kind: 'kong' } : m)) };
  }
  const kind = a.type === 'pung' ? 'pung' : 'kong';
  take(tile, a.type === 'pung' ? 2 : a.type === 'kong' ? 3 : 4);
  return { c, melds: [...s.melds, { kind, tile, concealed: a.type === 'concealed-kong' }] };
}

/** The move that brings the hand closest, among those that bring it close enough (`enough`), else null. */
function closest(
  s: Sight,
  m: Measure,
  moves: readonly Action[],
  tile: (a: Action) => Tile,
  enough: (x: number) => boolean,
) {
  let best: { action: Action; away: number } | null = null;
  for (const a of moves) {
    const next = afterMove(s, a, tile(a));
    const away = standing(s, m, next.c, next.melds);
    if (enough(away) && m.winnable(away) && (best === null || away < best.away)) best = { action: a, away };
  }
  return best?.action ?? null;
}

function decide(measureOf: (s: Sight) => Measure, view: SeatView, legal: readonly Action[]): Action {
  const win = legal.find((a) => a.type === 'mahjong');
  if (win !== undefined) return win;
  if (legal.length === 1) return legal[0]!;
  const s = sightOf(view);
  const m = measureOf(s);
  const pass = legal.find((a) => a.type === 'pass');
  if (view.phase.kind === 'claims') {
    const tile = view.phase.tile;
    const now = m.away(s.c, s.melds);
    const claims = legal.filter((a) => a.type === 'chow' || a.type === 'pung' || a.type === 'kong');
    // A chow or pung must bring the hand closer; a claimed kong (with its replacement tile) no further.
    const take =
      closest(
        s,
        m,
        claims.filter((a) => a.type !== 'kong'),
        () => tile,
        (x) => x < now,
      ) ??
      closest(
        s,
        m,
        claims.filter((a) => a.type === 'kong'),
        () => tile,
        (x) => x <= now,
      );
    return take ?? pass ?? legal[0]!;
  }
  const tiles: Tile[] = [];
  for (const a of legal) if (a.type === 'discard' && !tiles.includes(a.tile)) tiles.push(a.tile);
  const discard = tiles.length > 0 ? bestDiscard(s, m, s.c, s.melds, tiles) : null;
  const now = discard?.away ?? standing(s, m, s.c, s.melds);
  const kongs = legal.filter((a) => a.type === 'concealed-kong' || a.type === 'added-kong');
  const kong = closest(
    s,
    m,
    kongs,
    (a) => (a as { tile: Tile }).tile,
    (x) => x <= now,
  );
  if (kong !== null) return kong;
  if (discard !== null) return { type: 'discard', seat: s.seat, tile: discard.tile };
  return pass ?? legal.find((a) => a.type === 'draw') ?? legal[0]!;
}

/** The player of a measure: `measureOf` reads it from the seat's sight once per decision. */
export const yardstickBot =
  (measureOf: (s: Sight) => Measure): Bot =>
  (view, legal) =>
    decide(measureOf, view, legal);
