// The judges: named cases per type, then properties over generated puzzles (the engine's own
// answer and every equivalent form of it are right; a changed answer is wrong, item by item).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SITUATION,
  RULE_SETS,
  allTiles,
  countTiles,
  WIND_LETTERS,
  makeTile,
  score,
  validateSituation,
  waits,
  type RuleSetId,
  type Situation,
} from '../index.ts';
import {
  DISCARD_RULES,
  LEVELS,
  discardSolution,
  expectedItems,
  fanSolution,
  generatePuzzle,
  judgeDiscard,
  judgeFan,
  judgePay,
  judgeValid,
  judgeWaits,
  paidAsLimit,
  paySolution,
  validSolution,
  variantsOf,
  waitsSolution,
  type FanPuzzle,
  type Level,
  type Puzzle,
  type PuzzleType,
  type WaitsPuzzle,
} from '../puzzles/index.ts';
import { parseWhole, wholeOrNaN } from '../puzzles/answer-text.ts';
import { parsed } from './puzzles-helpers.ts';

const KEY = { type: 'waits', level: 1, rules: 'hke', seed: 0 } as const;

function waitsPuzzle(text: string): WaitsPuzzle {
  const hand = parsed(text);
  const w = waits(hand);
  if (!w.ok) throw new Error(text);
  const held = countTiles(allTiles(hand)).flatMap((n, t) => (n === 4 ? [t] : []));
  return {
    type: 'waits',
    key: KEY,
    id: text,
    variant: 'test',
    hand,
    notation: text,
    answer: { tiles: w.value, allCopiesHeld: held },
  };
}

function fanPuzzle(text: string, rules: RuleSetId = 'hke', situation: Situation = DEFAULT_SITUATION): FanPuzzle {
  const hand = parsed(text);
  const s = validateSituation(situation, hand);
  const sc = s.ok ? score(hand, s.value, { rules }) : s;
  if (!s.ok || !sc.ok) throw new Error(text);
  const ask = rules === 'classic' ? 'points' : 'fan';
  return {
    type: 'fan',
    key: { ...KEY, type: 'fan', rules },
    id: text,
    variant: 'test',
    rules,
    hand,
    notation: text,
    situation: s.value,
    ask,
    target: '',
    nearMiss: false,
    answer: sc.value,
  };
}

describe('judgeWaits (2233445566778p waits on 2p 5p 8p)', () => {
  const p = waitsPuzzle('2233445566778p');
  test.each<[string, string[], object]>([
    ['all, any order, repeats and blanks', ['8p', ' 2p', '5p', '2p'], { kind: 'right', hits: ['2p', '5p', '8p'] }],
    ['one missed', ['2p', '5p'], { kind: 'wrong', hits: ['2p', '5p'], missed: ['8p'], wrong: [] }],
    [
      'one too many',
      ['2p', '5p', '8p', '3p'],
      { kind: 'wrong', hits: ['2p', '5p', '8p'], missed: [], wrong: [{ tile: '3p', why: 'no-reading' }] },
    ],
    [
      'not a tile',
      ['2p', '5p', '8p', '9z'],
      { kind: 'wrong', hits: ['2p', '5p', '8p'], missed: [], wrong: [{ tile: '9z', why: 'not-a-tile' }] },
    ],
  ])('%s', (_, picked, expected) => {
    expect(judgeWaits(p, picked)).toEqual(expected);
  });

  test('a tile whose four copies are held is wrong for that reason', () => {
    const four = waitsPuzzle('[1111m] 234m567p1199s');
    expect(judgeWaits(four, ['1s', '9s', '1m'])).toEqual({
      kind: 'wrong',
      hits: ['1s', '9s'],
      missed: [],
      wrong: [{ tile: '1m', why: 'all-copies-used' }],
    });
  });
});

describe('judgeFan: named hands', () => {
  const bigDragons = fanPuzzle('555z666z777z123m5p +5p');
  const nineGates = fanPuzzle('1112345678999m +9m', 'hke', { ...DEFAULT_SITUATION, win: 'self-draw' });
  const fullFlush = fanPuzzle('1112345567899p +9p', 'hke', { ...DEFAULT_SITUATION, win: 'self-draw' });
  test('a limit hand: "limit" or the limit among the items; a number of fan misses the limit', () => {
    expect(judgeFan(bigDragons, { kind: 'limit' })).toEqual({ kind: 'right' });
    expect(judgeFan(bigDragons, { kind: 'items', items: ['big-three-dragons'] })).toEqual({ kind: 'right' });
    expect(judgeFan(bigDragons, { kind: 'fan', fan: bigDragons.answer.fan })).toMatchObject({
      verdict: 'missed-limit',
    });
    expect(judgeFan(nineGates, { kind: 'limit' })).toEqual({ kind: 'right' });
  });

  test('an ordinary hand: the fan, or every item; what was missed or extra is named', () => {
    const s = fullFlush.answer;
    expect(s.limit).toBeNull();
    expect(judgeFan(fullFlush, { kind: 'fan', fan: s.fan })).toEqual({ kind: 'right' });
    expect(judgeFan(fullFlush, { kind: 'fan', fan: s.fan - 1 })).toMatchObject({ verdict: 'low' });
    expect(judgeFan(fullFlush, { kind: 'fan', fan: s.fan + 1 })).toMatchObject({ verdict: 'high' });
    expect(judgeFan(fullFlush, { kind: 'fan', fan: 1.5 })).toEqual({ kind: 'invalid' });
    expect(judgeFan(fullFlush, { kind: 'limit' })).toMatchObject({ verdict: 'not-limit' });
    const ids = expectedItems(s);
    expect(judgeFan(fullFlush, { kind: 'items', items: [...ids].reverse() })).toEqual({ kind: 'right' });
    expect(judgeFan(fullFlush, { kind: 'items', items: [...ids.slice(1), 'half-flush'] })).toEqual({
      kind: 'wrong',
      verdict: 'items',
      missed: [ids[0]],
      extra: ['half-flush'],
    });
  });

  test('HKE pays 10 fan and more as a limit: "limit" is accepted, marked as no limit hand', () => {
    const many = fanPuzzle('1112223334p [555p] 1f +4p', 'hke', { ...DEFAULT_SITUATION, win: 'self-draw' }); // 11 fan
    expect(many.answer.limit).toBeNull();
    expect(many.answer.fan).toBeGreaterThanOrEqual(10);
    expect(judgeFan(many, { kind: 'limit' })).toEqual({ kind: 'right', paidAsLimit: true });
    expect(judgeFan(many, { kind: 'fan', fan: many.answer.fan })).toEqual({ kind: 'right' });
  });

  test('classic asks for the score', () => {
    const c = fanPuzzle('123m456p789s11z55p +5p', 'classic');
    expect(fanSolution(c)).toEqual({ kind: 'points', points: c.answer.points });
    expect(judgeFan(c, { kind: 'points', points: c.answer.points + 2 })).toMatchObject({ verdict: 'high' });
  });
});

// Every kind with a few seeds: the solution and its equivalent forms are right.
const kinds = (type: PuzzleType) =>
  LEVELS.flatMap((level: Level) =>
    (type === 'waits' || type === 'discard' ? ['hke' as const] : RULE_SETS).map((rules) => ({ type, level, rules })),
  );
const arb = (type: PuzzleType) =>
  fc
    .tuple(fc.constantFrom(...kinds(type)), fc.integer({ min: 0, max: 0xffffffff }))
    .map(([k, seed]) => generatePuzzle({ ...k, seed }));
const RUNS = { numRuns: 60 };

/** The generated puzzle as the type asked for; a puzzle of another type fails the property. */
function ofType<T extends PuzzleType>(p: Puzzle, type: T): Extract<Puzzle, { type: T }> {
  expect(p.type).toBe(type);
  return p as Extract<Puzzle, { type: T }>;
}

describe('judges on generated puzzles', () => {
  test('waits: the solution in any order is right; one missed or one wrong tile is named', () => {
    fc.assert(
      fc.property(arb('waits'), (generated) => {
        const p = ofType(generated, 'waits');
        const sol = waitsSolution(p);
        expect(judgeWaits(p, [...sol].reverse())).toEqual({ kind: 'right', hits: sol });
        expect(judgeWaits(p, sol.slice(1))).toMatchObject({ kind: 'wrong', missed: [sol[0]], wrong: [] });
        const loser = [...Array(34).keys()].find((t) => !p.answer.tiles.includes(t))!;
        expect(judgeWaits(p, [...sol, makeTile(loser)])).toMatchObject({
          kind: 'wrong',
          missed: [],
          wrong: [{ tile: makeTile(loser) }],
        });
      }),
      RUNS,
    );
  });

  test('fan: the solution, the full list of items, and "limit" when paid as one', () => {
    fc.assert(
      fc.property(arb('fan'), (generated) => {
        const p = ofType(generated, 'fan');
        expect(judgeFan(p, fanSolution(p))).toEqual({ kind: 'right' });
        expect(judgeFan(p, { kind: 'items', items: [...expectedItems(p.answer)].reverse() })).toEqual({
          kind: 'right',
        });
        expect(judgeFan(p, { kind: 'limit' }).kind).toBe(paidAsLimit(p.answer) ? 'right' : 'wrong');
        expect(judgeFan(p, { kind: 'points', points: p.answer.points + 1 })).toMatchObject({
          kind: 'wrong',
          verdict: 'high',
        });
      }),
      RUNS,
    );
  });

  test('pay: the payments, with the winner or a seat paying nothing left out; a changed seat is named', () => {
    fc.assert(
      fc.property(arb('pay'), (generated) => {
        const p = ofType(generated, 'pay');
        const sol = paySolution(p);
        expect(judgePay(p, sol)).toEqual({ kind: 'right' });
        const winner = WIND_LETTERS[p.situation.seat]!;
        const partial = Object.fromEntries(Object.entries(sol).filter(([w, v]) => w !== winner && v !== 0));
        expect(judgePay(p, partial)).toEqual({ kind: 'right' });
        const loser = WIND_LETTERS.find((w) => w !== winner && sol[w] !== 0)!;
        const flipped = { ...sol, [loser]: -sol[loser]!, [winner]: sol[winner] };
        expect(judgePay(p, flipped)).toEqual({
          kind: 'wrong',
          seats: [{ seat: loser, expected: sol[loser], given: -sol[loser]! }],
          points: null,
          signsOnly: true,
        });
        expect(judgePay(p, { ...sol, [winner]: 0.5 })).toEqual({ kind: 'invalid' });
        // The points are judged only when given (the lesson's payment step asks for them).
        const points = p.answer.points;
        expect(judgePay(p, { ...sol, points })).toEqual({ kind: 'right' });
        expect(judgePay(p, { ...sol, points: Number.NaN })).toEqual({ kind: 'invalid' });
        expect(judgePay(p, { ...sol, points: -points })).toEqual({
          kind: 'wrong',
          seats: [],
          points: { expected: points, given: -points },
          signsOnly: true,
        });
        expect(judgePay(p, { ...flipped, points: points + 1 })).toMatchObject({ kind: 'wrong', signsOnly: false });
      }),
      RUNS,
    );
  });

  test('valid: the verdict with any true reason or none is right; the other verdict or a false reason is wrong', () => {
    fc.assert(
      fc.property(arb('valid'), (generated) => {
        const p = ofType(generated, 'valid');
        const a = p.answer;
        expect(judgeValid(p, validSolution(p))).toEqual({ kind: 'right', reason: a.reason });
        expect(judgeValid(p, { valid: a.valid })).toEqual({ kind: 'right', reason: a.reason });
        for (const reason of a.reasons)
          expect(judgeValid(p, { valid: false, reason })).toEqual({ kind: 'right', reason: a.reason });
        expect(judgeValid(p, { valid: !a.valid })).toEqual({ kind: 'wrong-verdict', valid: a.valid, reason: a.reason });
        if (!a.valid) {
          const other = a.reasons.includes('below-minimum') ? 'too-many-copies' : 'below-minimum';
          expect(judgeValid(p, { valid: false, reason: other })).toEqual({
            kind: 'wrong-reason',
            reason: a.reason,
            accepted: a.reasons,
          });
        }
      }),
      RUNS,
    );
  });

  test('discard: the seat as a letter (any case) or a number, with or without the reason', () => {
    fc.assert(
      fc.property(arb('discard'), (generated) => {
        const p = ofType(generated, 'discard');
        const { seat, reason } = p.answer;
        const right = { kind: 'right', seat, reason };
        expect(judgeDiscard(p, discardSolution(p))).toEqual(right);
        expect(judgeDiscard(p, { seat: WIND_LETTERS[seat]!.toLowerCase() as 'e' as never })).toEqual(right);
        expect(judgeDiscard(p, { seat: WIND_LETTERS[seat]! })).toEqual(right);
        const other = p.callers.find((c) => c.seat !== seat)!.seat;
        expect(judgeDiscard(p, { seat: other })).toEqual({ kind: 'wrong-seat', seat, reason });
        expect(judgeDiscard(p, { seat, reason: reason === 'only-call' ? 'mahjong-first' : 'only-call' })).toEqual({
          kind: 'wrong-reason',
          seat,
          reason,
        });
        expect(judgeDiscard(p, { seat: p.discarder })).toEqual({ kind: 'invalid' });
        expect(judgeDiscard(p, { seat: 'X' as 'E' })).toEqual({ kind: 'invalid' });
      }),
      RUNS,
    );
  });

  test('discard, the last tile: the last-tile rule and the priority it agrees with are both right, nothing else', () => {
    const key = { type: 'discard', level: 3, rules: 'hke' } as const;
    const n = variantsOf(key).length;
    const last = variantsOf(key).indexOf('last-tile');
    expect(last).toBeGreaterThanOrEqual(0);
    for (const base of [0, 7, 4242]) {
      const p = generatePuzzle({ ...key, seed: base * n + last });
      if (p.type !== 'discard') throw new Error(p.type);
      expect(p.lastTile).toBe(true);
      const seat = p.answer.seat;
      for (const reason of DISCARD_RULES) {
        const right = reason === 'last-tile' || reason === 'mahjong-first';
        expect(judgeDiscard(p, { seat, reason }).kind, reason).toBe(right ? 'right' : 'wrong-reason');
      }
    }
  });
});

describe('parseWhole: the one reading of a typed number (lesson and practice forms)', () => {
  test('signs and the typographic minus; no decimals, exponents or blanks', () => {
    const texts = ['12', '+3', '-4', '−5', ' 6 ', '7.0', '', '1e3', '12a', '1234567'];
    expect(texts.map(parseWhole)).toEqual([12, 3, -4, -5, 6, undefined, undefined, undefined, undefined, undefined]);
  });

  test('round-trips every whole number a form can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999, max: 999_999 }), (n) => {
        expect(parseWhole(String(n))).toBe(n);
        expect(parseWhole(String(n).replace('-', '−'))).toBe(n);
      }),
    );
  });

  test('text that is no number reaches a judge as NaN, which it calls invalid', () => {
    expect(wholeOrNaN('x')).toBeNaN();
    expect(
      judgeFan(
        { answer: { rules: 'hke', limit: null, limits: [], fan: 3, points: 8, items: [] } },
        { kind: 'fan', fan: wholeOrNaN('3.5') },
      ),
    ).toEqual({ kind: 'invalid' });
  });
});
