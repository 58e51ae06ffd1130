// The judge of "how many fan?" (classic: "what is the score?"), for generated puzzles and lesson
// puzzles alike. It accepts every equivalent answer: "limit" for any hand paid as a limit, the
// items of the score in any order. Whether a hand is paid as a limit is the rule set's fact
// (paid-as-limit.ts), decided by the engine before judging, so this file needs no rule tables
// and a lesson island that imports it stays small.
import type { FanInput, FanQuestion, FanScore, FanPuzzle } from './types.ts';

export type FanVerdict =
  | 'low' // the number is below the answer
  | 'high' // the number is above it
  | 'missed-limit' // a number for a limit hand
  | 'not-limit' // "limit" for a hand that is not paid as one
  | 'items'; // a list of items that is not the score's

export type FanFeedback =
  /**
   * `paidAsLimit`: "limit" was answered for a hand the rule set only pays like one (HKE's 10+ fan,
   * hk-modern's cap, classic's capped score): accepted, but it is no limit hand, and the page says so.
   */
  | { kind: 'right'; paidAsLimit?: true }
  | { kind: 'invalid' } // a number that is no whole number ≥ 0 (NaN for text that is none)
  /** `missed`/`extra`: item and limit ids, filled when the answer was a list of items. */
  | { kind: 'wrong'; verdict: FanVerdict; missed: string[]; extra: string[] };

/** The ids a full list of items must hold: every item (repeats kept) and every limit. */
export const expectedItems = (s: FanScore): string[] => [...s.items.map((i) => i.id), ...s.limits];

function multisetDiff(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

const whole = (n: number): boolean => Number.isInteger(n) && n >= 0;
const wrong = (verdict: FanVerdict, missed: string[] = [], extra: string[] = []): FanFeedback => ({
  kind: 'wrong',
  verdict,
  missed,
  extra,
});

/** The judge on the score's numbers; whether the hand is paid as a limit comes with the question. */
export function judgeFanQuestion(p: FanQuestion, input: FanInput): FanFeedback {
  const s = p.answer;
  const limitHand = s.limit !== null;
  switch (input.kind) {
    case 'limit':
      if (!p.paidAsLimit) return wrong('not-limit');
      return limitHand ? { kind: 'right' } : { kind: 'right', paidAsLimit: true };
    case 'fan':
      if (!whole(input.fan)) return { kind: 'invalid' };
      if (limitHand) return wrong('missed-limit');
      return input.fan === s.fan ? { kind: 'right' } : wrong(input.fan < s.fan ? 'low' : 'high');
    case 'points':
      if (!whole(input.points)) return { kind: 'invalid' };
      return input.points === s.points ? { kind: 'right' } : wrong(input.points < s.points ? 'low' : 'high');
    case 'items': {
      const given = input.items.map(String);
      const expected = expectedItems(s);
      const missed = multisetDiff(expected, given);
      const extra = multisetDiff(given, expected);
      // A limit hand is named by its limit; its fan items do not matter.
      const namedLimit = limitHand && given.some((id) => s.limits.includes(id));
      return namedLimit || (missed.length === 0 && extra.length === 0)
        ? { kind: 'right' }
        : wrong('items', missed, extra);
    }
    default: {
      const never: never = input;
      return never;
    }
  }
}

/** The engine's answer written as an input: what every judge must call right. */
export function fanSolution(p: FanPuzzle): FanInput {
  if (p.answer.limit !== null) return { kind: 'limit' };
  return p.ask === 'points' ? { kind: 'points', points: p.answer.points } : { kind: 'fan', fan: p.answer.fan };
}
