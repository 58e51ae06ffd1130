import { describe, expect, test } from 'vitest';
import { parseHand } from '../../engine/notation/hand-notation.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { waitAnswers } from './data.ts';
import { move, navKey } from '../../ui/roving.ts';
import { initialState, judge, PICKER_ROWS, update, type WaitAction, type WaitState, type WaitTile } from './state.ts';
import { statusText, WAIT_KEYS, type WaitStrings } from './strings.ts';

function answers(hand: string): WaitTile[] {
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
  test('one entry per tile kind in picker order', () => {
    expect(NINE_GATES.map((t) => t.code).slice(0, 3)).toEqual(['1m', '2m', '3m']);
    expect(NINE_GATES).toHaveLength(34);
  });

  test('winning tiles carry every reading, as tile-code groups', () => {
    const eight = THREE_WAY.find((t) => t.code === '8p');
    expect(eight?.wins).toBe(true);
    if (!eight?.wins) return;
    expect(eight.readings.map((r) => r.shape).sort()).toEqual(['seven-pairs', 'standard', 'standard', 'standard']); // pair 88, 22 or 55
    const pairs = eight.readings.find((r) => r.shape === 'seven-pairs');
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

  test.each([
    ['1111m234p567p789s', '1m', 'all-copies-used'], // 1m would fit (111m + 11m) but all four are held
    ['1111m234p567p789s', '5z', 'no-reading'],
    ['2233445566778p', '3p', 'no-reading'],
  ] as const)('%s + %s does not win: %s', (hand, code, reason) => {
    expect(answers(hand).find((t) => t.code === code)).toEqual({ code, wins: false, reason });
  });

  test('a hand that is not 13 tiles is an error value, not a throw', () => {
    const parsed = parseHand('123m456p789s11z55p +5p');
    expect(parsed.ok && waitAnswers(parsed.value)).toMatchObject({ ok: false, error: { code: 'not-waiting-hand' } });
  });
});

describe('judge', () => {
  test.each<[string, WaitTile[], TileCode[], { correct: boolean; hits: string[]; missed: string[]; wrong: string[] }]>([
    ['all correct', THREE_WAY, ['8p', '2p', '5p'], { correct: true, hits: ['2p', '5p', '8p'], missed: [], wrong: [] }],
    ['one missed', THREE_WAY, ['2p', '5p'], { correct: false, hits: ['2p', '5p'], missed: ['8p'], wrong: [] }],
    [
      'one wrong',
      THREE_WAY,
      ['2p', '5p', '8p', '3p'],
      { correct: false, hits: ['2p', '5p', '8p'], missed: [], wrong: ['3p'] },
    ],
    ['mixed', THREE_WAY, ['2p', '9p'], { correct: false, hits: ['2p'], missed: ['5p', '8p'], wrong: ['9p'] }],
    ['nothing picked', THREE_WAY, [], { correct: false, hits: [], missed: ['2p', '5p', '8p'], wrong: [] }],
    ['no wait, nothing picked', NO_WAIT, [], { correct: true, hits: [], missed: [], wrong: [] }],
    ['no wait, fifth copy picked', NO_WAIT, ['1m'], { correct: false, hits: [], missed: [], wrong: ['1m'] }],
  ])('%s', (_name, tiles, selected, expected) => {
    expect(judge(tiles, selected)).toEqual(expected);
  });
});

describe('update', () => {
  const start = initialState(THREE_WAY);

  test('toggle selects and unselects, keeping picker order, and moves the cursor', () => {
    const s = run(start, toggles(['8p', '2p', '5p', '5p']));
    expect(s.selected).toEqual(['2p', '8p']);
    expect(s.cursor).toBe(13); // 5p is the 14th tile kind
  });

  test('a correct check solves the puzzle', () => {
    const s = run(start, [...toggles(['2p', '5p', '8p']), { type: 'check' }]);
    expect(s.feedback).toMatchObject({ kind: 'checked', judgement: { correct: true } });
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
  const t = Object.fromEntries(WAIT_KEYS.map((k) => [k, `${k} {count}/{hits}/{missed}/{wrong}`])) as WaitStrings;

  test.each<[string, WaitAction[], string]>([
    ['silent while selecting', toggles(['2p']), ''],
    ['correct', [...toggles(['2p', '5p', '8p']), { type: 'check' }], 'wait.result.correct 3/{hits}/{missed}/{wrong}'],
    ['counts the mistakes', [...toggles(['2p', '9p']), { type: 'check' }], 'wait.result.incorrect {count}/1/2/1'],
    ['revealed', [{ type: 'check' }, { type: 'reveal' }], 'wait.result.revealed 3/{hits}/{missed}/{wrong}'],
  ])('%s', (_name, actions, expected) => {
    expect(statusText(run(initialState(THREE_WAY), actions), t)).toBe(expected);
  });

  test('a hand that waits on nothing has its own sentence', () => {
    expect(statusText(run(initialState(NO_WAIT), [{ type: 'check' }]), t)).toMatch(/^wait\.result\.correctNone/);
  });
});
