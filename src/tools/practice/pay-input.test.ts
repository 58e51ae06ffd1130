// Signed payments from a sign choice and an unsigned amount: a table of typed entries, and the
// property that any signed amount, entered either way (choice + digits, or typed with its sign),
// reaches the pay answer as the same number.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { payAnswer } from './answer.ts';
import { signedTexts, typeAmount, type PayEntries } from './pay-input.ts';

describe('typeAmount', () => {
  test.each([
    ['digits keep the chosen direction', { dir: 'pays', amount: '' }, '8', { dir: 'pays', amount: '8' }],
    ['a minus chooses pays', { dir: 'gets', amount: '' }, '-8', { dir: 'pays', amount: '8' }],
    ['a typographic minus chooses pays', undefined, '−16', { dir: 'pays', amount: '16' }],
    ['a plus chooses receives', { dir: 'pays', amount: '' }, '+24', { dir: 'gets', amount: '24' }],
    ['no sign, no choice yet', undefined, '4', { dir: null, amount: '4' }],
  ] as const)('%s', (_, before, text, after) => {
    expect(typeAmount(before, text)).toEqual(after);
  });
});

describe('signedTexts', () => {
  test.each([
    ['blank seats are left out', {}, {}],
    ['pays gives a minus', { E: { dir: 'pays', amount: '8' } }, { E: '-8' }],
    ['receives stays unsigned', { S: { dir: 'gets', amount: '24' } }, { S: '24' }],
    ['zero needs no direction', { W: { dir: null, amount: '00' } }, { W: '0' }],
    ['an amount without direction is asked for', { N: { dir: null, amount: '8' } }, 'direction'],
  ] as const)('%s', (_, entries, out) => {
    expect(signedTexts(entries as PayEntries)).toEqual(out);
  });

  test('a signed amount arrives as itself, by choice or by typed sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99999, max: 99999 }), fc.boolean(), (n, typed) => {
        const entry = typed
          ? typeAmount(undefined, n > 0 ? `+${n}` : String(n))
          : { dir: n < 0 ? ('pays' as const) : ('gets' as const), amount: String(Math.abs(n)) };
        const texts = signedTexts({ E: entry });
        expect(texts).not.toBe('direction');
        const a = payAnswer(texts as Record<string, string>);
        expect(a).toEqual({ type: 'pay', input: { E: n } });
      }),
    );
  });
});
