// Independent checks of a generated puzzle: every answer is recomputed here from the puzzle's
// notation (parsed again) with the engine's public functions or the slow oracle, never taken
// from the generator's own objects.
import { expect } from 'vitest';
import {
  allTiles,
  countTiles,
  isHonour,
  makeHand,
  parseHand,
  score,
  tileCount,
  validateSituation,
  type Hand,
  type Tile,
  type Wind,
} from '../index.ts';
import { oracleReadings, oracleWaits } from '../oracle.ts';
import { HKE_LIMITS, HKE_PATTERNS } from '../index.ts';
import type {
  DiscardCall,
  DiscardPuzzle,
  FanPuzzle,
  PayPuzzle,
  Puzzle,
  ValidPuzzle,
  ValidReason,
  WaitsPuzzle,
} from '../puzzles/index.ts';

export function parsed(text: string): Hand {
  const h = parseHand(text);
  if (!h.ok) throw new Error(`${text}: ${h.error.code}`);
  return h.value;
}

export function checkWaits(p: WaitsPuzzle): void {
  const h = parsed(p.notation);
  expect(h).toEqual(p.hand);
  expect(tileCount(h)).toBe(13);
  const wins = oracleWaits(h);
  expect(p.answer.tiles).toEqual(wins);
  expect(wins.length).toBeGreaterThanOrEqual(1);
  expect(wins.length).toBeLessThanOrEqual(9);
  expect(p.answer.allCopiesHeld).toEqual(countTiles(allTiles(h)).flatMap((n, t) => (n === 4 ? [t] : [])));
}

/** Scored again from the notation; the generator's score must be exactly this one. */
function rescored(p: FanPuzzle | PayPuzzle) {
  const h = parsed(p.notation);
  expect(h).toEqual(p.hand);
  expect(validateSituation(p.situation, h)).toEqual({ ok: true, value: p.situation });
  const s = score(h, p.situation, { rules: p.rules });
  if (!s.ok) throw new Error(`${p.notation}: ${s.error.code}`);
  expect(s.value).toEqual(p.answer);
  expect(s.value.legal).toBe(true);
  expect(Object.values(s.value.payments).reduce((a, b) => a + b, 0)).toBe(0);
  return s.value;
}

export function checkFan(p: FanPuzzle): void {
  rescored(p);
  expect(p.ask).toBe(p.rules === 'classic' ? 'points' : 'fan');
  expect([...HKE_PATTERNS, ...HKE_LIMITS]).toContain(p.target);
  const hke = score(p.hand, p.situation, { rules: 'hke' });
  if (!hke.ok) throw new Error(p.notation);
  const shows = hke.value.items.some((i) => i.id === p.target) || hke.value.limits.includes(p.target);
  expect(shows).toBe(!p.nearMiss);
}

export function checkPay(p: PayPuzzle): void {
  const s = rescored(p);
  expect(s.payments[(['E', 'S', 'W', 'N'] as const)[p.situation.seat]]).toBeGreaterThan(0);
}

/** Copies and tile count by hand; then the parser and the scorer. */
export function checkValid(p: ValidPuzzle): void {
  const h = p.hand;
  expect(makeHand(h)).toBe(p.notation);
  const fifth = countTiles(allTiles(h)).some((n) => n > 4);
  const count = h.concealed.length + 3 * h.melds.length + 1;
  const reasons: ValidReason[] = [];
  if (fifth) reasons.push('too-many-copies');
  if (count !== 14) reasons.push('wrong-tile-count');
  if (reasons.length > 0) {
    expect(p.answer).toMatchObject({ valid: false, reasons, score: null });
    expect(reasons).toContain(p.answer.reason);
    return;
  }
  const complete = oracleReadings(h).length > 0;
  const s = score(parsed(p.notation), p.situation, { rules: p.rules });
  if (!complete) {
    expect(s).toMatchObject({ ok: false, error: { code: 'not-complete-hand' } });
    expect(p.answer).toEqual({
      valid: false,
      reason: 'not-complete-hand',
      reasons: ['not-complete-hand'],
      score: null,
    });
    return;
  }
  if (!s.ok) throw new Error(p.notation);
  expect(p.answer.score).toEqual(s.value);
  expect(p.answer.valid).toBe(s.value.legal);
  expect(p.answer.reason).toBe(s.value.reason);
}

const next = (w: Wind, k = 1): Wind => ((w + k) % 4) as Wind;
const copies = (h: Hand, t: Tile): number => h.concealed.filter((x) => x === t).length;

/** What a seat can do with the discard, from its tiles alone (HKE, no minimum). */
function possible(h: Hand, seat: Wind, discarder: Wind, t: Tile): Set<string> {
  const out = new Set<string>(['pass']);
  if (oracleReadings({ ...h, winning: t }).length > 0) out.add('mahjong');
  if (copies(h, t) >= 2) out.add('pung');
  if (copies(h, t) >= 3) out.add('kong');
  if (seat === next(discarder) && !isHonour(t)) {
    const n = t % 9;
    for (let low = Math.max(0, n - 2); low <= Math.min(6, n); low++) {
      const others = [0, 1, 2].map((k) => t - n + low + k).filter((x) => x !== t);
      if (others.every((x) => h.concealed.includes(x))) out.add(`chow${t - n + low}`);
    }
  }
  return out;
}

const callName = (c: DiscardCall): string => (c.type === 'chow' ? `chow${c.tile}` : c.type);

/**
 * Priority by the rule text: Mah-Jongg, then kong or pung, then chow; ties go to the nearest seat
 * after the discarder. The last discard may only be claimed for Mah-Jongg: a set call there counts for nothing.
 */
function expectedSeat(p: DiscardPuzzle): Wind {
  const rank = (c: DiscardCall): number =>
    p.lastTile === true && c.type !== 'mahjong' ? 0 : { mahjong: 3, kong: 2, pung: 2, chow: 1, pass: 0 }[c.type];
  const order = [1, 2, 3].map((k) => p.callers.find((c) => c.seat === next(p.discarder, k))!);
  const best = Math.max(...order.map((c) => rank(c.call)));
  return order.find((c) => rank(c.call) === best)!.seat;
}

export function checkDiscard(p: DiscardPuzzle): void {
  expect(p.callers.map((c) => c.seat)).toEqual([1, 2, 3].map((k) => next(p.discarder, k)));
  const used = new Array<number>(34).fill(0);
  used[p.tile]!++;
  for (const c of p.callers) {
    expect(parsed(c.notation)).toEqual(c.hand);
    expect(tileCount(c.hand)).toBe(13);
    for (const t of allTiles(c.hand)) used[t]!++;
    const can = possible(c.hand, c.seat, p.discarder, p.tile);
    expect(can.has(callName(c.call))).toBe(true);
    // A player who could win would not call less; one who passes could do nothing else.
    if (c.call.type !== 'mahjong') expect(can.has('mahjong')).toBe(false);
    if (c.call.type === 'pass') expect([...can]).toEqual(['pass']);
  }
  expect(Math.max(...used)).toBeLessThanOrEqual(4);
  expect(p.answer.seat).toBe(expectedSeat(p));
  const active = p.callers.filter((c) => c.call.type !== 'pass');
  const mahjong = active.filter((c) => c.call.type === 'mahjong').length;
  const priority =
    active.length === 1
      ? 'only-call'
      : mahjong > 1
        ? 'mahjong-turn-order'
        : mahjong === 1
          ? 'mahjong-first'
          : 'pung-before-chow';
  expect(p.answer.reason).toBe(priority);
  if (p.lastTile !== true) {
    expect(p.answer.reasons).toBeUndefined();
    return;
  }
  // The last discard: a set is called and refused, and a Mah-Jongg call takes the tile.
  expect(active.some((c) => c.call.type !== 'mahjong')).toBe(true);
  expect(p.callers.find((c) => c.seat === p.answer.seat)!.call.type).toBe('mahjong');
  expect(p.answer.reasons).toEqual(['last-tile', priority]);
}

export function checkPuzzle(p: Puzzle): void {
  switch (p.type) {
    case 'waits':
      return checkWaits(p);
    case 'fan':
      return checkFan(p);
    case 'pay':
      return checkPay(p);
    case 'valid':
      return checkValid(p);
    case 'discard':
      return checkDiscard(p);
  }
}
