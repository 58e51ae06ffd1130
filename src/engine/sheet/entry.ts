// One entry of the sheet under one rule set: who pays whom, and how the hand ended for the
// rotation. A hand by tiles is scored by the engine; a quick entry is valued by quick.ts.
import type { EngineError } from '../errors.ts';
import { parseHand } from '../notation/hand-notation.ts';
import { falseMahjongPayments } from '../rules/kernel/payments.ts';
import { ruleSet } from '../rules/rule-sets.ts';
import { score } from '../rules/score.ts';
import type { Payments, Score } from '../rules/types.ts';
import { validateSituation, type Situation } from '../situation.ts';
import { WIND_LETTERS, type Wind } from '../tiles.ts';
import type { HandError } from './evening.ts';
import { withWay } from './patterns.ts';
import { isWin, pointsOf, quickPayments, valued } from './quick.ts';
import type { HandEnd } from './rotation.ts';
import type { PlayerIndex, SheetHand, SheetRules } from './types.ts';

type WinHand = Extract<SheetHand, { kind: 'win' }>;

/** Where the players sit in this hand: each player's seat wind, and the prevalent wind. */
export interface Seating {
  seats: readonly Wind[];
  round: Wind;
}

export interface Entry {
  fan: number | null;
  points: number;
  limit: boolean;
  limitId: string | null;
  /** Per player. */
  payments: number[];
  liable: PlayerIndex | null;
  score: Score | null;
  error: HandError | null;
  engine?: EngineError;
  end: HandEnd;
}

const playerAtSeat = (t: Seating, w: Wind): PlayerIndex => t.seats.indexOf(w) as PlayerIndex;
const perPlayer = (p: Payments, t: Seating): number[] => t.seats.map((w) => p[WIND_LETTERS[w]!]);
const nothing = [0, 0, 0, 0];

/** The situation of a win as entered, in the seats of this hand. */
export function situationOf(h: WinHand, t: Seating): Situation {
  const s: Situation = {
    seat: t.seats[h.winner]!,
    round: t.round,
    win: h.win,
    lastTile: h.lastTile,
    heaven: h.heaven,
    earth: h.earth,
  };
  if (h.from !== undefined) s.from = t.seats[h.from]!;
  if (h.liable !== undefined) s.liable = { seat: t.seats[h.liable.player]!, why: h.liable.why };
  return s;
}

const blank = (end: HandEnd): Entry => ({
  fan: null,
  points: 0,
  limit: false,
  limitId: null,
  payments: nothing,
  liable: null,
  score: null,
  error: null,
  end,
});

const failed = (end: HandEnd, error: HandError, engine?: EngineError): Entry => ({
  ...blank(end),
  error,
  ...(engine === undefined ? {} : { engine }),
});

/** A false Mah-Jongg: the caller pays the rule set's penalty to each other player. */
export function falseCall(rules: SheetRules, caller: PlayerIndex, t: Seating): Entry {
  const penalty = ruleSet(rules.rules, rules.options)?.falseMahjongPenalty ?? 0;
  return {
    ...blank({ kind: 'false-mahjong' }),
    payments: perPlayer(falseMahjongPayments(t.seats[caller]!, penalty), t),
  };
}

/**
 * A hand by tiles under `rules`. Under the main rule set (`main`) a hand that is no win is an
 * error of the entry (the players agreed a win; the sheet does not turn it into a penalty);
 * under the second it is paid as that rule set's false Mah-Jongg, as the engine scores it.
 */
function byTiles(rules: SheetRules, h: WinHand, notation: string, t: Seating, main: boolean): Entry {
  const winEnd: HandEnd = { kind: 'win', eastWon: t.seats[h.winner] === 0 };
  const hand = parseHand(notation);
  if (!hand.ok) return failed(winEnd, 'not-scored', hand.error);
  const r = score(hand.value, situationOf(h, t), { ...rules.options, rules: rules.rules });
  if (!r.ok) return failed(winEnd, 'not-scored', r.error);
  const sc = r.value;
  if (!sc.legal && main) return { ...failed(winEnd, 'not-a-win'), score: sc, fan: sc.fan };
  return {
    fan: sc.fan,
    points: sc.legal ? sc.points : 0,
    limit: sc.limit !== null,
    limitId: sc.limit,
    payments: perPlayer(sc.payments, t),
    liable: sc.liable === null ? null : playerAtSeat(t, WIND_LETTERS.indexOf(sc.liable) as Wind),
    score: sc,
    error: null,
    end: sc.legal ? winEnd : { kind: 'false-mahjong' },
  };
}

/** A quick entry under the main rule set. */
function quick(rules: SheetRules, h: WinHand, t: Seating): Entry {
  const end: HandEnd = { kind: 'win', eastWon: t.seats[h.winner] === 0 };
  if (h.value.by === 'tiles') return failed(end, 'not-scored');
  const s = validateSituation(situationOf(h, t));
  if (!s.ok) return failed(end, 'not-scored', s.error);
  // The way-of-winning patterns follow from the situation, never from stored ticks (patterns.ts).
  const value =
    h.value.by === 'patterns' ? { ...h.value, patterns: withWay(rules.rules, s.value, h.value.patterns) } : h.value;
  const v = valued(rules, value);
  if (!isWin(rules, v)) return { ...failed(end, 'not-a-win'), fan: v.fan };
  const points = pointsOf(rules, value, v);
  const liable = h.liable === undefined ? null : t.seats[h.liable.player]!;
  const paid = quickPayments(rules, s.value, points, v.limit, liable);
  return {
    ...v,
    points,
    payments: perPlayer(paid.payments, t),
    liable: paid.liable === null ? null : playerAtSeat(t, paid.liable),
    score: null,
    error: null,
    end,
  };
}

/** The main rule set's view of an entry. */
export function mainEntry(rules: SheetRules, h: SheetHand, t: Seating): Entry {
  switch (h.kind) {
    case 'draw':
      return blank({ kind: 'draw' });
    case 'false-mahjong':
      return falseCall(rules, h.caller, t);
    case 'win':
      return h.value.by === 'tiles' ? byTiles(rules, h, h.value.hand, t, true) : quick(rules, h, t);
    default: {
      const unknown: never = h;
      return unknown;
    }
  }
}

/** The second rule set's view: null when the entry has no tiles to score again. */
export function secondEntry(rules: SheetRules, h: SheetHand, t: Seating): Entry | null {
  switch (h.kind) {
    case 'draw':
      return blank({ kind: 'draw' });
    case 'false-mahjong':
      return falseCall(rules, h.caller, t);
    case 'win':
      return h.value.by === 'tiles' ? byTiles(rules, h, h.value.hand, t, false) : null;
    default: {
      const unknown: never = h;
      return unknown;
    }
  }
}
