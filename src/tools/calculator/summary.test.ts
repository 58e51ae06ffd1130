// The calculator's words: every key it asks for exists in both languages (HKE's pattern and
// limit names with their explanations included), and "copy as text" says what the engine
// scored, line by line, in the page's language.
import { LANGS } from '../../words/index.ts';
import { describe, expect, test } from 'vitest';
import * as engine from '../../engine/index.ts';
import { LINK_DEFAULTS, type LinkSituation } from '../shared/hand-link.ts';
import { dictionaryKeys, text } from '../../build/dictionary.ts';
import { calcStrings } from './data.build.ts';
import { litBlocks, scoreCalc, type CalcScore } from './result.ts';
import { CALC_KEYS, headlineText, payLabel, totalText } from './strings.ts';
import { summaryText } from './summary.ts';

const { hand: _, ...SITUATION } = LINK_DEFAULTS;

function scored(notation: string, patch: Partial<LinkSituation> = {}): CalcScore {
  const hand = engine.parseHand(notation);
  if (!hand.ok) throw new Error(`bad test hand ${notation}`);
  const r = scoreCalc(engine, hand.value, { ...SITUATION, ...patch });
  if (!r.ok) throw new Error(`cannot score ${notation}`);
  return r.value;
}

describe('keys', () => {
  test.each(LANGS)('every key the calculator asks for exists in %s', (lang) => {
    const wanted = [
      ...CALC_KEYS,
      ...engine.HKE_PATTERNS.flatMap((id) => [`hke.pattern.${id}`, `hke.pattern.${id}.desc`]),
      ...engine.HKE_LIMITS.flatMap((id) => [`hke.limit.${id}`, `hke.limit.${id}.desc`]),
      'nav.calculator',
      'home.ref.calculator',
      'page.calc.title',
      'page.calc.description',
      'page.calc.intro',
      'page.calc.noscript',
    ];
    const have = new Set(dictionaryKeys(lang));
    expect(wanted.filter((k) => !have.has(k))).toEqual([]);
  });

  test.each(LANGS)('the island gets the explanations of HKE patterns and limits (%s), nothing else', (lang) => {
    const descs = Object.keys(calcStrings(lang).descs);
    expect(descs.length).toBe(engine.HKE_PATTERNS.length + engine.HKE_LIMITS.length);
  });
});

describe('the result', () => {
  test('HKE is the comparison’s own HKE column, and every seat is paid as the engine says', () => {
    const s = scored('123m456m78m11z [777z] +9m', { seat: 'S', win: 'self-draw' });
    const hand = engine.parseHand('123m456m78m11z [777z] +9m');
    if (!hand.ok) throw new Error('bad test hand');
    const direct = engine.score(hand.value, { ...engine.DEFAULT_SITUATION, seat: 1, win: 'self-draw' });
    if (!direct.ok) throw new Error('cannot score');
    expect(s.hke.points).toBe(direct.value.points);
    expect(s.hke.payments).toEqual(direct.value.payments);
    expect(s.hke.items.map((i) => i.id)).toEqual(direct.value.items.map((i) => i.id));
    expect(s.others.map((o) => o.rules)).toEqual(['classic', 'hk-modern', 'hk-simple']);
  });

  test('a pattern lights the sets that made it; the limit hand lights them all', () => {
    const s = scored('123m456m78m11z [777z] +9m', { seat: 'S', win: 'self-draw' });
    const dragons = s.hke.items.findIndex((i) => i.id === 'dragon-pung');
    expect(litBlocks(s.hke, dragons).map((b) => s.hke.reading.blocks[b]!.tiles.join(''))).toEqual(['7z7z7z']);
    expect(litBlocks(s.hke, null)).toEqual([]);
    const limit = scored('[555z] [666z] 777z123m9p +9p');
    expect(limit.hke.limits).toEqual(['big-three-dragons']);
    expect(litBlocks(limit.hke, -1)).toEqual(limit.hke.reading.blocks.map((_, i) => i));
  });
});

describe('copy as text', () => {
  test.each(LANGS)(
    '%s: a hand, its situation, every item, the total, each payment, the other rule sets, the link',
    (lang) => {
      const s = calcStrings(lang);
      const score = scored('123m456m78m11z [777z] +9m', { seat: 'S', win: 'self-draw' });
      const out = summaryText(s, {
        hand: '123m456m78m11z [777z] +9m',
        situation: { ...SITUATION, seat: 'S', win: 'self-draw' },
        score,
        url: 'https://example.org/x',
      });
      const lines = out.split('\n');
      expect(lines[0]).toBe(text(lang, 'calc.text.title'));
      expect(lines[1]).toBe(text(lang, 'calc.text.hand', { hand: '123m456m78m11z [777z] +9m' }));
      expect(out).toContain(`${text(lang, 'fan.situation.seat')}: ${text(lang, 'wind.S')}`);
      expect(out).toContain(text(lang, 'fan.win.selfDraw'));
      for (const item of score.hke.items)
        expect(out).toContain(
          text(lang, 'calc.text.item', { name: text(lang, `hke.pattern.${item.id}`), fan: item.fan }),
        );
      expect(out).toContain(text(lang, 'calc.text.total', { fan: score.hke.fan, points: score.hke.points }));
      for (const w of engine.WIND_LETTERS)
        expect(out).toContain(
          `${payLabel(s, score, w)} ${score.hke.payments[w] > 0 ? '+' : '−'}${Math.abs(score.hke.payments[w])}`,
        );
      expect(out).toContain(text(lang, 'rules.short.classic'));
      expect(lines.at(-1)).toBe('https://example.org/x');
      // Plain text: nothing left unfilled.
      expect(out).not.toMatch(/\{\w+\}/);
    },
  );

  test('a limit hand says so, with its name; last tile and blessings get a line each', () => {
    const s = calcStrings('en');
    const score = scored('[555z] [666z] 777z123m9p +9p', { lastTile: true });
    const out = summaryText(s, {
      hand: '[555z] [666z] 777z123m9p +9p',
      situation: { ...SITUATION, lastTile: true },
      score,
      url: '',
    });
    expect(out).toContain(text('en', 'calc.text.limit', { name: text('en', 'hke.limit.big-three-dragons') }));
    expect(out).toContain(text('en', 'calc.text.totalLimit', { points: score.hke.points }));
    expect(out).toContain(text('en', 'fan.situation.lastTile'));
    expect(totalText(s, score.hke)).toBe(text('en', 'calc.totalLimit', { points: score.hke.points }));
  });

  test('the discarder is named in the payments and in how the hand was won', () => {
    const s = calcStrings('de');
    const score = scored('123m456p789s11z55p +5p', { from: 'W' });
    const out = summaryText(s, {
      hand: '123m456p789s11z55p +5p',
      situation: { ...SITUATION, from: 'W' },
      score,
      url: '',
    });
    expect(out).toContain(text('de', 'fan.win.discard', { from: text('de', 'wind.W') }));
    expect(out).toContain(text('de', 'compare.pay.discarder', { wind: text('de', 'wind.W') }));
  });
});

describe('the headline says how the hand was won and from whom', () => {
  const KONG = '123m456m78m11z [7777z] +9m';
  test.each(LANGS)('%s', (lang) => {
    const s = calcStrings(lang);
    const names = engine.WIND_LETTERS.map((w) => text(lang, `wind.${w}`));
    const cases: [Partial<LinkSituation>, engine.WindLetter | null][] = [
      [{ seat: 'S', win: 'self-draw' }, null],
      [{ seat: 'S', win: 'discard', from: 'N' }, 'N'],
      [{ seat: 'W', win: 'discard' }, 'S'], // the player before the winner, unless the situation says
      [{ seat: 'E', win: 'kong-replacement' }, null],
      [{ seat: 'N', win: 'robbing-kong', from: 'S' }, 'S'],
    ];
    for (const [patch, from] of cases) {
      const score = scored(KONG, patch);
      const line = headlineText(s, score);
      expect(line.startsWith(totalText(s, score.hke)), line).toBe(true);
      // The winds named: the winner and, on a discard or a robbed kong, the discarder; no other.
      const named = names.filter((n) => new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, 'u').test(line));
      const want = [patch.seat!, ...(from ? [from] : [])].map((w) => text(lang, `wind.${w}`));
      expect(named.sort(), line).toEqual(want.sort());
      // The way of winning in words: self-drawn ways never say "discard", the others do not say "self-draw".
      const self = patch.win === 'self-draw' || patch.win === 'kong-replacement';
      expect(/discard|Abwurf/.test(line), line).toBe(patch.win === 'discard');
      expect(/self-draw|Self-Draw/.test(line), line).toBe(patch.win === 'self-draw');
      expect(self ? score.from : from, line).toBe(self ? null : score.from);
    }
  });
});
