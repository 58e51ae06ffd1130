// An item-by-item fan answer, explained in both languages as the page shows it: every pattern
// that counts or was chosen gets one line with the right verdict, the counts in "counts 2×; you
// chose it 1×" are the ones tallied here, and simplified Hong Kong's lines never say fan.
import { describe, expect, test } from 'vitest';
import { pickStrings } from '../../build/dictionary.ts';
import { LEVELS, type FanPuzzle } from '../../engine/puzzles/types.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { dictionary } from '../../words/index.ts';
import * as engine from './puzzle-engine.ts';
import { ruleDescs, ruleNames } from './rule-names.ts';
import { stepLines } from './step-lines.ts';
import type { PracticeStrings } from './strings.ts';

// Classic asks for its score only: no item-by-item answer.
const RULES: readonly RuleSetId[] = ['hke', 'hk-modern', 'hk-simple'];
const puzzles = RULES.flatMap((rules) =>
  LEVELS.flatMap((level) =>
    Array.from({ length: 60 }, (_, i) => engine.generatePuzzle({ type: 'fan', level, rules, seed: 104729 * i + 3 })),
  ),
) as FanPuzzle[];

const count = (ids: readonly string[], id: string) => ids.filter((x) => x === id).length;

/** A learner's list: the first counted item left out, the last one chosen twice, one offered pattern that does not count. */
function answerOf(p: FanPuzzle): string[] {
  const expected = p.answer.limit !== null ? p.answer.limits : [...p.answer.items.map((i) => i.id), ...p.answer.limits];
  const extra = engine.fanChoices(p).find((c) => !expected.includes(c.id))?.id;
  const given = [...expected.slice(1), ...expected.slice(-1)];
  return extra === undefined ? given : [...given, extra];
}

describe.each(['en', 'de'] as const)('%s: item-by-item answers explained', (lang) => {
  const t = pickStrings(lang, 'practice.') as PracticeStrings;
  const names = ruleNames(dictionary(lang));
  const descs = ruleDescs(dictionary(lang));

  test('one line per pattern counted or chosen, each verdict and count tallied independently', () => {
    for (const p of puzzles) {
      const given = answerOf(p);
      const r = engine.judgeFanSteps(p, given, { kind: 'fan', fan: p.answer.fan });
      const { rows, total } = stepLines(p, { given, items: r.items, total: r.total }, t, names, descs);
      const expected =
        p.answer.limit !== null ? p.answer.limits : [...p.answer.items.map((i) => i.id), ...p.answer.limits];
      const where = `${engine.makePuzzleKey(p.key)} ${rows.map((x) => `${x.name} ${x.text}`).join(' | ')}`;
      expect(rows.map((x) => x.id).sort(), where).toEqual([...new Set([...expected, ...given])].sort());
      for (const row of rows) {
        const want = count(expected, row.id);
        const got = count(given, row.id);
        const verdict = want === got ? 'right' : got === 0 ? 'missed' : want === 0 ? 'extra' : 'times';
        expect(row.verdict, where).toBe(verdict);
        if (verdict === 'times') expect(row.text.match(/\d+/g)?.map(Number), where).toEqual([want, got]);
        else expect(row.text, where).not.toMatch(/\d/);
        expect(row.why === null, where).toBe(verdict === 'right' || descs[`${p.rules}:${row.id}`] === undefined);
        if (p.rules === 'hk-simple') expect(`${row.name} ${row.text} ${row.why ?? ''}`, where).not.toMatch(/\bfan\b/i);
      }
      // The total, judged on its own, is right or wrong as the number says.
      const limitHand = p.answer.limit !== null;
      expect(total === t['practice.steps.totalRight'], where).toBe(!limitHand);
    }
  });
});
