// The hidden tiles, dealt again for a search: a table state that agrees with everything one
// seat sees (its own tiles, every set, bonus tile and discard, each hand's tile count, the
// live and dead wall's size, whose turn it is) and deals the tiles it cannot see at random
// over the other hands and the wall. A hand dealt at random is far from what a player who
// has been building it for several turns holds (three tiles away on average where the real
// ones are one away after eight discards), so each other hand is then played forward, one
// draw from the unseen tiles and one discard back per discard the player has made, keeping
// the tiles that leave it fewest tiles away (`forward`). Before that, each hand is drawn leaning
// towards the suits its player's sets show and away from the suits it throws (`leaningOf`): a
// player chasing a flush holds that suit. The randomness is seeded, so the same view and seed
// give the same states.
import { randomInt, shuffle, type Rng } from '../../random.ts';
import { countTiles, TILE_COUNT } from '../../tiles.ts';
import { BONUS_BASE, WALL_TILES, type HandState, type Phase, type WallTile } from '../types.ts';
import type { OpenPlayer, PhaseView, SeatView } from '../view.ts';
import { shanten, shantenAfterEach } from './shanten.ts';
import { visibleCounts } from './sight.ts';

/**
 * The tiles the seat cannot see, as wall codes: the copies of each playing tile not in its
 * own hand, any set or a discard still lying, and the bonus tiles nobody has set aside.
 */
export function unseenTiles(view: SeatView): WallTile[] {
  const seen = visibleCounts(view);
  const out: WallTile[] = [];
  for (let t = 0; t < TILE_COUNT; t++) for (let k = seen[t]!; k < 4; k++) out.push(t);
  const shown = new Set<number>();
  for (const p of view.players) for (const b of p.bonus) shown.add(b);
  for (let b = 0; b < 8; b++) if (!shown.has(b)) out.push(BONUS_BASE + b);
  return out;
}

/** Whether a view can be dealt again: after the deal's bonus tiles, with the unseen tiles adding up. */
export function canSample(view: SeatView): boolean {
  if (view.phase.kind !== 'turn' && view.phase.kind !== 'claims') return false;
  let hidden = view.live + view.dead;
  for (let w = 0; w < 4; w++) if (w !== view.seat) hidden += view.players[w]!.concealedCount;
  return unseenTiles(view).length === hidden && view.live + view.dead <= WALL_TILES;
}

/** The phase as the table holds it: the seat's own answer not yet given, the others' unknown. */
function phaseOf(v: PhaseView, drawn: number | null): Phase | null {
  switch (v.kind) {
    case 'turn':
      return { kind: 'turn', seat: v.seat, source: v.source, drawn };
    case 'claims':
      return { kind: 'claims', seat: v.seat, tile: v.tile, answers: [null, null, null, null] };
    default:
      return null;
  }
}

/**
 * One deal of the hidden tiles that agrees with the view: the unseen tiles shuffled
 * (Fisher–Yates with `rng`), the other hands' hidden tiles dealt from them (playing tiles
 * only: bonus tiles are set aside at once, so none is ever hidden in a hand), the rest laid
 * out as the live wall and then the dead wall. The seat's own drawn tile stays its own; another
 * seat on its turn is taken to have drawn its last tile. Null when the view cannot be dealt
 * (`canSample`). The state carries no events and seed 0: it serves play-outs only.
 */
export function sampleState(view: SeatView, rng: Rng): HandState | null {
  if (!canSample(view)) return null;
  const pool = shuffle(unseenTiles(view), rng);
  // Bonus tiles to the back of the pool (they can only lie in the wall), keeping the order.
  const free = pool.filter((t) => t < BONUS_BASE);
  const bonus = pool.filter((t) => t >= BONUS_BASE);
  // Each other hand drawn from the free tiles by its player's leaning; the hands, then the rest.
  const playing: number[] = [];
  for (let w = 0; w < 4; w++) {
    if (w === view.seat) continue;
    const lean = leaningOf(view.players[w]!);
    for (const t of drawLeaning(free, view.players[w]!.concealedCount, lean, rng)) playing.push(t);
  }
  let at = 0;
  const hands = view.players.map((p, w) => (w === view.seat ? [] : playing.slice(at, (at += p.concealedCount))));
  playing.push(...free);
  view.players.forEach((p, w) => {
    if (w !== view.seat) hands[w] = played(hands[w]!, p.melds.length, p.discards, playing, at, rng);
  });
  const players = view.players.map((p, w) => {
    const concealed = w === view.seat ? [...view.concealed] : hands[w]!;
    return {
      concealed: concealed.sort((a, b) => a - b),
      melds: [...p.melds],
      bonus: [...p.bonus],
      discards: [...p.discards],
    };
  });
  // The wall: the remaining playing tiles and the bonus tiles, shuffled together again.
  const rest: WallTile[] = shuffle([...playing.slice(at), ...bonus], rng);
  const deadTop = WALL_TILES;
  const liveEnd = deadTop - view.dead;
  const head = liveEnd - view.live;
  const wall: WallTile[] = new Array<WallTile>(head).fill(0).concat(rest);
  const drawn = view.phase.kind === 'turn' ? turnDrawn(view, players[view.phase.seat]!.concealed) : null;
  const phase = phaseOf(view.phase, drawn);
  if (phase === null) return null;
  return {
    rules: 'hke',
    options: view.options,
    seed: 0,
    round: view.round,
    dice: [1, 1],
    wall,
    head,
    liveEnd,
    deadTop,
    players,
    phase,
    events: [],
    result: null,
  };
}

/**
 * How strongly a player's hidden tiles lean towards the groups (each suit, the honours) its sets
 * show, and away from those it throws. Set by how many of the true hidden tiles the dealt hands
 * hold (`scripts/search-overlap.ts`, tuning seeds 7000–7059): four strong players at 3 fan 28.1%
 * without leaning, 34.9% with these, a random deal 29.1%; four greedy with no minimum 30.1%
 * and 30.5% (docs/bots.md, the search).
 */
const LEAN_SHOWN = 1;
const LEAN_THROWN = 4;

/**
 * Per tile, how much likelier it is in a player's hidden hand than another: by its group,
 * (1 + tiles of the group in its sets)^LEAN_SHOWN over (1 + tiles of the group it threw, taken
 * or not)^LEAN_THROWN.
 */
export function leaningOf(p: Pick<OpenPlayer, 'melds' | 'discards'>): number[] {
  const shown = [0, 0, 0, 0];
  const thrown = [0, 0, 0, 0];
  const group = (t: number) => Math.min(3, Math.floor(t / 9));
  for (const m of p.melds) shown[group(m.tile)]! += 3;
  for (const d of p.discards) thrown[group(d.tile)]!++;
  const g = shown.map((n, i) => (1 + n) ** LEAN_SHOWN / (1 + thrown[i]!) ** LEAN_THROWN);
  return Array.from({ length: TILE_COUNT }, (_, t) => g[group(t)]!);
}

/**
 * `n` tiles drawn from `free` without replacement, each with a chance in proportion to its
 * weight (keys −ln(u)/w, the n smallest); they are taken out of `free`.
 */
export function drawLeaning(free: number[], n: number, weight: readonly number[], rng: Rng): number[] {
  const keys = free.map((t, i) => ({ i, k: -Math.log((randomInt(rng, 1 << 30) + 1) / (1 << 30)) / weight[t]! }));
  keys.sort((a, b) => a.k - b.k);
  const chosen = new Set(keys.slice(0, n).map((x) => x.i));
  const out = free.filter((_, i) => chosen.has(i));
  const left = free.filter((_, i) => !chosen.has(i));
  free.length = 0;
  free.push(...left);
  return out;
}

/** Tries of `forward` for a hand that agrees with its player's last discard. */
export const TRIES = 4;

/**
 * A hidden hand played forward, retried up to TRIES times until its player's last discard is
 * one a player keeping the fewest tiles away could have made from it (that tile back in the
 * hand, throwing it leaves the hand as few tiles away as any other throw); else the last try.
 * The unseen tiles the tries drew are put back in the pool before the next try.
 */
function played(
  hand: number[],
  declared: number,
  discards: readonly { tile: number }[],
  pool: number[],
  from: number,
  rng: Rng,
): number[] {
  const last = discards.length > 0 ? discards[discards.length - 1]!.tile : -1;
  let out = hand;
  for (let k = 0; k < TRIES; k++) {
    const undo: [number, number][] = [];
    out = forward(hand, declared, discards.length, pool, from, rng, undo);
    if (last < 0 || agrees(out, declared, last) || k === TRIES - 1) return out;
    for (let i = undo.length - 1; i >= 0; i--) pool[undo[i]![0]] = undo[i]![1];
  }
  return out;
}

/** Whether throwing `t` from the hand with `t` back in it leaves it as few tiles away as any throw. */
function agrees(hand: readonly number[], declared: number, t: number): boolean {
  const c = countTiles(hand);
  c[t]!++;
  const held: number[] = [];
  for (let x = 0; x < TILE_COUNT; x++) if (c[x]! > 0) held.push(x);
  const after = shantenAfterEach(c, declared, held);
  let best = Infinity;
  for (const v of after) best = Math.min(best, v);
  return after[held.indexOf(t)] === best;
}

/**
 * A hidden hand played forward `steps` turns: each turn one tile drawn at random from the
 * free part of `pool` (from `from` on) and the tile that leaves the hand fewest tiles away
 * (the first of the tied ones at random) put back in its place. A draw that would complete
 * the hand is put back at once: the player would have won with it.
 */
function forward(
  hand: number[],
  declared: number,
  steps: number,
  pool: number[],
  from: number,
  rng: Rng,
  undo: [number, number][],
): number[] {
  if (from >= pool.length || hand.length === 0) return hand;
  const c = countTiles(hand);
  const held: number[] = [];
  for (let k = 0; k < steps; k++) {
    const j = from + randomInt(rng, pool.length - from);
    const t = pool[j]!;
    c[t]!++;
    if (shanten(c, declared) < 0) {
      c[t]!--;
      continue;
    }
    held.length = 0;
    for (let x = 0; x < TILE_COUNT; x++) if (c[x]! > 0) held.push(x);
    const after = shantenAfterEach(c, declared, held);
    let best = Infinity;
    for (const v of after) best = Math.min(best, v);
    const tied = held.filter((_, i) => after[i] === best);
    const out = tied[randomInt(rng, tied.length)]!;
    c[out]!--;
    undo.push([j, t]);
    pool[j] = out;
  }
  const tiles: number[] = [];
  for (let x = 0; x < TILE_COUNT; x++) for (let n = 0; n < c[x]!; n++) tiles.push(x);
  return tiles;
}

/** The drawn tile of the seat whose turn it is: the view's own, else one of its hidden tiles. */
function turnDrawn(view: SeatView, concealed: readonly number[]): number | null {
  const p = view.phase;
  if (p.kind !== 'turn' || p.source === 'claim') return null;
  if (p.seat === view.seat) return view.drawn;
  return concealed.length > 0 ? concealed[concealed.length - 1]! : null;
}
