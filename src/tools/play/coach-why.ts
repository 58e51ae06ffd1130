// Why the strong player's choice is the choice, as a fact the learner can check: the pick is
// compared with the choice ranked next (or, when it steps back from waiting, with the closest
// discard) and the first difference that holds is named: closer to waiting, more useful or
// winning tiles, a tile outside the flush aimed for, a pattern aimed for, a dangerous-play tile avoided, a valued honour kept, a
// safer tile. When only the evaluation's estimate tells them apart, that is what is said.
// A risky pick also says why it stays the pick (`stillOf`).
import type { Trials } from '../../engine/game/bots/search.ts';
import type { Action } from '../../engine/game/index.ts';
import { isDragon, windTile, type Tile } from '../../engine/tiles.ts';
import type { PlanKind } from '../../engine/game/bots/plan.ts';
import { pungFans } from '../../engine/game/bots/sight.ts';
import type { Choice } from '../table/review/advisor.ts';
import { factsOf, without, type HandFacts, type Reach, type Seen } from './coach-facts.ts';

/**
 * Why the best discard (`other`: the tile it is compared with: the next best, or with `back`
 * set, the closest discard the pick steps back from, leaving the hand `back` tiles from waiting).
 */
export type DiscardWhy = Why & { back?: number };
type Why =
  /** The hand is given up: the least dangerous tile of all, or of those that are no dangerous play. */
  | { kind: 'fold'; safest: 'all' | 'not-liable' }
  /** No other tile to choose. */
  | { kind: 'only' }
  /** Another tile is ranked just the same. */
  | { kind: 'equal'; other: Tile }
  /** The next best leaves the hand further from waiting. */
  | { kind: 'closer'; other: Tile; away: number }
  /** At the same distance the next best leaves fewer useful tiles (not waiting) or winning tiles (waiting). */
  | { kind: 'more'; other: Tile; count: number }
  /** The pick aims for a pattern the other does not (no `other`: the pick steps back for it). */
  | { kind: 'plan'; plan: PlanKind; suit: number | null; other?: Tile }
  /**
   * The plan is a flush: the pick lies outside it and the other fits it (`only`: no other tile in
   * the hand lies outside it).
   */
  | { kind: 'outside'; plan: PlanKind; suit: number; other: Tile; only: boolean }
  /** The other would be dangerous play. */
  | { kind: 'liable'; other: Tile }
  /** The other is a dragon or valued wind held `held` times, whose pung brings `fan` fan. */
  | { kind: 'fan'; other: Tile; held: number; fan: number }
  /** The other is more dangerous. */
  | { kind: 'safer'; other: Tile }
  /**
   * The facts tie: the evaluation's estimate of chances and points decides. `count`: stepping
   * back, the closer hand's useful tiles, fewer than the pick's (the one fact for the pick).
   */
  | { kind: 'estimate'; other: Tile; count?: number }
  /**
   * The search's pick: the estimate ranks `other` first, and trial games put the pick ahead of
   * it. `tally`: the check's games that decided, where the search sent them.
   */
  | { kind: 'trials'; other: Tile; tally: Trials | null };

/** Why a risky pick is still the pick. */
export type Still =
  /** No tile is less dangerous. */
  | { kind: 'least' }
  /** Every tile that could be discarded is dangerous play. */
  | { kind: 'forced' }
  /** Every safer tile leaves the hand further from waiting (`other`: the best of them). */
  | { kind: 'closer'; other: Tile; away: number }
  /** The safer tiles leave it further or, at the same distance, with fewer useful or winning tiles. */
  | { kind: 'more'; other: Tile; count: number }
  /** The plan is a flush: every safer tile fits it, the pick does not. */
  | { kind: 'outside'; plan: PlanKind; suit: number }
  /** A safer tile keeps as much: the estimate decides. */
  | { kind: 'estimate'; other: Tile }
  /** The search's pick: a safer tile keeps as much; the estimate ranks the pick among its first, trial games put it ahead. */
  | { kind: 'trials'; other: Tile };

/** One discard choice with its facts. */
export interface Option {
  choice: Choice;
  tile: Tile;
  facts: HandFacts;
}

/** The count a discard is judged by at equal distance: useful tiles, or (waiting) winning tiles that win on a discard. */
export function goodness(f: HandFacts): number {
  if (f.wins === null) return f.useful;
  return f.wins.unseen - f.wins.selfDrawOnly - f.wins.never;
}

export function discardOptions(s: Seen, choices: readonly Choice[]): Option[] {
  const out: Option[] = [];
  for (const choice of choices) {
    const a = choice.action;
    if (a.type !== 'discard' || out.some((o) => o.tile === a.tile)) continue;
    out.push({ choice, tile: a.tile, facts: factsOf(s, without(s.c, a.tile)) });
  }
  return out;
}

/** A dragon, or the seat or prevalent wind, held two or more times: throwing it gives up a fan. */
export function valuedPair(s: Seen, t: Tile): boolean {
  const v = s.view;
  const valued = isDragon(t) || t === windTile(v.seat) || t === windTile(v.round);
  return valued && s.c[t]! >= 2;
}

/** A tile a flush in `suit` cannot use: a tile of another suit (honours fit a half flush). */
const offFlush = (t: Tile, suit: number): boolean => t < 27 && Math.floor(t / 9) !== suit;

function against(s: Seen, p: Option, o: Option): DiscardWhy {
  const other = o.tile;
  if (o.facts.away > p.facts.away) return { kind: 'closer', other, away: o.facts.away };
  if (o.facts.away === p.facts.away && goodness(o.facts) < goodness(p.facts))
    return { kind: 'more', other, count: goodness(o.facts) };
  if (o.choice.reason.liable && !p.choice.reason.liable) return { kind: 'liable', other };
  if (valuedPair(s, other) && !valuedPair(s, p.tile))
    return { kind: 'fan', other, held: s.c[other]!, fan: pungFans(s.view.seat, s.view.round)[other]! };
  const plan = p.choice.reason.plan;
  const suit = p.choice.reason.suit;
  if (plan === 'flush' && suit !== null && offFlush(p.tile, suit) && !offFlush(other, suit)) {
    const only = s.c[p.tile] === 1 && s.c.every((n, t) => n === 0 || t === p.tile || !offFlush(t, suit));
    return { kind: 'outside', plan, suit, other, only };
  }
  if (plan !== 'any' && (o.choice.reason.plan !== plan || o.choice.reason.suit !== p.choice.reason.suit))
    return { kind: 'plan', plan, suit: p.choice.reason.suit, other };
  if (o.choice.reason.danger > p.choice.reason.danger) return { kind: 'safer', other };
  const wider = o.facts.away < p.facts.away && o.facts.wins === null && o.facts.useful < p.facts.useful;
  return wider ? { kind: 'estimate', other, count: o.facts.useful } : { kind: 'estimate', other };
}

export function discardWhy(s: Seen, options: readonly Option[]): DiscardWhy {
  const p = options[0]!;
  const r = p.choice.reason;
  if (r.fold) {
    const all = options.every((o) => o.choice.reason.danger >= r.danger);
    return { kind: 'fold', safest: all ? 'all' : 'not-liable' };
  }
  const closest = Math.min(...options.map((o) => o.facts.away));
  if (p.facts.away > closest) {
    if (r.plan !== 'any') return { kind: 'plan', plan: r.plan, suit: r.suit };
    return {
      ...against(
        s,
        p,
        options.find((o) => o.facts.away === closest)!,
      ),
      back: closest,
    };
  }
  const next = options.find((o) => o.choice.score < p.choice.score);
  if (next) return against(s, p, next);
  return options.length > 1 ? { kind: 'equal', other: options[1]!.tile } : { kind: 'only' };
}

/** Why the pick is still the pick, though discarding it is a risk. */
export function stillOf(options: readonly Option[]): Still {
  const p = options[0]!;
  const r = p.choice.reason;
  if (options.every((o) => o.choice.reason.liable)) return { kind: 'forced' };
  const safer = options.filter((o) => o.choice.reason.danger < r.danger && (r.liable || !o.choice.reason.liable));
  if (safer.length === 0) return { kind: 'least' };
  const first = safer[0]!;
  if (safer.every((o) => o.facts.away > p.facts.away))
    return { kind: 'closer', other: first.tile, away: first.facts.away };
  const level = safer.filter((o) => o.facts.away === p.facts.away);
  if (
    safer.every(
      (o) => o.facts.away > p.facts.away || (o.facts.away === p.facts.away && goodness(o.facts) < goodness(p.facts)),
    )
  )
    return { kind: 'more', other: level[0]!.tile, count: goodness(level[0]!.facts) };
  if (
    r.plan === 'flush' &&
    r.suit !== null &&
    offFlush(p.tile, r.suit) &&
    safer.every((o) => !offFlush(o.tile, r.suit!))
  )
    return { kind: 'outside', plan: r.plan, suit: r.suit };
  return { kind: 'estimate', other: first.tile };
}

/** A claim's effect on the hand, as facts. */
export interface ClaimFacts {
  action: Action;
  /** Tiles from waiting now and after the claim (and its best discard; a kong: before its replacement tile). */
  before: number;
  after: number;
  /** The fan the set brings for this seat and round (a pung or kong of a dragon or valued wind). */
  fan: number;
  /** The plan the hand follows now, when the claim rules it out. */
  breaks: { plan: PlanKind; suit: number | null } | null;
  /** Waiting after the claim under a fan minimum: what its best wait wins by (else null). */
  reach: Reach | null;
}

/** Why the strong player's answer to a discard. */
export type ClaimWhy =
  /**
   * A claim: it brings the hand closer to waiting / its set brings fan / it fits the plan /
   * it changes nothing counted here (`even`: same distance, no plan ruled out) / the estimate
   * alone, against what the facts say.
   */
  | { kind: 'closer' }
  | { kind: 'fan'; fan: number }
  | { kind: 'plan'; plan: PlanKind; suit: number | null }
  | { kind: 'even' }
  | { kind: 'estimate' }
  /**
   * A kong where a pung of the same tile counts no better: the kong's replacement tile / two
   * chows that count the same (distance, fan, plan): the estimate picks one.
   */
  | { kind: 'kong' }
  | { kind: 'chows' }
  /** A pass: no claim brings the hand closer / a claim that would rules out the plan / the estimate. */
  | { kind: 'none-closer' }
  | { kind: 'breaks'; action: Action; plan: PlanKind; suit: number | null }
  | { kind: 'pass-estimate' }
  /** A pass though a claim would bring the hand closer and its set fan: only the estimate speaks for passing. */
  | { kind: 'pass-against' }
  /** A Mah-Jongg: it wins. */
  | { kind: 'win' }
  /** The search's answer: the estimate favours `action`, trial games (`tally`, where sent) put the answer ahead of it. */
  | { kind: 'trials'; action: Action; tally: Trials | null };

export function claimWhy(best: Action, claims: readonly ClaimFacts[], plan: PlanKind, suit: number | null): ClaimWhy {
  if (best.type === 'mahjong') return { kind: 'win' };
  if (best.type === 'pass') {
    const closer = claims.filter((c) => c.after < c.before);
    if (closer.length === 0) return { kind: 'none-closer' };
    const broken = closer.find((c) => c.breaks !== null);
    if (broken) return { kind: 'breaks', action: broken.action, plan: broken.breaks!.plan, suit: broken.breaks!.suit };
    // Closer and with fan, and winnable on a discard once waiting: every count shown favours it.
    const favoured = closer.some((c) => c.fan > 0 && c.reach !== 'self-draw' && c.reach !== 'never');
    return favoured ? { kind: 'pass-against' } : { kind: 'pass-estimate' };
  }
  const c = claims.find((x) => x.action === best)!;
  const pung = claims.find((x) => x.action.type === 'pung');
  if (best.type === 'kong' && pung !== undefined && c.after <= pung.after && c.fan >= pung.fan) return { kind: 'kong' };
  const twin = (x: ClaimFacts) =>
    x !== c &&
    x.action.type === 'chow' &&
    x.after === c.after &&
    x.fan === c.fan &&
    (x.breaks === null) === (c.breaks === null);
  if (best.type === 'chow' && claims.some(twin)) return { kind: 'chows' };
  if (c.after < c.before) return { kind: 'closer' };
  if (c.fan > 0) return { kind: 'fan', fan: c.fan };
  if (plan !== 'any' && c.breaks === null) return { kind: 'plan', plan, suit };
  if (c.after === c.before && c.breaks === null) return { kind: 'even' };
  return { kind: 'estimate' };
}
