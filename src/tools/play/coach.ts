// The coach's advice for the learner's question now: every choice ranked by the strong
// player's evaluation from the learner's own view (never the state), for a discard (shown on
// request) or a claim (shown with the claim buttons). Null when coaching is off or the table
// asks nothing the evaluation can weigh. A discard's advice also says why its tile is a risk,
// from what the learner can see: the liable case it would feed under dangerous play, or the
// opponent nearest a win; and which honour pairs and pungs in the hand are worth keeping.
// The figures come from the learner's view as the lessons count them (coach-facts.ts), the
// reason that decided from comparing the choices (coach-why.ts). Where the table's strong
// players search, the learner's decision is searched too, and a pick that overrules the
// evaluation's first choice leads the advice, with the trial games as its reason.
import type { Trials } from '../../engine/game/bots/search.ts';
import {
  legalActions,
  shanten,
  threatOf,
  viewOf,
  type Action,
  type SeatView,
  type ThreatKind,
} from '../../engine/game/index.ts';
import { fits } from '../../engine/game/bots/plan.ts';
import { pungFans } from '../../engine/game/bots/sight.ts';
import { isDragon, windTile, type Tile, type Wind } from '../../engine/tiles.ts';
import { estimateOnly, evaluate, searchedFirst, type Choice } from '../table/review/advisor.ts';
import { othersInTurn } from '../table/seats.ts';
import { awayOf, bestReach, seenOf, type HandFacts, type Seen } from './coach-facts.ts';
import {
  claimWhy,
  discardOptions,
  discardWhy,
  stillOf,
  type ClaimFacts,
  type ClaimWhy,
  type DiscardWhy,
  type Still,
} from './coach-why.ts';
import { learnerSeat, nextStep, type SearchReply, type TableState } from './controller.ts';

/** Why a discard is a risk. */
export type Risk =
  /** Dangerous play: the discard would feed `seat`'s shown threat, and the learner would pay for everyone. */
  | { kind: 'liable'; seat: Wind; threat: ThreatKind }
  /** Another player may be waiting on it: the one showing the most sets (`sets` 0: late in the hand). */
  | { kind: 'risky'; seat: Wind; sets: number };

/**
 * Expected points a discard gives away (the evaluation's `danger`, calibrated: what a discard
 * of that kind paid on average) from which the coach calls it risky. Measured on 80 seeded
 * hands played by the strong player: the best discard's median was 0.01 with the wall full and
 * 0.8 in its last 20 tiles; from half a point the warning comes for 6% of best discards with no
 * minimum and 17% at 3 fan (where a win costs 8 points or more), nearly all late or against an
 * opponent showing sets. Below it the warning would come on almost every discard.
 */
export const RISKY = 0.5;

export interface Advice {
  kind: 'discard' | 'claim';
  /** Best first. */
  choices: Choice[];
  /** The ranking is the estimate's alone: the decision was not searched where the strong player searches. */
  estimateOnly: boolean;
  minFan: number;
  /** A discard: why the best one is a risk, or null. */
  risk: Risk | null;
  /** A discard: the honours left in the hand after the best one whose pung brings a fan. */
  keep: Kept[];
  /** A discard the strong player would make: its facts and why; null otherwise. */
  discard: DiscardAdvice | null;
  /** A claim question: each claim's facts and why the answer; null otherwise. */
  claim: ClaimAdvice | null;
}

export interface DiscardAdvice {
  tile: Tile;
  /** Tiles from waiting before: the 14 tiles after their best discard. */
  before: number;
  /** The 13 tiles after the pick. */
  after: HandFacts;
  why: DiscardWhy;
  /** With a risk: why the pick stays the pick. */
  still: Still | null;
}

export interface ClaimAdvice {
  claims: ClaimFacts[];
  why: ClaimWhy;
}

/** An honour held two or three times whose pung is worth a fan (a dragon, the seat or the prevalent wind). */
export interface Kept {
  tile: Tile;
  /** Copies held (2 a pair, 3 or 4 a pung). */
  held: number;
  pung: boolean;
  /** The fan its pung brings this seat in this round: 1, or 2 for a wind that is seat and prevalent wind. */
  fan: number;
}

/** The valued honours held in pairs or pungs once `discard` is gone (what "keep the dragon pung" means). */
export function keptAfter(view: SeatView, discard: Tile): Kept[] {
  const valued = (t: Tile) => isDragon(t) || t === windTile(view.seat) || t === windTile(view.round);
  const count = (t: Tile) => view.concealed.filter((x) => x === t).length - (t === discard ? 1 : 0);
  const held = [...new Set(view.concealed)].filter((t) => valued(t) && count(t) >= 2).sort((a, b) => a - b);
  const fan = pungFans(view.seat, view.round);
  return held.map((tile) => ({ tile, held: count(tile), pung: count(tile) >= 3, fan: fan[tile]! }));
}

/**
 * The discard's advice. `estimated`: the estimate's first choice, when the search overruled it
 * (the pick is then first in `choices`): trial games decided, not the counts.
 */
function discardAdvice(
  s: Seen,
  choices: readonly Choice[],
  risky: boolean,
  estimated: Action | null,
  tally: Trials | null,
): DiscardAdvice | null {
  const options = discardOptions(s, choices);
  if (options.length === 0 || options[0]!.choice !== choices[0]) return null;
  const still = risky ? stillOf(options) : null;
  const other = estimated?.type === 'discard' ? estimated.tile : null;
  return {
    tile: options[0]!.tile,
    before: awayOf(s, s.c),
    after: options[0]!.facts,
    why: other === null ? discardWhy(s, options) : { kind: 'trials', other, tally },
    still: other !== null && still?.kind === 'estimate' ? { kind: 'trials', other: still.other } : still,
  };
}

/** The hidden counts and sets after claiming the discard `tile` with `a`. */
function claimed(s: Seen, a: Action, tile: Tile): { c: number[]; melds: SeatView['players'][number]['melds'] } | null {
  const c = s.c.slice();
  const own = s.view.players[s.view.seat]!.melds;
  if (a.type === 'pung' || a.type === 'kong') {
    c[tile]! -= a.type === 'kong' ? 3 : 2;
    return { c, melds: [...own, { kind: a.type, tile, concealed: false }] };
  }
  if (a.type !== 'chow') return null;
  for (const t of [a.tile, a.tile + 1, a.tile + 2]) if (t !== tile) c[t]!--;
  return { c, melds: [...own, { kind: 'chow', tile: a.tile, concealed: false }] };
}

function claimAdvice(
  s: Seen,
  choices: readonly Choice[],
  tile: Tile,
  estimated: Action | null,
  tally: Trials | null,
): ClaimAdvice {
  const pass = choices.find((c) => c.action.type === 'pass');
  const plan = { kind: pass?.reason.plan ?? 'any', suit: pass?.reason.suit ?? null };
  const before = awayOf(s, s.c);
  const fan = pungFans(s.view.seat, s.view.round);
  const claims: ClaimFacts[] = [];
  for (const c of choices) {
    const after = claimed(s, c.action, tile);
    if (after === null) continue;
    const meld = after.melds.at(-1)!;
    // After the claim the hand discards (a kong first draws): a shape complete with the
    // claimed tile is waiting again after that discard, never a complete hand.
    const away = Math.max(0, shanten(after.c, after.melds.length));
    claims.push({
      action: c.action,
      before,
      after: away,
      reach: away === 0 && s.view.options.minFan > 0 ? bestReach(s, after.c, after.melds) : null,
      fan: meld.kind === 'chow' ? 0 : fan[tile]!,
      breaks: plan.kind !== 'any' && !fits(plan, [meld]) ? { plan: plan.kind, suit: plan.suit } : null,
    });
  }
  const why: ClaimWhy =
    estimated === null
      ? claimWhy(choices[0]!.action, claims, plan.kind, plan.suit)
      : { kind: 'trials', action: estimated, tally };
  return { claims, why };
}

/** Why discarding `tile` is a risk, seen from `view`; null when it is not. */
export function riskOf(view: SeatView, c: Choice): Risk | null {
  if (c.action.type !== 'discard') return null;
  const tile = c.action.tile;
  const others = othersInTurn(view.seat);
  if (c.reason.liable)
    for (const seat of others) {
      const threat = threatOf(view.players[seat]!.melds, tile);
      if (threat !== null) return { kind: 'liable', seat, threat };
    }
  if (c.reason.danger < RISKY) return null;
  // The first in turn order among those showing the most sets.
  const seat = others.reduce((a, b) => (view.players[b]!.melds.length > view.players[a]!.melds.length ? b : a));
  return { kind: 'risky', seat, sets: view.players[seat]!.melds.length };
}

/**
 * The advice for the learner's question now. `searched`: the strong player's pick when it
 * searched this decision (the table's players search, learnerDecision), with the trial games
 * that decided; where it overrules the estimate, the pick comes first and the reason is the
 * trial games (on a turn, only a discard overrules a discard).
 */
export function advise(s: TableState, searched: SearchReply | null = null): Advice | null {
  if (!s.coach || nextStep(s) !== 'learner') return null;
  const phase = s.game.hand.phase;
  if (phase.kind !== 'turn' && phase.kind !== 'claims') return null;
  const me = learnerSeat(s.game);
  const legal = legalActions(s.game, me);
  if (legal.length < 2) return null;
  const view = viewOf(s.game.hand, me);
  const ranked = evaluate(view, legal, 'strong');
  const { choices, estimated } = searchedFirst(ranked, searched?.action ?? null, phase.kind === 'claims');
  // The trial games compare the pick with the estimate's first choice: told only where it is overruled.
  const tally = estimated === null ? null : (searched?.trials ?? null);
  const kind = phase.kind === 'turn' ? 'discard' : 'claim';
  const best = choices[0]!;
  const discard = kind === 'discard' && best.action.type === 'discard' ? best.action.tile : null;
  const risk = kind === 'discard' ? riskOf(view, best) : null;
  const seen = seenOf(view);
  return {
    kind,
    choices,
    estimateOnly: estimateOnly(s.game.options.minFan, legal, searched !== null),
    minFan: s.game.options.minFan,
    risk,
    keep: discard === null || best.reason.plan === 'pairs' ? [] : keptAfter(view, discard),
    discard: kind === 'discard' ? discardAdvice(seen, choices, risk !== null, estimated, tally) : null,
    claim: phase.kind === 'claims' ? claimAdvice(seen, choices, phase.tile, estimated, tally) : null,
  };
}
