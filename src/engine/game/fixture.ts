// For tests: a table set up from hands in notation, with all 144 tiles in their places (the
// tiles nobody holds fill the live and the dead wall), so that every rule case of the text can
// be staged in a few lines and the state still passes checkHand.
import { parseFragment } from '../notation/hand-notation.ts';
import { parseTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../tiles.ts';
import { applyHandAction } from './apply.ts';
import { makeBot } from './bots/bot.ts';
import type { BotLevel } from './bots/choice.ts';
import { handRecords } from './bots/driver.ts';
import type { HandRecord } from './record.ts';
import { checkHand } from './serial.ts';
import {
  BONUS_BASE,
  GAME_DEFAULTS,
  WALL_TILES,
  type Action,
  type GameOptions,
  type HandState,
  type Phase,
  type Player,
} from './types.ts';
import { DEAD_WALL, fullSet } from './wall.ts';

export interface TableSpec {
  /** East, South, West, North: hidden tiles, sets (`[555p]`, `(7777s)`) and bonus tiles in notation. */
  seats: [string, string, string, string];
  /** Discards already lying, per seat, in order: `9m 1z`. */
  discards?: Partial<Record<WindLetter, string>>;
  /** The next tiles of the live wall, in drawing order: `5p 7z 1f`. */
  next?: string;
  /** The next replacement tiles from the dead wall, in the order they are taken: `3s`. */
  replacements?: string;
  /** Live tiles left (default: every tile nobody holds, less the dead wall); the rest lie discarded by North. */
  live?: number;
  phase: Phase;
  options?: Partial<GameOptions>;
  round?: Wind;
}

const code = (text: string): number => {
  const t = parseTile(text);
  if (t !== undefined) return t;
  const m = /^([1-4])([fg])$/.exec(text);
  if (m) return BONUS_BASE + Number(m[1]) - 1 + (m[2] === 'g' ? 4 : 0);
  throw new Error(`fixture: bad tile ${text}`);
};

function seat(text: string): Player {
  const h = parseFragment(text);
  if (!h.ok) throw new Error(`fixture: ${text}: ${h.error.code}`);
  return {
    concealed: h.value.concealed,
    melds: h.value.melds.map((m) => ({ ...m })),
    bonus: h.value.bonus,
    discards: [],
  };
}

const take = (pool: number[], t: number): void => {
  const i = pool.indexOf(t);
  if (i < 0) throw new Error(`fixture: no tile ${t} left`);
  pool.splice(i, 1);
};

export function table(spec: TableSpec): HandState {
  const players = spec.seats.map(seat);
  const pool = fullSet();
  for (const p of players) {
    for (const t of p.concealed) take(pool, t);
    for (const m of p.melds)
      for (let k = 0; k < (m.kind === 'kong' ? 4 : 3); k++) take(pool, m.kind === 'chow' ? m.tile + k : m.tile);
    for (const b of p.bonus) take(pool, BONUS_BASE + b);
  }
  WIND_LETTERS.forEach((l, w) => {
    for (const c of (spec.discards?.[l] ?? '').split(/\s+/).filter(Boolean)) {
      const t = code(c) as Tile;
      take(pool, t);
      players[w]!.discards.push({ tile: t });
    }
  });
  const codes = (text = '') => text.split(/\s+/).filter(Boolean).map(code);
  const next = codes(spec.next);
  const replacements = codes(spec.replacements);
  for (const t of [...next, ...replacements]) take(pool, t);
  const plain = pool.filter((t) => t < BONUS_BASE);
  const bonus = pool.filter((t) => t >= BONUS_BASE);
  const live = spec.live ?? pool.length + next.length + replacements.length - DEAD_WALL;
  if (live < next.length || plain.length < live - next.length + DEAD_WALL - bonus.length - replacements.length)
    throw new Error('fixture: not enough tiles');
  // Bonus tiles nobody holds lie at the far end of the dead wall, which is taken last.
  const liveTiles = [...next, ...plain.splice(0, live - next.length)];
  // Replacements are taken from the end of the dead wall.
  const dead = [
    ...bonus,
    ...plain.splice(0, DEAD_WALL - bonus.length - replacements.length),
    ...replacements.reverse(),
  ];
  // What is left over lies in North's discards.
  for (const t of plain) players[3]!.discards.push({ tile: t });
  const head = WALL_TILES - DEAD_WALL - live;
  const wall = [...new Array<number>(head).fill(0), ...liveTiles, ...dead];
  return {
    rules: 'hke',
    options: { ...GAME_DEFAULTS, ...spec.options },
    seed: 0,
    round: spec.round ?? 0,
    dice: [3, 4],
    wall,
    head,
    liveEnd: WALL_TILES - DEAD_WALL,
    deadTop: WALL_TILES,
    players,
    phase: spec.phase,
    events: [],
    result: null,
  };
}

/** A playing tile from its code: `T('5p')`. */
export const T = (text: string): number => {
  const t = parseTile(text);
  if (t === undefined) throw new Error(`fixture: bad tile ${text}`);
  return t;
};

/** Applies actions in order; each must be accepted and leave a whole table (checkHand). */
export function play(h: HandState, ...actions: Action[]): HandState {
  for (const a of actions) {
    const r = applyHandAction(h, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
    const whole = checkHand(r.value);
    if (!whole.ok) throw new Error(`${JSON.stringify(a)}: ${whole.error.reason}`);
    h = r.value;
  }
  return h;
}

/** The error code an action gets, or undefined when it is accepted. */
export const refusal = (h: HandState, a: Action): string | undefined => {
  const r = applyHandAction(h, a);
  return r.ok ? undefined : r.error.code;
};

/** `seat` passes on a discard. */
export const pass = (seat: Wind): Action => ({ type: 'pass', seat });
const others = (seat: Wind): Wind[] => [1, 2, 3].map((k) => ((seat + k) % 4) as Wind);

/** `seat` discards `tile` and nobody claims it. */
export const discardUnclaimed = (h: HandState, seat: Wind, tile: string): HandState =>
  play(h, { type: 'discard', seat, tile: T(tile) }, ...others(seat).map(pass));

/** `seat` draws and discards `tile`, unclaimed. */
export const drawAndDiscard = (h: HandState, seat: Wind, tile: string): HandState =>
  discardUnclaimed(play(h, { type: 'draw', seat }), seat, tile);

/**
 * Dangerous play, the third dragon set supplied: North shows two dragon pungs, East discards
 * the red dragon and North pungs it, then North discards 9p and waits on it for big three
 * dragons. `east` and `west` are those seats' hands, `next` the live wall's next tiles.
 */
export function thirdDragon(east: string, west: string, next: string): HandState {
  const spec: TableSpec = {
    seats: [east, '111222333444s5s', west, '[555z] [666z] 77z123m99p'],
    discards: { E: '1z' },
    next,
    options: { dangerousPlay: true },
    phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('4s') },
  };
  const h = play(table(spec), { type: 'discard', seat: 0, tile: T('7z') }, pass(1), pass(2), { type: 'pung', seat: 3 });
  return discardUnclaimed(h, 3, '9p');
}

/** The first `n` records of `handRecords` with four computer players of `level` (a refused move throws: a bug). */
export function firstRecords(
  seed: number,
  n: number,
  level: BotLevel,
  options: Partial<GameOptions> = {},
): HandRecord[] {
  const bots = [0, 1, 2, 3].map(() => makeBot(level));
  const out: HandRecord[] = [];
  for (const r of handRecords(seed, options, bots)) {
    if (!r.ok) throw new Error(r.error.code);
    out.push(r.value);
    if (out.length === n) break;
  }
  return out;
}
