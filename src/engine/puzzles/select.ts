// Puzzles near the learner's rating. The dial sets a window around the learner's Glicko rating
// (glicko.ts); the level whose puzzles are rated nearest the window is tried first, then the
// others, walking the session's keys (generate.ts) until a puzzle's rating (difficulty.ts) lies in
// the window. Generation costs up to ~2.5 ms, so the walk is capped (MAX_TRIES): when nothing
// fits, the nearest puzzle found is served and `inWindow` says so.
import type { RuleSetId } from '../rules/types.ts';
import { LEVEL_BASE, TYPE_OFFSET } from './difficulty.ts';
import { generatePuzzle, sessionKey } from './generate.ts';
import { usesRules } from './key.ts';
import { THEME_TYPES } from './theme-types.ts';
import type { Theme } from './themes.ts';
import { LEVELS, type Dial, type Level, type PuzzleType, type RatedPuzzle } from './types.ts';

export { DIALS, type Dial } from './types.ts';

/** Half the width of the dial's window, and how far easier/harder shift it. */
export const WINDOW = 200;
const SHIFT: Record<Dial, number> = { easier: -250, 'as-rated': 0, harder: 250 };
/** Puzzles generated at most per selection: keeps selection under 10 ms (npm run bench). */
export const MAX_TRIES = 4;
/** How far above its level's base a puzzle is typically rated (the median over many seeds). */
export const TYPICAL = 100;
/** Puzzles generated at most for "practise this theme" (rare themes need more; still under 10 ms). */
export const MAX_THEME_TRIES = 200;
/**
 * Tries per type after the first puzzle of the theme, looking for one in the window: two rounds
 * of the three levels, so a theme found first at a level far from the learner (many-sided waits
 * at level 3 for a learner at 1350, say) is served from a nearer level when one has it.
 */
export const THEME_MORE_TRIES = 6;

/** The ratings a puzzle served with `dial` lies between. */
export function dialWindow(learner: number, dial: Dial): { min: number; max: number } {
  const centre = learner + SHIFT[dial];
  return { min: centre - WINDOW, max: centre + WINDOW };
}

export interface SelectRequest {
  type: PuzzleType;
  rules: RuleSetId;
  /** The learner's rating for this type. */
  learner: number;
  dial: Dial;
  /** Session seed and the index to continue from (as in nextPuzzle). */
  session: number;
  index: number;
  /** Ids already shown. */
  seen: ReadonlySet<string>;
}

export type Selected =
  { ok: true; puzzle: RatedPuzzle; next: number; inWindow: boolean } | { ok: false; error: { code: 'exhausted' } };

/** Levels in the order to try: the one whose typical rating is nearest the window's centre first. */
export function levelsFor(type: PuzzleType, centre: number): Level[] {
  // A level's puzzles are rated from its base up to about 300 more, most near TYPICAL above it.
  const typical = (l: Level): number => LEVEL_BASE[l] + TYPE_OFFSET[type] + TYPICAL;
  return [...LEVELS].sort((a, b) => Math.abs(typical(a) - centre) - Math.abs(typical(b) - centre));
}

const distance = (rating: number, w: { min: number; max: number }): number =>
  rating < w.min ? w.min - rating : rating > w.max ? rating - w.max : 0;

/** A puzzle of `type` rated within the dial's window, or the nearest of MAX_TRIES candidates. */
export function selectPuzzle(r: SelectRequest): Selected {
  const w = dialWindow(r.learner, r.dial);
  const levels = levelsFor(r.type, (w.min + w.max) / 2).slice(0, 2);
  const rules = usesRules(r.type) ? r.rules : 'hke';
  const start = Number.isSafeInteger(r.index) && r.index >= 0 ? r.index : 0;
  let best: { puzzle: RatedPuzzle; next: number; d: number } | null = null;
  // "Valid Mah-Jongg?" above level 1 needs no filter here: since generator version 2 it fails
  // mostly by shape (gen-valid.ts).
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    // Mostly the nearest level; every other try the second nearest, for puzzles at its edge.
    const level = levels[tries % 2 === 0 || levels.length < 2 ? 0 : 1]!;
    const i = start + tries;
    const key = sessionKey({ type: r.type, level, rules }, r.session, i);
    const puzzle = generatePuzzle(key);
    if (r.seen.has(puzzle.id)) continue;
    const d = distance(puzzle.rating, w);
    if (best === null || d < best.d) best = { puzzle, next: i + 1, d };
    if (d === 0) break;
  }
  if (best === null) return { ok: false, error: { code: 'exhausted' } };
  return { ok: true, puzzle: best.puzzle, next: best.next, inWindow: best.d === 0 };
}

/** Rule sets a theme needs (it does not occur elsewhere); other themes take the learner's. */
export const THEME_RULES: Partial<Record<Theme, readonly RuleSetId[]>> = {
  'classic-points': ['classic'],
  'east-pays-double': ['classic'],
  liability: ['hk-modern', 'hk-simple'],
  'fan-minimum': ['hk-modern'],
  'rule-set-patterns': ['hk-modern'],
};

export interface ThemeRequest {
  theme: Theme;
  rules: RuleSetId;
  /** The learner's rating, and per type where the learner has one (a theme spans types). */
  learner: number;
  byType?: Partial<Record<PuzzleType, number>>;
  /** Where the puzzles sit against the rating (as-rated when left out). */
  dial?: Dial;
  session: number;
  index: number;
  seen: ReadonlySet<string>;
}

/**
 * "Practise this theme": a puzzle tagged with `theme`, of any type that exercises it, the levels
 * nearest the dial's window of the learner's rating for that type first. `inWindow` is whether
 * it is also within that window.
 */
export function themePuzzle(r: ThemeRequest): Selected {
  const types = THEME_TYPES[r.theme];
  const allowed = THEME_RULES[r.theme];
  const rules = allowed === undefined || allowed.includes(r.rules) ? r.rules : allowed[0]!;
  const window = (type: PuzzleType) => dialWindow(r.byType?.[type] ?? r.learner, r.dial ?? 'as-rated');
  const start = Number.isSafeInteger(r.index) && r.index >= 0 ? r.index : 0;
  let best: { puzzle: RatedPuzzle; next: number; d: number } | null = null;
  let first = -1; // the try that found the first puzzle of the theme
  const more = THEME_MORE_TRIES * types.length;
  for (let k = 0; k < MAX_THEME_TRIES && best?.d !== 0 && (first < 0 || k - first <= more); k++) {
    const type = types[k % types.length]!;
    const w = window(type);
    const levels = levelsFor(type, (w.min + w.max) / 2);
    const level = levels[Math.floor(k / types.length) % 3]!;
    const i = start + k;
    const puzzle = generatePuzzle(sessionKey({ type, level, rules }, r.session, i));
    if (r.seen.has(puzzle.id) || !puzzle.themes.includes(r.theme)) continue;
    if (first < 0) first = k;
    const d = distance(puzzle.rating, w);
    if (best === null || d < best.d) best = { puzzle, next: i + 1, d };
  }
  if (best === null) return { ok: false, error: { code: 'exhausted' } };
  return { ok: true, puzzle: best.puzzle, next: best.next, inWindow: best.d === 0 };
}
