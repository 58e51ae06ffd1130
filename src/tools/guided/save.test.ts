import fc from 'fast-check';
import { expect, test } from 'vitest';
import { makeSave, parseSave } from './save.ts';

test('a saved place reads back; anything else starts anew', () => {
  expect(parseSave(makeSave('first', 7), 'first', 14)).toBe(7);
  expect(parseSave(makeSave('first', 15), 'first', 14)).toBeNull();
  expect(parseSave(makeSave('other', 3), 'first', 14)).toBeNull();
  expect(parseSave('{"v":2,"script":"first","step":3}', 'first', 14)).toBeNull();
  expect(parseSave('{"v":1,"script":"first","step":-1}', 'first', 14)).toBeNull();
  expect(parseSave('not json', 'first', 14)).toBeNull();
  expect(parseSave(null, 'first', 14)).toBeNull();
  fc.assert(fc.property(fc.string(), (s) => void parseSave(s, 'first', 14)));
});
