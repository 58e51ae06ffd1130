// The review of a finished hand: each of the learner's decisions (a discard, a claim or a pass,
// a kong, a Mah-Jongg called or missed) compared with the strong player's choice from the
// learner's own view at that moment. The hand is replayed from its seed and the table's action
// log to each decision point; the evaluation sees only `viewOf(hand, learner)`, so the review
// never knows more than the learner could. A different choice is a mistake only when it costs
// something the reason can measure; it is sized and named by kind. Pure.
import {
  applyHandAction,
  legalHandActions,
  newHand,
  viewOf,
  type Action,
  type HandState,
} from '../../../engine/game/index.ts';
import type { Wind } from '../../../engine/tiles.ts';
import { evaluate, type Choice } from './advisor.ts';

export const MISTAKE_KINDS = [
  'win-missed', // Mah-Jongg was there and not called
  'broke-ready', // the hand was one tile from winning and the move took it further
  'plan-broken', // the move leaves a hand below the fan minimum, the strong choice does not
  'slower', // more tiles away than the strong choice
  'fewer-useful', // as many tiles away, but fewer unseen useful tiles
  'dangerous', // under dangerous play: a discard that makes the learner liable
  'risky', // as close to winning, but a tile that gives away far more points to an opponent's win
] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

export interface Mistake {
  kind: MistakeKind;
  /** How big: tiles away lost, useful tiles lost, points given away, or 1. */
  size: number;
}

export interface Moment {
  /** Where in the hand's action log the decision was made. */
  at: number;
  /** The hand as it stood (the view shows only what the learner saw). */
  hand: HandState;
  seat: Wind;
  legal: Action[];
  yours: Action;
  /** Every choice ranked, the strong player's first. */
  choices: Choice[];
  agreed: boolean;
  mistake: Mistake | null;
}

/** The same action, whatever order its fields were written in. */
export const sameAction = (a: Action, b: Action): boolean =>
  a.type === b.type && a.seat === b.seat && ('tile' in a ? a.tile : -1) === ('tile' in b ? b.tile : -1);

/** The choice in the ranking that is this action. */
export const choiceOf = (choices: readonly Choice[], a: Action): Choice | undefined =>
  choices.find((c) => sameAction(c.action, a));

/** Weighing the learner's choice against the best one; null when it costs nothing measurable. */
export function judge(choices: readonly Choice[], yours: Action, minFan: number): Mistake | null {
  const best = choices[0]!;
  const mine = choiceOf(choices, yours);
  if (best.action.type === 'mahjong' && yours.type !== 'mahjong') return { kind: 'win-missed', size: 1 };
  if (mine === undefined || mine.score >= best.score) return null;
  const [y, b] = [mine.reason, best.reason];
  if (y.liable && !b.liable) return { kind: 'dangerous', size: 1 };
  if (y.after > b.after && y.before === 0) return { kind: 'broke-ready', size: y.after - b.after };
  // A hand that can no longer reach the minimum cannot win at all: that outweighs being slower.
  if (minFan > 0 && y.fan < minFan && b.fan >= minFan) return { kind: 'plan-broken', size: minFan - y.fan };
  if (y.after > b.after) return { kind: 'slower', size: y.after - b.after };
  // Among hands equally far, losing a quarter of the useful tiles (and at least two) counts.
  const lost = b.useful - y.useful;
  if (y.after === b.after && lost >= 2 && lost * 4 >= b.useful) return { kind: 'fewer-useful', size: lost };
  // The deal-in cost is calibrated (expected points paid): a point more, and twice the strong choice's, counts.
  const risk = y.danger - b.danger;
  if (y.after <= b.after && risk >= 1 && y.danger >= 2 * b.danger) return { kind: 'risky', size: Math.round(risk) };
  return null;
}

/** The learner's decisions in a hand: replayed from its seed and its log of actions. */
export function reviewHand(h: HandState, log: readonly Action[], me: Wind): Moment[] {
  let at = newHand({ seed: h.seed, round: h.round, options: h.options });
  const out: Moment[] = [];
  log.forEach((a, i) => {
    if (a.seat === me) {
      const legal = legalHandActions(at, me);
      if (legal.length > 1) {
        const choices = evaluate(viewOf(at, me), legal, 'strong');
        const mine = choiceOf(choices, a);
        const agreed = sameAction(choices[0]!.action, a) || (mine !== undefined && mine.score >= choices[0]!.score);
        const mistake = agreed ? null : judge(choices, a, h.options.minFan);
        out.push({ at: i, hand: at, seat: me, legal, yours: a, choices, agreed, mistake });
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

/** The verdict on a second try at a moment: does it match the strong choice, and if not, why. */
export function retry(m: Moment, a: Action): { matches: boolean; mistake: Mistake | null } {
  const best = m.choices[0]!;
  const mine = choiceOf(m.choices, a);
  const matches = sameAction(best.action, a) || (mine !== undefined && mine.score >= best.score);
  return { matches, mistake: matches ? null : judge(m.choices, a, m.hand.options.minFan) };
}
