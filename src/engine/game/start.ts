// A new hand: build the wall from the hand's seed, deal, and replace the dealt bonus tiles.
import type { Wind } from '../tiles.ts';
import { draft, endInDraw, replaceDealtBonus } from './table.ts';
import { GAME_DEFAULTS, WALL_TILES, type GameOptions, type HandState, type Player, type WallTile } from './types.ts';
import { buildWall, DEAD_WALL, DEALT, dealtTo } from './wall.ts';

export interface HandSetup {
  /** The hand's seed (an unsigned 32-bit number): the wall and the dice. */
  seed: number;
  /** The prevalent wind (default East). */
  round?: Wind;
  options?: Partial<GameOptions>;
}

/**
 * Deals a hand: East 14 tiles, the others 13. Every seat in turn order then sets its dealt
 * flowers and seasons aside and replaces them from the dead wall (repeating while a
 * replacement is a bonus tile); after that the deal phase lets each seat, East first, declare
 * dealt concealed kongs before East's first discard.
 */
export function newHand(setup: HandSetup): HandState {
  return dealWall(setup, buildWall(setup.seed >>> 0));
}

/**
 * Deals a hand from a wall laid out by hand (a scripted lesson's deal, src/engine/game/arranged.ts)
 * instead of one shuffled from the seed; the seed is kept only as a label.
 */
export function dealWall(setup: HandSetup, built: { dice: [number, number]; wall: WallTile[] }): HandState {
  const { dice, wall } = built;
  const players: Player[] = [0, 1, 2, 3].map(() => ({ concealed: [], melds: [], bonus: [], discards: [] }));
  for (let i = 0; i < DEALT; i++) players[dealtTo(i)]!.concealed.push(wall[i]!);
  for (const p of players) p.concealed.sort((a, b) => a - b);
  const h: HandState = {
    rules: 'hke',
    options: { ...GAME_DEFAULTS, ...setup.options },
    seed: setup.seed >>> 0,
    round: setup.round ?? 0,
    dice,
    wall,
    head: DEALT,
    liveEnd: WALL_TILES - DEAD_WALL,
    deadTop: WALL_TILES,
    players,
    phase: { kind: 'deal', seat: 0 },
    events: [],
    result: null,
  };
  const d = draft(h);
  for (const seat of [0, 1, 2, 3] as Wind[]) {
    // 77 live tiles and 8 bonus tiles: the wall cannot run out here, but stay total.
    if (!replaceDealtBonus(d, seat)) {
      endInDraw(d);
      break;
    }
  }
  return d.s;
}

/**
 * The hand as it was dealt, from its own wall (a state holds the whole wall and the dice): the
 * start a log of the hand's actions replays from, whatever the shuffle that deals from a seed.
 */
export const dealtState = (h: HandState): HandState =>
  dealWall({ seed: h.seed, round: h.round, options: h.options }, { dice: h.dice, wall: h.wall });

/** The dealt tiles of each seat (East 14, the others 13), bonus tiles included, as wall codes. */
export function dealtTiles(h: HandState): number[][] {
  const out: number[][] = [[], [], [], []];
  for (let i = 0; i < DEALT; i++) out[dealtTo(i)]!.push(h.wall[i]!);
  return out.map((t) => t.sort((a, b) => a - b));
}
