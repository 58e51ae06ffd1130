// The searching player: at a decision with a choice, the strong player's evaluation names the
// candidates (its first few choices, its own pick always among them); the hidden tiles are
// dealt again many times consistently with the view (search-sample.ts); each candidate is
// played out on the same deals by a fast policy (search-playout.ts) and a fixed budget of
// play-outs is spread over the candidates by successive halving: after each round the better
// half by mean points goes on. The pick is the survivor, unless it does not beat the
// evaluation's own pick clearly on the deals both were played on (SWITCH_Z): the evaluation
// stays the prior, the policy and the fallback. Deterministic: the deals are seeded from the
// view, never from a clock or Math.random.
import { seededRng } from '../../random.ts';
import type { Action } from '../types.ts';
import type { SeatView } from '../view.ts';
import { makeBot, type Bot } from './bot.ts';
import type { SearchFigures } from './choice.ts';
import { evaluate, type Choice } from './evaluate.ts';
import { playOut, type Outcome } from './search-playout.ts';
import { canSample, sampleState } from './search-sample.ts';
import { viewHash } from './search-hash.ts';

export interface SearchOptions {
  /** Play-outs per decision, over all candidates. */
  budget: number;
  /** The evaluation's first choices searched (its pick among them). */
  candidates?: number;
  /** Mixed into the deals' seed: another seed, other deals. */
  seed?: number;
  /** Who plays every seat in a play-out (default: the strong player's evaluation). */
  policy?: Bot;
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
}

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

/** The evaluation's candidates: its first choices, distinct, the pick first; a Mah-Jongg alone. */
export function candidatesOf(view: SeatView, legal: readonly Action[], k: number): Choice[] {
  const ranked = evaluate(view, legal, 'strong');
  if (ranked[0]?.action.type === 'mahjong') return ranked.slice(0, 1);
  return ranked.slice(0, Math.max(1, k));
}

interface Arm {
  action: Action;
  prior: number;
  outcomes: Outcome[];
  rounds: number;
}

const meanOf = (xs: readonly Outcome[], f: (o: Outcome) => number): number =>
  xs.length === 0 ? 0 : xs.reduce((a, o) => a + f(o), 0) / xs.length;

/** Whether `a` beats `b` by SWITCH_Z standard errors on the deals both were played on (paired). */
function clearlyBetter(a: Arm, b: Arm, z: number): boolean {
  const n = Math.min(a.outcomes.length, b.outcomes.length);
  if (n < 2) return false;
  const d: number[] = [];
  for (let i = 0; i < n; i++) d.push(a.outcomes[i]!.points - b.outcomes[i]!.points);
  const m = d.reduce((x, y) => x + y, 0) / n;
  const v = d.reduce((x, y) => x + (y - m) ** 2, 0) / (n - 1);
  return m > 0 && m >= z * Math.sqrt(v / n);
}

/** Searches the decision; null when there is nothing to search (one candidate, or a view that cannot be dealt). */
export function search(view: SeatView, legal: readonly Action[], o: SearchOptions): SearchResult | null {
  if (o.budget <= 0 || !canSample(view)) return null;
  const cands = candidatesOf(view, legal, o.candidates ?? CANDIDATES);
  if (cands.length < 2) return null;
  const policy = o.policy ?? strongPolicy;
  const base = viewHash(view) ^ Math.imul((o.seed ?? 0) + 1, 0x9e3779b1);
  const deals: ReturnType<typeof sampleState>[] = [];
  const deal = (i: number) => (deals[i] ??= sampleState(view, seededRng((base + Math.imul(i, 0x85ebca6b)) >>> 0)));
  const arms: Arm[] = cands.map((c, i) => ({ action: c.action, prior: i, outcomes: [], rounds: 0 }));
  let alive = arms;
  const rounds = Math.ceil(Math.log2(arms.length));
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const each = Math.max(1, Math.floor(o.budget / (alive.length * rounds)));
    for (const arm of alive) {
      arm.rounds++;
      for (let k = 0; k < each; k++) {
        const i = arm.outcomes.length;
        const h = deal(i);
        const out = h === null ? null : playOut(h, view.seat, arm.action, policy);
        if (out === null) return null;
        arm.outcomes.push(out);
      }
    }
    const byPoints = [...alive].sort(
      (x, y) => meanOf(y.outcomes, (u) => u.points) - meanOf(x.outcomes, (u) => u.points) || x.prior - y.prior,
    );
    alive = byPoints.slice(0, Math.ceil(alive.length / 2));
  }
  const survivor = alive[0]!;
  const pick = clearlyBetter(survivor, arms[0]!, SWITCH_Z) ? survivor : arms[0]!;
  const order = [...arms].sort(
    (x, y) =>
      Number(y === pick) - Number(x === pick) ||
      y.rounds - x.rounds ||
      meanOf(y.outcomes, (u) => u.points) - meanOf(x.outcomes, (u) => u.points) ||
      x.prior - y.prior,
  );
  return {
    best: pick.action,
    searched: order.map((a) => ({
      action: a.action,
      prior: a.prior,
      rounds: a.rounds,
      figures: {
        playouts: a.outcomes.length,
        win: meanOf(a.outcomes, (u) => (u.won ? 1 : 0)),
        dealIn: meanOf(a.outcomes, (u) => (u.dealtIn ? 1 : 0)),
        points: meanOf(a.outcomes, (u) => u.points),
      },
    })),
  };
}

/** The searching player: the search's pick, or the strong player's evaluation where there is nothing to search. */
export function searchBot(o: SearchOptions): Bot {
  const fallback = makeBot('strong');
  return (view, legal) => {
    const mahjong = legal.find((a) => a.type === 'mahjong');
    if (mahjong !== undefined) return mahjong;
    if (legal.length === 1) return legal[0]!;
    return search(view, legal, o)?.best ?? fallback(view, legal);
  };
}
