// "Who pays what?": a winning hand and its situation; the answer is the engine's payment of
// every seat under the chosen rule set. The variants vary how the hand was won and its worth.
import { makeHand } from '../notation/hand-notation.ts';
import type { Rng } from '../random.ts';
import { HKE_LIMITS } from '../rules/hke/limits.ts';
import type { RuleSetId } from '../rules/types.ts';
import { attempt, otherSeat, pick, tilesOfSuit, NUMBER_SUITS, type PlanBlock } from './build.ts';
import { TARGETS, type TargetId } from './fan-targets.ts';
import { FAN_VARIANTS, STYLES, buildFrom, scoreCandidate, showsTarget, situationKey, type Scored } from './gen-fan.ts';
import { discarded, selfDrawn, standard, type Recipe } from './recipes.ts';
import type { Level, PayPuzzle, PuzzleKey } from './types.ts';

interface PayVariant {
  id: string;
  /** The hands: built like the fan puzzle of one of these targets. */
  targets: readonly TargetId[];
  /** How the tile came, when the variant fixes it. */
  win?: 'discard' | 'self-draw';
  /** East wins (classic pays East double). */
  east?: boolean;
  /** Rule sets where the variant means something (default all). */
  only?: readonly RuleSetId[];
  recipe?: Recipe;
  accept?: (c: Scored) => boolean;
}

const plain = FAN_VARIANTS[1].map((v) => v.target);
const worth: TargetId[] = [
  'half-flush',
  'full-flush',
  'all-pungs',
  'little-three-dragons',
  'seven-pairs',
  'dragon-pung',
];
const limits = HKE_LIMITS.filter((id) => id !== 'heaven' && id !== 'earth' && id !== 'four-concealed-pungs');

/**
 * Four sets of one suit on the table, self-drawn, the player who gave the fourth named as liable:
 * hk-modern makes them pay the self-draw total, hk-simple the three losers' debts. (HKE's and
 * classic's defaults have no such rule.)
 */
const liable: Recipe = (rng, s, style) => {
  const suit = pick(rng, NUMBER_SUITS);
  const sets = Array.from({ length: 4 }, (): PlanBlock => {
    const chow = rng() < 0.5;
    return { kind: chow ? 'chow' : 'pung', tile: pick(rng, tilesOfSuit(suit).slice(0, chow ? 7 : 9)), show: 'exposed' };
  });
  const c = standard(
    rng,
    selfDrawn(s),
    { ...style, exposed: 0 },
    { fixed: [...sets, { kind: 'pair', tile: pick(rng, tilesOfSuit(suit)) }] },
  );
  if (c !== null) c.situation.liable = { seat: otherSeat(rng, s.seat), why: 'fourth-set' };
  return c;
};

const PAY_VARIANTS: Record<Level, PayVariant[]> = {
  1: [
    { id: 'discard', targets: plain, win: 'discard' },
    { id: 'self-draw', targets: plain, win: 'self-draw' },
  ],
  2: [
    { id: 'discard', targets: worth, win: 'discard' },
    { id: 'self-draw', targets: worth, win: 'self-draw' },
    { id: 'east-wins', targets: plain, east: true },
    { id: 'kong-replacement', targets: ['kong-replacement'] },
    { id: 'robbing-kong', targets: ['robbing-kong'] },
  ],
  3: [
    { id: 'limit-discard', targets: limits, win: 'discard' },
    { id: 'limit-self-draw', targets: limits, win: 'self-draw' },
    { id: 'east-limit', targets: limits, east: true },
    {
      id: 'liable',
      targets: ['full-flush'],
      only: ['hk-modern', 'hk-simple'],
      recipe: liable,
      accept: (c) => c.score.liable !== null,
    },
    { id: 'robbing-kong', targets: ['robbing-kong'] },
  ],
};

export const payVariants = (level: Level, rules: RuleSetId): PayVariant[] =>
  PAY_VARIANTS[level].filter((v) => v.only?.includes(rules) ?? true);

/** The target's recipe, with the way of winning the variant asks for. */
function recipeOf(v: PayVariant, target: TargetId): Recipe {
  if (v.recipe) return v.recipe;
  const hit = TARGETS[target].hit;
  return (rng, s, style) => {
    if (v.east) {
      s.seat = 0;
      if (s.from === 0) s.from = otherSeat(rng, 0);
    }
    if (v.win !== undefined) s = v.win === 'discard' ? discarded(rng, s) : selfDrawn(s);
    return hit(rng, s, style);
  };
}

function buildPay(rng: Rng, level: Level, rules: RuleSetId, v: PayVariant): Scored | null {
  return attempt(400, () => {
    const target = pick(rng, v.targets);
    const c = scoreCandidate(rng, STYLES[level], recipeOf(v, target), rules);
    if (c === null || !c.score.legal || !showsTarget(c.hke, target)) return null;
    const won = v.win === undefined || (v.win === 'discard') === (c.situation.from !== undefined);
    const east = !v.east || c.situation.seat === 0;
    return won && east && (v.accept?.(c) ?? true) ? c : null;
  });
}

export function generatePay(key: PuzzleKey, rng: Rng, variantIndex: number): PayPuzzle {
  const variants = payVariants(key.level, key.rules);
  let found: { id: string; c: Scored } | null = null;
  for (let k = 0; k < variants.length && found === null; k++) {
    const v = variants[(variantIndex + k) % variants.length]!;
    const c = buildPay(rng, key.level, key.rules, v);
    if (c !== null) found = { id: v.id, c };
  }
  if (found === null) {
    // Never reached in practice: fall back on the fan generator's hands.
    const f = buildFrom(rng, 1, key.rules, FAN_VARIANTS[1], 0);
    found = { id: 'discard', c: f.c };
  }
  const { c } = found;
  const notation = makeHand(c.hand);
  return {
    type: 'pay',
    key,
    id: `p:${key.rules}:${notation}|${situationKey(c.situation)}`,
    variant: found.id,
    rules: key.rules,
    hand: c.hand,
    notation,
    situation: c.situation,
    answer: c.score,
  };
}
