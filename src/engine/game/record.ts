// The record of one hand (docs/game-record.md): the seed, the options, the dealt tiles, every
// event in order and the result, in our notation. `replayRecord` rebuilds the hand from the
// record's own tiles (record-wall.ts: the dealt ones and the drawn ones, never re-dealt from the
// seed, so a new shuffle leaves every record readable) and turns each event back into the
// action that made it; one whose events do not follow is a `bad-record` error naming the event.
import { makeHand } from '../notation/hand-notation.ts';
import { makeTile, parseTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../tiles.ts';
import { applyHandAction } from './apply.ts';
import { done, refuse, type GameResult } from './errors.ts';
import { recordStart } from './record-wall.ts';
import { dealtTiles } from './start.ts';
import { next } from './table.ts';
import type { Tally, Trials } from './bots/trials.ts';
import { TABLE_SEARCH } from './bots/table-search.ts';
import {
  ACTION_TYPES,
  BONUS_BASE,
  type Action,
  type GameEvent,
  type GameOptions,
  type HandResult,
  type HandState,
} from './types.ts';

export interface HandRecord {
  format: 'fan-and-laak/hand';
  version: 1;
  rules: 'hke';
  options: GameOptions;
  /** The hand's seed: the wall and the dice. */
  seed: number;
  round: WindLetter;
  dice: [number, number];
  /** Each seat's 13 dealt tiles (East 14), bonus tiles included. */
  dealt: Record<WindLetter, string>;
  events: GameEvent[];
  result: HandResult | null;
  /** Where the hand stood in a game, when it was played in one. */
  game?: HandInGame;
  /** The seat a person played, when the record comes from the play table (its review is theirs). */
  learner?: WindLetter;
  /**
   * The strong player's picks where the play table searched the person's decisions (coaching on,
   * computer players that search): the review leads with them, as the table's coach did.
   */
  searched?: RecordPick[];
}

/**
 * A searched pick in a record: the moment (the number of events before the decision) and the
 * action, for the learner's seat; where the pick overruled the evaluation's estimate, the trial
 * games that decided it.
 */
export interface RecordPick {
  event: number;
  /** The action's type, and its tile in notation where it has one (a chow's lowest tile). */
  pick: { type: Action['type']; tile?: string };
  trials?: Trials;
}

/** An action as a record's pick writes it: the seat left out (the learner's), the tile in notation. */
export const recordPickOf = (a: Action): RecordPick['pick'] =>
  'tile' in a ? { type: a.type, tile: makeTile(a.tile) } : { type: a.type };

/**
 * A record's pick as the learner's action at `seat`; null for one that names no action. A pick
 * whose fields do not fit its type is no choice of the learner's, and the review ignores it.
 */
export function actionOfPick(p: RecordPick['pick'], seat: Wind): Action | null {
  const tile = p.tile === undefined ? undefined : parseTile(p.tile);
  if (!(ACTION_TYPES as readonly string[]).includes(p.type) || (p.tile !== undefined && tile === undefined))
    return null;
  return (tile === undefined ? { type: p.type, seat } : { type: p.type, seat, tile }) as Action;
}

export interface HandInGame {
  /** The game's seed. */
  seed: number;
  /** 1 for the first hand of the game; repeated hands count. */
  hand: number;
  /** The player (0–3) at each seat. */
  players: Record<WindLetter, number>;
  /** Per player, before and after this hand. */
  scores: { before: number[]; after: number[] };
}

const byLetter = <T>(f: (w: Wind) => T): Record<WindLetter, T> =>
  Object.fromEntries(WIND_LETTERS.map((l, w) => [l, f(w as Wind)])) as Record<WindLetter, T>;

const dealtText = (codes: readonly number[]): string =>
  makeHand({
    concealed: codes.filter((c) => c < BONUS_BASE),
    melds: [],
    bonus: codes.filter((c) => c >= BONUS_BASE).map((c) => c - BONUS_BASE),
  });

export function handRecord(h: HandState, game?: HandInGame): HandRecord {
  const dealt = dealtTiles(h);
  const r: HandRecord = {
    format: 'fan-and-laak/hand',
    version: 1,
    rules: 'hke',
    options: h.options,
    seed: h.seed,
    round: WIND_LETTERS[h.round]!,
    dice: h.dice,
    dealt: byLetter((w) => dealtText(dealt[w]!)),
    events: h.events,
    result: h.result,
  };
  if (game !== undefined) r.game = game;
  return r;
}

const windOfLetter = (l: string): Wind | undefined => {
  const i = WIND_LETTERS.indexOf(l as WindLetter);
  return i < 0 ? undefined : (i as Wind);
};
/** A tile `5p`, or the lowest tile of a set `345p`. */
const tileOf = (code: string): Tile => 'mpsz'.indexOf(code[code.length - 1]!) * 9 + Number(code[0]) - 1;

/** The actions that produce event `e` from state `h` (the answers of all three seats to a discard). */
export function actionsFor(h: HandState, e: GameEvent): Action[] {
  const phase = h.phase;
  const seat = 'seat' in e ? windOfLetter(e.seat) : undefined;
  switch (phase.kind) {
    case 'deal':
      if (e.type === 'concealed-kong' && seat === phase.seat)
        return [{ type: 'concealed-kong', seat, tile: tileOf(e.set) }];
      return [{ type: 'pass', seat: phase.seat }];
    case 'draw':
      return [{ type: 'draw', seat: phase.seat }];
    case 'turn':
      if (seat !== phase.seat) return [];
      if (e.type === 'discard') return [{ type: 'discard', seat, tile: tileOf(e.tile) }];
      if (e.type === 'concealed-kong') return [{ type: 'concealed-kong', seat, tile: tileOf(e.set) }];
      if (e.type === 'added-kong') return [{ type: 'added-kong', seat, tile: tileOf(e.tile) }];
      if (e.type === 'mahjong') return [{ type: 'mahjong', seat }];
      return [];
    case 'claims':
    case 'robbing': {
      const claimed =
        (e.type === 'chow' || e.type === 'pung' || e.type === 'kong' || e.type === 'mahjong') &&
        seat !== undefined &&
        seat !== phase.seat;
      const others = [next(phase.seat), next(phase.seat, 2), next(phase.seat, 3)];
      const passes: Action[] = others.filter((w) => !claimed || w !== seat).map((w) => ({ type: 'pass', seat: w }));
      if (!claimed) return passes;
      const claim: Action =
        e.type === 'chow' ? { type: 'chow', seat, tile: tileOf(e.set) } : { type: e.type as 'pung', seat };
      return [...passes, claim];
    }
    case 'over':
      return [];
    default: {
      const never: never = phase;
      return never;
    }
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Replays a record: the states after each step that produced events, the dealt state first. */
export function replayRecord(record: HandRecord): GameResult<HandState[]> {
  if (
    record?.format !== 'fan-and-laak/hand' ||
    record.version !== 1 ||
    !Array.isArray(record.events) ||
    !record.events.every((e: unknown) => typeof e === 'object' && e !== null)
  )
    return refuse('bad-record', { reason: 'format' });
  const round = windOfLetter(record.round);
  if (round === undefined) return refuse('bad-record', { reason: 'round' });
  const start = recordStart(record, round);
  if (!start.ok) return start;
  let h = start.value;
  // The dealt tiles as the record writes them: one hand of each seat's tiles, sorted.
  if (!same(handRecord(h).dealt, record.dealt)) return refuse('bad-record', { reason: 'dealt' });
  const states = [h];
  const events = record.events;
  if (!same(h.events, events.slice(0, h.events.length))) return refuse('bad-record', { reason: 'event 0' });
  for (let steps = 0; h.events.length < events.length; steps++) {
    const i = h.events.length;
    const actions = actionsFor(h, events[i]!);
    if (actions.length === 0 || steps > 10_000) return refuse('bad-record', { reason: `event ${i}` });
    for (const a of actions) {
      const r = applyHandAction(h, a);
      if (!r.ok) return refuse('bad-record', { reason: `event ${i}: ${r.error.code}` });
      h = r.value;
    }
    if (!same(h.events.slice(i), events.slice(i, h.events.length)))
      return refuse('bad-record', { reason: `event ${i}` });
    if (h.events.length > i) states.push(h);
  }
  if (!same(h.result, record.result)) return refuse('bad-record', { reason: 'result' });
  return done(states);
}

/**
 * Trial games as a save or a record keeps them, checked: whole counts, at most as many wins
 * and deal-ins as games, and the pick ahead on points (the search overrules only then). Null
 * for anything else: a pick whose tally does not hold is told without it.
 */
export function trialsOf(v: unknown): Trials | null {
  if (typeof v !== 'object' || v === null) return null;
  const x = v as Record<string, unknown>;
  const games = x.games;
  if (!Number.isInteger(games) || (games as number) < 2 || (games as number) >= MAX_GAMES) return null;
  const pick = tallyOf(x.pick, games as number);
  const estimate = tallyOf(x.estimate, games as number);
  if (pick === null || estimate === null || pick.points <= estimate.points) return null;
  return { games: games as number, pick, estimate };
}

/** More trial games than a check at the table plays a move (at most half its budget). */
const MAX_GAMES = TABLE_SEARCH.budget;

function tallyOf(v: unknown, games: number): Tally | null {
  if (typeof v !== 'object' || v === null) return null;
  const { wins, dealIns, points } = v as Record<string, unknown>;
  const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= games;
  if (!count(wins) || !count(dealIns) || wins + dealIns > games || !Number.isSafeInteger(points)) return null;
  return { wins, dealIns, points: points as number };
}
