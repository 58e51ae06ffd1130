// The forms' answers as the judges get them: what is sent and what the form refuses (null).
import { describe, expect, test } from 'vitest';
import { discardAnswer, validAnswer } from './answer.ts';

describe('form answers', () => {
  test('who gets the discard: the seat and the rule, both needed', () => {
    expect(discardAnswer(2, 'mahjong-first')).toEqual({
      type: 'discard',
      input: { seat: 'W', reason: 'mahjong-first' },
    });
    expect(discardAnswer(2, '')).toBeNull();
    expect(discardAnswer(null, 'last-tile')).toBeNull();
  });

  test('valid Mah-Jongg: yes or no, the reason optional', () => {
    expect(validAnswer(false, '')).toEqual({ type: 'valid', input: { valid: false } });
    expect(validAnswer(false, 'wrong-tile-count')).toEqual({
      type: 'valid',
      input: { valid: false, reason: 'wrong-tile-count' },
    });
    expect(validAnswer(null, '')).toBeNull();
  });
});
