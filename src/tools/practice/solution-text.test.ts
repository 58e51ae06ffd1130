// Honesty of practice solutions, over thousands of generated puzzles of every type, level and
// rule set, read in both languages exactly as the page shows them (the page's strings, its
// pattern names, solution-text.ts and mistake-lines.ts). Every figure is read back out of the
// sentences and recomputed here from the puzzle's hand and items, not by the code under test.
import { describe, expect, test } from 'vitest';
import { pickStrings } from '../../build/dictionary.ts';
import { allTiles } from '../../engine/hand.ts';
import { oracleReadings, oracleWaits } from '../../engine/oracle.ts';
import { countTiles, WIND_LETTERS } from '../../engine/tiles.ts';
import type { RuleSetId, Score } from '../../engine/rules/types.ts';
import {
  LEVELS,
  PUZZLE_TYPES,
  RULED_TYPES,
  type FanPuzzle,
  type PayPuzzle,
  type Puzzle,
} from '../../engine/puzzles/types.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { dictionary } from '../../words/index.ts';
import { tileName } from '../../words/tile-names.ts';
import { mistakeLines } from './mistake-lines.ts';
import * as engine from './puzzle-engine.ts';
import { ruleNames } from './rule-names.ts';
import { askText, moreReadings, solutionText } from './solution-text.ts';
import type { PracticeStrings } from './strings.ts';

const SEEDS = 90;
const LANGS = ['en', 'de'] as const;
const RULES: readonly RuleSetId[] = ['hke', 'hk-modern', 'hk-simple', 'classic'];

const puzzles: Puzzle[] = PUZZLE_TYPES.flatMap((type) =>
  (RULED_TYPES.includes(type) ? RULES : (['hke'] as const)).flatMap((rules) =>
    LEVELS.flatMap((level) =>
      Array.from({ length: SEEDS }, (_, i) => engine.generatePuzzle({ type, level, rules, seed: 7919 * i + level })),
    ),
  ),
);

/**
 * Each waits puzzle's winning tiles by brute force (none held four times), and for every third
 * puzzle the number of readings each completes (the slow part): worked out once for both languages.
 */
const oracle = new Map(
  puzzles.flatMap((p) => {
    if (p.type !== 'waits') return [];
    const held = countTiles(allTiles(p.hand));
    const wins = oracleWaits(p.hand).filter((x) => held[x]! < 4);
    const readings = p.key.seed % 3 === 0 ? wins.map((x) => oracleReadings({ ...p.hand, winning: x }).length) : null;
    return [[p.id, { wins, readings }] as const];
  }),
);

// The numbers a learner reads, each with the word after it.
const UNIT = /(\d+) (base points?|Grundpunkte?|points?|Punkte?|doublings?|Verdopplung(?:en)?|fan|Fan)\b/g;
const SINGULAR = new Set(['base point', 'Grundpunkt', 'point', 'Punkt', 'doubling', 'Verdopplung', 'fan', 'Fan']);
const PLURAL = new Set(['base points', 'Grundpunkte', 'points', 'Punkte', 'doublings', 'Verdopplungen', 'fan', 'Fan']);

/** HKE's and hk-simple's doubling table, from the rule texts (HKE 186–199). */
const doublingTable = (n: number): number =>
  n >= 10 ? 64 : n >= 7 ? 32 : n >= 4 ? 16 : n >= 3 ? 8 : n >= 2 ? 4 : n >= 1 ? 2 : 1;
const LIMIT_VALUE: Record<RuleSetId, number> = { hke: 64, 'hk-modern': 1024, 'hk-simple': 128, classic: 1000 };
const CLASS_FACTOR: [RegExp, number][] = [
  [/half the limit|halben Limit/, 0.5],
  [/double the limit|doppelten Limit/, 2],
  [/the limit|dem Limit/, 1],
];

const num = (re: RegExp, text: string): number[] => {
  const m = re.exec(text);
  if (!m) throw new Error(`"${text}" does not read as ${re}`);
  return m.slice(1).map(Number);
};

/** The value written after an item's name: fan or points, or classic's base points and doublings. */
function itemValue(line: string): { value: number; base: number; doublings: number } {
  const v = line.slice(line.lastIndexOf(': ') + 2);
  let base = 0;
  let doublings = 0;
  let value = 0;
  for (const part of v.split(', ')) {
    const d = /^×(\d+) \((\d+) (?:doublings?|Verdopplung(?:en)?)\)$/.exec(part);
    const b = /^(\d+) (?:base points?|Grundpunkte?)$/.exec(part);
    const f = /^(\d+) (?:fan|Fan|points?|Punkte?)$/.exec(part);
    if (d) {
      expect(Number(d[1])).toBe(2 ** Number(d[2]));
      doublings += Number(d[2]);
    } else if (b) base += Number(b[1]);
    else if (f) value += Number(f[1]);
    else throw new Error(`item "${line}" has no value`);
  }
  return { value, base, doublings };
}

const names = Object.fromEntries(LANGS.map((l) => [l, ruleNames(dictionary(l))]));
const strings = Object.fromEntries(LANGS.map((l) => [l, pickStrings(l, 'practice.') as PracticeStrings]));

/** Classic, ordinary win: base points × 2^doublings, capped at the limit. */
function checkClassic(head: string, s: Score, items: string[]): void {
  const values = items.map(itemValue);
  const sum = { base: values.reduce((a, x) => a + x.base, 0), d: values.reduce((a, x) => a + x.doublings, 0) };
  const [base, factor, shown] = num(/^(\d+) \D+ × (\d+) = (\d+)/, head);
  expect([base, factor]).toEqual([sum.base, 2 ** sum.d]);
  expect(shown).toBe(base! * factor!);
  const paid = Math.min(base! * factor!, LIMIT_VALUE.classic);
  expect(num(/(\d+) (?:points?|Punkte?)\.$/, head)[0]).toBe(paid);
  expect(paid).toBe(s.points);
}

function checkScore(p: FanPuzzle | PayPuzzle, lines: string[], shown: string[], worth: boolean, none: string): void {
  const s = p.answer;
  // A hand with nothing to count says so instead of an empty list; its items add up to 0.
  expect(shown.length).toBeGreaterThan(0);
  const items = shown.filter((l) => l !== none);
  const head = lines[0]!;
  if (s.limit !== null) {
    // A limit hand: its limits by name, no fan lines; its value is the rule set's limit.
    expect(items).toHaveLength(s.limits.length);
    for (const line of items) expect(line).not.toMatch(UNIT);
    const factor = p.rules === 'classic' ? CLASS_FACTOR.find(([re]) => re.test(head))![1] : 1;
    expect(num(/(\d+) (?:points?|Punkte?)\.$/, head)[0]).toBe(LIMIT_VALUE[p.rules] * factor);
    return;
  }
  if (p.rules === 'classic') return checkClassic(head, s, items);
  const total = items.map(itemValue).reduce((a, x) => a + x.value, 0);
  const [told] = num(/^\D*(\d+)/, head);
  expect(told).toBe(total);
  if (!worth) return;
  const paid = num(/(\d+) (?:points?|Punkte?)\.$/, head)[0];
  expect(paid).toBe(p.rules === 'hk-modern' ? 2 ** Math.min(total, 10) : doublingTable(total));
}

/** The payments add up to zero, only the winner receives, HKE's shares are 1× and 2× the points. */
function checkPayments(p: Puzzle & { type: 'pay' }, rows: { seat: string; amount: string }[]): void {
  const amounts = rows.map((r) => Number(r.amount.replace('−', '-').replace('+', '')));
  expect(amounts.every(Number.isInteger)).toBe(true);
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
  const winner = WIND_LETTERS[p.situation.seat]!;
  rows.forEach((r, i) => expect(amounts[i]! > 0).toBe(r.seat === winner));
  if (p.rules !== 'hke' || p.answer.liable !== null) return;
  const pts = p.answer.points;
  const from = p.situation.win === 'self-draw' ? null : p.situation.from;
  rows.forEach((r, i) => {
    if (r.seat === winner) return;
    const share = from === null || from === undefined || WIND_LETTERS[from] === r.seat ? 2 * pts : pts;
    expect(amounts[i]).toBe(-share);
  });
}

describe('practice solutions read true in both languages', () => {
  test('the sample covers every type, level and rule set', () => {
    expect(puzzles.length).toBeGreaterThan(3000);
    const kinds = new Set(puzzles.map((p) => `${p.type}:${p.key.level}:${p.key.rules}`));
    expect(kinds.size).toBe(3 * (3 * 4 + 2));
  });

  test.each(LANGS)('%s: units, whole counts, singular, figures recomputed', (lang) => {
    const t = strings[lang]!;
    let checked = 0;
    for (const p of puzzles) {
      const text = solutionText(p, t, names[lang]!, engine, lang);
      const ask = askText(p, t);
      const all = [ask, ...text.lines, ...text.items, ...text.payments.map((r) => `${r.label} ${r.amount}`)];
      const where = `${lang} ${engine.makePuzzleKey(p.key)}: ${all.join(' | ')}`;
      for (const line of all) {
        expect(line, where).not.toMatch(/\{|\d[.,]\d/); // no gap left, no decimal
        for (const [, n, word] of line.matchAll(UNIT)) {
          expect(Number(n) === 1 ? SINGULAR.has(word!) : PLURAL.has(word!), where).toBe(true);
        }
      }
      for (const item of text.items) expect(item, where).not.toMatch(/: 0\b|: ×1\b/);
      const rules = p.type === 'fan' || p.type === 'pay' || p.type === 'valid' ? p.rules : 'hke';
      // Each rule set in its own units: no fan where the rules count none.
      if (rules === 'classic' || rules === 'hk-simple')
        for (const line of all) expect(line, where).not.toMatch(/\bfan\b/i);
      switch (p.type) {
        case 'fan':
          checkScore(p, text.lines, text.items, false, t['practice.items.none']);
          break;
        case 'pay':
          checkScore(p, text.lines, text.items, true, t['practice.items.none']);
          checkPayments(p, text.payments);
          break;
        case 'waits': {
          // The tiles named are the ones the oracle finds, in the solution and in the "why" list,
          // each there with as many readings as the oracle counts.
          const { wins, readings } = oracle.get(p.id)!;
          const named = wins.map((x) => tileName(engine.makeTile(x) as TileCode, lang)).join(', ');
          expect(text.lines, where).toEqual([t['practice.answer.waits'].replace('{tiles}', named)]);
          const why = engine.explainWaits(p);
          expect(why.map((w) => w.tile)).toEqual(wins.map((x) => engine.makeTile(x)));
          if (readings === null) break;
          why.forEach((w, i) => {
            const more = moreReadings(w.readings.length, t);
            expect(more === null ? 0 : Number(/\d+/.exec(more)?.[0] ?? 1), where).toBe(readings[i]! - 1);
            if (more !== null)
              expect(more, where).toMatch(readings[i] === 2 ? / (reading|Lesart)\)$/ : / (readings|Lesarten)\)$/);
          });
          break;
        }
        case 'valid':
          if (p.answer.reason === 'below-minimum') {
            const s = p.answer.score!;
            const [fan, min] = num(/(\d+) \D+?(\d+) (?:fan|Fan|points?|Punkte?)\.$/, text.lines[0]!);
            expect([fan, min], where).toEqual([
              s.items.reduce((a, i) => a + i.fan, 0),
              p.rules === 'hk-modern' ? 3 : 0,
            ]);
            expect(fan! < min!, where).toBe(true);
          }
          break;
        case 'discard': {
          const seat = t[`practice.seat.${WIND_LETTERS[p.answer.seat]!}`];
          expect(text.lines[0]!.startsWith(seat), where).toBe(true);
          expect(p.callers.find((c) => c.seat === p.answer.seat)?.call.type).not.toBe('pass');
          break;
        }
      }
      checked++;
    }
    expect(checked).toBe(puzzles.length);
  });

  test.each(LANGS)('%s: "limit" is right for a hand paid like one, and the page says it is none', (lang) => {
    const t = strings[lang]!;
    let marked = 0;
    for (const p of puzzles) {
      if (p.type !== 'fan') continue;
      const s = p.answer;
      const base = s.base ?? 0;
      const paidLikeLimit =
        s.limit === null &&
        (p.rules === 'hke' || p.rules === 'hk-modern'
          ? s.fan >= 10
          : p.rules === 'classic'
            ? base * 2 ** s.fan >= LIMIT_VALUE.classic
            : false);
      const fb = engine.judgeFan(p, { kind: 'limit' });
      const lines = mistakeLines({ type: 'fan', fb }, p, t);
      if (s.limit !== null) {
        expect([fb, lines]).toEqual([{ kind: 'right' }, []]);
      } else if (paidLikeLimit) {
        marked++;
        expect(fb).toEqual({ kind: 'right', paidAsLimit: true });
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/not a limit hand|keine Limithand|no special hand|kein Sonderspiel/);
        const figure =
          p.rules === 'classic' ? num(/(\d+) (?:base|Grund)/, lines[0]!)[0] : num(/(\d+) (?:fan|Fan)/, lines[0]!)[0];
        expect(figure).toBe(p.rules === 'classic' ? base : s.fan);
      } else {
        expect(fb).toMatchObject({ kind: 'wrong', verdict: 'not-limit' });
        // Simplified Hong Kong names its limit hands maximum hands, the others limit hands.
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(p.rules === 'hk-simple' ? /maximum hand|Maximalhand/ : /limit hand|Limithand/);
      }
    }
    expect(marked).toBeGreaterThan(0);
  });
});

test('practice names a special hand one way and says "not a limit hand"', () => {
  // German: "besondere Hand" as the gallery and the rule pages say, never "Sonderhand".
  const de = Object.values(pickStrings('de', 'practice.'));
  expect(de.filter((s) => /Sonderh[aä]nd/.test(s))).toEqual([]);
  expect(de.some((s) => s.includes('besondere Hand'))).toBe(true);
  const en = Object.values(pickStrings('en', 'practice.'));
  expect(en.filter((s) => /\bis no (limit|maximum) hand\b/.test(s))).toEqual([]);
});
