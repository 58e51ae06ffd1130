import { describe, expect, test } from 'vitest';
import { authorError, pageLang, readHand, readId, tagOf } from './author.ts';

describe('author checks', () => {
  const tag = tagOf('WaitPuzzle', { id: 'w-1', hand: '12m', extra: undefined, n: 3 });

  test('the tag reads like the MDX the author wrote', () => {
    expect(tag).toBe('<WaitPuzzle id="w-1" hand="12m" n={3}>');
    expect(authorError(tag, '/de/lessons/x/', 'oops').message).toBe(
      '<WaitPuzzle id="w-1" hand="12m" n={3}> on /de/lessons/x/: oops',
    );
  });

  test.each([
    ['123m456p789s11z5555p +5p', /only four copies of 5p/],
    ['123m456p789s11z55p6p +5p', /has 15 tiles/],
    ['12x', /“x” at position 3/],
  ])('readHand(%s) fails with the engine message in English', (text, message) => {
    expect(() => readHand(text, tag, '/p/')).toThrow(message);
  });

  test('readHand accepts a fragment only when asked', () => {
    expect(() => readHand('123m', tag, '/p/')).toThrow(/has 3 tiles/);
    expect(readHand('123m', tag, '/p/', true).concealed).toHaveLength(3);
  });

  test('ids and languages', () => {
    expect(readId('fan-1', tag, '/p/')).toBe('fan-1');
    expect(() => readId('Fan 1', tag, '/p/')).toThrow(/lower-case letters/);
    expect(pageLang(undefined, 'en', tag, '/p/')).toBe('en');
    expect(pageLang('de', 'en', tag, '/p/')).toBe('de');
    expect(pageLang(undefined, undefined, tag, '/p/')).toBe('de');
    expect(() => pageLang('fr', undefined, tag, '/p/')).toThrow(/lang must be/);
  });
});
