// One entry point: a key to its puzzle. The seed picks the variant (seed mod the number of
// variants of the type and level) and drives every random choice, so a key is the puzzle. A
// session cycles through the variants in a shuffled order and skips puzzles already seen.
import { seededRng, randomInt } from '../random.ts';
import type { RuleSetId } from '../rules/types.ts';
import { generateDiscard, discardVariants } from './gen-discard.ts';
import { fanVariants, generateFan, variantName } from './gen-fan.ts';
import { generatePay, payVariants } from './gen-pay.ts';
import { generateValid, validVariants } from './gen-valid.ts';
import { generateWaits, waitsVariants } from './gen-waits.ts';
import { usesRules } from './key.ts';
import { MAX_SEED, sessionSeed } from './seed.ts';
import { assessPuzzle } from './difficulty.ts';
import type { Level, Puzzle, PuzzleKey, PuzzleType, RatedPuzzle } from './types.ts';

/** What a session practises: one type at one level (and rule set). */
export interface PuzzleKind {
  type: PuzzleType;
  level: Level;
  /** Ignored (taken as `hke`) for types without a rule set. */
  rules: RuleSetId;
}

/** The variants of a type and level, by name, in the order the seed indexes them. */
export function variantsOf(k: PuzzleKind): string[] {
  const rules = usesRules(k.type) ? k.rules : 'hke';
  switch (k.type) {
    case 'waits':
      return waitsVariants(k.level);
    case 'fan':
      return fanVariants(k.level, rules).map(variantName);
    case 'pay':
      return payVariants(k.level, rules).map((v) => v.id);
    case 'valid':
      return validVariants(k.level, rules).map((v) => v.id);
    case 'discard':
      return discardVariants(k.level);
    default: {
      const never: never = k.type;
      return never;
    }
  }
}

/** The puzzle of a key, with its rating and themes. Total: any valid key gives a puzzle, and never throws. */
export function generatePuzzle(key: PuzzleKey): RatedPuzzle {
  const p = buildPuzzle(key);
  const { rating, themes } = assessPuzzle(p);
  return { ...p, rating, themes };
}

function buildPuzzle(key: PuzzleKey): Puzzle {
  // Keys come from parsePuzzleKey or puzzleKey; the seed is still forced into range.
  const k: PuzzleKey = { ...key, rules: usesRules(key.type) ? key.rules : 'hke', seed: key.seed >>> 0 };
  const variant = k.seed % variantsOf(k).length;
  const rng = seededRng(k.seed);
  switch (k.type) {
    case 'waits':
      return generateWaits(k, rng, variant);
    case 'fan':
      return generateFan(k, rng, variant);
    case 'pay':
      return generatePay(k, rng, variant);
    case 'valid':
      return generateValid(k, rng, variant);
    case 'discard':
      return generateDiscard(k, rng, variant);
    default: {
      const never: never = k.type;
      return never;
    }
  }
}

/** Variant order of cycle `cycle` of a session: every variant once, shuffled by the session seed. */
function cycleOrder(n: number, session: number, cycle: number): number[] {
  const rng = seededRng(sessionSeed(session ^ 0x5bd1e995, cycle));
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The key of puzzle number `index` of a session. Every run of n puzzles (n the number of
 * variants) starting at a multiple of n holds each variant once, so a session of a "how many
 * fan?" level covers all of its patterns; the seed of the puzzle is otherwise unrelated to its
 * neighbours', and the key alone reproduces the puzzle (for a share link).
 */
export function sessionKey(kind: PuzzleKind, session: number, index: number): PuzzleKey {
  const rules = usesRules(kind.type) ? kind.rules : 'hke';
  const n = variantsOf(kind).length;
  // Both may come from stored progress: anything but a counter starts the session over.
  const i = Number.isSafeInteger(index) && index >= 0 ? index : 0;
  const s = session >>> 0;
  const variant = cycleOrder(n, s, Math.floor(i / n))[i % n]!;
  const h = sessionSeed(s, i);
  let seed = h - (h % n) + variant;
  if (seed > MAX_SEED) seed -= n;
  return { type: kind.type, level: kind.level, rules, seed };
}

export type NextPuzzle = { ok: true; puzzle: RatedPuzzle; next: number } | { ok: false; error: { code: 'exhausted' } };

/** How many puzzles `nextPuzzle` skips at most before giving up. */
export const MAX_SKIPS = 64;

/**
 * The first puzzle of the session from `index` on whose id is not in `seen`; `next` is the index
 * to continue from. Ids, not keys, are compared: two seeds that happen to give the same hand
 * count as one puzzle.
 */
export function nextPuzzle(kind: PuzzleKind, session: number, index: number, seen: ReadonlySet<string>): NextPuzzle {
  const start = Number.isSafeInteger(index) && index >= 0 ? index : 0;
  for (let i = start; i < start + MAX_SKIPS; i++) {
    const puzzle = generatePuzzle(sessionKey(kind, session, i));
    if (!seen.has(puzzle.id)) return { ok: true, puzzle, next: i + 1 };
  }
  return { ok: false, error: { code: 'exhausted' } };
}

/** `count` distinct puzzles of a session, in order (fewer only if the session runs dry). */
export function sessionPuzzles(kind: PuzzleKind, session: number, count: number): RatedPuzzle[] {
  const seen = new Set<string>();
  const out: RatedPuzzle[] = [];
  let index = 0;
  while (out.length < count) {
    const r = nextPuzzle(kind, session, index, seen);
    if (!r.ok) break;
    seen.add(r.puzzle.id);
    out.push(r.puzzle);
    index = r.next;
  }
  return out;
}
