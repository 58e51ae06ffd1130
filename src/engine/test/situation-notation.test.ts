// The written situation (docs/notation.md, "The situation"): a table of forms, a table of
// errors, and round-trip properties over every situation the fields can hold.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SITUATION,
  fromLetters,
  LIABILITY_CASES,
  makeSituation,
  parseSituation,
  SITUATION_SWITCHES,
  SITUATION_SYNTAX_REASONS,
  toLetters,
  validateSituation,
  WIN_KINDS,
  type Situation,
  type Wind,
} from '../index.ts';

const wind = fc.constantFrom<Wind>(0, 1, 2, 3);

/** Any situation the fields can hold, possible at a table or not (the notation is syntax only). */
const anySituation: fc.Arbitrary<Situation> = fc
  .record({
    seat: wind,
    round: wind,
    win: fc.constantFrom(...WIN_KINDS),
    from: fc.option(wind, { nil: undefined }),
    lastTile: fc.boolean(),
    heaven: fc.boolean(),
    earth: fc.boolean(),
    liable: fc.option(fc.record({ seat: wind, why: fc.constantFrom(...LIABILITY_CASES) }), { nil: undefined }),
  })
  .map((s) => {
    // Absent, not undefined: the parser leaves unset facts out.
    const out: Situation = { ...s };
    if (out.from === undefined) delete out.from;
    if (out.liable === undefined) delete out.liable;
    return out;
  });

describe('the written form', () => {
  test.each<[string, Partial<Situation>]>([
    ['', {}],
    ['   ', {}],
    ['seat=S', { seat: 1 }],
    ['seat=W round=S win=self-draw last', { seat: 2, round: 1, win: 'self-draw', lastTile: true }],
    ['win=robbing-kong from=N', { win: 'robbing-kong', from: 3 }],
    ['seat=S earth', { seat: 1, earth: true }],
    ['win=self-draw heaven', { win: 'self-draw', heaven: true }],
    [
      'win=kong-replacement liable=S:kong-replacement',
      { win: 'kong-replacement', liable: { seat: 1, why: 'kong-replacement' } },
    ],
    // Any order and any white space are read; the printer writes the canonical order.
    ['last  seat=N\twin=self-draw', { seat: 3, win: 'self-draw', lastTile: true }],
  ])('%j', (text, facts) => {
    expect(parseSituation(text)).toEqual({ ok: true, value: { ...DEFAULT_SITUATION, ...facts } });
  });

  test('the printer leaves defaults out and keeps a fixed order', () => {
    expect(makeSituation(DEFAULT_SITUATION)).toBe('');
    expect(makeSituation({ ...DEFAULT_SITUATION, lastTile: true, seat: 3, win: 'self-draw' })).toBe(
      'seat=N win=self-draw last',
    );
    // An explicit default discarder is a fact the text keeps.
    expect(makeSituation({ ...DEFAULT_SITUATION, from: 3 })).toBe('from=N');
  });

  test.each<[string, string, string, number]>([
    ['seat=Q', 'bad-value', 'seat=Q', 0],
    ['seat=s', 'bad-value', 'seat=s', 0],
    ['win=tsumo', 'bad-value', 'win=tsumo', 0],
    ['seat=', 'bad-value', 'seat=', 0],
    ['seat', 'bad-value', 'seat', 0],
    ['last=1', 'bad-value', 'last=1', 0],
    ['liable=S', 'bad-value', 'liable=S', 0],
    ['liable=S:fourth-set:x', 'bad-value', 'liable=S:fourth-set:x', 0],
    ['liable=X:fourth-set', 'bad-value', 'liable=X:fourth-set', 0],
    ['self', 'unknown-word', 'self', 0],
    ['seat=S kong', 'unknown-word', 'kong', 7],
    ['last last', 'repeated-word', 'last', 5],
    ['seat=S round=E seat=W', 'repeated-word', 'seat', 15],
  ])('%j: %s', (text, reason, word, at) => {
    expect(parseSituation(text)).toEqual({ ok: false, error: { code: 'bad-situation', reason, text: word, at } });
  });

  test('absurdly long input fails before it is read', () => {
    const r = parseSituation('last '.repeat(100_000));
    expect(r.ok ? null : r.error.reason).toBe('too-long');
  });

  test('every syntax reason has a case above or is too-long', () => {
    expect(SITUATION_SYNTAX_REASONS).toEqual(['too-long', 'unknown-word', 'repeated-word', 'bad-value']);
  });
});

describe('properties', () => {
  test('printing then parsing gives the same situation, and printing is canonical', () => {
    fc.assert(
      fc.property(anySituation, (s) => {
        const text = makeSituation(s);
        const back = parseSituation(text);
        expect(back).toEqual({ ok: true, value: s });
        if (back.ok) expect(makeSituation(back.value)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  test('words in any order read the same', () => {
    fc.assert(
      fc.property(anySituation, fc.integer(), (s, seed) => {
        const words = makeSituation(s).split(' ');
        const shuffled = [...words].sort((a, b) => ((a.length * seed) % 7) - ((b.length * seed) % 7));
        expect(parseSituation(shuffled.join('  '))).toEqual(parseSituation(words.join(' ')));
      }),
    );
  });

  test('parsing never throws, and every error is a known reason at a place in the text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(fc.constantFrom('seat=', 'win=', 'from=', 'liable=', 'S', 'N:', 'last', ' ', '=', ':', 'self-draw'))
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        const r = parseSituation(t);
        if (r.ok) return;
        expect(r.error.code).toBe('bad-situation');
        expect(SITUATION_SYNTAX_REASONS).toContain(r.error.reason);
        expect(r.error.at).toBeLessThanOrEqual(t.length);
      }),
      { numRuns: 3000 },
    );
  });

  test('letters and winds are inverse', () => {
    fc.assert(
      fc.property(anySituation, (s) => {
        expect(fromLetters(toLetters(s))).toEqual(s);
      }),
    );
  });

  test('each switch has its word, and a switch alone sets only itself', () => {
    for (const f of SITUATION_SWITCHES) {
      const one = { ...DEFAULT_SITUATION, [f]: true };
      expect(parseSituation(makeSituation(one))).toEqual({ ok: true, value: one });
    }
  });

  test('validation fills the default discarder the printer then writes', () => {
    const s = validateSituation({ ...DEFAULT_SITUATION, seat: 1, earth: true });
    expect(s.ok && makeSituation(s.value)).toBe('seat=S from=E earth');
  });
});
