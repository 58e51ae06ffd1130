import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, test } from 'vitest';
import { mahjongLanguage, notationLight } from './index.ts';

const highlighter = await createHighlighterCore({
  langs: [mahjongLanguage],
  themes: [notationLight],
  engine: createOnigurumaEngine(import('shiki/wasm')),
});

/** Colour of each non-blank token of one line. */
function colours(line: string): [string, string][] {
  const tokens = highlighter.codeToTokensBase(line, { lang: 'mahjong', theme: 'fan-laak-light' })[0]!;
  return tokens.filter((t) => t.content.trim()).map((t) => [t.content.trim(), (t.color ?? '').toLowerCase()]);
}

describe('notation grammar', () => {
  test('each suit gets its own colour', () => {
    expect(colours('123m456p789s11z')).toEqual([
      ['123m', '#b3261e'],
      ['456p', '#1f4fa3'],
      ['789s', '#1d6b36'],
      ['11z', '#1f1d1a'],
    ]);
  });

  test('sets, bonus tiles and the winning tile are marked', () => {
    const c = colours('[555p] (7777s) 1f +3s');
    expect(c).toContainEqual(['[', '#57534e']);
    expect(c).toContainEqual(['555p', '#1f4fa3']);
    expect(c).toContainEqual(['(', '#57534e']);
    expect(c).toContainEqual(['1f', '#6d3a9c']);
    expect(c).toContainEqual(['+3s', '#8a1c14']);
  });

  test('dragons and aliases', () => {
    expect(colours('567z')).toEqual([['567z', '#7a3b00']]);
    expect(colours('EEE Wh')).toEqual([
      ['EEE', '#1f1d1a'],
      ['Wh', '#7a3b00'],
    ]);
  });

  test('something that is no tile is marked invalid', () => {
    expect(colours('8x')).toContainEqual(['8x', '#b00020']);
  });
});
