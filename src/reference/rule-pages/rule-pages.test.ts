// The rule pages promise that every example shows what its row says, under the page's rule set:
// the models the pages are built from are built here too (a bad example throws, naming it), and
// the rows are checked once more against the engine's own lists.
import { describe, expect, test } from 'vitest';
import {
  CLASSIC_DOUBLINGS,
  CLASSIC_POINT_ITEMS,
  CLASSIC_SPECIALS,
  HKE_LIMITS,
  HKE_PATTERNS,
  HK_MODERN_LIMITS,
  HK_MODERN_PATTERNS,
  HK_SIMPLE_LIMITS,
  HK_SIMPLE_PATTERNS,
  RULE_SETS,
  WIND_LETTERS,
  type RuleSetId,
} from '../../engine/index.ts';
import { LANGS } from '../../words/index.ts';
import { ROW_SPECS } from '../rules-compared/rules-compared.ts';
import { scoreExample } from '../examples/score-example.ts';
import { showsItem, showsLimit } from './check.ts';
import { RULE_PAGE_SECTIONS, pointRanges, rulePageModel } from './model.ts';
import { RULE_DEFAULTS } from './words.ts';
import { rulesWords } from './words.ts';

const models = Object.fromEntries(RULE_SETS.map((r) => [r, rulePageModel(r)])) as Record<
  RuleSetId,
  ReturnType<typeof rulePageModel>
>;

/** Every item and special hand id a rule set can report (the ones no hand can show included). */
const ALL: Record<RuleSetId, { items: readonly string[]; limits: readonly string[] }> = {
  hke: { items: HKE_PATTERNS, limits: HKE_LIMITS },
  classic: { items: [...CLASSIC_POINT_ITEMS, ...CLASSIC_DOUBLINGS], limits: CLASSIC_SPECIALS },
  'hk-modern': { items: HK_MODERN_PATTERNS, limits: HK_MODERN_LIMITS },
  'hk-simple': { items: HK_SIMPLE_PATTERNS, limits: HK_SIMPLE_LIMITS },
};

describe.each(RULE_SETS)('the %s page', (rules) => {
  const m = models[rules];
  const rows = m.tables.flatMap((t) => t.rows);

  test('every pattern has a row with an example, or is named as one no hand can show', () => {
    expect([...rows.map((r) => r.id), ...m.notShown.patterns].sort()).toEqual([...ALL[rules].items].sort());
  });
  test('every special hand has an example, or is named as one no hand can show', () => {
    expect([...m.specials.map((s) => s.id), ...m.notShown.limits].sort()).toEqual([...ALL[rules].limits].sort());
  });
  test.each(rows.map((r) => [r.id, r] as const))('%s: the example is a win that scores it', (id, row) => {
    expect(row.example.score.rules).toBe(rules);
    expect(row.example.score.legal).toBe(true);
    expect(row.example.score.items.map((i) => i.id)).toContain(id);
  });
  test.each(m.specials.map((s) => [s.id, s] as const))('%s: the example counts as that hand', (id, row) => {
    expect(row.example.score.limit).toBe(id);
  });
  test('the payment example: the winner is paid what the others pay', () => {
    for (const s of m.payments) {
      const pay = WIND_LETTERS.map((w) => s.score.payments[w]);
      expect(pay.reduce((a, b) => a + b, 0)).toBe(0);
      expect(s.score.payments[WIND_LETTERS[s.situation.seat]!]).toBeGreaterThan(0);
    }
  });
  test.each(LANGS)('%s: words for every option, in the order of the defaults', (lang) => {
    expect(Object.keys(rulesWords(lang, rules).options)).toEqual(Object.keys(RULE_DEFAULTS[rules]));
  });
  test.each(LANGS)('%s: decisions are written down', (lang) => {
    expect(rulesWords(lang, rules).decisions.length).toBeGreaterThan(0);
  });
});

describe('rule pages', () => {
  test('have every section the rules-compared page links to', () => {
    for (const spec of Object.values(ROW_SPECS)) expect(RULE_PAGE_SECTIONS).toContain(spec.section);
  });
  test('German and English list the same decisions, one for one', () => {
    for (const rules of RULE_SETS)
      expect(rulesWords('de', rules).decisions.length).toBe(rulesWords('en', rules).decisions.length);
  });
  test('seven pairs: a pattern in HKE and simplified HK, a special hand in classic, no win in modern HK', () => {
    expect(models.hke.sevenPairs.score.items.map((i) => i.id)).toContain('seven-pairs');
    expect(models['hk-simple'].sevenPairs.score.items.map((i) => i.id)).toContain('seven-pairs');
    expect(models.classic.sevenPairs.score.limit).toBe('earthly-twins');
    expect([models['hk-modern'].sevenPairs.score.legal, models['hk-modern'].sevenPairs.score.reason]).toEqual([
      false,
      'not-a-pattern-of-this-rule-set',
    ]);
  });
  test('a bad example stops the build with a message naming the row and the hand', () => {
    const plain = { hand: '123m456p789s234s9p +9p' };
    expect(() => showsItem('Rule page /rules/hke/', 'dragon-pung', plain, 'hke')).toThrow(
      /dragon-pung \(123m456p789s234s9p \+9p\)/,
    );
    expect(() => showsLimit('Rule page /rules/classic/', 'all-green', plain, 'classic')).toThrow(/all-green/);
    expect(() => showsItem('Rule page', 'self-draw', { hand: '123m456p789s234s9p' }, 'hke')).toThrow(
      /123m456p789s234s9p/,
    );
  });
  test('scoreExample takes a rule set and its options; HKE stays the default', () => {
    const ex = { hand: '[111z] 222z333z44z12m +3m' };
    expect(scoreExample(ex).score?.rules).toBe('hke');
    expect(scoreExample(ex, 'hk-modern').score?.limit).toBe('little-four-winds');
    const six = scoreExample(ex, 'hk-modern', { hkModern: { littleFourWinds: 6 } }).score!;
    expect([six.limit, six.items.map((i) => i.id)]).toEqual([null, expect.arrayContaining(['little-four-winds'])]);
  });
  test('point ranges read the engine table from the bottom up', () => {
    const ranges = pointRanges([
      { minFan: 4, points: 16 },
      { minFan: 1, points: 2 },
      { minFan: 0, points: 1 },
    ]);
    expect(ranges).toEqual([
      { from: 0, to: 0, points: 1 },
      { from: 1, to: 3, points: 2 },
      { from: 4, to: null, points: 16 },
    ]);
  });
});
