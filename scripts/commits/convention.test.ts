import { describe, expect, test } from 'vitest';
import { MAX_SUBJECT, subjectProblems } from './convention.ts';

describe('the commit convention', () => {
  test.each([
    ['Table: merge the seat adapters', []],
    ['Bots: state the ranking as an ordered key\n\nThe body, with figures.\n', []],
    ['x'.repeat(MAX_SUBJECT), []],
    ['Ü'.repeat(MAX_SUBJECT), []],
    ['x'.repeat(MAX_SUBJECT + 1), [`the subject has 73 characters (at most ${MAX_SUBJECT})`]],
    ['A subject\nrunning on without a blank line', ['the second line is not blank']],
    ['', ['the subject is empty']],
  ])('%j', (message, problems) => {
    expect(subjectProblems(message)).toEqual(problems);
  });
});
