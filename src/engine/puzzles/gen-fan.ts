// "How many fan?": a winning hand built around a target HKE pattern or limit hand (or a near
// miss of it), scored under the chosen rule set. Cycling through a level's variants covers
// every target; level 3 holds every HKE pattern and limit hand.
import { makeHand } from '../notation/hand-notation.ts';
import { makeSituation } from '../notation/situation-notation.ts';
import type { Rng } from '../random.ts';
import { HKE_LIMITS } from '../rules/hke/limits.ts';
import { HKE_PATTERNS } from '../rules/hke/patterns.ts';
import { score } from '../rules/score.ts';
import type { RuleSetId, Score } from '../rules/types.ts';
import type { Hand } from '../hand.ts';
import type { Situation } from '../situation.ts';
import { attempt, checkedSituation, randomSituation } from './build.ts';
import { TARGETS, type TargetId } from './fan-targets.ts';
import type { Recipe, Style } from './recipes.ts';
import type { FanPuzzle, Level, PuzzleKey } from './types.ts';

export const STYLES: Record<Level, Style> = {
  1: { exposed: 0.15, bonus: 1, selfDraw: 0.3, lastTile: 0 },
  2: { exposed: 0.25, bonus: 2, selfDraw: 0.35, lastTile: 0.04 },
  3: { exposed: 0.3, bonus: 3, selfDraw: 0.35, lastTile: 0.04 },
};

export interface FanVariant {
  target: TargetId;
  near: boolean;
}

const hits = (ids: readonly TargetId[]): FanVariant[] => ids.map((target) => ({ target, near: false }));
const misses = (ids: readonly TargetId[]): FanVariant[] => ids.map((target) => ({ target, near: true }));

export const FAN_VARIANTS: Record<Level, FanVariant[]> = {
  1: hits([
    'no-flowers',
    'seat-flower',
    'seat-season',
    'dragon-pung',
    'seat-wind',
    'prevalent-wind',
    'self-draw',
    'all-chows',
  ]),
  2: [
    ...hits(HKE_PATTERNS),
    ...misses([
      'all-chows',
      'dragon-pung',
      'seat-wind',
      'prevalent-wind',
      'half-flush',
      'all-pungs',
      'little-three-dragons',
      'seat-flower',
      'last-tile-draw',
    ]),
  ],
  3: [
    ...hits(HKE_PATTERNS),
    ...hits(HKE_LIMITS),
    ...misses(['half-flush', 'full-flush', 'little-three-dragons', 'kong-replacement', 'all-flowers']),
    ...misses([
      'four-concealed-pungs',
      'big-three-dragons',
      'little-four-winds',
      'big-four-winds',
      'all-honours',
      'all-terminals',
    ]),
    ...misses(['nine-gates', 'all-kongs', 'jade-dragon', 'ruby-dragon', 'pearl-dragon']),
  ],
};

// A hand the rule set never counts as a win: skipped under that rule set, not retried in vain.
const NEVER_LEGAL: Partial<Record<RuleSetId, TargetId[]>> = { 'hk-modern': ['seven-pairs'] };

export const variantName = (v: FanVariant): string => (v.near ? `near:${v.target}` : v.target);

export function fanVariants(level: Level, rules: RuleSetId): FanVariant[] {
  const never = NEVER_LEGAL[rules] ?? [];
  return FAN_VARIANTS[level].filter((v) => !never.includes(v.target));
}

/** Does the HKE score show the target (an item or a limit)? */
export const showsTarget = (hke: Score, target: string): boolean =>
  hke.items.some((i) => i.id === target) || hke.limits.includes(target);

export interface Scored {
  hand: Hand;
  situation: Situation;
  /** Under HKE, which decides whether the target is there. */
  hke: Score;
  /** Under the puzzle's rule set. */
  score: Score;
}

/** A candidate from `recipe`, scored under HKE and `rules`; null when it cannot be scored. */
export function scoreCandidate(rng: Rng, style: Style, recipe: Recipe, rules: RuleSetId): Scored | null {
  const c = recipe(rng, randomSituation(rng, style), style);
  if (c === null) return null;
  const situation = checkedSituation(c.situation, c.hand);
  if (situation === null) return null;
  const hke = score(c.hand, situation, { rules: 'hke' });
  if (!hke.ok) return null;
  const s = rules === 'hke' ? hke : score(c.hand, situation, { rules });
  return s.ok ? { hand: c.hand, situation, hke: hke.value, score: s.value } : null;
}

/** A legal win for the variant, or null after `tries` candidates. */
export function buildVariant(rng: Rng, level: Level, rules: RuleSetId, v: FanVariant, tries: number): Scored | null {
  const recipes = TARGETS[v.target];
  const recipe = v.near ? (recipes.miss ?? recipes.hit) : recipes.hit;
  return attempt(tries, () => {
    const c = scoreCandidate(rng, STYLES[level], recipe, rules);
    return c !== null && c.score.legal && showsTarget(c.hke, v.target) !== v.near ? c : null;
  });
}

/** The situation in the written form (docs/notation.md), for puzzle ids: `seat=S win=self-draw last`. */
export const situationKey = (s: Situation): string => makeSituation(s);

// Big three dragons, self-drawn by East: a win under every rule set. Only used if every recipe
// failed, which the tests show does not happen; it keeps the generator total.
export const LAST_RESORT: Recipe = (_rng, s) => ({
  hand: { concealed: [0, 1, 2, 13, 31, 31, 31, 32, 32, 32, 33, 33, 33], melds: [], bonus: [], winning: 13 },
  situation: { seat: 0, round: s.round, win: 'self-draw', lastTile: false, heaven: false, earth: false },
});

/** The first variant from `start` on that can be built. */
export function buildFrom(
  rng: Rng,
  level: Level,
  rules: RuleSetId,
  variants: readonly FanVariant[],
  start: number,
): { v: FanVariant; c: Scored } {
  for (let k = 0; k < variants.length; k++) {
    const v = variants[(start + k) % variants.length]!;
    const c = buildVariant(rng, level, rules, v, 400);
    if (c !== null) return { v, c };
  }
  return { v: { target: 'big-three-dragons', near: false }, c: scoreCandidate(rng, STYLES[1], LAST_RESORT, rules)! };
}

export function generateFan(key: PuzzleKey, rng: Rng, variantIndex: number): FanPuzzle {
  const variants = fanVariants(key.level, key.rules);
  const { v, c } = buildFrom(rng, key.level, key.rules, variants, variantIndex);
  const notation = makeHand(c.hand);
  return {
    type: 'fan',
    key,
    id: `f:${key.rules}:${notation}|${situationKey(c.situation)}`,
    variant: variantName(v),
    rules: key.rules,
    hand: c.hand,
    notation,
    situation: c.situation,
    ask: key.rules === 'classic' ? 'points' : 'fan',
    target: v.target,
    nearMiss: v.near,
    answer: c.score,
  };
}
