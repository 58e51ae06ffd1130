// The words of the compare page and the hand editor: every key they ask for exists in both
// languages, cells read as intended, and a name a rule set lacks shows its id instead of breaking.
import { LANGS } from '../../words/index.ts';
import { describe, expect, test } from 'vitest';
import { ILLEGAL_REASONS, RULE_SETS } from '../../engine/rules/types.ts';
import { WIN_KINDS } from '../../engine/situation.ts';
import { LINK_ERROR_CODES } from '../shared/hand-link.ts';
import { ADD_MODES } from '../hand-editor/state.ts';
import { EDITOR_KEYS } from '../hand-editor/strings.ts';
import { dictionaryKeys } from '../../build/dictionary.ts';
import { PAGE_KEYS } from './ComparePage.tsx';
import { compareStrings } from './data.build.ts';
import { compareScores, type Cell } from './model.ts';
import { cellText, COMPARE_KEYS, lineLabel, signed } from './strings.ts';

describe('keys', () => {
  test.each(LANGS)('every key the page, the editor and the table ask for exists in %s', (lang) => {
    const wanted = [
      ...COMPARE_KEYS,
      ...EDITOR_KEYS,
      ...PAGE_KEYS,
      ...LINK_ERROR_CODES.map((c) => `link.error.${c}`),
      ...ILLEGAL_REASONS.map((r) => `compare.reason.${r}`),
      ...WIN_KINDS.map((w) => `editor.win.${w}`),
      ...ADD_MODES.map((m) => `editor.mode.${m}`),
      ...RULE_SETS.flatMap((r) => [`rules.short.${r}`, `rules.long.${r}`]),
      'nav.compare',
      'home.ref.compare',
      'page.compare.title',
      'page.compare.description',
      'page.compare.intro',
      'page.compare.noscript',
      'compare.open',
    ];
    const have = new Set(dictionaryKeys(lang));
    expect(wanted.filter((k) => !have.has(k))).toEqual([]);
  });
});

describe('cells in words', () => {
  const en = compareStrings('en');
  const de = compareStrings('de');
  test.each<[string, Cell | null, string | null]>([
    ['an empty cell is a dash, drawn by the view', null, null],
    ['fan', { kind: 'item', unit: 'fan', fan: 3, points: 0, count: 1 }, '3 fan'],
    ['a pattern counted twice', { kind: 'item', unit: 'fan', fan: 2, points: 0, count: 2 }, '2 fan · 2×'],
    ['a doubling', { kind: 'item', unit: 'doublings', fan: 3, points: 0, count: 1 }, '×8'],
    [
      "a set's base points and its doubling",
      { kind: 'item', unit: 'doublings', fan: 1, points: 4, count: 1 },
      '4 pts · ×2',
    ],
    ['base points alone', { kind: 'item', unit: 'doublings', fan: 0, points: 20, count: 1 }, '20 pts'],
    [
      'classic, nothing at all: no base points, not "0 fan"',
      { kind: 'item', unit: 'doublings', fan: 0, points: 0, count: 1 },
      '0 pts',
    ],
    ['a section point of simplified HK', { kind: 'item', unit: 'section', fan: 1, points: 0, count: 1 }, '1 point'],
    ['section points, counted twice', { kind: 'item', unit: 'section', fan: 2, points: 0, count: 2 }, '2 points · 2×'],
    ['the lines together in fan', { kind: 'number', value: 6, signed: false, unit: 'fan' }, '6 fan'],
    ['the lines together in doublings', { kind: 'number', value: 2, signed: false, unit: 'doublings' }, '×4'],
    ['the lines together in section points', { kind: 'number', value: 0, signed: false, unit: 'section' }, '0 points'],
    ['a payment received', { kind: 'number', value: 24, signed: true }, '+24'],
    ['a payment made', { kind: 'number', value: -8, signed: true }, '−8'],
    ['a win', { kind: 'result', legal: true, reason: null, penalty: null, liable: null }, 'Mah-Jongg'],
    [
      'a win someone pays for alone',
      { kind: 'result', legal: true, reason: null, penalty: null, liable: 'W' },
      'Mah-Jongg · West pays for everyone',
    ],
    [
      'no win, and why',
      { kind: 'result', legal: false, reason: 'below-minimum', penalty: 'false-mahjong', liable: null },
      'No win · too few fan for the minimum · penalty: false Mah-Jongg',
    ],
    [
      'a column that cannot score says why',
      { kind: 'error', error: { code: 'bad-option', text: 'classic' } },
      'Unknown option “classic”.',
    ],
  ])('%s', (_name, cell, expected) => {
    expect(cellText(en, cell)).toBe(expected);
  });

  test('German uses its own words', () => {
    expect(cellText(de, { kind: 'item', unit: 'doublings', fan: 1, points: 4, count: 1 })).toBe('4 Pkt. · ×2');
    expect(cellText(de, { kind: 'item', unit: 'section', fan: 1, points: 0, count: 1 })).toBe('1 Punkt');
    expect(cellText(de, { kind: 'number', value: 3, signed: false, unit: 'section' })).toBe('3 Punkte');
    expect(signed(0)).toBe('0');
  });
});

describe('line names', () => {
  const c = compareScores(
    {
      hke: { ok: true, value: score('hke', 'dragon-pung') },
      classic: { ok: true, value: score('classic', 'no-such-pattern') },
      'hk-modern': { ok: false, error: { code: 'bad-option', text: 'hk-modern' } },
      'hk-simple': { ok: false, error: { code: 'bad-option', text: 'hk-simple' } },
    },
    { seat: 'S', from: 'E', win: 'robbing-kong' },
  );
  const en = compareStrings('en');
  const labels = c.groups.flatMap((g) => g.lines).map((l) => lineLabel(en, c, l));

  test('a pattern takes the name of the first rule set that scores and names it', () => {
    expect(labels).toContain('Pung of dragons');
  });

  test('a pattern no rule set names shows its id', () => {
    expect(labels).toContain('no-such-pattern');
  });

  test('the winner and the robbed player are named on their payment lines', () => {
    expect(labels).toEqual(expect.arrayContaining(['East (robbed)', 'South (winner)', 'West', 'North']));
  });
});

function score(rules: (typeof RULE_SETS)[number], id: string) {
  return {
    rules,
    reading: { shape: 'standard' as const, blocks: [] },
    items: [{ id, fan: 1, points: 0, blocks: [] }],
    fan: 1,
    limit: null,
    limits: [],
    points: 2,
    uncapped: 2,
    base: null,
    legal: true,
    reason: null,
    payments: { E: -2, S: 2, W: 0, N: 0 },
    penalty: null,
    liable: null,
  };
}
