// Saving and restoring a game: the state is plain data, so JSON is exact. Restoring parses,
// then checks that the data describes a table (the two-stage discipline of a hand): every one
// of the 144 tiles in exactly one place, a dead wall of 14, hands of the right size.
import { TILE_COUNT, type Wind } from '../tiles.ts';
import { done, refuse, type GameResult } from './errors.ts';
import type { GameState } from './game.ts';
import { DEAD_WALL } from './wall.ts';
import { BONUS_BASE, WALL_TILES, type HandState } from './types.ts';

export const serializeGame = (g: GameState): string => JSON.stringify(g);

/** Where every tile is: one count per wall code (34 playing tiles, then the 8 bonus tiles). */
export function census(h: HandState): number[] {
  const c = new Array<number>(BONUS_BASE + 8).fill(0);
  for (let i = h.head; i < h.deadTop; i++) c[h.wall[i]!]!++;
  for (const p of h.players) {
    for (const t of p.concealed) c[t]!++;
    for (const m of p.melds) {
      if (m.kind === 'chow') for (let k = 0; k < 3; k++) c[m.tile + k]!++;
      else c[m.tile]! += m.kind === 'kong' ? 4 : 3;
    }
    for (const b of p.bonus) c[BONUS_BASE + b]!++;
    for (const d of p.discards) if (d.claimedBy === undefined) c[d.tile]!++;
  }
  if (h.phase.kind === 'robbing') c[h.phase.tile]!++;
  return c;
}

/** How many tiles a seat should hold (kongs counting three): 14 for the seat about to discard. */
function expectedSize(h: HandState, seat: Wind): number[] {
  const p = h.phase;
  if (p.kind === 'over') return [13, 14];
  if ((p.kind === 'turn' && p.seat === seat) || (p.kind === 'deal' && seat === 0)) return [14];
  return [13];
}

/** The invariants of a hand at the table; the first one broken is the error's reason. */
export function checkHand(h: HandState): GameResult<true> {
  const bad = (reason: string) => refuse<true>('bad-state', { reason });
  if (!Array.isArray(h?.wall) || h.wall.length !== WALL_TILES || !Array.isArray(h.players) || h.players.length !== 4)
    return bad('shape');
  if (h.deadTop - h.liveEnd !== DEAD_WALL || h.head > h.liveEnd) return bad('dead-wall');
  const c = census(h);
  for (let t = 0; t < c.length; t++) if (c[t] !== (t < TILE_COUNT ? 4 : 1)) return bad(`tile-count ${t}`);
  for (let seat = 0; seat < 4; seat++) {
    const p = h.players[seat]!;
    const size = p.concealed.length + 3 * p.melds.length;
    if (!expectedSize(h, seat as Wind).includes(size)) return bad(`hand-size ${seat}`);
    if (p.concealed.some((t, i) => i > 0 && t < p.concealed[i - 1]!)) return bad(`unsorted ${seat}`);
  }
  return done(true);
}

export function restoreGame(text: string): GameResult<GameState> {
  let g: unknown;
  try {
    g = JSON.parse(text);
  } catch {
    return refuse('bad-state', { reason: 'json' });
  }
  return checkGame(g);
}

/** The second stage alone, for a game parsed as part of a larger document (a saved table). */
export function checkGame(v: unknown): GameResult<GameState> {
  const g = v as GameState;
  if (g?.format !== 'fan-and-laak/game' || g.version !== 1) return refuse('bad-state', { reason: 'format' });
  if (!Array.isArray(g.places) || !Array.isArray(g.scores) || typeof g.hand !== 'object' || g.hand === null)
    return refuse('bad-state', { reason: 'shape' });
  let checked: GameResult<true>;
  try {
    checked = checkHand(g.hand);
  } catch {
    // The census walks the hand as typed; a hostile shape (a seat that is null, a set that is
    // a number) trips it before any invariant can be named, and is refused as a shape.
    return refuse('bad-state', { reason: 'shape' });
  }
  return checked.ok ? done(g) : checked;
}
