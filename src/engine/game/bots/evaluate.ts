// The evaluation API: given a seat's view and its legal actions, every choice ranked best
// first, each with its reason as data (tiles away before and after, useful tiles, the plan,
// the danger seen). The computer players play the first choice; the table's coach and review
// can show the rest. Pure and cheap: a discard is measured once per plan, the waits and the
// useful tiles only for the discards that come near the best.
import type { Action } from '../types.ts';
import type { SeatView } from '../view.ts';
import { assess, assessDiscards, assessWaits, usefulTiles, type Assessment } from './assess.ts';
import { PROFILES, reasonOf, shapeOf, type BotLevel, type Choice, type LevelProfile } from './choice.ts';
import { claimChoices, kongChoices } from './claim.ts';
import { dangerOf, liableTiles, threats, type Threat } from './defence.ts';
import { sightOf, type Sight } from './sight.ts';

export { BOT_LEVELS, type BotLevel, type Choice, type Reason } from './choice.ts';

/** Expected points lost, weighed against the hand's worth (tuned in the arena). */
const DANGER_WEIGHT = 0.0003;
/** Fold only this many tiles away or more. */
const FOLD = 3;
/** Live tiles below which a hand two tiles away is given up (strong): it can hardly be finished. */
const LATE_FOLD = 6;
/** How much a tile is worth keeping when all else is equal: copies and neighbours. */
function keepValue(c: readonly number[], t: number): number {
  let v = (c[t]! - 1) * 3;
  if (t >= 27) return v;
  const n = t % 9;
  for (const d of [-2, -1, 1, 2]) if (n + d >= 0 && n + d <= 8) v += c[t + d]! * (Math.abs(d) === 1 ? 2 : 1);
  return v + (n === 0 || n === 8 ? 0 : 1);
}

/** Discards ranked. */
export function discardChoices(s: Sight, level: BotLevel, tiles: readonly number[]): Choice[] {
  const p = PROFILES[level];
  const shape = shapeOf(s);
  const now = assess(s, p, shape).shanten;
  let as = assessDiscards(s, p, shape, tiles);
  const top = Math.max(...as.map((a) => a.value));
  // Waits and useful tiles only where they can change the order: near the best.
  // Waits where they can change the order (near the best); useful tiles only among equals.
  as = as.map((a, i) => {
    if (level === 'beginner' || a.shanten !== 0 || a.value < top * 0.3) return a;
    shape.c[tiles[i]!]!--;
    const out = assessWaits(s, p, shape, a);
    shape.c[tiles[i]!]!++;
    return out;
  });
  const tied = Math.max(...as.map((a) => a.value)) * 0.999;
  as = as.map((a, i) => {
    if (!p.useful || a.shanten === 0 || a.value < tied) return a;
    shape.c[tiles[i]!]!--;
    const out = { ...a, useful: usefulTiles(s, shape, a) };
    shape.c[tiles[i]!]!++;
    return out;
  });
  const liable = liableTiles(s.view);
  const ths: Threat[] = p.defence === 'none' ? [] : threats(s.view);
  const danger = ths.length > 0 ? dangerOf(s, ths, tiles) : tiles.map(() => 0);
  const fold = foldNow(p, s, ths, as);
  const choices = tiles.map((t, i): Choice => {
    const a = as[i]!;
    // Useful tiles scale the worth (a tie-break among equals, a nudge between plans); the strong
    // player also prefers the dearer hand among equals (a fan is worth 1% here).
    const worth = a.value * (p.value ? 4 * (1 + a.fan * 0.01) : 1) * (p.useful ? 1 + a.useful * 0.01 : 1);
    let score = fold ? -danger[i]! + worth * 1e-3 : worth;
    // Among near-equal discards the safer one; the strong player lets danger weigh more.
    if (!fold) score -= danger[i]! * worth * (p.defence === 'full' ? DANGER_WEIGHT : 1e-4);
    if (liable[t] && p.defence !== 'none') score -= 1e6;
    score += keepValue(s.c, t) * -1e-9;
    return {
      action: { type: 'discard', seat: s.seat, tile: t },
      score,
      reason: reasonOf(now, a, { danger: Math.round(danger[i]! * 100) / 100, liable: !!liable[t], fold }),
    };
  });
  return choices;
}

/**
 * Give up the hand for safety? The careful player only when far from winning while an
 * opponent shows three sets. The strong player also when the wall is nearly gone and its hand
 * too far to finish (giving up then costs nothing).
 */
function foldNow(p: LevelProfile, s: Sight, ths: readonly Threat[], as: readonly Assessment[]): boolean {
  if (p.defence === 'none' || ths.length === 0) return false;
  let shanten = Infinity;
  for (const a of as) shanten = Math.min(shanten, a.shanten);
  if (shanten >= FOLD && ths.some((t) => t.sets >= 3)) return true;
  if (p.defence === 'obvious') return false;
  // Folding on a price estimate (ready · points of each opponent against the hand's worth) was
  // tried: every share that changed a decision gave more draw games and no more points.
  return shanten >= 2 && s.view.live < LATE_FOLD;
}

/** Every choice for the seat, ranked best first; a Mah-Jongg, when legal, always first. */
export function evaluate(view: SeatView, legal: readonly Action[], level: BotLevel): Choice[] {
  const s = sightOf(view);
  const shape = shapeOf(s);
  const p = PROFILES[level];
  let now: Assessment | null = null;
  const base = (a: Action, score: number): Choice => {
    now ??= assess(s, p, shape);
    return { action: a, score, reason: reasonOf(now.shanten, now) };
  };
  const out: Choice[] = [];
  for (const a of legal) if (a.type === 'mahjong') out.push(base(a, Infinity));
  const tiles = legal.flatMap((a) => (a.type === 'discard' ? [a.tile] : []));
  const unique = [...new Set(tiles)];
  if (unique.length > 0) out.push(...discardChoices(s, level, unique));
  if (view.phase.kind === 'claims') out.push(...claimChoices(s, level, legal, view.phase.tile));
  else out.push(...kongChoices(s, level, legal, out));
  for (const a of legal) {
    if (out.some((c) => c.action.type === a.type)) continue;
    if (a.type === 'draw' || a.type === 'pass') out.push(base(a, -Infinity));
  }
  return out.sort((x, y) => y.score - x.score);
}
