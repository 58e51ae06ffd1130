import { describe, expect, test } from 'vitest';
import { parseHand } from '../../engine/notation/hand-notation.ts';
import { fanAnswer, pointsTable, readSituation, type SituationProps } from './data.build.ts';
import { initialState, litBlocks, update, wrongFields, type FanAction, type FanState } from './state.ts';
import { FAN_KEYS, fanStatus, payStatus, ruleText, type FanStrings } from './strings.ts';
import type { FanAnswer } from './types.ts';

function answer(hand: string, props: SituationProps = {}, askPayments = true): FanAnswer {
  const h = parseHand(hand);
  const s = readSituation(props);
  if (!h.ok || !s.ok) throw new Error(hand);
  const a = fanAnswer(h.value, s.value, askPayments, 'en');
  if (!a.ok) throw new Error(a.error);
  return a.value;
}

const run = (s: FanState, actions: readonly FanAction[]): FanState => actions.reduce(update, s);
const pay = (values: Record<'points' | 'E' | 'S' | 'W' | 'N', string>): FanAction[] =>
  Object.entries(values).map(([field, text]) => ({ type: 'pay-text', field: field as 'E', text }));

// Scores checked with `npm run mahjong -- score …`.
const DISCARD = answer('123m456p789s11z55p +5p', { seat: 'S' }); // 1 fan (no flowers), 2 points; East discards
const SELF_DRAW = answer('123m456p789s11z55p +5p', { seat: 'S', win: 'self-draw' }); // 2 fan, 4 points
const LIMIT = answer('555666777z1234m +4m'); // big three dragons (7 fan counted, limit 64)
const NO_PAY = answer('123m456p789s11z55p +5p', { seat: 'S' }, false);

describe('build-time data', () => {
  test('items carry names, blocks and whether they come from no set', () => {
    expect(LIMIT.items.map((i) => [i.id, i.fan, i.blocks, i.situational])).toEqual([
      ['no-flowers', 1, [], true],
      ['dragon-pung', 1, [1], false],
      ['dragon-pung', 1, [2], false],
      ['dragon-pung', 1, [3], false],
      ['half-flush', 3, [0, 1, 2, 3, 4], false],
    ]);
    expect(LIMIT.items[1]?.name).toBe('Pung of dragons');
    expect(LIMIT.limits.map((l) => l.name)).toEqual(['Big three dragons']);
  });

  test('the default discarder is the player before the winner', () => {
    expect([DISCARD.from, DISCARD.payments]).toEqual(['E', { E: -4, S: 8, W: -2, N: -2 }]);
    expect([SELF_DRAW.from, SELF_DRAW.payments]).toEqual([null, { E: -8, S: 24, W: -8, N: -8 }]);
  });

  test('the points table as ranges, with the applying row marked', () => {
    expect(
      pointsTable(5, false)
        .map((r) => `${r.fan}:${r.points}${r.applies ? '*' : ''}`)
        .join(' '),
    ).toBe('0:1 1:2 2:4 3:8 4–6:16* 7–9:32 10+:64');
    expect(pointsTable(12, true).some((r) => r.applies)).toBe(false);
  });

  test.each<[SituationProps, RegExp]>([
    [{ seat: 'X' }, /seat must be one of E, S, W, N/],
    [{ seat: 's' }, /seat must be one of/],
    [{ win: 'tsumo' }, /win must be one of discard, self-draw/],
    [{ lastTile: 'yes' }, /lastTile is a switch/],
  ])('bad props %j', (props, message) => {
    expect(readSituation(props)).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  test('an impossible situation is reported with the engine reason', () => {
    const h = parseHand('123m456p789s11z55p +5p');
    const s = readSituation({ seat: 'S', from: 'S' });
    expect(h.ok && s.ok && fanAnswer(h.value, s.value, false, 'en')).toEqual({
      ok: false,
      error: expect.stringMatching(/cannot win on your own discard/),
    });
  });

  test('a hand that is not complete is reported', () => {
    const h = parseHand('123m456p789s11z56p +5p');
    const s = readSituation({});
    expect(h.ok && s.ok && fanAnswer(h.value, s.value, false, 'en')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/do not make a winning hand/),
    });
  });
});

describe('check-fan: the engine judge on step 1', () => {
  test.each([
    ['exact', DISCARD, false, '1', { kind: 'right' }],
    ['too low', SELF_DRAW, false, '1', { kind: 'wrong', verdict: 'low', missed: [], extra: [] }],
    ['too high', SELF_DRAW, false, '3', { kind: 'wrong', verdict: 'high', missed: [], extra: [] }],
    ['limit called a limit', LIMIT, true, '', { kind: 'right' }],
    ['limit counted in fan, even the right count', LIMIT, false, '7', { kind: 'wrong', verdict: 'missed-limit' }],
    ['ordinary hand called a limit', DISCARD, true, '', { kind: 'wrong', verdict: 'not-limit' }],
    ['no number', DISCARD, false, 'x', { kind: 'invalid' }],
    ['a negative number', DISCARD, false, '-1', { kind: 'invalid' }],
  ] as const)('%s', (_name, a, limit, text, feedback) => {
    const s = run(initialState(a), [{ type: 'limit', on: limit }, { type: 'fan-text', text }, { type: 'check-fan' }]);
    expect(s.fanFeedback).toMatchObject(feedback);
  });
});

describe('check-pay: the engine judge on step 2', () => {
  const opened = run(initialState(DISCARD), [{ type: 'fan-text', text: '1' }, { type: 'check-fan' }]);
  test.each([
    ['right', { points: '2', E: '-4', S: '8', W: '-2', N: '-2' }, [], false],
    ['signs flipped', { points: '2', E: '4', S: '8', W: '2', N: '-2' }, ['E', 'W'], true],
    ['discarder charged single', { points: '2', E: '-2', S: '6', W: '-2', N: '-2' }, ['E', 'S'], false],
    ['wrong points only', { points: '4', E: '-4', S: '8', W: '-2', N: '-2' }, ['points'], false],
    ['points with a sign', { points: '-2', E: '-4', S: '8', W: '-2', N: '-2' }, ['points'], true],
  ] as const)('%s', (_name, input, fields, signsOnly) => {
    const fb = run(opened, [...pay(input), { type: 'check-pay' }]).payFeedback;
    if (fields.length === 0) expect(fb).toEqual({ kind: 'right' });
    else expect(fb.kind === 'wrong' && [wrongFields(fb), fb.signsOnly]).toEqual([fields, signsOnly]);
  });

  test('every field is asked for: a blank one makes the answer invalid', () => {
    const fb = run(opened, [...pay({ points: '2', E: '-4', S: '', W: '-2', N: '-2' }), { type: 'check-pay' }]);
    expect(fb.payFeedback).toEqual({ kind: 'invalid' });
  });
});

describe('update', () => {
  test('a right fan count with payments opens step 2; right payments solve it', () => {
    const s1 = run(initialState(DISCARD), [{ type: 'fan-text', text: '1' }, { type: 'check-fan' }]);
    expect([s1.fanFeedback.kind, s1.solved]).toEqual(['right', false]);
    const s2 = run(s1, [...pay({ points: '2', E: '−4', S: '+8', W: '-2', N: '-2' }), { type: 'check-pay' }]);
    expect([s2.payFeedback.kind, s2.solved]).toEqual(['right', true]);
  });

  test('without payments the right fan count solves the puzzle', () => {
    expect(run(initialState(NO_PAY), [{ type: 'fan-text', text: '1' }, { type: 'check-fan' }]).solved).toBe(true);
  });

  test('wrong, then edit, then right: still solved; the solution is offered after a miss', () => {
    const wrong = run(initialState(NO_PAY), [{ type: 'fan-text', text: '3' }, { type: 'check-fan' }]);
    expect(wrong.fanFeedback).toEqual({ kind: 'wrong', verdict: 'high', missed: [], extra: [] });
    const editing = update(wrong, { type: 'fan-text', text: '1' });
    expect(editing.fanFeedback.kind).toBe('answering');
    expect(update(editing, { type: 'check-fan' }).solved).toBe(true);
  });

  test('reveal is refused before a miss and spoils the solve after one', () => {
    const start = initialState(NO_PAY);
    expect(update(start, { type: 'reveal-fan' })).toBe(start);
    const s = run(start, [{ type: 'fan-text', text: '0' }, { type: 'check-fan' }, { type: 'reveal-fan' }]);
    expect([s.fanFeedback.kind, s.gaveUp, s.solved]).toEqual(['revealed', true, false]);
  });

  test('empty or odd input is invalid, not wrong', () => {
    for (const text of ['', '1.5', 'abc', '-1']) {
      expect(run(initialState(DISCARD), [{ type: 'fan-text', text }, { type: 'check-fan' }]).fanFeedback.kind).toBe(
        'invalid',
      );
    }
  });

  test('the limit box answers a limit hand', () => {
    const s = run(initialState(LIMIT), [{ type: 'limit', on: true }, { type: 'check-fan' }]);
    expect(s.fanFeedback.kind).toBe('right');
  });

  test('payments cannot be entered before step 1 is settled; a missing field is invalid', () => {
    const start = initialState(DISCARD);
    expect(update(start, { type: 'pay-text', field: 'E', text: '1' })).toBe(start);
    const s = run(start, [
      { type: 'fan-text', text: '1' },
      { type: 'check-fan' },
      ...pay({ points: '2', E: '-4', S: '8', W: '-2', N: '' }),
      { type: 'check-pay' },
    ]);
    expect(s.payFeedback.kind).toBe('invalid');
  });

  test('preview wins over the pinned item; the limit (-1) lights every block', () => {
    const s = run(initialState(LIMIT), [{ type: 'pin', item: 1 }]);
    expect(litBlocks(s)).toEqual([1]);
    expect(litBlocks(update(s, { type: 'preview', item: 4 }))).toEqual([0, 1, 2, 3, 4]);
    expect(litBlocks(update(s, { type: 'pin', item: 1 }))).toEqual([]);
    expect(litBlocks(update(s, { type: 'preview', item: -1 }))).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('announcements', () => {
  const t = Object.fromEntries(
    FAN_KEYS.map((k) => [k, `${k}|{fan}|{limit}|{count}|{from}|{double}|{single}|{total}|{points}`]),
  ) as FanStrings;

  test('step 1 and step 2 sentences', () => {
    const s = run(initialState(DISCARD), [{ type: 'fan-text', text: '0' }, { type: 'check-fan' }]);
    expect(fanStatus(s, t)).toMatch(/^fan\.result\.low/);
    const right = run(s, [
      { type: 'fan-text', text: '1' },
      { type: 'check-fan' },
      ...pay({ points: '2', E: '4', S: '8', W: '2', N: '-2' }),
      { type: 'check-pay' },
    ]);
    expect(fanStatus(right, t)).toMatch(/^fan\.result\.exact\|1\|/);
    expect(payStatus(right, t)).toMatch(/^pay\.result\.wrong\|.*\|2\|.* pay\.result\.signs/);
  });

  test('the rule text names the discarder and the numbers', () => {
    const r: FanStrings = {
      ...t,
      'wind.E': 'East',
      'wind.N': 'North',
      'pay.rule.points': '{fan}→{points}.',
      'pay.rule.pointsLimit': 'limit→{points}.',
      'pay.rule.discard': '{from} {double}, others {single}, you {total}.',
      'pay.rule.selfDraw': 'all {double}, you {total}.',
    };
    expect(ruleText(initialState(DISCARD), r)).toBe('1→2. East 4, others 2, you 8.');
    expect(ruleText(initialState(SELF_DRAW), r)).toBe('2→4. all 8, you 24.');
    expect(ruleText(initialState(LIMIT), r)).toBe('limit→64. North 128, others 64, you 256.');
  });
});
