// A decision's sentences read only DECISION_KEYS: every action and every mistake, of one tile or
// more, comes out as a whole sentence in both languages from those keys alone (no placeholder
// left, no "(s)", one tile said as one).
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../../words/index.ts';
import { tileName } from '../../../words/tile-names.ts';
import type { TileCode } from '../../../ui/tiles/codes.ts';
import { template } from '../../../build/dictionary.ts';
import { MISTAKE_KINDS } from './review.ts';
import {
  actionText,
  bestText,
  DECISION_KEYS,
  markText,
  mistakeText,
  tallyText,
  taughtIn,
  verdictText,
  type DecisionStrings,
} from './words.ts';
import { EVERY_ACTION as ACTIONS, someMistake } from './test-hands.ts';

const whole = (s: string) => {
  expect(s).not.toMatch(/[{}]|undefined/);
  expect(s).not.toMatch(/\s[,.;:)]/);
  expect(s.length).toBeGreaterThan(2);
};

describe.each(LANGS)('%s', (lang) => {
  const t = Object.fromEntries(DECISION_KEYS.map((k) => [k, template(lang, k)])) as DecisionStrings;

  test.each(ACTIONS)('a decision to $type is a whole phrase', (a) => {
    whole(actionText(t, lang, a));
  });

  test('where trial games overruled the estimate, the strong choice is told with their tally, whole counts', () => {
    const [best, other] = [ACTIONS[1]!, ACTIONS[3]!];
    const trials = {
      games: 64,
      pick: { wins: 14, dealIns: 2, points: 310 },
      estimate: { wins: 11, dealIns: 6, points: 95 },
    };
    const plain = bestText(t, lang, best, other);
    const told = bestText(t, lang, best, other, trials);
    expect(told).toBe(`${plain} ${tallyText(t, trials)}`);
    whole(told);
    for (const n of [64, 14, 2, 11, 6, 215]) expect(tallyText(t, trials)).toMatch(new RegExp(`\\b${n}\\b`));
    // One point ahead is said as one.
    const one = { ...trials, estimate: { ...trials.estimate, points: 309 } };
    expect(tallyText(t, one)).toBe(
      template(lang, 'play.coach.trials.tally.one').replace(/\{(\w+)\}/g, (_, k: string) =>
        String({ games: 64, wins: 14, dealIns: 2, otherWins: 11, otherDealIns: 6 }[k]),
      ),
    );
    // Without an estimate overruled there is nothing to tally.
    expect(bestText(t, lang, best, null, trials)).toBe(bestText(t, lang, best));
  });

  test('a discard and a chow name their tiles', () => {
    const name = (code: string) => tileName(code as TileCode, lang);
    expect(actionText(t, lang, ACTIONS[1]!)).toContain(name('5m'));
    // The chow of 2, 3 and 4 Dots as its numbers and suit.
    expect(actionText(t, lang, ACTIONS[2]!)).toContain(`2–3–4 ${t['wait.suit.p']}`);
  });

  test('every mistake, of one tile or more, is a whole sentence without "(s)"', () => {
    for (const kind of MISTAKE_KINDS)
      for (const size of [0, 1, 2]) {
        const s = mistakeText(t, someMistake(kind, size));
        whole(s);
        expect(s).not.toMatch(/\((s|e)\)/);
        if (size === 1) expect(s).not.toMatch(/\b1 (points?|Punkte?)/);
      }
  });

  test('the verdict and its mark tell agreed, close and a mistake apart', () => {
    const verdicts = [
      { agreed: true, mistake: null },
      { agreed: false, mistake: null },
      { agreed: false, mistake: someMistake('slower') },
    ];
    const said = verdicts.map((v) => verdictText(t, v));
    said.forEach(whole);
    expect(new Set(said).size).toBe(3);
    expect(new Set(verdicts.map((v) => markText(t, v))).size).toBe(3);
  });

  test('a verdict that speaks of waiting links to how far from waiting; a dangerous discard to dangerous play', () => {
    for (const kind of MISTAKE_KINDS) {
      const said = mistakeText(t, someMistake(kind));
      const section = taughtIn(someMistake(kind));
      expect({ kind, waiting: /wait|wart/i.test(said) }).toEqual({ kind, waiting: section === 'distance' });
      expect(section === 'dangerous').toBe(kind === 'dangerous');
    }
    expect(taughtIn(null)).toBeNull();
  });
});
