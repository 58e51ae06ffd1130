// What a hand is worth, in words: one hand under the four rule sets (docs/cli.md's compare
// example: a pung of white dragons, South wins on West's discard), a limit under each, the
// classic cap and an illegal hand. Figures follow from the tables in docs/rules/<id>.md.
import { describe, expect, test } from 'vitest';
import type { RuleSetId } from '../../engine/index.ts';
import type { Example } from './examples.ts';
import { scoreExample } from './score-example.ts';
import { itemsText, worthText } from './worth-text.ts';

const dragon: Example = { hand: '[555z] 123m456p789s1p +1p', situation: { seat: 1, from: 2 } };
const scored = (rules: RuleSetId, ex: Example = dragon) => scoreExample(ex, rules).score!;

describe('worthText', () => {
  test.each([
    ['hke', '2 fan → 4 points'], // no flowers + dragon pung: 2 fan = 4 points
    ['classic', '26 base points × 2 = 52 points'], // 20 + 4 (pung of honours) + 2 (only possible tile), one doubling
    ['hk-modern', 'no win, too few fan for the minimum'], // 2 fan, 3 needed
    ['hk-simple', 'sheet total 2 → 4 points'], // d) 1 + f) 1
  ] as const)('%s: %s', (rules, text) => {
    expect(worthText('en', scored(rules))).toBe(text);
  });

  test('a limit names its class in classic and says what it is worth elsewhere', () => {
    const thirteen = { hand: '19m19p19s1234567z +1m' };
    expect(worthText('en', scored('classic', thirteen), { name: true })).toBe(
      'Thirteen orphans – double limit, 2000 points',
    );
    expect(worthText('en', scored('hke', thirteen))).toBe('limit, 64 points');
    expect(worthText('de', scored('hk-simple', thirteen))).toBe('Maximalhand, 128 Punkte');
  });

  test('the gallery says when a hand is no limit hand here, and classic says when it hits the cap', () => {
    const flush = { hand: '[123m] 456m789m111m5m +5m' };
    expect(worthText('en', scored('hke', flush), { ordinary: true })).toMatch(/^no limit hand: \d+ fan → \d+ points$/);
    expect(worthText('en', scored('classic', flush))).toMatch(/^30 × 64 = 1920, capped at the limit: 1000 points$/);
  });

  test('itemsText lists the fan items, classic its doublings', () => {
    expect(itemsText('en', scored('hke'))).toBe('No flowers or seasons (1), Pung of dragons (1)');
    expect(itemsText('en', scored('classic'))).toBe('Pung of dragons (×2)');
  });
});
