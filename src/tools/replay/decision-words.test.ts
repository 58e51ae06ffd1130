// The replay island gets only its namespaces and the table review's DECISION_KEYS; the table's sentence functions it borrows must find
// every key they read among them, for every kind of action and mistake, in both languages.
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../words/index.ts';
import { MISTAKE_KINDS } from '../table/review/review.ts';
import { decisionText, markText } from './decision-words.ts';
import type { Decision } from './decision-list.ts';
import { replayStrings } from './strings.build.ts';
import type { ReplayStrings } from './strings.ts';
import { EVERY_ACTION as ACTIONS, someMistake } from '../table/review/test-hands.ts';

describe.each(LANGS)('%s', (lang) => {
  const t: ReplayStrings = replayStrings(lang);
  const plain = { estimated: null, trials: null, estimate: false, estimateOnly: false, tie: false };
  const trials = {
    games: 64,
    pick: { wins: 12, dealIns: 3, points: 250 },
    estimate: { wins: 9, dealIns: 7, points: 120 },
  };
  const verdicts = [
    { agreed: true, mistake: null, ...plain },
    { agreed: false, mistake: null, ...plain },
    ...MISTAKE_KINDS.map((kind) => ({ agreed: false, mistake: someMistake(kind), ...plain })),
    // Trial games at the table put the strong choice ahead of the estimate's first (the record's `searched`).
    {
      agreed: false,
      mistake: null,
      estimated: ACTIONS[2]!,
      trials: null,
      estimate: true,
      estimateOnly: false,
      tie: false,
    },
    { agreed: false, mistake: null, estimated: ACTIONS[2]!, trials, estimate: false, estimateOnly: false, tie: false },
    {
      agreed: false,
      mistake: someMistake('slower'),
      estimated: ACTIONS[2]!,
      trials,
      estimate: false,
      estimateOnly: false,
      tie: false,
    },
    // Agreed by a tie: another first choice, ranked level with the learner's.
    { agreed: true, mistake: null, estimated: null, trials: null, estimate: false, estimateOnly: false, tie: true },
    // Not searched where the strong player searches: its choice is its estimate alone.
    { agreed: false, mistake: someMistake('slower'), ...plain, estimateOnly: true },
    { agreed: true, mistake: null, ...plain, estimateOnly: true },
    { agreed: true, mistake: null, ...plain, estimateOnly: true, tie: true },
  ];
  test.each(ACTIONS)('a decision to $type, with every verdict, is told in full', (yours) => {
    for (const v of verdicts) {
      const d: Decision = { moment: 3, yours, best: ACTIONS[1]!, ...v };
      const said = `${decisionText(t, lang, d)} ${markText(t, d)}`;
      expect(said).not.toMatch(/[{}]|undefined/);
      expect(said.length).toBeGreaterThan(20);
      // The estimate is named wherever the strong choice is told and is the estimate's alone.
      const told = v.tie || !v.agreed;
      expect(said.includes(t['play.review.estimateOnly'])).toBe(told && v.estimateOnly);
    }
  });
});
