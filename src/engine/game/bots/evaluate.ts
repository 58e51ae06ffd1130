// The evaluation API: given a seat's view and its legal actions, every choice ranked best
// first, each with its reason as data (tiles away before and after, useful tiles, the plan,
// the danger seen). The computer players play the first choice; the table's coach and review
// can show the rest. Pure and cheap: a discard is measured once per plan, the waits and the
// useful tiles only for the discards that come near the best.
import { isHonour } from '../../tiles.ts';
import type { Action } from '../types.ts';
import type { SeatView } from '../view.ts';
import {
  assess,
  assessDiscards,
  assessUseful,
  assessWaits,
  usefulTiles,
  WAITS_NEAR,
  type Assessment,
} from './assess.ts';
import {
  compareKeys,
  FALLBACK,
  LIABLE,
  PLAY,
  PROFILES,
  reasonOf,
  shapeOf,
  type BotLevel,
  type Choice,
  type LevelProfile,
  type Ranked,
  type RankKey,
  type Reason,
  WIN,
} from './choice.ts';
import { claimChoices, kongChoices } from './claim.ts';
import { dangerOf, dealInCosts, liableTiles, threats, type Threat } from './defence.ts';
import { sightOf, type Sight } from './sight.ts';

export { BOT_LEVELS, type BotLevel, type Choice, type Reason } from './choice.ts';

// The tuned constants of this file, their values and the measurements behind them: docs/bots.md.

/** Live tiles below which a hand two tiles away is given up (strong): it can hardly be finished. */
const LATE_FOLD = 6;
/** The careful player folds only this many tiles away or more. */
const FOLD = 3;
/** Useful tiles are counted only for discards worth at least this share of the best: ties and near-ties. */
const TIED = 0.999;
/** Each useful tile raises a discard's worth by this share: a tie-break among equals, a nudge between plans. */
const USEFUL_NUDGE = 0.01;
/** The strong player reads a hand one tile away by its useful tiles for discards worth this share of the best. */
const USEFUL_NEAR = 0.8;

/** What a tile held is worth keeping, all else equal: per other copy, per neighbour, per tile two away, inside the suit. */
const KEEP = { copy: 3, neighbour: 2, twoAway: 1, inner: 1 } as const;

/** How much a tile is worth keeping when all else is equal: copies and neighbours (KEEP). */
function keepValue(c: readonly number[], t: number): number {
  let v = (c[t]! - 1) * KEEP.copy;
  if (isHonour(t)) return v;
  const n = t % 9;
  if (n >= 2) v += c[t - 2]! * KEEP.twoAway;
  if (n >= 1) v += c[t - 1]! * KEEP.neighbour;
  if (n <= 7) v += c[t + 1]! * KEEP.neighbour;
  if (n <= 6) v += c[t + 2]! * KEEP.twoAway;
  return v + (n === 0 || n === 8 ? 0 : KEEP.inner);
}

function bestValue(as: readonly Assessment[]): number {
  let best = -Infinity;
  for (const a of as) if (a.value > best) best = a.value;
  return best;
}

/** The reason of every choice when it is not asked for (a computer player's move). */
const UNEXPLAINED: Reason = Object.freeze({
  before: 0,
  after: 0,
  useful: 0,
  short: 0,
  plan: 'any',
  suit: null,
  fan: 0,
  danger: 0,
  liable: false,
  fold: false,
});

/** Discards ranked; with `explain`, each with its reason (else UNEXPLAINED: the ranking is the same). */
export function discardChoices(s: Sight, level: BotLevel, tiles: readonly number[], explain: boolean): Ranked[] {
  const p = PROFILES[level];
  const shape = shapeOf(s);
  // The tiles away before the move are only told, never weighed.
  const now = explain ? assess(s, p, shape).shanten : 0;
  // Each discard's own assessment (made for this call): changed in place below.
  const as = assessDiscards(s, p, shape, tiles);
  const top = bestValue(as);
  // Waits where they can change the order (near the best); useful tiles only among equals.
  for (let i = 0; i < as.length; i++) {
    const a = as[i]!;
    if (level === 'beginner' || a.shanten !== 0 || a.value < top * WAITS_NEAR) continue;
    shape.c[tiles[i]!]!--;
    as[i] = assessWaits(s, p, shape, a);
    shape.c[tiles[i]!]!++;
  }
  const counted = usefulChances(s, p, tiles, as);
  const tied = bestValue(as) * TIED;
  for (let i = 0; i < as.length; i++) {
    const a = as[i]!;
    if (!p.useful || counted[i] || a.shanten === 0 || a.value < tied) continue;
    shape.c[tiles[i]!]!--;
    a.useful = usefulTiles(s, shape, a);
    shape.c[tiles[i]!]!++;
  }
  const liable = liableTiles(s.view);
  if (p.defence === 'full') return weighedChoices(s, now, tiles, as, dealInCosts(s, tiles), liable, explain);
  const ths: Threat[] = p.defence === 'none' ? [] : threats(s.view);
  const danger = ths.length > 0 ? dangerOf(s, ths, tiles) : tiles.map(() => 0);
  const fold = foldNow(p, ths, as);
  // The key: [PLAY, or LIABLE when danger is weighed at all; the worth less its share per
  // point of danger (among near-equal discards the safer one); the shape], or given up
  // [PLAY or LIABLE; givenUp].
  const keys = tiles.map((t, i): RankKey => {
    const a = as[i]!;
    const worth = a.value * (p.useful ? 1 + a.useful * USEFUL_NUDGE : 1);
    const kind = liable[t] && p.defence !== 'none' ? LIABLE : PLAY;
    if (fold) return [kind, ...givenUp(danger[i]!, worth, keepValue(s.c, t))];
    return [kind, worth - danger[i]! * worth * CAREFUL_SAFETY, -keepValue(s.c, t)];
  });
  return discardsFrom(s, tiles, keys, { now, as, danger, liable, fold }, explain);
}

/**
 * The strong player with a fan minimum: the discards near the best (USEFUL_NEAR) that leave
 * the hand one tile away valued by their useful tiles too (assessUseful), in place; returns
 * which discards had their useful tiles counted. Hands further away keep the plain chance:
 * read by useful tiles there too, they lost (docs/bots.md).
 */
function usefulChances(s: Sight, p: LevelProfile, tiles: readonly number[], as: Assessment[]): boolean[] {
  const counted = tiles.map(() => false);
  if (!p.usefulChance || s.minFan < 2) return counted;
  const shape = shapeOf(s);
  const near = bestValue(as) * USEFUL_NEAR;
  for (let i = 0; i < as.length; i++) {
    if (as[i]!.shanten !== 1 || as[i]!.value < near) continue;
    shape.c[tiles[i]!]!--;
    as[i] = assessUseful(s, p, shape, as[i]!);
    shape.c[tiles[i]!]!++;
    counted[i] = true;
  }
  return counted;
}

/** The careful player's worth of a discard loses this share per expected point it gives away. */
const CAREFUL_SAFETY = 1e-4;

/** A discard's place once the hand is given up, after its kind: the safest first, then the worth, then the shape. */
const givenUp = (danger: number, worth: number, keep: number): RankKey => [-atStep(danger, DANGER_STEP), worth, -keep];

/** `x` rounded to a multiple of `step`: differences below it are float noise, not a preference. */
const atStep = (x: number, step: number): number => Math.round(x / step) * step;

/** What a discard's reason is told from (`reasonOf`), per discard where it is a list. */
interface DiscardFacts {
  now: number;
  as: readonly Assessment[];
  danger: readonly number[];
  liable: readonly boolean[];
  fold: boolean;
}

/** The discard choices from their keys: each with its reason, or (not explained) only the first best. */
function discardsFrom(
  s: Sight,
  tiles: readonly number[],
  keys: readonly RankKey[],
  f: DiscardFacts,
  explain: boolean,
): Ranked[] {
  const why = (i: number): Reason =>
    reasonOf(f.now, f.as[i]!, {
      danger: Math.round(f.danger[i]! * 100) / 100,
      liable: !!f.liable[tiles[i]!],
      fold: f.fold,
    });
  const choice = (i: number): Ranked => ({
    action: { type: 'discard', seat: s.seat, tile: tiles[i]! },
    key: keys[i]!,
    reason: explain ? why(i) : UNEXPLAINED,
  });
  if (explain) return tiles.map((_, i) => choice(i));
  let best = 0;
  for (let i = 1; i < keys.length; i++) if (compareKeys(keys[i]!, keys[best]!) > 0) best = i;
  return [choice(best)];
}

/**
 * The strong player ranks discards by expected points: its chance of winning times what the
 * win collects (the worth is in points). The calibrated deal-in cost (defence.ts) only breaks
 * exact ties, after the tile's shape, and comes first when the hand is given up: two or more
 * tiles away with the wall nearly gone, or hopeless. Weighing the cost against the worth, even
 * at a small share, gave fewer wins and points and more draw games (docs/bots.md).
 */
function weighedChoices(
  s: Sight,
  now: number,
  tiles: readonly number[],
  as: readonly Assessment[],
  danger: readonly number[],
  liable: readonly boolean[],
  explain: boolean,
): Ranked[] {
  // Giving up costs nothing only when the hand can no longer be finished (or hardly pays).
  // Useful tiles nudge only the discards tied or nearly tied with the best (TIED).
  const tied = bestValue(as) * TIED;
  const gains = as.map((a) => a.value * (a.value >= tied ? 1 + a.useful * USEFUL_NUDGE : 1));
  const fold = (s.view.live < LATE_FOLD && as.every((a) => a.shanten >= 2)) || hopeless(s, gains, danger);
  // The key: [PLAY, or LIABLE; the gain; the shape; the danger], or given up [PLAY or LIABLE; givenUp].
  const keys = tiles.map((t, i): RankKey => {
    const gain = gains[i]!;
    const kind = liable[t] ? LIABLE : PLAY;
    if (fold) return [kind, ...givenUp(danger[i]!, gain, keepValue(s.c, t))];
    return [kind, atStep(gain, GAIN_STEP), -keepValue(s.c, t), -atStep(danger[i]!, DANGER_STEP)];
  });
  return discardsFrom(s, tiles, keys, { now, as, danger, liable, fold }, explain);
}

/**
 * The gain is compared in steps of a billionth of a point: the same worth reached by two
 * different sums differs in its last digits (6.07268025 against 6.072680250000001), and a
 * point of shape outweighs a smaller difference.
 */
const GAIN_STEP = 1e-9;
/**
 * The danger is compared in steps of a billionth of a point: float noise in it (0.2825 against
 * 0.28250000000000003) breaks no tie.
 */
const DANGER_STEP = 1e-9;

/**
 * With a fan minimum, a hand whose best discard is worth less than HOPELESS of the dearest
 * tile's deal-in cost is given up: it can hardly reach the minimum, and feeding a player who
 * can is the dearest way to lose. Not without a minimum, where every hand can still win
 * cheaply. With fewer than LATE_HOPELESS_LIVE tiles left, below LATE_HOPELESS, so also a hand
 * one tile away or ready (LATE_FOLD gives up only hands two or more away).
 */
function hopeless(s: Sight, gains: readonly number[], danger: readonly number[]): boolean {
  if (s.minFan < 2) return false;
  let best = 0;
  let dearest = 0;
  for (const g of gains) best = Math.max(best, g);
  for (const d of danger) dearest = Math.max(dearest, d);
  return best < (s.view.live < LATE_HOPELESS_LIVE ? LATE_HOPELESS : HOPELESS) * dearest;
}

/** A hand worth less than this share of the dearest tile's deal-in cost is given up (with a fan minimum). */
const HOPELESS = 0.1;
/** The same share with fewer than LATE_HOPELESS_LIVE tiles left in the live wall. */
const LATE_HOPELESS = 0.2;
const LATE_HOPELESS_LIVE = 15;

/** Give up the hand for safety? The careful player when far from winning while an opponent shows three sets. */
function foldNow(p: LevelProfile, ths: readonly Threat[], as: readonly Assessment[]): boolean {
  if (p.defence === 'none' || ths.length === 0) return false;
  let shanten = Infinity;
  for (const a of as) shanten = Math.min(shanten, a.shanten);
  return shanten >= FOLD && ths.some((t) => t.sets >= 3);
}

/** Every choice for the seat, ranked best first; a Mah-Jongg, when legal, always first. */
export function evaluate(view: SeatView, legal: readonly Action[], level: BotLevel): Choice[] {
  const ranked = choices(view, legal, level, true).sort((x, y) => compareKeys(y.key, x.key));
  let score = 0;
  return ranked.map((c, i) => {
    if (i > 0 && compareKeys(c.key, ranked[i - 1]!.key) < 0) score = -i;
    return { action: c.action, score, reason: c.reason };
  });
}

/**
 * The action `evaluate` ranks first (the first of the best score), without the reasons: what a
 * computer player plays. Its reasons are `evaluate`'s to give (the table's coach and review).
 */
export function bestAction(view: SeatView, legal: readonly Action[], level: BotLevel): Action | undefined {
  let best: Ranked | undefined;
  for (const c of choices(view, legal, level, false))
    if (best === undefined || compareKeys(c.key, best.key) > 0) best = c;
  return best?.action;
}

/** Every choice for the seat, in no order; with `explain`, each with its reason. */
function choices(view: SeatView, legal: readonly Action[], level: BotLevel, explain: boolean): Ranked[] {
  const s = sightOf(view);
  const shape = shapeOf(s);
  const p = PROFILES[level];
  let now: Assessment | null = null;
  const base = (a: Action, key: RankKey): Ranked => {
    if (!explain) return { action: a, key, reason: UNEXPLAINED };
    now ??= assess(s, p, shape);
    return { action: a, key, reason: reasonOf(now.shanten, now) };
  };
  const out: Ranked[] = [];
  for (const a of legal) if (a.type === 'mahjong') out.push(base(a, [WIN]));
  const tiles: number[] = [];
  for (const a of legal) if (a.type === 'discard' && !tiles.includes(a.tile)) tiles.push(a.tile);
  if (tiles.length > 0) for (const c of discardChoices(s, level, tiles, explain)) out.push(c);
  const more =
    view.phase.kind === 'claims' ? claimChoices(s, level, legal, view.phase.tile) : kongChoices(s, level, legal, out);
  for (const c of more) out.push(c);
  for (const a of legal) {
    if ((a.type === 'draw' || a.type === 'pass') && !out.some((c) => c.action.type === a.type))
      out.push(base(a, [FALLBACK]));
  }
  return out;
}
