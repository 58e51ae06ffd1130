// What a computer player reads about danger from the open table: how close each opponent
// looks (sets shown, how far the wall has gone), what the shown sets say about the hand it
// builds (one suit, dragons, winds) and what it would cost, and per tile how likely that
// opponent waits on it, from the copies still unseen. HKE has no rule that stops a player
// winning on a tile they threw away earlier, so an opponent's own discards are not "safe";
// own copies are counted as out of the opponent's reach, never as a reason for more safety
// than the unseen count gives.
import { isDragon, isHonour, isWindTile, TILE_COUNT, type Tile, type Wind } from '../../tiles.ts';
import { dangerousFor } from '../danger.ts';
import type { TableMeld } from '../types.ts';
import type { OpenPlayer, SeatView } from '../view.ts';
import { dealInCost } from './odds.ts';
import { pointsOf } from './plan.ts';
import type { Sight } from './sight.ts';

export interface Threat {
  seat: Wind;
  /** Sets shown. */
  sets: number;
  /** Rough chance (0–1) that the player is waiting now. */
  ready: number;
  /** The suit all its suited sets share (0 m, 1 p, 2 s), when it shows two or more; else null. */
  suit: number | null;
  /** Points a win of theirs is likely to be worth (from the sets shown). */
  points: number;
}

// The careful player's danger weights (readiness, waitWeight, dangerOf) were set by hand, not
// measured one by one; docs/bots.md lists them and how the careful level is checked. The
// strong player reads the calibrated deal-in table instead (dealInCosts).

/** The chance a player is waiting by its sets shown (0, 1, 2, 3, 4). */
const READY_BY_SETS = [0.04, 0.12, 0.35, 0.75, 1] as const;
/** Added per set shown and one, late in the hand: fewer than 20 / 40 tiles in the live wall. */
const READY_LATE = 0.25;
const READY_MIDDLE = 0.12;

/** How likely a player is waiting, from its sets and the tiles left in the live wall. */
function readiness(p: OpenPlayer, live: number): number {
  const sets = p.melds.length;
  const late = live < 20 ? READY_LATE : live < 40 ? READY_MIDDLE : 0;
  return Math.min(1, READY_BY_SETS[Math.min(sets, 4)]! + late * (sets + 1));
}

/** The suit all of a player's shown suited sets share, with two or more sets shown and one suited; else null. */
function shownSuit(melds: readonly TableMeld[]): number | null {
  if (melds.length < 2) return null;
  let suit: number | null = null;
  for (const m of melds) {
    if (isHonour(m.tile)) continue;
    const own = Math.floor(m.tile / 9);
    if (suit !== null && suit !== own) return null;
    suit = own;
  }
  return suit;
}

/** The fan a flush shown adds to a threat's estimate: only suited sets shown, or with honours. */
const FULL_FLUSH_SHOWN = 4;
const HALF_FLUSH_SHOWN = 3;
/** A threat's fan is estimated at most this high. */
const THREAT_FAN = 8;

function threatOf(view: SeatView, w: Wind): Threat {
  const p = view.players[w]!;
  const suited = p.melds.filter((m) => !isHonour(m.tile)).length;
  const suit = shownSuit(p.melds);
  // A fan to start with, one per honour pung shown, a flush shown, at most THREAT_FAN.
  let fan = 1;
  for (const m of p.melds) if (m.kind !== 'chow' && (isDragon(m.tile) || isWindTile(m.tile))) fan++;
  if (suit !== null) fan += suited === p.melds.length ? FULL_FLUSH_SHOWN : HALF_FLUSH_SHOWN;
  const points = pointsOf(Math.min(fan, THREAT_FAN));
  return { seat: w, sets: p.melds.length, ready: readiness(p, view.live), suit, points };
}

/** Every opponent with its readiness, value and suit. */
export const threats = (view: SeatView): Threat[] =>
  ([0, 1, 2, 3] as Wind[]).filter((w) => w !== view.seat).map((w) => threatOf(view, w));

/** The weights of a tile as a waiting opponent's winning tile (waitWeight). */
const WAIT = {
  /** Two or more copies unseen (a pair wait or a pung), or one. */
  copies: 0.35,
  copy: 0.15,
  /** Per side with both neighbours on it unseen (a two-sided wait: 45 waits on 3 and 6). */
  side: 0.5,
  /** Both neighbours unseen (a closed wait: 46 waits on 5). */
  closed: 0.25,
  /** An opponent showing a flush: an honour, a tile of its suit, a tile of another suit. */
  flushHonour: 1.4,
  flushSuit: 1.6,
  flushOther: 0.15,
} as const;

/** How likely (0–1, a rough weight) a waiting opponent waits on `t`, from unseen copies. */
export function waitWeight(s: Sight, th: Threat, t: Tile): number {
  const left = (u: Tile) => 4 - s.visible[u]!;
  // The copies an opponent could hold: every copy not seen (own copies, the discard included, are out of reach).
  const u = left(t);
  let w = u >= 2 ? WAIT.copies : u === 1 ? WAIT.copy : 0;
  if (isHonour(t)) {
    if (th.suit !== null) w *= WAIT.flushHonour; // a half flush wants honours
    return w;
  }
  const n = t % 9;
  if (n >= 2 && left(t - 1) > 0 && left(t - 2) > 0) w += WAIT.side;
  if (n <= 6 && left(t + 1) > 0 && left(t + 2) > 0) w += WAIT.side;
  if (n >= 1 && n <= 7 && left(t - 1) > 0 && left(t + 1) > 0) w += WAIT.closed;
  if (th.suit !== null) w *= Math.floor(t / 9) === th.suit ? WAIT.flushSuit : WAIT.flushOther;
  return w;
}

/** The discarder pays double (HKE). */
const DISCARDER_PAYS = 2;

/** Expected points lost per discard of each tile: Σ over opponents of ready · wait weight · price. */
export function dangerOf(s: Sight, ths: readonly Threat[], tiles: readonly Tile[]): number[] {
  return tiles.map((t) => {
    let d = 0;
    for (const th of ths) d += th.ready * waitWeight(s, th, t) * th.points * DISCARDER_PAYS;
    return d;
  });
}

/** Under dangerous play: tiles that would feed another player's shown threat (liable discards). */
export function liableTiles(view: SeatView): boolean[] {
  if (!view.options.dangerousPlay) return new Array<boolean>(TILE_COUNT).fill(false);
  return dangerousFor(view.players, view.seat);
}

/**
 * One opponent as the deal-in table reads it, worked out once per decision: its sets shown
 * and the suit of a flush they show. Not its discards: HKE lets a player win on a tile it
 * threw before, so read as safer they would feed a player who waits on one.
 */
interface Opponent {
  sets: number;
  /** The suit of a flush it shows (`shownSuit`), else null. */
  flush: number | null;
}

const opponentOf = (p: OpenPlayer): Opponent => ({ sets: p.melds.length, flush: shownSuit(p.melds) });

/** The kind of a tile to one opponent, for the deal-in table (odds-layout.ts, DANGER_KINDS). */
function tileKind(s: Sight, o: Opponent, t: Tile): number {
  const unseen = 4 - s.visible[t]!;
  if (unseen <= 0) return 0;
  const flush = o.flush !== null && (isHonour(t) || o.flush === Math.floor(t / 9));
  if (isHonour(t)) return flush ? 9 : unseen === 1 ? 1 : 2;
  const n = t % 9;
  const cls = n === 0 || n === 8 ? 0 : n === 1 || n === 7 ? 1 : 2;
  return (flush ? 6 : 3) + cls;
}

/** The features of a tile to one opponent: its sets and the tile's kind (for the calibration too). */
export function dangerFeatures(s: Sight, p: OpenPlayer, t: Tile): [number, number] {
  const o = opponentOf(p);
  return [o.sets, tileKind(s, o, t)];
}

/**
 * Expected points given away by each discard: per opponent the calibrated cost of the tile
 * to it (odds.ts: the chance it wins on it, first in turn order, times what the discarder
 * pays), by its sets shown and what the tile is to it.
 */
export function dealInCosts(s: Sight, tiles: readonly Tile[]): number[] {
  const { view } = s;
  const opponents: Opponent[] = [];
  for (let o = 0; o < 4; o++) if (o !== s.seat) opponents.push(opponentOf(view.players[o]!));
  return tiles.map((t) => {
    let d = 0;
    for (const o of opponents) d += dealInCost(s.minFan, o.sets, tileKind(s, o, t), view.live);
    return d;
  });
}
