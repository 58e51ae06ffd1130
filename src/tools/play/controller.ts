// The learning table's state and its one transition function. The learner is player 0 of the
// engine's game; the other three are computer players. `update` applies the learner's moves
// (with the engine's refusals turned into rule hints), lets the computer players move one
// visible step at a time (the view waits between steps), passes for the learner when passing
// is all they can do, and deals the next hand. Pure: the view keeps the state and the timers.
import {
  applyAction,
  dangerousFor,
  eventFor,
  legalActions,
  makeBot,
  newGame,
  nextHand,
  pendingSeats,
  sameAction,
  seatsOf,
  viewOf,
  type Action,
  type BotLevel,
  type GameEvent,
  type GameOptions,
  type GameState,
  type SeatView,
} from '../../engine/game/index.ts';
import type { Trials } from '../../engine/game/bots/search.ts';
import { tableBudget } from '../../engine/game/bots/table-search.ts';
import type { SearchedPick } from '../table/review/advisor.ts';
import { makeTile, type Wind } from '../../engine/tiles.ts';
import { dealHints, stepHints, type Hint } from './hints.ts';

/** The learner's player number in the engine's game. */
export const LEARNER = 0;

/** An event as the learner may see it (another player's drawn tile is null). */
export type News = ReturnType<typeof eventFor>;

export interface TableState {
  game: GameState;
  bot: BotLevel;
  /** Coaching on: waits, what a claim means, a warning before a dangerous discard. */
  coach: boolean;
  /** The players' scores when this hand began (for its record). */
  before: number[];
  /** What happened at the table since the learner's last move, oldest first. */
  news: News[];
  /** Rule hints since the learner's last move, oldest first. */
  hints: Hint[];
  /** A dangerous tile the learner chose once (coaching): choosing it again discards it. */
  confirm: number | null;
  /** Every action of this hand in order, all seats: played from the hand's own wall, they lead to it (the review). */
  log: Action[];
  /**
   * The strong player's picks for the learner's decisions of this hand that it searched
   * (learnerDecision), each at the number of the hand's events when it was asked: the review
   * compares the learner's moves with them, as the coach's advice did.
   */
  searched: SearchedPick[];
}

type WithoutSeat<T> = T extends unknown ? Omit<T, 'seat'> : never;
/** A table action of the learner; the controller adds their seat. */
export type Move = WithoutSeat<Action>;

export type TableAction =
  | { type: 'move'; move: Move }
  /**
   * Let the computer players act: up to the next visible move, or (`all`) until the learner
   * must act. `decided`: the move of the decision `searchFor` named, searched elsewhere (a
   * worker); a move that is not that decision's is ignored, and the players' code decides.
   */
  | { type: 'advance'; all?: boolean; decided?: Decided }
  | { type: 'next-hand' }
  | { type: 'coach'; on: boolean }
  /**
   * The search's pick for the learner's decision now (learnerDecision), with the trial games
   * that put it ahead of the estimate, kept for the review; any other is ignored.
   */
  | { type: 'searched'; pick: Action; trials?: Trials | null };

export type NextStep = 'learner' | 'computer' | 'hand-over' | 'game-over';

/** A computer player's move, made for one seat. */
export interface Decided {
  seat: Wind;
  action: Action;
}

/** What a search sends back: its move and, where that overruled the evaluation, the trial games that decided (search.ts). */
export interface SearchReply {
  action: Action;
  trials: Trials | null;
}

/** A computer player's decision for a search: what the seat sees, its choices, the play-outs to spend. */
export interface SearchDecision {
  seat: Wind;
  view: SeatView;
  legal: Action[];
  budget: number;
}

export interface TableSetup extends GameOptions {
  bot: BotLevel;
  coach: boolean;
}

/** The learner's seat wind in the current hand. */
export const learnerSeat = (g: GameState): Wind => seatsOf(g)[LEARNER]!;

const onlyPass = (legal: readonly Action[]): boolean => legal.length === 1 && legal[0]!.type === 'pass';

/** The dealt hand as the learner sees it: every laid-out flower and season, and what it means for them. */
function startHand(s: TableState): TableState {
  const h = s.game.hand;
  const me = learnerSeat(s.game);
  return {
    ...s,
    before: [...s.game.scores],
    news: h.events.map((e) => eventFor(e, me)),
    hints: dealHints(h, me),
    confirm: null,
    log: [],
    searched: [],
  };
}

export function createTable(seed: number, setup: TableSetup): TableState {
  const { bot, coach, ...options } = setup;
  const game = newGame(seed, options);
  return startHand({ game, bot, coach, before: [], news: [], hints: [], confirm: null, log: [], searched: [] });
}

/** Who acts next: the learner, the computer players (or a pass made for the learner), or nobody. */
export function nextStep(s: TableState): NextStep {
  const g = s.game;
  if (g.hand.phase.kind === 'over') return g.over ? 'game-over' : 'hand-over';
  const me = learnerSeat(g);
  const pending = pendingSeats(g.hand);
  if (pending.some((w) => w !== me)) return 'computer';
  return pending.includes(me) && !onlyPass(legalActions(g, me)) ? 'learner' : 'computer';
}

/** One table action applied, with what it showed the learner. Null when the engine refused it. */
function step(s: TableState, a: Action): TableState | null {
  const r = applyAction(s.game, a);
  if (!r.ok) return null;
  const me = learnerSeat(s.game);
  const fresh = r.value.hand.events.slice(s.game.hand.events.length).map((e) => eventFor(e, me));
  return {
    ...s,
    game: r.value,
    news: [...s.news, ...fresh],
    hints: [...s.hints, ...stepHints(s.game.hand, r.value.hand, a, me)],
    log: [...s.log, a],
  };
}

/** Events that the learner should see before the next one happens. */
const VISIBLE: ReadonlySet<GameEvent['type']> = new Set([
  'discard',
  'chow',
  'pung',
  'kong',
  'added-kong',
  'concealed-kong',
  'mahjong',
  'draw-game',
]);

/** Who acts at a step of the computer players, their choices, and whether the move is forced (no choice, or the learner's pass). */
function actor(s: TableState): { seat: Wind; legal: Action[]; forced: boolean } {
  const g = s.game;
  const me = learnerSeat(g);
  const seat = pendingSeats(g.hand).find((w) => w !== me) ?? me;
  const legal = legalActions(g, seat);
  return { seat, legal, forced: seat === me || legal.length === 1 };
}

/** Did the step from `s` to `next` show the learner something they should see before the next? */
const shows = (s: TableState, next: TableState): boolean =>
  next.game.hand.events.slice(s.game.hand.events.length).some((e) => VISIBLE.has(e.type));

/** The computer players (and the learner's forced passes) act until something visible happened. */
function advance(s: TableState, all: boolean, decided: Decided | undefined): TableState {
  const bot = makeBot(s.bot);
  let state = s;
  let offered = decided;
  // A hand has at most a few hundred actions; the bound only guards against a bug looping.
  for (let guard = 0; guard < 2000 && nextStep(state) === 'computer'; guard++) {
    const { seat, legal, forced } = actor(state);
    let action = legal[0]!;
    if (!forced) {
      const given = offered?.seat === seat ? legal.find((a) => sameAction(a, offered!.action)) : undefined;
      action = given ?? bot(viewOf(state.game.hand, seat), legal);
      offered = undefined;
    }
    const next = step(state, action);
    if (next === null) break; // a computer player's move was refused: a bug, stop rather than loop
    const shown = shows(state, next);
    state = next;
    if (shown && !all) break;
  }
  return state;
}

/** Would a table of these players at this fan minimum search (tableBudget)? */
const searchesAt = (bot: BotLevel, minFan: number): boolean => tableBudget(bot, minFan) > 0;
/**
 * Would the coach search the learner's decisions at a table set up so? With coaching on, where
 * the strong player searches (its fan minimum), whoever the computer players are: the coach
 * speaks for the strong player.
 */
const coachSearchesAt = (coach: boolean, minFan: number): boolean => coach && searchesAt('strong', minFan);
/** Would a table set up so search at all: its computer players' decisions, or the coach the learner's? */
export const usesSearchAt = (bot: BotLevel, coach: boolean, minFan: number): boolean =>
  searchesAt(bot, minFan) || coachSearchesAt(coach, minFan);
/** Does this table search at all (usesSearchAt)? */
export const usesSearch = (s: TableState): boolean => usesSearchAt(s.bot, s.coach, s.game.options.minFan);

/**
 * The decision `advance` would next ask a computer player for, when the table's players search
 * there (tableBudget); null when they do not, or a visible step comes first.
 */
export function searchFor(s: TableState): SearchDecision | null {
  const budget = tableBudget(s.bot, s.game.options.minFan);
  if (budget <= 0) return null;
  let state = s;
  for (let guard = 0; guard < 2000 && nextStep(state) === 'computer'; guard++) {
    const { seat, legal, forced } = actor(state);
    if (!forced) {
      if (legal.some((a) => a.type === 'mahjong')) return null;
      return { seat, view: viewOf(state.game.hand, seat), legal, budget };
    }
    const next = step(state, legal[0]!);
    if (next === null || shows(state, next)) return null;
    state = next;
  }
  return null;
}

/**
 * The learner's decision for a search, with coaching on where the strong player searches
 * (coachSearchesAt): the coach's advice then comes from the search the strong player would
 * make. Null elsewhere, with nothing to choose, and with a Mah-Jongg offered (it is always called).
 */
export function learnerDecision(s: TableState): SearchDecision | null {
  const phase = s.game.hand.phase.kind;
  const { minFan } = s.game.options;
  if (!coachSearchesAt(s.coach, minFan) || nextStep(s) !== 'learner' || (phase !== 'turn' && phase !== 'claims'))
    return null;
  const me = learnerSeat(s.game);
  const legal = legalActions(s.game, me);
  if (legal.length < 2 || legal.some((a) => a.type === 'mahjong')) return null;
  return { seat: me, view: viewOf(s.game.hand, me), legal, budget: tableBudget('strong', minFan) };
}

/**
 * The search's pick for the learner's decision now, kept (one per decision) with the trial
 * games the search sent; the table unchanged when it is not one of its choices.
 */
function searched(s: TableState, pick: Action, trials: Trials | null): TableState {
  const d = learnerDecision(s);
  if (d === null || !d.legal.some((a) => sameAction(a, pick))) return s;
  const event = s.game.hand.events.length;
  const entry = trials === null ? { event, pick } : { event, pick, trials };
  return { ...s, searched: [...s.searched.filter((p) => p.event !== event), entry] };
}

/** Under "dangerous play", would this discard feed another player's visible threat? */
export function isDangerous(g: GameState, tile: number): boolean {
  if (!g.options.dangerousPlay) return false;
  return dangerousFor(g.hand.players, learnerSeat(g))[tile] === true;
}

/** The learner's move: a fresh window of news and hints begins with it. */
function move(s: TableState, m: Move): TableState {
  const me = learnerSeat(s.game);
  const fresh: TableState = { ...s, news: [], hints: [], confirm: null };
  if (m.type === 'discard' && s.coach && s.confirm !== m.tile && isDangerous(s.game, m.tile)) {
    return { ...fresh, confirm: m.tile, hints: [{ id: 'danger', tile: makeTile(m.tile) }] };
  }
  const action = { ...m, seat: me } as Action;
  const r = applyAction(s.game, action);
  if (!r.ok) {
    // The error's seat is the learner's: the hint keeps the code and what it names.
    const { seat: _, ...error } = r.error;
    return { ...s, confirm: null, hints: [...s.hints, { id: 'refused', ...error }] };
  }
  return step(fresh, action) ?? fresh;
}

export function update(s: TableState, a: TableAction): TableState {
  switch (a.type) {
    case 'move':
      return move(s, a.move);
    case 'advance':
      return advance(s, a.all === true, a.decided);
    case 'next-hand': {
      const r = nextHand(s.game);
      return r.ok ? startHand({ ...s, game: r.value }) : s;
    }
    case 'coach':
      return { ...s, coach: a.on, confirm: null };
    case 'searched':
      return searched(s, a.pick, a.trials ?? null);
    default: {
      const never: never = a;
      return never;
    }
  }
}
