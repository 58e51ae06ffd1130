// The duplicate arena: each deal (hand seed S + k, prevalent wind k mod 4) is played four
// times, the bots rotated one seat further each time, so every bot meets the same walls from
// every seat and the luck of the tiles cancels out. Per bot (by its place in the list): wins,
// deal-ins, self-draws, fan and points of its wins, and the net points per hand with a 95%
// interval over the deals (the four rotations of one deal are one sample: they are not
// independent); the share of draw games with its interval over the deals too. Four players of
// one name play every rotation alike (a player decides from its view alone), so each deal is
// played once and counted for every rotation. Pure: the CLI prints what this returns.
import { WIND_LETTERS, type Wind } from '../../tiles.ts';
import { done, type GameResult } from '../errors.ts';
import { applyHandAction } from '../apply.ts';
import { legalHandActions } from '../legal.ts';
import { newHand } from '../start.ts';
import type { GameOptions, HandState } from '../types.ts';
import { viewOf } from '../view.ts';
import type { Bot } from './bot.ts';
import { pendingSeats } from './driver.ts';
import { makePlayer, type PlayerName } from './players.ts';

export interface ArenaRequest {
  /** The bot of each of the four entries: a level, `heuristic` or a yardstick (players.ts). */
  bots: readonly PlayerName[];
  /** Play-outs per decision of a searching player (players.ts: DEFAULT_BUDGET unless named). */
  budget?: number;
  /** Deals to play (each four times). */
  games: number;
  seed: number;
  options: Partial<GameOptions>;
  /**
   * Told each deal's net points per hand by entry (its four rotations' mean), for figures over
   * several entries, and the share of its rotations that ended in a draw game.
   */
  perDeal?: (nets: readonly number[], draws: number) => void;
}

export interface BotFigures {
  bot: PlayerName;
  hands: number;
  /** Shares of the hands played (0–1). */
  win: number;
  dealIn: number;
  /** Of its wins, the share won by self-draw. */
  selfDraw: number;
  meanFan: number;
  meanPoints: number;
  /** Net points per hand and the half-width of its 95% interval. */
  net: number;
  netInterval: number;
}

export interface ArenaFigures {
  /** Hands counted: each deal once per rotation of the players. */
  hands: number;
  /** Distinct deals: the samples every interval is taken over. */
  deals: number;
  /** Share of hands that ended in a draw game (0–1), and the half-width of its 95% interval. */
  drawGames: number;
  drawInterval: number;
  bots: BotFigures[];
}

/** Plays one hand with `bots` by seat. */
export function playDeal(h: HandState, bots: readonly Bot[]): GameResult<HandState> {
  let state = h;
  while (state.phase.kind !== 'over') {
    for (const seat of pendingSeats(state)) {
      const legal = legalHandActions(state, seat);
      const action = legal.length === 1 ? legal[0]! : bots[seat]!(viewOf(state, seat), legal);
      const r = applyHandAction(state, action);
      if (!r.ok) return r;
      state = r.value;
    }
  }
  return done(state);
}

interface Tally {
  hands: number;
  wins: number;
  dealIns: number;
  selfDraws: number;
  fan: number;
  points: number;
  /** Per deal: the entry's net over its four rotations. */
  nets: number[];
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function interval(xs: readonly number[]): number {
  if (xs.length < 2) return Infinity;
  const m = mean(xs);
  const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
  return 1.96 * Math.sqrt(v / xs.length);
}

function count(t: Tally, h: HandState, seat: Wind): number {
  const r = h.result!;
  const me = WIND_LETTERS[seat];
  t.hands++;
  if (r.outcome === 'win' && r.seat === me) {
    t.wins++;
    if (r.situation?.win !== 'discard' && r.situation?.win !== 'robbing-kong') t.selfDraws++;
    t.fan += r.fan ?? 0;
    t.points += r.points ?? 0;
  }
  if (r.outcome === 'win' && r.situation?.from === me) t.dealIns++;
  return r.payments[me];
}

/** Plays the arena; the figures, or the first refused move (a bug in a bot). */
export function runArena(req: ArenaRequest): GameResult<ArenaFigures> {
  const bots = req.bots.map((b) => makePlayer(b, { budget: req.budget }));
  const alike = req.bots.every((b) => b === req.bots[0]);
  const n = bots.length;
  const tallies: Tally[] = req.bots.map(() => ({
    hands: 0,
    wins: 0,
    dealIns: 0,
    selfDraws: 0,
    fan: 0,
    points: 0,
    nets: [],
  }));
  let hands = 0;
  /** Per deal: the share of its rotations that ended in a draw game. */
  const draws: number[] = [];
  for (let k = 0; k < req.games; k++) {
    const deal = newHand({ seed: (req.seed + k) >>> 0, round: (k % 4) as Wind, options: req.options });
    const net = new Array<number>(n).fill(0);
    let drawn = 0;
    let once: GameResult<HandState> | null = null;
    for (let r = 0; r < 4; r++) {
      // Rotation r: seat w is played by entry (w + r) mod 4.
      const entry = (w: number) => (w + r) % n;
      const played: GameResult<HandState> =
        alike && once !== null
          ? once
          : playDeal(
              deal,
              [0, 1, 2, 3].map((w) => bots[entry(w)]!),
            );
      once = played;
      if (!played.ok) return played;
      hands++;
      if (played.value.result?.outcome === 'draw-game') drawn++;
      for (const w of [0, 1, 2, 3] as Wind[]) net[entry(w)]! += count(tallies[entry(w)]!, played.value, w);
    }
    net.forEach((x, i) => tallies[i]!.nets.push(x / 4));
    req.perDeal?.(
      net.map((x) => x / 4),
      drawn / 4,
    );
    draws.push(drawn / 4);
  }
  return done({
    hands,
    deals: req.games,
    drawGames: mean(draws),
    drawInterval: interval(draws),
    bots: tallies.map((t, i) => ({
      bot: req.bots[i]!,
      hands: t.hands,
      win: t.wins / Math.max(1, t.hands),
      dealIn: t.dealIns / Math.max(1, t.hands),
      selfDraw: t.selfDraws / Math.max(1, t.wins),
      meanFan: t.fan / Math.max(1, t.wins),
      meanPoints: t.points / Math.max(1, t.wins),
      net: mean(t.nets),
      netInterval: interval(t.nets),
    })),
  });
}
