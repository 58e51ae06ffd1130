import { describe, expect, test } from 'vitest';
import { parseHand } from '../../engine/notation/hand-notation.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { waitAnswers, type WaitData } from './data.build.ts';
import { move, navKey } from '../../ui/roving.ts';
import { initialState, PICKER_CODES, PICKER_ROWS, update, type WaitAction, type WaitState } from './state.ts';
import { statusText, WAIT_PREFIXES, type WaitStrings } from './strings.ts';
import { pickStrings } from '../../build/dictionary.ts';

function answers(hand: string): WaitData {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error(hand);
  const a = waitAnswers(parsed.value);
  if (!a.ok) throw new Error(a.error.code);
  return a.value;
}

const run = (s: WaitState, actions: readonly WaitAction[]): WaitState => actions.reduce(update, s);
const toggles = (codes: readonly TileCode[]): WaitAction[] => codes.map((code) => ({ type: 'toggle', code }));

// Hands checked with `npm run mahjong -- waits`.
const NINE_GATES = answers('1112345678999m'); // 1m–9m
const THREE_WAY = answers('2233445566778p'); // 2p 5p 8p (8p also as seven pairs)
const NO_WAIT = answers('1111m234p567p789s'); // nothing: a fifth 1m would be needed

describe('waitAnswers (build-time data)', () => {
  test('the winning tiles in tile order, which is picker order', () => {
    expect(NINE_GATES.question.answer.tiles).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(PICKER_CODES.slice(0, 3)).toEqual(['1m', '2m', '3m']);
    expect(PICKER_CODES).toHaveLength(34);
  });

  test('winning tiles carry every reading, as tile-code groups', () => {
    expect(Object.keys(THREE_WAY.readings).sort()).toEqual(['2p', '5p', '8p']);
    const eight = THREE_WAY.readings['8p'] ?? [];
    expect(eight.map((r) => r.shape).sort()).toEqual(['seven-pairs', 'standard', 'standard', 'standard']); // pair 88, 22 or 55
    const pairs = eight.find((r) => r.shape === 'seven-pairs');
    expect(pairs?.blocks.map((b) => b.tiles.join(''))).toEqual([
      '2p2p',
      '3p3p',
      '4p4p',
      '5p5p',
      '6p6p',
      '7p7p',
      '8p8p',
    ]);
  });

  test('tiles the hand holds four of are named for the judge', () => {
    expect(NO_WAIT.question.answer).toEqual({ tiles: [], allCopiesHeld: [0] });
  });

  test('a hand that is not 13 tiles is an error value, not a throw', () => {
    const parsed = parseHand('123m456p789s11z55p +5p');
    expect(parsed.ok && waitAnswers(parsed.value)).toMatchObject({ ok: false, error: { code: 'not-waiting-hand' } });
  });
});

describe('check: the engine judge on the selection', () => {
  const checked = (data: WaitData, codes: TileCode[]) =>
    run(initialState(data.question), [...toggles(codes), { type: 'check' }]).feedback;

  test.each<[string, WaitData, TileCode[], object]>([
    ['all correct', THREE_WAY, ['8p', '2p', '5p'], { kind: 'right', hits: ['2p', '5p', '8p'] }],
    ['one missed', THREE_WAY, ['2p', '5p'], { kind: 'wrong', hits: ['2p', '5p'], missed: ['8p'], wrong: [] }],
    [
      'one wrong',
      THREE_WAY,
      ['2p', '5p', '8p', '3p'],
      { kind: 'wrong', hits: ['2p', '5p', '8p'], missed: [], wrong: [{ tile: '3p', why: 'no-reading' }] },
    ],
    [
      'mixed',
      THREE_WAY,
      ['2p', '9p'],
      { kind: 'wrong', hits: ['2p'], missed: ['5p', '8p'], wrong: [{ tile: '9p', why: 'no-reading' }] },
    ],
    ['nothing picked', THREE_WAY, [], { kind: 'wrong', hits: [], missed: ['2p', '5p', '8p'], wrong: [] }],
    ['no wait, nothing picked', NO_WAIT, [], { kind: 'right', hits: [] }],
    // 1m would fit (111m + 11m) but all four are held.
    [
      'no wait, fifth copy picked',
      NO_WAIT,
      ['1m'],
      { kind: 'wrong', hits: [], missed: [], wrong: [{ tile: '1m', why: 'all-copies-used' }] },
    ],
    [
      'no wait, a tile that fits nothing',
      NO_WAIT,
      ['5z'],
      { kind: 'wrong', hits: [], missed: [], wrong: [{ tile: '5z', why: 'no-reading' }] },
    ],
  ])('%s', (_name, data, selected, expected) => {
    expect(checked(data, selected)).toEqual(expected);
  });
});

describe('update', () => {
  const start = initialState(THREE_WAY.question);

  test('toggle selects and unselects, keeping picker order, and moves the cursor', () => {
    const s = run(start, toggles(['8p', '2p', '5p', '5p']));
    expect(s.selected).toEqual(['2p', '8p']);
    expect(s.cursor).toBe(13); // 5p is the 14th tile kind
  });

  test('a correct check solves the puzzle', () => {
    const s = run(start, [...toggles(['2p', '5p', '8p']), { type: 'check' }]);
    expect(s.feedback).toMatchObject({ kind: 'right' });
    expect(s.solved).toBe(true);
  });

  test('a wrong check freezes the selection; retry keeps it and unfreezes', () => {
    const checked = run(start, [...toggles(['2p']), { type: 'check' }, ...toggles(['5p'])]);
    expect(checked.selected).toEqual(['2p']);
    expect(checked.solved).toBe(false);
    const again = run(checked, [{ type: 'retry' }, ...toggles(['5p', '8p']), { type: 'check' }]);
    expect(again.selected).toEqual(['2p', '5p', '8p']);
    expect(again.solved).toBe(true);
  });

  test('reveal shows the solution, only after a check, and the puzzle no longer counts', () => {
    expect(update(start, { type: 'reveal' })).toBe(start);
    const s = run(start, [{ type: 'check' }, { type: 'reveal' }]);
    expect(s).toMatchObject({
      selected: ['2p', '5p', '8p'],
      feedback: { kind: 'revealed' },
      gaveUp: true,
      solved: false,
    });
  });

  test('the cursor follows focus and ignores indices outside the picker', () => {
    expect(update(start, { type: 'cursor', index: 33 }).cursor).toBe(33);
    expect(update(start, { type: 'cursor', index: 34 })).toBe(start);
    expect(update(start, { type: 'cursor', index: -1 })).toBe(start);
  });
});

describe('arrow keys in the picker (roving.move)', () => {
  test.each([
    [0, 'left', 0],
    [0, 'right', 1],
    [8, 'right', 9], // from 9m on to 1p
    [33, 'right', 33],
    [4, 'down', 13], // 5m → 5p
    [26, 'down', 33], // 9s → 7z (the honour row is shorter)
    [30, 'up', 21], // 4z → 4s
    [2, 'up', 2], // no row above
    [30, 'down', 30], // no row below
    [12, 'end', 33],
    [12, 'home', 0],
  ] as const)('from %i, %s → %i', (from, key, expected) => {
    expect(move(PICKER_ROWS, from, key)).toBe(expected);
  });

  test('only arrow keys, Home and End move', () => {
    expect([navKey('ArrowUp'), navKey('End'), navKey(' '), navKey('Enter')]).toEqual([
      'up',
      'end',
      undefined,
      undefined,
    ]);
  });
});

describe('statusText', () => {
  const t = Object.fromEntries(
    Object.keys(pickStrings('en', ...WAIT_PREFIXES)).map((k) => [k, `${k} {count}/{hits}/{missed}/{wrong}`]),
  ) as WaitStrings;

  test.each<[string, WaitAction[], string]>([
    ['silent while selecting', toggles(['2p']), ''],
    ['correct', [...toggles(['2p', '5p', '8p']), { type: 'check' }], 'wait.result.correct 3/{hits}/{missed}/{wrong}'],
    ['counts the mistakes', [...toggles(['2p', '9p']), { type: 'check' }], 'wait.result.incorrect {count}/1/2/1'],
    ['revealed', [{ type: 'check' }, { type: 'reveal' }], 'wait.result.revealed 3/{hits}/{missed}/{wrong}'],
  ])('%s', (_name, actions, expected) => {
    expect(statusText(run(initialState(THREE_WAY.question), actions), t)).toBe(expected);
  });

  test('a hand that waits on nothing has its own sentence', () => {
    expect(statusText(run(initialState(NO_WAIT.question), [{ type: 'check' }]), t)).toMatch(
      /^wait\.result\.correctNone/,
    );
  });
});
