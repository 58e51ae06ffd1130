// The review of a finished hand: each of the learner's decisions (a discard, a claim or a pass,
// a kong, a Mah-Jongg called or missed) compared with the strong player's choice from the
// learner's own view at that moment. The hand is replayed from its own wall (as dealt, never
// dealt again from its seed) and the table's action log to each decision point; the evaluation sees only `viewOf(hand, learner)`, so the review
// never knows more than the learner could. A different choice is a mistake only when it costs
// something the reason can measure; it is named by kind and carries both moves' figures, each
// counted for its own move (facts.ts). Pure.
import {
  applyHandAction,
  dealtState,
  legalHandActions,
  sameAction,
  viewOf,
  type Action,
  type HandState,
  type SeatView,
} from '../../../engine/game/index.ts';
import type { PlanKind } from '../../../engine/game/bots/plan.ts';
import type { Trials } from '../../../engine/game/bots/search.ts';
import type { Wind } from '../../../engine/tiles.ts';
import { agrees, estimateOnly, evaluate, searchedFirst, type Choice, type SearchedPick } from './advisor.ts';
import { awayBefore, factsOf, type Facts } from './facts.ts';

export const MISTAKE_KINDS = [
  'win-missed', // Mah-Jongg was there and not called
  'dangerous', // under dangerous play: a discard that makes the learner liable
  'broke-ready', // the hand was waiting; the move took it away, the strong choice keeps it waiting
  'plan-broken', // the move leaves a hand expected below the fan minimum, the strong choice does not
  'slower', // more tiles from waiting than the strong choice
  'fold', // the strong player gives the hand up for safety, and the learner's tile is riskier
  'fewer-winning', // both waiting, but fewer unseen tiles that complete the hand
  'fewer-useful', // as far from waiting, but fewer unseen tiles that bring it closer
  'worth', // the strong choice keeps a hand worth more fan
  'risky', // as far from waiting, but a tile that gives away more points to an opponent's win
] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

/** One move's figures, as a verdict quotes them: each counted for that move. */
export interface Side extends Facts {
  /** The fan the strong player expects of the hand the move leaves (its plan's estimate). */
  fan: number;
  plan: PlanKind;
  /** The flush's suit (0 m, 1 p, 2 s), else null. */
  suit: number | null;
  /** Expected points the move gives away to an opponent who wins on it (0 when none was weighed). */
  danger: number;
}

export interface Mistake {
  kind: MistakeKind;
  /** How big, to name the biggest: tiles from waiting lost, tiles lost, points given away or fan lost; else 1. */
  size: number;
  /** The learner's move and the strong player's, with their figures. */
  yours: Side;
  best: Side;
  /** Tiles from waiting before the move. */
  before: number;
  minFan: number;
}

export interface Moment {
  /** Where in the hand's action log the decision was made. */
  at: number;
  /** The hand as it stood (the view shows only what the learner saw). */
  hand: HandState;
  seat: Wind;
  legal: Action[];
  yours: Action;
  /** Every choice ranked, the strong player's first (the search's pick where it overruled the estimate). */
  choices: readonly Choice[];
  /** The estimate's first choice, where the search's pick overruled it; else null. */
  estimated: Action | null;
  /** Where the search's pick overruled the estimate: the trial games that decided it, when kept; else null. */
  trials: Trials | null;
  /** The learner's move is that overruled first choice of the estimate. */
  estimate: boolean;
  /** The ranking is the estimate's alone: a decision not searched where the strong player searches (estimateOnly). */
  estimateOnly: boolean;
  agreed: boolean;
  /** Agreed by a tie: the first choice is another move, ranked level with the learner's. */
  tie: boolean;
  mistake: Mistake | null;
}

/** Is `a` the estimate's first choice that trial games overruled (`estimated`)? */
const isEstimate = (estimated: Action | null, a: Action): boolean => estimated !== null && sameAction(estimated, a);

/** The choice in the ranking that is this action. */
export const choiceOf = (choices: readonly Choice[], a: Action): Choice | undefined =>
  choices.find((c) => sameAction(c.action, a));

const sideOf = (view: SeatView, c: Choice): Side => ({
  ...factsOf(view, c.action),
  fan: c.reason.fan,
  plan: c.reason.plan,
  suit: c.reason.suit,
  danger: c.reason.danger,
});

/** Among hands as far from waiting, losing a quarter of the tiles that help (and at least two) counts. */
const fewer = (y: number | null, b: number | null): number =>
  y !== null && b !== null && b - y >= 2 && (b - y) * 4 >= b ? b - y : 0;

/**
 * Weighing the learner's choice against the best one from the learner's view; null when it
 * differs by nothing a kind names (the strong player may still rank it a little lower). The
 * kind is the first that fits, in the order the strong player ranks by: the liability, the
 * safety it gives up for, then how far each move leaves the hand, the fan minimum, the tiles
 * that help, the fan, the risk.
 */
export function judge(choices: readonly Choice[], yours: Action, view: SeatView, overruled = false): Mistake | null {
  const best = choices[0]!;
  const mine = choiceOf(choices, yours);
  const missed = best.action.type === 'mahjong' && yours.type !== 'mahjong';
  if (!missed && (mine === undefined || agrees(choices, yours, overruled))) return null;
  const y = sideOf(view, mine ?? best);
  const b = sideOf(view, best);
  const before = awayBefore(view);
  const minFan = view.options.minFan;
  const at = (kind: MistakeKind, size: number): Mistake => ({ kind, size, yours: y, best: b, before, minFan });
  if (missed) return at('win-missed', 1);
  const [yr, br] = [mine!.reason, best.reason];
  if (yr.liable && !br.liable) return at('dangerous', 1);
  const risk = y.danger - b.danger;
  if (br.fold && risk > 0) return at('fold', Math.round(risk));
  if (before === 0 && y.away > 0 && b.away === 0) return at('broke-ready', y.away);
  if (minFan > 0 && y.fan < minFan && b.fan >= minFan) return at('plan-broken', 1);
  if (y.away > b.away) return at('slower', y.away - b.away);
  const lost = y.away === b.away ? fewer(y.tiles, b.tiles) : 0;
  if (lost > 0) return at(y.away === 0 ? 'fewer-winning' : 'fewer-useful', lost);
  const fan = Math.round(b.fan) - Math.round(y.fan);
  if (fan > 0) return at('worth', fan);
  // The deal-in cost is calibrated (expected points paid): a point more, and twice the strong choice's, counts.
  if (y.away === b.away && risk >= 1 && y.danger >= 2 * b.danger) return at('risky', Math.round(risk));
  return null;
}

/**
 * Does the log, played from the hand's own wall, lead to exactly this state? Only then is the
 * review the learner's hand (a saved game whose log was cut short, or written by a release that
 * logged differently, is still played on; only its review is not given).
 */
export function logLeadsTo(h: HandState, log: readonly Action[]): boolean {
  let at = dealtState(h);
  for (const a of log) {
    const r = applyHandAction(at, a);
    if (!r.ok) return false;
    at = r.value;
  }
  return JSON.stringify(at) === JSON.stringify(h);
}

/**
 * The learner's decisions in a hand (`h`, any state of it): replayed from its own wall and its
 * log of actions. `searched`: the strong player's picks where it searched the learner's
 * decisions as they were asked (the coach at a table whose players search); each leads its
 * moment's ranking as it led the coach's advice (searchedFirst).
 */
export function reviewHand(
  h: HandState,
  log: readonly Action[],
  me: Wind,
  searched: readonly SearchedPick[] = [],
): Moment[] {
  let at = dealtState(h);
  const out: Moment[] = [];
  log.forEach((a, i) => {
    if (a.seat === me) {
      const legal = legalHandActions(at, me);
      if (legal.length > 1) {
        const view = viewOf(at, me);
        const found = searched.find((p) => p.event === at.events.length);
        const ranked = evaluate(view, legal, 'strong');
        const { choices, estimated } = searchedFirst(ranked, found?.pick ?? null, at.phase.kind === 'claims');
        const trials = estimated === null ? null : (found?.trials ?? null);
        const overruled = estimated !== null;
        const agreed = agrees(choices, a, overruled);
        const mistake = agreed ? null : judge(choices, a, view, overruled);
        const estimate = isEstimate(estimated, a);
        const tie = agreed && !sameAction(choices[0]!.action, a);
        out.push({
          at: i,
          hand: at,
          seat: me,
          legal,
          yours: a,
          choices,
          estimated,
          trials,
          estimate,
          estimateOnly: estimateOnly(at.options.minFan, legal, found !== undefined),
          agreed,
          tie,
          mistake,
        });
      }
    }
    const r = applyHandAction(at, a);
    if (r.ok) at = r.value;
  });
  return out;
}

/** How much a mistake weighs, to name the biggest: a missed win first, then by kind and size. */
export const weight = (m: Mistake): number =>
  m.kind === 'win-missed' ? 1000 : (MISTAKE_KINDS.length - MISTAKE_KINDS.indexOf(m.kind)) * 100 + m.size;

export interface Summary {
  decisions: number;
  agreed: number;
  mistakes: number;
  /** The index of the biggest mistake among the moments, or -1. */
  biggest: number;
}

export function summarize(moments: readonly Moment[]): Summary {
  let biggest = -1;
  moments.forEach((m, i) => {
    if (m.mistake && (biggest < 0 || weight(m.mistake) > weight(moments[biggest]!.mistake!))) biggest = i;
  });
  return {
    decisions: moments.length,
    agreed: moments.filter((m) => m.agreed).length,
    mistakes: moments.filter((m) => m.mistake !== null).length,
    biggest,
  };
}

/**
 * The verdict on a second try at a moment: does it match the strong choice, and if not, why;
 * `estimate`: the move is the estimate's first choice, which trial games overruled.
 */
export function retry(m: Moment, a: Action): { matches: boolean; mistake: Mistake | null; estimate: boolean } {
  const overruled = m.estimated !== null;
  const matches = agrees(m.choices, a, overruled);
  const mistake = matches ? null : judge(m.choices, a, viewOf(m.hand, m.seat), overruled);
  return { matches, mistake, estimate: isEstimate(m.estimated, a) };
}
