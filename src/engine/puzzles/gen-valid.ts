// "Is this a valid Mah-Jongg?": a winning hand, or one broken on purpose (a fifth tile, a tile
// too many or too few, one tile changed so that it only looks complete), or a complete hand the
// rule set does not accept (below its minimum, a shape it does not know). Version 1's variant
// table stays as it was, so its keys keep their puzzles; version 2 fails mostly by shape above
// level 1 (gen-valid-spoil.ts).
import { tileCount, type Hand } from '../hand.ts';
import { makeHand, parseFragment, parseHand } from '../notation/hand-notation.ts';
import type { Rng } from '../random.ts';
import { score } from '../rules/score.ts';
import type { RuleSetId } from '../rules/types.ts';
import { validateSituation, type Situation } from '../situation.ts';
import { attempt, pick } from './build.ts';
import { TARGETS, type TargetId } from './fan-targets.ts';
import { FAN_VARIANTS, LAST_RESORT, STYLES, scoreCandidate, situationKey, type Scored } from './gen-fan.ts';
import {
  brokenChow,
  fifthTile,
  noPair,
  nudged,
  orphansShort,
  pairsShort,
  tileExtra,
  tileMissing,
  wrongCount,
  type Break,
} from './gen-valid-spoil.ts';
import { versionOf } from './key.ts';
import {
  VALID_REASONS,
  type GeneratorVersion,
  type Level,
  type PuzzleKey,
  type ValidPuzzle,
  type ValidReason,
} from './types.ts';

interface ValidVariant {
  id: string;
  targets: readonly TargetId[];
  /** How the winning hand is spoilt; none for a hand shown as it is. */
  spoil?: Break;
  /** The reason the answer must have (null: a valid hand). */
  expect: ValidReason | null;
  only?: readonly RuleSetId[];
}

const plain = FAN_VARIANTS[1].map((v) => v.target);
const open: TargetId[] = ['dragon-pung', 'all-pungs', 'half-flush', 'seat-wind', 'kong-replacement'];

const LEVEL_1: ValidVariant[] = [
  { id: 'valid', targets: plain, expect: null },
  {
    id: 'fifth-tile',
    targets: ['all-pungs', 'dragon-pung', 'seat-wind'],
    spoil: fifthTile,
    expect: 'too-many-copies',
  },
  { id: 'wrong-count', targets: plain, spoil: wrongCount, expect: 'wrong-tile-count' },
];
const BELOW_MINIMUM: ValidVariant = {
  id: 'below-minimum',
  targets: plain,
  expect: 'below-minimum',
  only: ['hk-modern'],
};
const NOT_A_PATTERN: ValidVariant = {
  id: 'not-a-pattern',
  targets: ['seven-pairs'],
  expect: 'not-a-pattern-of-this-rule-set',
  only: ['hk-modern'],
};

/** Version 1, frozen: its keys are in share links and stored progress (docs/puzzles.md, "Versions"). */
const VERSION_1: Record<Level, ValidVariant[]> = {
  1: LEVEL_1,
  2: [
    { id: 'valid', targets: open, expect: null },
    { id: 'looks-complete', targets: plain, spoil: nudged, expect: 'not-complete-hand' },
    { id: 'fifth-tile', targets: open, spoil: fifthTile, expect: 'too-many-copies' },
    { id: 'kong-short', targets: ['kong-replacement', 'all-kongs'], spoil: tileMissing, expect: 'wrong-tile-count' },
  ],
  3: [
    { id: 'valid-special', targets: ['seven-pairs', 'thirteen-orphans', 'nine-gates', 'all-kongs'], expect: null },
    {
      id: 'looks-complete-one-suit',
      targets: ['full-flush', 'nine-gates'],
      spoil: nudged,
      expect: 'not-complete-hand',
    },
    { id: 'looks-complete-pairs', targets: ['seven-pairs'], spoil: nudged, expect: 'not-complete-hand' },
    { id: 'kong-extra', targets: ['all-kongs', 'kong-replacement'], spoil: tileExtra, expect: 'wrong-tile-count' },
    BELOW_MINIMUM,
    NOT_A_PATTERN,
  ],
};

const flushes: TargetId[] = ['full-flush', 'half-flush'];
const looksComplete: ValidVariant = {
  id: 'looks-complete',
  targets: plain,
  spoil: nudged,
  expect: 'not-complete-hand',
};

/**
 * Version 2: above level 1, four of five spoilt hands fail by shape (a hand that only looks
 * complete, the pair missing, a "chow" that is none, a pair or an orphan short); counting stays
 * level 1's lesson, with one kong variant left (a kong counts as three).
 */
const VERSION_2: Record<Level, ValidVariant[]> = {
  1: LEVEL_1,
  2: [
    { id: 'valid', targets: open, expect: null },
    looksComplete,
    { id: 'no-pair', targets: plain, spoil: noPair, expect: 'not-complete-hand' },
    { id: 'broken-chow', targets: plain, spoil: brokenChow, expect: 'not-complete-hand' },
    { id: 'pairs-short', targets: ['seven-pairs'], spoil: pairsShort, expect: 'not-complete-hand' },
    { id: 'kong-short', targets: ['kong-replacement', 'all-kongs'], spoil: tileMissing, expect: 'wrong-tile-count' },
  ],
  3: [
    { id: 'valid-special', targets: ['seven-pairs', 'thirteen-orphans', 'nine-gates', 'all-kongs'], expect: null },
    {
      id: 'looks-complete-one-suit',
      targets: ['full-flush', 'nine-gates'],
      spoil: nudged,
      expect: 'not-complete-hand',
    },
    { id: 'no-pair-flush', targets: flushes, spoil: noPair, expect: 'not-complete-hand' },
    { id: 'broken-chow-flush', targets: flushes, spoil: brokenChow, expect: 'not-complete-hand' },
    { id: 'pairs-short', targets: ['seven-pairs'], spoil: pairsShort, expect: 'not-complete-hand' },
    { id: 'orphans-short', targets: ['thirteen-orphans'], spoil: orphansShort, expect: 'not-complete-hand' },
    { id: 'kong-extra', targets: ['all-kongs', 'kong-replacement'], spoil: tileExtra, expect: 'wrong-tile-count' },
    BELOW_MINIMUM,
    NOT_A_PATTERN,
  ],
};

const VERSIONS: Record<GeneratorVersion, Record<Level, ValidVariant[]>> = { 1: VERSION_1, 2: VERSION_2 };

export const validVariants = (level: Level, rules: RuleSetId, version: GeneratorVersion): ValidVariant[] =>
  VERSIONS[version][level].filter((v) => v.only?.includes(rules) ?? true);

/** What kind of failure a reason is: counting, shape (incl. a shape the rule set does not know), or the rule set's minimum. */
export const FAILURE_KINDS: Record<ValidReason, 'count' | 'shape' | 'rule'> = {
  'too-many-copies': 'count',
  'wrong-tile-count': 'count',
  'not-complete-hand': 'shape',
  'not-a-pattern-of-this-rule-set': 'shape',
  'below-minimum': 'rule',
};

const isReason = (code: string): code is ValidReason => (VALID_REASONS as readonly string[]).includes(code);

/** The engine's verdict on a hand shown as Mah-Jongg: parse (copies, count), then score. */
export function verdict(hand: Hand, situation: Situation, rules: RuleSetId): ValidPuzzle['answer'] {
  const text = makeHand(hand);
  const reasons: ValidReason[] = [];
  const copies = parseFragment(text);
  if (!copies.ok && copies.error.code === 'too-many-copies') reasons.push('too-many-copies');
  if (tileCount(hand) !== 14 || hand.winning === undefined) reasons.push('wrong-tile-count');
  const parsed = parseHand(text);
  if (!parsed.ok) {
    const first = isReason(parsed.error.code) ? parsed.error.code : reasons[0]!;
    return { valid: false, reason: first, reasons, score: null };
  }
  const s = score(parsed.value, situation, { rules });
  if (!s.ok) {
    const code = isReason(s.error.code) ? s.error.code : 'not-complete-hand';
    return { valid: false, reason: code, reasons: [code], score: null };
  }
  const reason = s.value.reason;
  return { valid: s.value.legal, reason, reasons: reason === null ? [] : [reason], score: s.value };
}

function buildValid(
  rng: Rng,
  level: Level,
  rules: RuleSetId,
  v: ValidVariant,
): { c: Scored; hand: Hand; answer: ValidPuzzle['answer'] } | null {
  return attempt(400, () => {
    const target = pick(rng, v.targets);
    const c = scoreCandidate(rng, STYLES[level], TARGETS[target].hit, rules);
    if (c === null) return null;
    const hand = v.spoil ? v.spoil(rng, c.hand) : c.hand;
    // The situation must still fit the spoilt hand, or the engine would object to it instead.
    if (hand === null || !validateSituation(c.situation, hand).ok) return null;
    const answer = verdict(hand, c.situation, rules);
    return answer.reason === v.expect ? { c, hand, answer } : null;
  });
}

export function generateValid(key: PuzzleKey, rng: Rng, variantIndex: number): ValidPuzzle {
  const variants = validVariants(key.level, key.rules, versionOf(key));
  let found: { id: string; c: Scored; hand: Hand; answer: ValidPuzzle['answer'] } | null = null;
  for (let k = 0; k < variants.length && found === null; k++) {
    const v = variants[(variantIndex + k) % variants.length]!;
    const f = buildValid(rng, key.level, key.rules, v);
    if (f !== null) found = { id: v.id, ...f };
  }
  if (found === null) {
    // Never reached in practice (see the tests); keeps the generator total.
    const c = scoreCandidate(rng, STYLES[1], LAST_RESORT, key.rules)!;
    found = { id: 'valid', c, hand: c.hand, answer: verdict(c.hand, c.situation, key.rules) };
  }
  const notation = makeHand(found.hand);
  return {
    type: 'valid',
    key,
    id: `v:${key.rules}:${notation}|${situationKey(found.c.situation)}`,
    variant: found.id,
    rules: key.rules,
    hand: found.hand,
    notation,
    situation: found.c.situation,
    answer: found.answer,
  };
}
