// The state the calculator and the compare page share: a link opens it (a bad link is a problem
// value, never an exception), an edit clears the problem, the query reopens it, and the problem
// reads as a sentence in both languages.
import { describe, expect, test } from 'vitest';
import * as engine from '../../engine/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { HOSTILE_LINKS } from '../../../e2e/hostile-links.ts';
import { editLinked, initialLinked, linkProblemText, linkQuery, openLink, type LinkWords } from './linked-editor.ts';

describe('opening a link', () => {
  test('a good link opens its hand and situation, and its query reopens the same state', () => {
    const s = openLink(engine, '?hand=123m456p789s11z55p%20%2B5p&seat=S&win=self-draw');
    expect(s.linkProblem).toBeNull();
    expect(s.editor.situation).toMatchObject({ seat: 'S', win: 'self-draw' });
    expect(openLink(engine, linkQuery(engine, s))).toEqual(s);
  });

  test.each([
    ['?seat=Q', 'link'],
    ['?hand=12%m', 'link'],
    ['?hand=5555p5p', 'hand'],
  ])('%s is a %s problem and an empty editor', (query, kind) => {
    const s = openLink(engine, query);
    expect(s.linkProblem?.kind).toBe(kind);
    expect(s.editor.hand).toEqual(initialLinked().editor.hand);
  });

  test('the first edit clears the problem', () => {
    const s = openLink(engine, '?seat=Q');
    expect(editLinked(engine, s, { type: 'add', code: '5p' }).linkProblem).toBeNull();
  });

  test('an untouched state writes no query', () => {
    expect(linkQuery(engine, initialLinked())).toBe('');
  });
});

describe.each([
  ['de', de as Record<string, string>],
  ['en', en as Record<string, string>],
])('%s: the problem in words', (_, words) => {
  test.each(HOSTILE_LINKS.filter(([, , key]) => key !== null))('%s', (_name, query, key) => {
    const s = openLink(engine, query);
    if (s.linkProblem === null) throw new Error(`${query} opened without a problem`);
    const text = linkProblemText(words as unknown as LinkWords, words, s.linkProblem);
    expect(text).toContain(words[key!]!.split('{')[0]!.trim());
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
