// The replay island gets only its namespaces and DECISION_WORDS; the table's sentence functions it borrows must find
// every key they read among them, for every kind of action and mistake, in both languages.
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/game/types.ts';
import { LANGS } from '../../words/index.ts';
import { pickKeys, pickStrings } from '../../build/dictionary.ts';
import { MISTAKE_KINDS } from '../table/review/review.ts';
import { decisionText, markText } from './decision-words.ts';
import type { Decision } from './decision-list.ts';
import { DECISION_WORDS, REPLAY_PREFIXES, type ReplayStrings } from './strings.ts';

const ACTIONS: Action[] = [
  { type: 'draw', seat: 1 },
  { type: 'discard', seat: 1, tile: 4 },
  { type: 'chow', seat: 1, tile: 10 },
  { type: 'pung', seat: 1 },
  { type: 'kong', seat: 1 },
  { type: 'concealed-kong', seat: 1, tile: 31 },
  { type: 'added-kong', seat: 1, tile: 27 },
  { type: 'mahjong', seat: 1 },
  { type: 'pass', seat: 1 },
];

describe.each(LANGS)('%s', (lang) => {
  const t: ReplayStrings = { ...pickStrings(lang, ...REPLAY_PREFIXES), ...pickKeys(lang, DECISION_WORDS) };
  const verdicts = [
    { agreed: true, mistake: null },
    { agreed: false, mistake: null },
    ...MISTAKE_KINDS.map((kind) => ({ agreed: false, mistake: { kind, size: 2 } })),
  ];
  test.each(ACTIONS)('a decision to $type, with every verdict, is told in full', (yours) => {
    for (const v of verdicts) {
      const d: Decision = { moment: 3, yours, best: ACTIONS[1]!, ...v };
      const said = `${decisionText(t, lang, d)} ${markText(t, d)}`;
      expect(said).not.toMatch(/[{}]|undefined/);
      expect(said.length).toBeGreaterThan(20);
    }
  });
});
