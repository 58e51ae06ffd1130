// One judge per puzzle type: the learner's answer against the engine's, accepting every
// equivalent answer (any order, repeats, a winner's payment left out, "limit" for a hand paid
// as a limit), and a small closed feedback union the page can explain item by item.
import { HKE_LIMIT_POINTS } from '../rules/hke/points.ts';
import { CLASSIC_DEFAULTS } from '../rules/classic/options.ts';
import { HK_MODERN_DEFAULTS } from '../rules/hk-modern/options.ts';
import type { Score } from '../rules/types.ts';
import { makeTile, parseTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../tiles.ts';
import type {
  DiscardInput,
  DiscardPuzzle,
  DiscardReason,
  FanInput,
  FanPuzzle,
  PayInput,
  PayPuzzle,
  ValidInput,
  ValidPuzzle,
  ValidReason,
  WaitsInput,
  WaitsPuzzle,
} from './types.ts';

/** Why a picked tile does not win (the wait widget's reasons, plus text that is no tile). */
export type WaitsMistake = 'all-copies-used' | 'no-reading' | 'not-a-tile';

export type WaitsFeedback =
  | { kind: 'right'; hits: string[] }
  | { kind: 'wrong'; hits: string[]; missed: string[]; wrong: { tile: string; why: WaitsMistake }[] };

export function judgeWaits(p: WaitsPuzzle, picked: WaitsInput): WaitsFeedback {
  const tiles = new Set<Tile>();
  const unknown = new Set<string>();
  for (const code of picked) {
    const t = parseTile(String(code).trim());
    if (t === undefined) unknown.add(String(code));
    else tiles.add(t);
  }
  const chosen = [...tiles].sort((a, b) => a - b);
  const hits = chosen.filter((t) => p.answer.tiles.includes(t)).map(makeTile);
  const missed = p.answer.tiles.filter((t) => !tiles.has(t)).map(makeTile);
  const wrong = [
    ...chosen
      .filter((t) => !p.answer.tiles.includes(t))
      .map((t) => ({
        tile: makeTile(t),
        why: (p.answer.allCopiesHeld.includes(t) ? 'all-copies-used' : 'no-reading') as WaitsMistake,
      })),
    ...[...unknown].map((tile) => ({ tile, why: 'not-a-tile' as const })),
  ];
  return missed.length === 0 && wrong.length === 0 ? { kind: 'right', hits } : { kind: 'wrong', hits, missed, wrong };
}

export type FanVerdict = 'low' | 'high' | 'missed-limit' | 'not-limit' | 'items';

export type FanFeedback =
  | { kind: 'right' }
  | { kind: 'invalid' } // a number that is no whole number ≥ 0
  /** `missed`/`extra`: item and limit ids, filled when the answer was a list of items. */
  | { kind: 'wrong'; verdict: FanVerdict; missed: string[]; extra: string[] };

/** Paid as a limit: a limit hand, or as many fan as the rule set pays like one. */
export function paidAsLimit(s: Score): boolean {
  if (s.limit !== null) return true;
  switch (s.rules) {
    case 'hke':
      return s.points >= HKE_LIMIT_POINTS;
    case 'hk-modern':
      return s.fan >= HK_MODERN_DEFAULTS.maxFan;
    case 'classic':
      return s.points >= CLASSIC_DEFAULTS.limit;
    case 'hk-simple':
      return false; // 10+ points pay 64, a maximum hand 128: not the same
    default: {
      const never: never = s.rules;
      return never;
    }
  }
}

/** The ids a full list of items must hold: every item (repeats kept) and every limit. */
export const expectedItems = (s: Score): string[] => [...s.items.map((i) => i.id), ...s.limits];

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

export function judgeFan(p: FanPuzzle, input: FanInput): FanFeedback {
  const s = p.answer;
  const limitHand = s.limit !== null;
  switch (input.kind) {
    case 'limit':
      return paidAsLimit(s) ? { kind: 'right' } : wrong('not-limit');
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

export type PayFeedback =
  | { kind: 'right' }
  | { kind: 'invalid' } // an amount that is no whole number
  /** Every seat whose amount is wrong (`given` null: left out); `signsOnly` when only signs are. */
  | { kind: 'wrong'; seats: { seat: WindLetter; expected: number; given: number | null }[]; signsOnly: boolean };

export function judgePay(p: PayPuzzle, input: PayInput): PayFeedback {
  const expected = p.answer.payments;
  const winner = WIND_LETTERS[p.situation.seat]!;
  const values = WIND_LETTERS.map((w) => input[w]);
  if (values.some((v) => v !== undefined && !Number.isInteger(v))) return { kind: 'invalid' };
  // A loser who pays nothing may be left blank; the winner may be left out (the sum of the rest).
  const given = (w: WindLetter): number | null => {
    const v = input[w];
    if (v !== undefined) return v;
    if (w === winner) return -WIND_LETTERS.filter((x) => x !== w).reduce((sum, x) => sum + (input[x] ?? 0), 0);
    return expected[w] === 0 ? 0 : null;
  };
  const seats = WIND_LETTERS.map((seat) => ({ seat, expected: expected[seat], given: given(seat) })).filter(
    (x) => x.given !== x.expected,
  );
  if (seats.length === 0) return { kind: 'right' };
  const signsOnly = seats.every((x) => x.given !== null && Math.abs(x.given) === Math.abs(x.expected));
  return { kind: 'wrong', seats, signsOnly };
}

export type ValidFeedback =
  | { kind: 'right'; reason: ValidReason | null }
  /** Said valid when it is not, or the other way round. */
  | { kind: 'wrong-verdict'; valid: boolean; reason: ValidReason | null }
  /** Rightly said invalid, for a reason that is not true of the hand. */
  | { kind: 'wrong-reason'; reason: ValidReason; accepted: ValidReason[] };

export function judgeValid(p: ValidPuzzle, input: ValidInput): ValidFeedback {
  const a = p.answer;
  if (input.valid !== a.valid) return { kind: 'wrong-verdict', valid: a.valid, reason: a.reason };
  if (a.valid || input.reason === undefined || a.reasons.includes(input.reason))
    return { kind: 'right', reason: a.reason };
  return { kind: 'wrong-reason', reason: a.reason!, accepted: a.reasons };
}

export type DiscardFeedback =
  | { kind: 'right'; seat: Wind; reason: DiscardReason }
  | { kind: 'invalid' } // no seat, or the discarder
  | { kind: 'wrong-seat'; seat: Wind; reason: DiscardReason }
  | { kind: 'wrong-reason'; seat: Wind; reason: DiscardReason };

/** A seat as 0–3 or a letter (either case); undefined for anything else. */
export function seatOf(x: unknown): Wind | undefined {
  if (x === 0 || x === 1 || x === 2 || x === 3) return x;
  const i = typeof x === 'string' ? WIND_LETTERS.indexOf(x.trim().toUpperCase() as WindLetter) : -1;
  return i >= 0 ? (i as Wind) : undefined;
}

export function judgeDiscard(p: DiscardPuzzle, input: DiscardInput): DiscardFeedback {
  const seat = seatOf(input.seat);
  if (seat === undefined || seat === p.discarder) return { kind: 'invalid' };
  const { seat: right, reason } = p.answer;
  if (seat !== right) return { kind: 'wrong-seat', seat: right, reason };
  if (input.reason !== undefined && input.reason !== reason) return { kind: 'wrong-reason', seat: right, reason };
  return { kind: 'right', seat: right, reason };
}

// The engine's answers written as inputs: what "show the solution" fills in, and what every
// judge must call right.
export const waitsSolution = (p: WaitsPuzzle): string[] => p.answer.tiles.map(makeTile);

export function fanSolution(p: FanPuzzle): FanInput {
  if (p.answer.limit !== null) return { kind: 'limit' };
  return p.ask === 'points' ? { kind: 'points', points: p.answer.points } : { kind: 'fan', fan: p.answer.fan };
}

export const paySolution = (p: PayPuzzle): PayInput => ({ ...p.answer.payments });

export const validSolution = (p: ValidPuzzle): ValidInput =>
  p.answer.reason === null || p.answer.valid ? { valid: p.answer.valid } : { valid: false, reason: p.answer.reason };

export const discardSolution = (p: DiscardPuzzle): DiscardInput => ({ seat: p.answer.seat, reason: p.answer.reason });
