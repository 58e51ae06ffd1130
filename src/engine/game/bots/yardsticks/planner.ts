// The planner yardstick: the greedy player with a target for the fan minimum. Its targets are
// any hand (when the fan it holds already reaches the minimum), valued pungs (the pairs of
// dragons and valued winds it holds made pungs), a half or full flush in each suit, all
// pungs and seven pairs; a target counts only when its declared sets fit it and its fan
// (the fan held, valued pungs held, the target's own: flush 3, all pungs 3, seven pairs 4,
// each valued pair locked 1 or 2) reaches the minimum. The hand's tiles away are those of its
// closest such target, so the tiles that serve that target are kept; a hand no target fits
// counts as far beyond any that one does, and no claim is made towards it. Seven pairs counts
// one tile further than its shanten (SEVEN_PAIRS_SLOWER): it can claim no tile but its last,
// so its tiles come slower than those of a hand that claims.
import { isHonour } from '../../../tiles.ts';
import type { TableMeld } from '../../types.ts';
import { flushCounts, pungShanten } from '../plan.ts';
import { sevenPairsShanten, shanten, standardShanten } from '../shanten.ts';
import { bonusFan, type Sight } from '../sight.ts';
import { greedyMeasure } from './greedy.ts';
import { usefulBy, type Measure } from './yardstick.ts';

/**
 * Tiles away added to seven pairs. Without it, four planners at 3 fan chased seven pairs and
 * ended 55% of hands in a draw game (seed 1, 100 deals); with it 24% (docs/bots.md).
 */
const SEVEN_PAIRS_SLOWER = 1;

/** Tiles away added to a hand no target fits: it ranks after every hand one does. */
const NO_TARGET = 100;

/** The fan the hand holds whatever it becomes: bonus tiles, valued sets declared, valued pungs hidden. */
function heldFan(s: Sight, c: readonly number[], melds: readonly TableMeld[]): number {
  let fan = bonusFan(s.view.players[s.seat]!.bonus, s.seat);
  for (const m of melds) if (m.kind !== 'chow') fan += s.pungFan[m.tile]!;
  for (let t = 27; t < 34; t++) if (c[t]! >= 3) fan += s.pungFan[t]!;
  return fan;
}

/**
 * Valued pungs: the valued pairs held (a copy still unseen), the dearest first, locked until
 * the fan reaches `short`; each needs one tile, the rest of the hand its sets and pair.
 */
function valuedAway(s: Sight, c: readonly number[], declared: number, short: number): number {
  const pairs: number[] = [];
  for (let t = 27; t < 34; t++) if (s.pungFan[t]! > 0 && c[t] === 2 && s.visible[t]! < 4) pairs.push(t);
  pairs.sort((a, b) => s.pungFan[b]! - s.pungFan[a]! || a - b);
  const rest = c.slice();
  let fan = 0;
  let locked = 0;
  for (const t of pairs) {
    if (fan >= short) break;
    rest[t] = 0;
    fan += s.pungFan[t]!;
    locked++;
  }
  if (fan < short || declared + locked > 4) return Infinity;
  return standardShanten(rest, declared + locked) + locked;
}

/** Tiles away of the hidden tiles under one target, the declared sets being fixed. */
type Target = (c: number[]) => number;

/** The targets the declared sets fit whose fan reaches the minimum; null when the fan held reaches it alone. */
function targetsOf(s: Sight, c: readonly number[], melds: readonly TableMeld[]): Target[] | null {
  const declared = melds.length;
  const short = s.minFan - heldFan(s, c, melds);
  if (short <= 0) return null;
  const out: Target[] = [(h) => valuedAway(s, h, declared, short)];
  if (short <= 3) {
    for (let suit = 0; suit < 3; suit++)
      if (melds.every((m) => isHonour(m.tile) || Math.floor(m.tile / 9) === suit))
        out.push((h) => shanten(flushCounts(h, suit), declared));
    if (melds.every((m) => m.kind !== 'chow')) out.push((h) => pungShanten(h, declared));
  }
  if (declared === 0 && bonusFan(s.view.players[s.seat]!.bonus, s.seat) + 4 >= s.minFan)
    out.push((h) => sevenPairsShanten(h) + SEVEN_PAIRS_SLOWER);
  return out;
}

/** Tiles away from the closest target (NO_TARGET more than any hand when no target is left). */
function plannedAway(s: Sight, c: number[], melds: readonly TableMeld[]): number {
  const targets = targetsOf(s, c, melds);
  if (targets === null) return greedyMeasure.away(c, melds);
  let best = Infinity;
  for (const t of targets) best = Math.min(best, t(c));
  return Number.isFinite(best) ? best : NO_TARGET + greedyMeasure.away(c, melds);
}

export const plannerMeasure = (s: Sight): Measure => ({
  away: (c, melds) => plannedAway(s, c, melds),
  afterEach: (c, melds, tiles) =>
    tiles.map((t) => {
      c[t]!--;
      const v = plannedAway(s, c, melds);
      c[t]!++;
      return v;
    }),
  useful(c, melds, now, seen) {
    const targets = targetsOf(s, c, melds);
    if (targets === null) return greedyMeasure.useful(c, melds, now, seen);
    if (now >= NO_TARGET) return greedyMeasure.useful(c, melds, now - NO_TARGET, seen);
    // One tile lowers a target by one at most: only the targets at the closest can help.
    const closest = targets.filter((t) => t(c) === now);
    return usefulBy(c, seen, melds.length === 0, (h) => closest.some((t) => t(h) < now));
  },
  winnable: (away) => away < NO_TARGET,
});
