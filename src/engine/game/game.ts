// A whole game (docs/rules/hke.md): at least 16 hands in four wind rounds. East stays East
// while winning; after any other end of a hand (another winner, a draw, a false Mah-Jongg)
// the deal passes to the next seat; after four passes the next wind round starts. With the
// option "Umsetzen" the players change places after each wind round.
import { WIND_LETTERS, type Wind } from '../tiles.ts';
import { applyHandAction } from './apply.ts';
import { done, refuse, type GameResult } from './errors.ts';
import { legalHandActions } from './legal.ts';
import { nextDeal, placesIn, playerAt, SEAT_CHANGES, type Deal } from './rotation.ts';
import { newHand } from './start.ts';
import { GAME_DEFAULTS, type Action, type GameOptions, type HandState } from './types.ts';

export { SEAT_CHANGES, seatsOf, playerAt } from './rotation.ts';

export interface GameState {
  format: 'fan-and-laak/game';
  version: 1;
  /** The game's seed: seating and every hand's seed come from it. */
  seed: number;
  /** The generator's state: the next hand's seed is drawn from it. */
  rng: number;
  options: GameOptions;
  /** The prevalent wind of the current hand. */
  round: Wind;
  /** How often the deal has passed in this round (0–3): East sits at table place `passes`. */
  passes: number;
  /** Hands started in this game, the current one included (repeats count). */
  handNumber: number;
  /** The player (0–3) at each table place, in turn order; place 0 deals first in each round. */
  places: number[];
  /** Running score per player. */
  scores: number[];
  hand: HandState;
  /** True once the last hand of the North round has ended. */
  over: boolean;
}

/** mulberry32 as a pure step: the same numbers as `seededRng` in random.ts. */
export function nextRandom(state: number): { value: number; state: number } {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: a };
}

const nextSeed = (state: number): { seed: number; state: number } => {
  const r = nextRandom(state);
  return { seed: Math.floor(r.value * 4294967296) >>> 0, state: r.state };
};

/** Seats are drawn at random (the seat-wind tiles drawn face down), then the first hand is dealt. */
export function newGame(seed: number, options: Partial<GameOptions> = {}): GameState {
  let state = seed >>> 0;
  const players = [0, 1, 2, 3];
  for (let i = 3; i > 0; i--) {
    const r = nextRandom(state);
    state = r.state;
    const j = Math.floor(r.value * (i + 1));
    [players[i], players[j]] = [players[j]!, players[i]!];
  }
  const opts = { ...GAME_DEFAULTS, ...options };
  const first = nextSeed(state);
  return {
    format: 'fan-and-laak/game',
    version: 1,
    seed: seed >>> 0,
    rng: first.state,
    options: opts,
    round: 0,
    passes: 0,
    handNumber: 1,
    places: players,
    scores: [0, 0, 0, 0],
    hand: newHand({ seed: first.seed, round: 0, options: opts }),
    over: false,
  };
}

/** Where the next hand is dealt, or null when the game is over. */
function following(g: GameState): Deal | null {
  const r = g.hand.result;
  return nextDeal(g, r !== null && r.outcome === 'win' && r.seat === 'E');
}

/** The hand's payments go to the players' scores (payments are per seat wind). */
function settleScores(g: GameState, h: HandState): number[] {
  const scores = [...g.scores];
  if (h.result === null) return scores;
  for (let seat = 0; seat < 4; seat++) scores[playerAt(g, seat as Wind)]! += h.result.payments[WIND_LETTERS[seat]!];
  return scores;
}

/** Applies a table action of the current hand; when it ends the hand, the scores are settled. */
export function applyAction(g: GameState, a: Action): GameResult<GameState> {
  if (g.hand.phase.kind === 'over') return refuse(g.over ? 'game-over' : 'hand-over', { seat: a?.seat });
  const h = applyHandAction(g.hand, a);
  if (!h.ok) return h;
  if (h.value.phase.kind !== 'over') return done({ ...g, hand: h.value });
  const ended = { ...g, hand: h.value };
  return done({ ...ended, scores: settleScores(g, h.value), over: following(ended) === null });
}

/** The legal actions of a seat (a seat wind of the current hand). */
export const legalActions = (g: GameState, seat: Wind): Action[] => legalHandActions(g.hand, seat);

/** Deals the next hand once the current one has ended. */
export function nextHand(g: GameState): GameResult<GameState> {
  if (g.hand.phase.kind !== 'over') return refuse('hand-not-over');
  const at = following(g);
  if (at === null) return refuse('game-over');
  const places = at.round !== g.round && g.options.changeSeats ? placesIn(firstPlaces(g), at.round, true) : g.places;
  const { seed, state } = nextSeed(g.rng);
  return done({
    ...g,
    rng: state,
    round: at.round,
    passes: at.passes,
    handNumber: g.handNumber + 1,
    places,
    hand: newHand({ seed, round: at.round, options: g.options }),
  });
}

/** The first round's places, recovered from the current round's (SEAT_CHANGES is a table of permutations). */
function firstPlaces(g: GameState): number[] {
  if (!g.options.changeSeats) return g.places;
  const first = [0, 0, 0, 0];
  SEAT_CHANGES[g.round]!.forEach((orig, place) => (first[orig] = g.places[place]!));
  return first;
}
