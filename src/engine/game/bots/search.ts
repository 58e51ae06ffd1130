// The searching player: at a decision with a choice, the strong player's evaluation names the
// candidates (its first few choices, its own pick always among them); the hidden tiles are
// dealt again many times consistently with the view (search-sample.ts); each candidate is
// played out on the same deals by a fast policy (search-playout.ts) and a fixed budget of
// play-outs is spread over the candidates by successive halving: after each round the better
// half by mean points goes on. The pick is the survivor, unless it does not beat the
// evaluation's own pick clearly on the deals both were played on (SWITCH_Z): the evaluation
// stays the prior, the policy and the fallback. Deterministic: the deals are seeded from the
// view, never from a clock or Math.random.
import { seededRng, type Rng } from '../../random.ts';
import type { Action, HandState } from '../types.ts';
import type { SeatView } from '../view.ts';
import { makeBot, type Bot } from './bot.ts';
import type { SearchFigures } from './choice.ts';
import { evaluate, type Choice } from './evaluate.ts';
import { playOut, type Outcome } from './search-playout.ts';
import { canSample, sampleState } from './search-sample.ts';
import { viewHash } from './search-hash.ts';
import { dealInCosts } from './defence.ts';
import { sightOf } from './sight.ts';
import type { Tally, Trials } from './trials.ts';

export type { Trials };

export interface SearchOptions {
  /** Play-outs per decision, over all candidates. */
  budget: number;
  /** The evaluation's first choices searched (its pick among them). */
  candidates?: number;
  /**
   * Let discards the deal-in table rates riskier than the evaluation's pick be candidates too
   * (an analysis of what the rule of `candidatesOf` costs or spares; the player keeps the rule).
   */
  riskier?: boolean;
  /** Mixed into the deals' seed: another seed, other deals. */
  seed?: number;
  /** Who plays every seat in a play-out (default: the strong player's evaluation). */
  policy?: Bot;
  /** Standard errors the survivor must beat the evaluation's pick by (default SWITCH_Z). */
  switchZ?: number;
  /** Deals the hidden tiles again (default `sampleState`); an analysis may put the true hands here. */
  sample?: (view: SeatView, rng: Rng) => HandState | null;
  /**
   * Asked before every play-out: true stops the search, which then gives nothing (null) and
   * the evaluation decides. A page passes a deadline here (its clock, not the engine's).
   */
  stop?: () => boolean;
  /** Told, at every decision with a choice, the play-outs spent on it (0: the evaluation decided). */
  seen?: (playouts: number) => void;
}

export interface Searched {
  action: Action;
  /** The candidate's place in the evaluation (0: its pick). */
  prior: number;
  figures: SearchFigures;
  /** Rounds of successive halving it took part in. */
  rounds: number;
}

export interface SearchResult {
  best: Action;
  /** Every candidate, the pick first, then by rounds survived and mean points. */
  searched: Searched[];
  /** Where the pick overruled the evaluation's: the check that decided it; else null. */
  trials: Trials | null;
  /**
   * Where a check was played: the survivor's lead over the evaluation's pick in it, in standard
   * errors of the paired differences (it overrules from SWITCH_Z on); else null.
   */
  checkZ: number | null;
}

const tallyOf = (xs: readonly Outcome[]): Tally => ({
  wins: xs.filter((u) => u.won).length,
  dealIns: xs.filter((u) => u.dealtIn).length,
  points: xs.reduce((n, u) => n + u.points, 0),
});

/** The evaluation's first choices searched by default. */
export const CANDIDATES = 4;
/**
 * The survivor replaces the evaluation's pick only when its mean advantage on the deals both
 * were played on is at least this many standard errors: a noisy search does not undo a sound
 * evaluation for nothing.
 */
export const SWITCH_Z = 1;

const strongPolicy = makeBot('strong');

export type { SearchFigures };

/**
 * The evaluation's candidates: its first choices, distinct, the pick first; a Mah-Jongg alone.
 * When the pick is a discard, no discard the deal-in table rates riskier than the pick is a
 * candidate: the table ranks discards by their danger better than the search's dealt hands do
 * (scripts/search-danger.ts), so the search never overrules it on danger.
 */
export function candidatesOf(view: SeatView, legal: readonly Action[], k: number, riskier = false): Choice[] {
  const ranked = evaluate(view, legal, 'strong');
  const pick = ranked[0]?.action;
  if (pick?.type === 'mahjong') return ranked.slice(0, 1);
  if (pick?.type !== 'discard' || riskier) return ranked.slice(0, Math.max(1, k));
  const tiles = ranked.map((c) => (c.action.type === 'discard' ? c.action.tile : pick.tile));
  const cost = dealInCosts(sightOf(view), tiles);
  return ranked.filter((c, i) => c.action.type !== 'discard' || cost[i]! <= cost[0]!).slice(0, Math.max(1, k));
}

interface Arm {
  action: Action;
  prior: number;
  /** Play-outs while choosing, on deals 0, 1, 2, … */
  outcomes: Outcome[];
  /** Play-outs of the check, on deals from FRESH on. */
  checks: Outcome[];
  rounds: number;
}

/** The share of the budget kept for the check of a survivor against the evaluation's pick. */
export const CHECK_SHARE = 0.5;
/** The first deal of the check: far from the deals the candidates were chosen on. */
const FRESH = 1 << 20;

function figuresOf(xs: readonly Outcome[]): SearchFigures {
  return {
    playouts: xs.length,
    win: meanOf(xs, (u) => (u.won ? 1 : 0)),
    dealIn: meanOf(xs, (u) => (u.dealtIn ? 1 : 0)),
    points: meanOf(xs, (u) => u.points),
  };
}

const meanOf = (xs: readonly Outcome[], f: (o: Outcome) => number): number =>
  xs.length === 0 ? 0 : xs.reduce((a, o) => a + f(o), 0) / xs.length;

/**
 * The lead of play-outs `a` over `b`, deal by deal (both played on the same deals): the mean
 * difference in points and its standard error; null with fewer than two deals.
 */
function leadOf(a: readonly Outcome[], b: readonly Outcome[]): { mean: number; error: number } | null {
  const n = Math.min(a.length, b.length);
  if (n < 2) return null;
  const d: number[] = [];
  for (let i = 0; i < n; i++) d.push(a[i]!.points - b[i]!.points);
  const m = d.reduce((x, y) => x + y, 0) / n;
  const v = d.reduce((x, y) => x + (y - m) ** 2, 0) / (n - 1);
  return { mean: m, error: Math.sqrt(v / n) };
}

/** Whether a lead is ahead by `z` standard errors. */
const clearlyBetter = (lead: { mean: number; error: number } | null, z: number): boolean =>
  lead !== null && lead.mean > 0 && lead.mean >= z * lead.error;

/** A lead in standard errors (a lead without spread: ±Infinity). */
const inErrors = (lead: { mean: number; error: number }): number =>
  lead.error > 0 ? lead.mean / lead.error : lead.mean > 0 ? Infinity : -Infinity;

/**
 * A search as steps: the generator yields after every play-out and returns the result, so
 * that its caller can stop between play-outs to do other work (a worker reading its messages).
 * `finish` runs one to its end at once.
 */
type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end. */
function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/** Searches the decision; null when there is nothing to search (one candidate, or a view that cannot be dealt) or it was stopped. */
export function search(view: SeatView, legal: readonly Action[], o: SearchOptions): SearchResult | null {
  const cands = candidatesFor(view, legal, o);
  return cands === null || cands.length < 2 ? null : finish(searchAmong(view, cands, o));
}

/** The candidates the search would weigh; null with no budget, or a view that cannot be dealt. */
function candidatesFor(view: SeatView, legal: readonly Action[], o: SearchOptions): Choice[] | null {
  return o.budget <= 0 || !canSample(view) ? null : candidatesOf(view, legal, o.candidates ?? CANDIDATES, o.riskier);
}

/** The search among two or more candidates, the evaluation's pick first; null when it was stopped. */
function* searchAmong(view: SeatView, cands: readonly Choice[], o: SearchOptions): Steps<SearchResult | null> {
  const policy = o.policy ?? strongPolicy;
  const base = viewHash(view) ^ Math.imul((o.seed ?? 0) + 1, 0x9e3779b1);
  const sample = o.sample ?? sampleState;
  const deals = new Map<number, HandState | null>();
  const deal = (i: number) => {
    if (!deals.has(i)) deals.set(i, sample(view, seededRng((base + Math.imul(i, 0x85ebca6b)) >>> 0)));
    return deals.get(i)!;
  };
  /** Plays `arm` on deals from..from+n−1 into `into`; false if stopped, or a move was refused (a bug). */
  function* play(arm: Arm, from: number, n: number, into: Outcome[]): Steps<boolean> {
    for (let k = 0; k < n; k++) {
      if (o.stop?.() === true) return false;
      const h = deal(from + k);
      const out = h === null ? null : playOut(h, view.seat, arm.action, policy);
      if (out === null) return false;
      into.push(out);
      yield;
    }
    return true;
  }
  const arms: Arm[] = cands.map((c, i) => ({ action: c.action, prior: i, outcomes: [], checks: [], rounds: 0 }));
  const choosing = Math.round(o.budget * (1 - CHECK_SHARE));
  let used = 0;
  let alive = arms;
  const rounds = Math.ceil(Math.log2(arms.length));
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const each = Math.max(1, Math.floor(choosing / (alive.length * rounds)));
    // Never past the budget: when a round no longer fits, the leader so far survives.
    if (used + each * alive.length > choosing) break;
    for (const arm of alive) {
      arm.rounds++;
      if (!(yield* play(arm, arm.outcomes.length, each, arm.outcomes))) return null;
      used += each;
    }
    const byPoints = [...alive].sort(
      (x, y) => meanOf(y.outcomes, (u) => u.points) - meanOf(x.outcomes, (u) => u.points) || x.prior - y.prior,
    );
    alive = byPoints.slice(0, Math.ceil(alive.length / 2));
  }
  const survivor = alive[0]!;
  const prior = arms[0]!;
  let pick = prior;
  let checkZ: number | null = null;
  if (survivor !== prior) {
    // The check: the survivor against the evaluation's pick on deals neither was chosen on.
    // Too little budget left for a check of two deals each: the evaluation's pick stays.
    const each = Math.floor((o.budget - used) / 2);
    if (each >= 2) {
      if (!(yield* play(survivor, FRESH, each, survivor.checks)) || !(yield* play(prior, FRESH, each, prior.checks)))
        return null;
      const lead = leadOf(survivor.checks, prior.checks);
      if (lead !== null) checkZ = inErrors(lead);
      if (clearlyBetter(lead, o.switchZ ?? SWITCH_Z)) pick = survivor;
    }
  }
  const order = [...arms].sort(
    (x, y) =>
      Number(y === pick) - Number(x === pick) ||
      y.rounds - x.rounds ||
      meanOf(y.outcomes, (u) => u.points) - meanOf(x.outcomes, (u) => u.points) ||
      x.prior - y.prior,
  );
  return {
    best: pick.action,
    checkZ,
    trials:
      pick === prior
        ? null
        : { games: pick.checks.length, pick: tallyOf(pick.checks), estimate: tallyOf(prior.checks) },
    searched: order.map((a) => ({
      action: a.action,
      prior: a.prior,
      rounds: a.rounds,
      figures: figuresOf([...a.outcomes, ...a.checks]),
    })),
  };
}

export interface Decided {
  action: Action;
  /** Play-outs the search spent; 0 when the evaluation decided. */
  playouts: number;
  /** Where the search's pick overruled the evaluation's: the check's games (SearchResult). */
  trials: Trials | null;
}

/**
 * The searching player's decision: a Mah-Jongg whenever one is offered, else the search's pick,
 * or the strong evaluation's where there is nothing to search, the view cannot be dealt, or
 * `stop` ended the search or says so before it begins.
 */
export function decideBySearch(view: SeatView, legal: readonly Action[], o: SearchOptions): Decided {
  return finish(searchSteps(view, legal, o));
}

/** `decideBySearch` as steps, one a play-out (`Steps`): the same decision, however it is run. */
export function* searchSteps(view: SeatView, legal: readonly Action[], o: SearchOptions): Steps<Decided> {
  const mahjong = legal.find((a) => a.type === 'mahjong');
  if (mahjong !== undefined) return { action: mahjong, playouts: 0, trials: null };
  if (legal.length === 1) return { action: legal[0]!, playouts: 0, trials: null };
  // A search asked once its time is up (a worker still starting, say) is not begun.
  const cands = o.stop?.() === true ? null : candidatesFor(view, legal, o);
  if (cands === null) return { action: strongPolicy(view, legal), playouts: 0, trials: null };
  const r = cands.length < 2 ? null : yield* searchAmong(view, cands, o);
  // Nothing to search, or stopped: the evaluation's pick, the candidates' first.
  if (r === null) return { action: cands[0]!.action, playouts: 0, trials: null };
  return { action: r.best, playouts: r.searched.reduce((n, a) => n + a.figures.playouts, 0), trials: r.trials };
}

/** The searching player (`decideBySearch`), telling `seen` the play-outs of every decision with a choice. */
export function searchBot(o: SearchOptions): Bot {
  return (view, legal) => {
    const d = decideBySearch(view, legal, o);
    if (legal.length > 1 && !legal.some((a) => a.type === 'mahjong')) o.seen?.(d.playouts);
    return d.action;
  };
}
