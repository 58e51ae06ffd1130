// The sentence from a won hand's points to the payments, in both languages: the learner in the
// second person as payer and as winner ("you receive", „du erhältst“, never "You receives"), the
// factors and amounts as the table pays them, and under dangerous play who is liable, why, and
// every payer (a liable supplier pays beside the discarder, HKE 265–268).
import { describe, expect, test } from 'vitest';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { payLine } from './pay-line.ts';
import type { HandEnd, Liability, PaymentRow, PayRole } from './result.ts';
import { PLAY_PREFIXES, type PlayStrings } from './strings.ts';

const strings = (d: Record<string, string>): PlayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;
const T = { de: strings(de as Record<string, string>), en: strings(en as Record<string, string>) };

/** Seats E S W N: Cleo, Ada, the learner (player 0), Ben. */
function won(
  amounts: [number, number, number, number],
  roles: PayRole[],
  points = 4,
  liability: Liability | null = null,
): HandEnd {
  const players = [3, 1, 0, 2];
  const payments = (['E', 'S', 'W', 'N'] as const).map((seat, i): PaymentRow => ({
    player: players[i]!,
    seat,
    amount: amounts[i]!,
    role: roles[i]!,
    total: amounts[i]!,
  }));
  return { outcome: 'win', answer: { points } as HandEnd['answer'], payments, liability } as HandEnd;
}

describe('the pay line', () => {
  test('a computer player wins on the learner’s discard', () => {
    const end = won([-4, 16, -8, -4], ['other', 'winner', 'discarder', 'other']);
    expect(payLine(T.en, end)).toBe(
      'The hand is worth 4 points, paid as follows: Cleo (East) pays 1 × 4 = 4, you pay 2 × 4 = 8, Ben (North) pays 1 × 4 = 4; Ada (South) receives 16.',
    );
    expect(payLine(T.de, end)).toContain('du zahlst 2 × 4 = 8');
  });

  test('the learner wins: "you receive", „du erhältst“', () => {
    const end = won([-8, -8, 24, -8], ['other', 'other', 'winner', 'other']);
    expect(payLine(T.en, end)).toMatch(/; you receive 24\.$/);
    expect(payLine(T.de, end)).toMatch(/; du erhältst 24\.$/);
  });

  test('1 point: "worth 1 point", „1 Punkt wert“', () => {
    const end = won([-1, 4, -2, -1], ['other', 'winner', 'discarder', 'other'], 1);
    expect(payLine(T.en, end)).toMatch(/^The hand is worth 1 point, paid as follows: /);
    expect(payLine(T.de, end)).toMatch(/^Die Gewinnhand ist 1 Punkt wert\. /);
  });

  const discard = (seat: 'E' | 'S' | 'W' | 'N', player: number): Liability => ({
    seat,
    player,
    cause: 'discard',
    why: null,
  });
  const supplied = (seat: 'E' | 'S' | 'W' | 'N', player: number): Liability => ({
    seat,
    player,
    cause: 'supplied',
    why: 'third-dragon',
  });

  test('a dangerous discard: the discarder pays for everyone, the learner named as "you"', () => {
    const other = won([0, 16, 0, -16], ['other', 'winner', 'other', 'liable'], 4, discard('N', 2));
    expect(payLine(T.en, other)).toBe(
      'The hand is worth 4 points. Under dangerous play Ben (North) discarded the tile that completed the hand the exposed sets pointed to, and so pays for everyone: Ben (North) pays 4 × 4 = 16; Ada (South) receives 16.',
    );
    const mine = won([0, 16, -16, 0], ['other', 'winner', 'liable', 'other'], 4, discard('W', 0));
    expect(payLine(T.de, mine)).toContain('zahlst deshalb für alle: du zahlst 4 × 4 = 16;');
    const youWin = won([0, 0, 16, -16], ['other', 'other', 'winner', 'liable'], 4, discard('N', 2));
    expect(payLine(T.en, youWin)).toContain('; you receive 16.');
  });

  test('a supplier who self-draw makes liable pays 6× for everyone', () => {
    const end = won([0, 24, 0, -24], ['other', 'winner', 'other', 'liable'], 4, supplied('N', 2));
    expect(payLine(T.en, end)).toBe(
      'The hand is worth 4 points. Under dangerous play Ben (North) supplied the discard for the third dragon pung, and so pays for everyone: Ben (North) pays 6 × 4 = 24; Ada (South) receives 24.',
    );
  });

  // The audit's case: CLI `score "[555z] [666z] [777z] 123m 1p +1p" --seat S --from W --liable N
  // --liable-why third-dragon --dangerous-play` → E 0, S +256, W −128, N −128.
  test('supplier and discarder each pay 2×: both named, the numbers add up', () => {
    const end = won([0, 256, -128, -128], ['other', 'winner', 'discarder', 'supplier'], 64, supplied('N', 2));
    expect(payLine(T.en, end)).toBe(
      'The hand is worth 64 points. Under dangerous play Ben (North) supplied the discard for the third dragon pung, and so also pays the share of Cleo (East): you pay 2 × 64 = 128, Ben (North) pays 2 × 64 = 128; Ada (South) receives 256.',
    );
    expect(payLine(T.de, end)).toBe(
      'Die Gewinnhand ist 64 Punkte wert. Bei gefährlichem Spiel hat Ben (Nord) den Abwurf für den dritten Drachenpong geliefert und zahlt deshalb auch den Anteil von Cleo (Ost): du zahlst 2 × 64 = 128, Ben (Nord) zahlt 2 × 64 = 128; Ada (Süd) erhält 256.',
    );
    const yourShare = won([-128, 256, 0, -128], ['discarder', 'winner', 'other', 'supplier'], 64, supplied('N', 2));
    expect(payLine(T.de, yourShare)).toContain('zahlt deshalb auch deinen Anteil: Cleo (Ost) zahlt 2 × 64 = 128');
    const youSupply = won([-128, 256, -128, 0], ['discarder', 'winner', 'supplier', 'other'], 64, supplied('W', 0));
    expect(payLine(T.en, youSupply)).toContain(
      'you supplied the discard for the third dragon pung, and so also pay the share of Ben (North): ',
    );
  });

  test.each(['de', 'en'] as const)('%s: no placeholder left in any case', (lang) => {
    const cases = [
      won([-4, 16, -8, -4], ['other', 'winner', 'discarder', 'other']),
      won([-8, -8, 24, -8], ['other', 'other', 'winner', 'other']),
      won([0, 16, -16, 0], ['other', 'winner', 'liable', 'other'], 4, discard('W', 0)),
      won([0, 0, 16, -16], ['other', 'other', 'winner', 'liable'], 4, supplied('N', 2)),
      won([-8, 16, -8, 0], ['discarder', 'winner', 'supplier', 'other'], 4, supplied('W', 0)),
    ];
    for (const end of cases) expect(payLine(T[lang], end)).not.toMatch(/[{}]/);
  });

  test('a draw or a false call has no pay line', () => {
    expect(
      payLine(T.en, { ...won([0, 0, 0, 0], ['other', 'other', 'other', 'other']), outcome: 'draw-game' }),
    ).toBeNull();
  });
});
