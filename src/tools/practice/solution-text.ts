// The solution of a practice puzzle as the learner reads it: the engine's answer in the page's
// words, each rule set in its own units (HKE and modern Hong Kong count fan; simplified Hong Kong
// the points of its sections; classic base points and doublings). Plain functions of the puzzle
// and the strings: Explain.tsx shows what they return, and the tests read the same sentences.
import type { FanFeedback } from '../../engine/puzzles/judge-fan.ts';
import type { Puzzle, WaitsPuzzle } from '../../engine/puzzles/types.ts';
import type { RuleSetId, Score } from '../../engine/rules/types.ts';
import { WIND_LETTERS, type WindLetter } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { fill } from '../../words/fill.ts';
import { tileName } from '../../words/tile-names.ts';
import type { RuleFacts } from './rule-facts.ts';
import type { PracticeStrings } from './strings.ts';

/** What the texts need of the puzzle engine chunk (PuzzleEngine has both). */
export interface Solver {
  waitsSolution: (p: WaitsPuzzle) => readonly string[];
  ruleFacts: RuleFacts;
}

/** The solution: sentences, the "how it scores" lines, the payments per seat. */
export interface SolutionText {
  lines: string[];
  items: string[];
  payments: { seat: WindLetter; label: string; amount: string }[];
}

type T = PracticeStrings;

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** "1 point", "9 points" (and the same for base points). */
const counted = (t: T, unit: 'points' | 'base', n: number): string =>
  n === 1 ? t[`practice.unit.${unit}.one`] : fill(t[`practice.unit.${unit}`], { n });

const fanUnit = (t: T, n: number): string => fill(t['practice.unit.fan'], { n });

const doublings = (t: T, n: number): string =>
  fill(t[n === 1 ? 'practice.unit.doublings.one' : 'practice.unit.doublings'], { n, factor: 2 ** n });

/** A hand's value in its rule set's unit: fan, or simplified Hong Kong's section points. */
export const valueOf = (t: T, rules: RuleSetId, n: number): string =>
  rules === 'hk-simple' ? counted(t, 'points', n) : fanUnit(t, n);

const pts = (t: T, n: number): string => counted(t, 'points', n);

/** A pattern's name in the page's language: the score's rule set first, HKE's for a shared id. */
export const nameOf = (names: Record<string, string>, rules: string, id: string): string =>
  names[`${rules}:${id}`] ?? names[`hke:${id}`] ?? id;

/** The value of a limit hand, in the rule set's words. */
function limitLine(s: Score, t: T, facts: RuleFacts): string {
  if (s.rules === 'classic') {
    const cls = facts.classicClass(s.limit ?? '') ?? 'limit';
    return fill(t['practice.answer.limit.classic'], { cls: t[`practice.limitClass.${cls}`], points: pts(t, s.points) });
  }
  const key = s.rules === 'hk-simple' ? 'practice.answer.limit.hk-simple' : 'practice.answer.limit';
  return fill(t[key], { points: pts(t, s.points) });
}

/** Classic's score: base points × 2^doublings, capped at the limit; and a special hand it beats. */
function classicLines(s: Score, t: T, names: Record<string, string>): string[] {
  const base = counted(t, 'base', s.base ?? 0);
  const factor = 2 ** s.fan;
  const head =
    s.uncapped > s.points
      ? fill(t['practice.answer.classicCapped'], { base, factor, uncapped: s.uncapped, points: pts(t, s.points) })
      : fill(t['practice.answer.classic'], { base, factor, points: pts(t, s.points) });
  const beaten = s.limits[0];
  return beaten === undefined
    ? [head]
    : [head, fill(t['practice.answer.beats'], { name: nameOf(names, s.rules, beaten) })];
}

/** The headline of a score: what a fan puzzle asks (`ask`), or what the hand is worth (`worth`, pay puzzles). */
export function scoreLines(
  s: Score,
  mode: 'ask' | 'worth',
  t: T,
  names: Record<string, string>,
  facts: RuleFacts,
): string[] {
  if (s.limit !== null) return [limitLine(s, t, facts)];
  switch (s.rules) {
    case 'classic':
      return classicLines(s, t, names);
    case 'hk-simple':
      return mode === 'ask'
        ? [fill(t['practice.answer.points'], { points: pts(t, s.fan) })]
        : [fill(t['practice.answer.sheet'], { sum: pts(t, s.fan), points: pts(t, s.points) })];
    case 'hk-modern':
    case 'hke':
      if (mode === 'ask') return [fill(t['practice.answer.fan'], { fan: s.fan })];
      if (s.rules === 'hk-modern' && s.fan > facts.cap)
        return [
          fill(t['practice.answer.capped'], {
            fan: fanUnit(t, s.fan),
            cap: fanUnit(t, facts.cap),
            points: pts(t, s.points),
          }),
        ];
      return [fill(t['practice.answer.worth'], { fan: fanUnit(t, s.fan), points: pts(t, s.points) })];
    default: {
      const never: never = s.rules;
      return never;
    }
  }
}

/**
 * "How it scores": a limit hand by its limits only (the fan lines do not count there); else each
 * item with its value, classic's base points and doublings apart; a line worth nothing is left out.
 */
export function itemLines(s: Score, t: T, names: Record<string, string>): string[] {
  const name = (id: string) => nameOf(names, s.rules, id);
  if (s.limit !== null) return s.limits.map(name);
  const lines = s.items.flatMap((i) => {
    const parts =
      s.rules === 'classic'
        ? [...(i.points > 0 ? [counted(t, 'base', i.points)] : []), ...(i.fan > 0 ? [doublings(t, i.fan)] : [])]
        : i.fan > 0
          ? [valueOf(t, s.rules, i.fan)]
          : [];
    return parts.length ? [fill(t['practice.item'], { name: name(i.id), value: parts.join(', ') })] : [];
  });
  return lines.length ? lines : [t['practice.items.none']];
}

export const paymentRows = (s: Score, t: T): SolutionText['payments'] =>
  WIND_LETTERS.map((w) => ({ seat: w, label: t[`practice.seat.${w}`], amount: signed(s.payments[w]) }));

/** "(and 1 more reading)", "(and 3 more readings)" after a winning tile's first reading; null for one reading. */
export function moreReadings(readings: number, t: T): string | null {
  if (readings <= 1) return null;
  return readings === 2 ? t['practice.why.more.one'] : fill(t['practice.why.more'], { count: readings - 1 });
}

/** The question on the card: simplified Hong Kong adds up section points, classic asks for its score. */
export function askText(puzzle: Puzzle, t: T): string {
  if (puzzle.type === 'discard')
    return fill(t['practice.ask.discard'], { seat: t[`practice.seat.${WIND_LETTERS[puzzle.discarder]!}`] });
  if (puzzle.type === 'fan' && puzzle.ask === 'points') return t['practice.ask.points'];
  if (puzzle.type === 'fan' && puzzle.rules === 'hk-simple') return t['practice.ask.sheet'];
  return t[`practice.ask.${puzzle.type}`];
}

export function solutionText(
  puzzle: Puzzle,
  t: T,
  names: Record<string, string>,
  solver: Solver,
  lang: WidgetLang,
): SolutionText {
  const none = { items: [], payments: [] };
  switch (puzzle.type) {
    case 'waits': {
      // Tiles in words, as the Why list names them; never notation codes.
      const tiles = solver
        .waitsSolution(puzzle)
        .map((c) => tileName(c as TileCode, lang))
        .join(', ');
      return { ...none, lines: [fill(t['practice.answer.waits'], { tiles })] };
    }
    case 'fan':
      return {
        lines: scoreLines(puzzle.answer, 'ask', t, names, solver.ruleFacts),
        items: itemLines(puzzle.answer, t, names),
        payments: [],
      };
    case 'pay':
      return {
        lines: scoreLines(puzzle.answer, 'worth', t, names, solver.ruleFacts),
        items: itemLines(puzzle.answer, t, names),
        payments: paymentRows(puzzle.answer, t),
      };
    case 'valid': {
      const a = puzzle.answer;
      const verdict = t[a.valid ? 'practice.answer.valid' : 'practice.answer.invalid'];
      const s = a.score;
      const why =
        a.reason === null
          ? null
          : a.reason === 'below-minimum' && s !== null
            ? fill(t['practice.solution.below-minimum'], {
                fan: valueOf(t, s.rules, s.fan),
                min: valueOf(t, s.rules, solver.ruleFacts.minimum(s.rules)),
              })
            : a.reason === 'not-a-pattern-of-this-rule-set'
              ? t['practice.solution.not-a-pattern-of-this-rule-set']
              : t[`practice.reason.${a.reason}`];
      return { ...none, lines: [why === null ? verdict : `${verdict} ${why}`] };
    }
    case 'discard': {
      // Every rule that decides it: on the last discard the last-tile rule beside the priority.
      const seat = fill(t['practice.answer.discard'], {
        seat: t[`practice.seat.${WIND_LETTERS[puzzle.answer.seat]!}`],
      });
      const rules = (puzzle.answer.reasons ?? [puzzle.answer.reason]).map((r) => t[`practice.reason.${r}`]);
      return { ...none, lines: [[seat, ...rules].join(' ')] };
    }
    default: {
      const never: never = puzzle;
      return never;
    }
  }
}

/** The word on a "limit" answer the rule set only pays like a limit hand: accepted, and why it is none. */
export function paidAsLimitNote(s: Score, fb: FanFeedback, t: T): string | null {
  if (fb.kind !== 'right' || fb.paidAsLimit !== true) return null;
  if (s.rules === 'classic')
    return fill(t['practice.fb.paidAsLimit.classic'], {
      base: counted(t, 'base', s.base ?? 0),
      factor: 2 ** s.fan,
      points: pts(t, s.points),
    });
  return fill(t['practice.fb.paidAsLimit'], { fan: valueOf(t, s.rules, s.fan), points: pts(t, s.points) });
}
