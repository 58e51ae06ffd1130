// The difficulty of a generated puzzle, on the learner's Glicko scale (glicko.ts), and the themes
// it exercises. Both come from what the generator knows when it builds the puzzle (the level,
// the variant, the answer the engine computed), so every puzzle has them without any player's
// results: the numbers are a hand-set model, documented and calibrated in docs/puzzles.md.
import type { Hand } from '../hand.ts';
import type { Score } from '../rules/types.ts';
import { isHonour, type Tile } from '../tiles.ts';
import type { Theme } from './themes.ts';
import type { Level, Puzzle, PuzzleType } from './types.ts';

/** One reason a puzzle is harder (positive) or easier (negative) than its level's base. */
export interface Factor {
  id: string;
  points: number;
}

export interface Assessment {
  /** On the Glicko scale: a learner of this rating answers it right half the time. */
  rating: number;
  /** At least one. */
  themes: Theme[];
  /** How the rating was reached: the base, then each factor (for the docs and for tuning). */
  factors: Factor[];
}

/** The ratings of the three levels before any factor: a learner's start (1500) sits at level 2; the levels' ranges overlap, so every rating between them can be served. */
export const LEVEL_BASE: Record<Level, number> = { 1: 1200, 2: 1450, 3: 1700 };
/** Per type: some questions are harder at the same level (paying needs the score first). */
export const TYPE_OFFSET: Record<PuzzleType, number> = { waits: 0, fan: 50, pay: 100, valid: -50, discard: -100 };
/** No puzzle is rated outside these bounds. */
export const RATING_MIN = 600;
export const RATING_MAX = 2600;

const tilesOf = (h: Hand): Tile[] => [...h.concealed, ...(h.winning === undefined ? [] : [h.winning])];

function heldFour(h: Hand): boolean {
  const counts = new Map<Tile, number>();
  for (const t of h.concealed) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.values()].some((n) => n >= 4);
}

const oneSuit = (h: Hand): boolean => {
  const tiles = tilesOf(h);
  return tiles.every((t) => !isHonour(t)) && new Set(tiles.map((t) => Math.floor(t / 9))).size === 1;
};

/** Themes of a score's items and limits (fan, pay and valid puzzles share them). */
const ITEM_THEMES: Record<string, Theme> = {
  'seven-pairs': 'seven-pairs',
  'thirteen-orphans': 'thirteen-orphans',
  'all-chows': 'all-chows',
  'all-pungs': 'all-pungs',
  'half-flush': 'half-flush',
  'full-flush': 'full-flush',
  'dragon-pung': 'dragon-pung',
  'seat-wind': 'wind-pung',
  'prevalent-wind': 'wind-pung',
  'little-three-dragons': 'little-three-dragons',
  'seat-flower': 'bonus-tiles',
  'seat-season': 'bonus-tiles',
  'all-flowers': 'bonus-tiles',
  'all-seasons': 'bonus-tiles',
  'self-draw': 'self-draw',
  'last-tile-draw': 'last-tile',
  'last-tile-claim': 'last-tile',
  'kong-replacement': 'kong-replacement',
  'robbing-kong': 'robbing-the-kong',
};

function scoreThemes(s: Score): Theme[] {
  const out = new Set<Theme>();
  for (const i of s.items) if (ITEM_THEMES[i.id]) out.add(ITEM_THEMES[i.id]!);
  for (const l of s.limits) if (ITEM_THEMES[l]) out.add(ITEM_THEMES[l]!);
  if (s.limit !== null) out.add('limit-hand');
  if (s.rules === 'classic') out.add('classic-points');
  return [...out];
}

/** Patterns to see: every counted item past the second, a limit, bonus tiles. */
function scoreFactors(s: Score, f: Factor[]): void {
  const patterns = s.items.filter((i) => i.fan > 0).length;
  if (patterns > 2) f.push({ id: 'patterns', points: 30 * (patterns - 2) });
  if (s.limit !== null) f.push({ id: 'limit', points: 60 });
}

function waits(p: Extract<Puzzle, { type: 'waits' }>, f: Factor[], th: Set<Theme>): void {
  const n = p.answer.tiles.length;
  if (n > 1) f.push({ id: 'winning-tiles', points: Math.min(35 * (n - 1), 240) });
  if (n >= 3) th.add('many-sided-wait');
  if (oneSuit(p.hand)) {
    f.push({ id: 'one-suit', points: 100 });
    th.add('one-suit-wait');
  }
  if (heldFour(p.hand)) {
    f.push({ id: 'held-four', points: 90 });
    th.add('tile-held-four');
  }
  if (p.hand.melds.length > 0) {
    f.push({ id: 'exposed-sets', points: -25 * p.hand.melds.length });
    th.add('exposed-sets');
  }
  if (p.variant.startsWith('seven-pairs')) {
    f.push({ id: 'seven-pairs', points: 60 });
    th.add('seven-pairs');
  }
  if (p.variant === 'thirteen-orphans') {
    f.push({ id: 'thirteen-orphans', points: 40 });
    th.add('thirteen-orphans');
  }
  if (th.size === 0) th.add('simple-wait');
}

function fan(p: Extract<Puzzle, { type: 'fan' }>, f: Factor[], th: Set<Theme>): void {
  scoreFactors(p.answer, f);
  for (const t of scoreThemes(p.answer)) th.add(t);
  if (p.nearMiss) {
    f.push({ id: 'near-miss', points: 120 });
    th.add('near-miss');
  }
  if (p.ask === 'points') f.push({ id: 'points', points: 150 });
  if (p.hand.bonus.length > 0) f.push({ id: 'bonus-tiles', points: 20 });
  if (th.size === 0) th.add('counting-fan');
}

function pay(p: Extract<Puzzle, { type: 'pay' }>, f: Factor[], th: Set<Theme>): void {
  scoreFactors(p.answer, f);
  for (const t of scoreThemes(p.answer)) th.add(t);
  const s = p.situation;
  const selfDrawn = s.win === 'self-draw' || s.win === 'kong-replacement';
  th.add(selfDrawn ? 'everyone-pays' : 'discarder-pays');
  if (selfDrawn) f.push({ id: 'three-payers', points: 40 });
  if (s.win === 'robbing-kong' || s.win === 'kong-replacement') f.push({ id: 'special-win', points: 60 });
  if (p.rules === 'classic' && (s.seat === 0 || selfDrawn || s.from === 0)) {
    f.push({ id: 'east-double', points: 80 });
    th.add('east-pays-double');
  }
  if (p.answer.liable !== null) {
    f.push({ id: 'liability', points: 150 });
    th.add('liability');
  }
}

const VALID_POINTS: Record<string, number> = {
  'too-many-copies': -80,
  'wrong-tile-count': -30,
  'not-complete-hand': 130,
  'below-minimum': 110,
  'not-a-pattern-of-this-rule-set': 150,
};
const VALID_THEMES: Record<string, Theme> = {
  'too-many-copies': 'fifth-copy',
  'wrong-tile-count': 'tile-count',
  'not-complete-hand': 'shape',
  'below-minimum': 'fan-minimum',
  'not-a-pattern-of-this-rule-set': 'rule-set-patterns',
};

/**
 * Shape failures of generator version 2 (gen-valid-spoil.ts), beside the reason's points: a
 * missing pair or a pair short shows at a glance in a mixed hand; in a one-suit hand the sets
 * hide the fault. Version-1 variants are not named here, so their ratings stay as they were.
 */
const SHAPE_VARIANTS: Record<string, { points: number; theme?: Theme }> = {
  'no-pair': { points: -20 },
  'broken-chow': { points: 0 },
  'pairs-short': { points: -20, theme: 'seven-pairs' },
  'no-pair-flush': { points: 20 },
  'broken-chow-flush': { points: 40 },
  'orphans-short': { points: -10, theme: 'thirteen-orphans' },
};

function valid(p: Extract<Puzzle, { type: 'valid' }>, f: Factor[], th: Set<Theme>): void {
  const reason = p.answer.reason;
  if (reason !== null) {
    f.push({ id: reason, points: VALID_POINTS[reason] ?? 0 });
    th.add(VALID_THEMES[reason] ?? 'shape');
  } else th.add('shape');
  const shape = SHAPE_VARIANTS[p.variant];
  if (shape !== undefined) {
    f.push({ id: `shape:${p.variant}`, points: shape.points });
    if (shape.theme !== undefined) th.add(shape.theme);
  }
  if (p.answer.score) for (const t of scoreThemes(p.answer.score)) th.add(t);
  if (p.hand.melds.some((m) => m.kind === 'kong')) f.push({ id: 'kongs', points: 40 });
  if (p.answer.valid && p.answer.score?.limit !== null) f.push({ id: 'special-shape', points: 60 });
}

function discard(p: Extract<Puzzle, { type: 'discard' }>, f: Factor[], th: Set<Theme>): void {
  const calls = p.callers.filter((c) => c.call.type !== 'pass');
  if (calls.length > 1) f.push({ id: 'callers', points: 50 * (calls.length - 1) });
  const mahjongs = calls.filter((c) => c.call.type === 'mahjong').length;
  if (mahjongs > 1) f.push({ id: 'several-mahjong', points: 60 * (mahjongs - 1) });
  if (p.variant === 'mahjong-chow-shape') f.push({ id: 'chow-shape', points: 80 });
  // The last discard: the learner must notice the empty wall and set aside a call that is shown.
  if (p.lastTile === true) f.push({ id: 'last-tile', points: 100 });
  if (calls.some((c) => c.call.type === 'chow')) th.add('chow-only-from-left');
  if (calls.some((c) => c.call.type === 'pung' || c.call.type === 'kong')) th.add('claim-pung');
  for (const r of p.answer.reasons ?? [p.answer.reason]) {
    if (r === 'mahjong-first') th.add('mahjong-first');
    if (r === 'pung-before-chow') th.add('pung-before-chow');
    if (r === 'mahjong-turn-order') th.add('turn-order');
    if (r === 'last-tile') th.add('last-tile');
    // A lone Mah-Jongg call decides no priority: it is a claim, not "Mah-Jongg comes first".
    if (r === 'only-call' && calls[0]?.call.type === 'mahjong') th.add('claim-mahjong');
  }
}

/** The rating and themes of a puzzle. Pure: the same puzzle always gives the same numbers. */
export function assessPuzzle(p: Puzzle): Assessment {
  const factors: Factor[] = [
    { id: `level-${p.key.level}`, points: LEVEL_BASE[p.key.level] },
    { id: `type-${p.type}`, points: TYPE_OFFSET[p.type] },
  ];
  const themes = new Set<Theme>();
  switch (p.type) {
    case 'waits':
      waits(p, factors, themes);
      break;
    case 'fan':
      fan(p, factors, themes);
      break;
    case 'pay':
      pay(p, factors, themes);
      break;
    case 'valid':
      valid(p, factors, themes);
      break;
    case 'discard':
      discard(p, factors, themes);
      break;
    default: {
      const never: never = p;
      return never;
    }
  }
  const sum = factors.reduce((a, x) => a + x.points, 0);
  return { rating: Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, sum))), themes: [...themes], factors };
}
