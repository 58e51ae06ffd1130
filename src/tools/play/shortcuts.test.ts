// The table's keys: every shortcut key differs from the others in each language, and each key
// does what its button does, only when the button is there.
import { describe, expect, test } from 'vitest';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import type { Prompt } from './model.ts';
import { SHORTCUTS, shortcutAction, shortcutOf, type Shortcut } from './shortcuts.ts';
import type { PlayStrings } from './strings.ts';

const chow = (tile: number) => ({ move: { type: 'chow' as const, tile }, kind: 'chow' as const, set: [] });
const pung = { move: { type: 'pung' as const }, kind: 'pung' as const, set: [] };
const claim = (options: Extract<Prompt, { kind: 'claim' }>['options'], canWin = false): Prompt => ({
  kind: 'claim',
  from: 'E',
  tile: '5p',
  options,
  canWin,
});
const discard = (canWin: boolean): Prompt => ({ kind: 'discard', kongs: [], canWin, afterClaim: false });

describe.each([
  ['de', de],
  ['en', en],
])('%s keys', (_, words) => {
  const t = words as unknown as PlayStrings;
  test('one key per shortcut, a single letter each', () => {
    const keys = SHORTCUTS.map((s) => t[`play.key.${s}`]);
    expect(new Set(keys).size).toBe(SHORTCUTS.length);
    for (const k of keys) expect(k).toMatch(/^[a-z]$/);
    for (const s of SHORTCUTS) expect(shortcutOf(t, t[`play.key.${s}`].toUpperCase())).toBe(s);
  });
});

const cases: [string, Shortcut, Prompt, boolean, unknown][] = [
  ['draw on a draw', 'draw', { kind: 'draw' }, true, { kind: 'move', move: { type: 'draw' } }],
  ['draw on a discard: nothing', 'draw', discard(false), true, null],
  ['pass on a claim', 'pass', claim([pung]), true, { kind: 'move', move: { type: 'pass' } }],
  ['one pung', 'pung', claim([pung, chow(3)]), true, { kind: 'move', move: { type: 'pung' } }],
  ['two chows: focus them', 'chow', claim([chow(2), chow(3)]), true, { kind: 'focus', shortcut: 'chow' }],
  ['no chow offered', 'chow', claim([pung]), true, null],
  ['Mah-Jongg that wins', 'mahjong', discard(true), true, { kind: 'move', move: { type: 'mahjong' } }],
  ['Mah-Jongg not winning, coaching on: not offered', 'mahjong', discard(false), true, null],
  ['Mah-Jongg not winning, coaching off: asks', 'mahjong', discard(false), false, { kind: 'ask-mahjong' }],
  ['hint on a discard with coaching', 'hint', discard(false), true, { kind: 'hint' }],
  ['hint without coaching', 'hint', discard(false), false, null],
  ['nothing while waiting', 'pass', { kind: 'wait', seat: 'S', answering: false }, true, null],
];
test.each(cases)('%s', (_, s, p, coach, expected) => expect(shortcutAction(s, p, coach)).toEqual(expected));
