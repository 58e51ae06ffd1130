// The end of a hand built from the engine's result: a computer player's win is told in the third
// person for every pattern and limit hand, the liable player under dangerous play is named with
// the reason, and the winning hand opens on the compare page with its situation.
import { describe, expect, test } from 'vitest';
import { HKE_LIMITS, HKE_PATTERNS } from '../../engine/index.ts';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { fill } from '../../words/fill.ts';
import { payLine } from './pay-line.ts';
import { PLANTED, plantedGame } from './end-cases.ts';
import { handEnd, patternText, type PatternNames } from './result.ts';
import { endLines, PLAY_PREFIXES, type PlayStrings } from './strings.ts';

const DICTS = { de: de as Record<string, string>, en: en as Record<string, string> };
const LANGS = ['de', 'en'] as const;
/** The names the play page hands the island (src/pages/[lang]/play.astro). */
const names = (d: Record<string, string>): PatternNames =>
  Object.fromEntries(Object.entries(d).filter(([k]) => /^hke\.(pattern|limit|otherDesc)\./.test(k)));
const strings = (d: Record<string, string>): PlayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;

/** Second-person words, by language: a sentence about a computer player's hand has none. */
const SECOND_PERSON = {
  en: /\b(you|your|yours|yourself)\b/i,
  de: /(?<![\p{L}])(du|dir|dich|dein|deine|deinem|deinen|deiner|deines)(?![\p{L}])/iu,
} as const;

describe.each(LANGS)('%s: a computer player’s patterns and limit hands', (lang) => {
  const n = names(DICTS[lang]);
  const cases = [
    ...HKE_PATTERNS.map((id) => ['pattern', id] as const),
    ...HKE_LIMITS.map((id) => ['limit', id] as const),
  ];

  test.each(cases)('%s %s: named and described without "you"', (kind, id) => {
    const { name, desc } = patternText(n, kind, id, true);
    const text = fill(`${name}. ${desc}`, { who: 'Ada' });
    expect(text).not.toMatch(/hke\.|\{/);
    expect(text).not.toMatch(SECOND_PERSON[lang]);
  });

  test('the learner’s own win keeps the general texts', () => {
    expect(patternText(n, 'pattern', 'seat-wind', false)).toEqual({
      name: n['hke.pattern.seat-wind'],
      desc: n['hke.pattern.seat-wind.desc'],
    });
  });

  test('every third-person text belongs to a pattern or limit hand, and names the winner where it needs to', () => {
    const ids = new Set<string>([...HKE_PATTERNS, ...HKE_LIMITS.map((id) => `limit.${id}`)]);
    const other = Object.keys(n).filter((k) => k.startsWith('hke.otherDesc.'));
    expect(other.filter((k) => !ids.has(k.slice('hke.otherDesc.'.length)))).toEqual([]);
  });
});

describe('a planted hand’s end, at the real table', () => {
  test('the audit’s liability case: supplier and discarder each pay 2×, both named, adding up', () => {
    const g = plantedGame(PLANTED['supplier and another discarder: 2× each']!(), 2);
    const end = handEnd(g, names(DICTS.en))!;
    expect(end.payments.map((p) => [p.seat, p.amount, p.role])).toEqual([
      ['E', -128, 'supplier'],
      ['S', 0, 'other'],
      ['W', -128, 'discarder'],
      ['N', 256, 'winner'],
    ]);
    expect(payLine(strings(DICTS.en), end)).toBe(
      'The hand is worth 64 points. Under dangerous play Ben (East) supplied the discard for the third dragon pung, and so also pays the share of Cleo (South): Ben (East) pays 2 × 64 = 128, you pay 2 × 64 = 128; Ada (North) receives 256.',
    );
    expect(payLine(strings(DICTS.de), end)).toBe(
      'Die Gewinnhand ist 64 Punkte wert. Bei gefährlichem Spiel hat Ben (Ost) den Abwurf für den dritten Drachenpong geliefert und zahlt deshalb auch den Anteil von Cleo (Süd): Ben (Ost) zahlt 2 × 64 = 128, du zahlst 2 × 64 = 128; Ada (Nord) erhält 256.',
    );
  });

  test.each([
    ['supplier, self-drawn: 6×', 'supplied', 'third-dragon'],
    ['supplier discards the winning tile: 4×', 'supplied', 'third-dragon'],
    ['supplier of the fourth wind set, self-drawn: 6×', 'supplied', 'fourth-set'],
    ['dangerous discard: 4×', 'discard', null],
  ] as const)('%s: one player pays for everyone, for the right reason', (name, cause, why) => {
    const end = handEnd(plantedGame(PLANTED[name]!(), 0), {})!;
    expect(end.liability).toMatchObject({ cause, why });
    expect(end.payments.filter((p) => p.amount < 0).map((p) => p.role)).toEqual(['liable']);
  });

  test('no choice: nobody is liable', () => {
    const end = handEnd(plantedGame(PLANTED['dangerous discard with no choice: the usual shares']!(), 0), {})!;
    expect(end.liability).toBeNull();
    expect(end.payments.map((p) => p.role)).not.toContain('liable');
  });

  test('a computer player’s win on the learner’s discard: „mit deinem Abwurf“, "on your discard"', () => {
    const g = plantedGame(PLANTED['dangerous discard: 4×']!(), 2);
    const end = handEnd(g, {})!;
    const seating = (lang: 'de' | 'en') => ({ lang, me: 'W' as const, players: { E: 2, S: 3, W: 0, N: 1 } });
    expect(endLines(strings(DICTS.de), seating('de'), end)[0]).toBe('Ada (Nord) gewinnt mit deinem Abwurf: 32 Punkte.');
    expect(endLines(strings(DICTS.en), seating('en'), end)[0]).toBe('Ada (North) wins on your discard: 32 points.');
  });
});
