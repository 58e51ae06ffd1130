// The sentence from a won hand's points to the payments, in both languages: the learner in the
// second person as payer and as winner ("you receive", „du erhältst“, never "You receives"), the
// factors and amounts as the table pays them, and the liable player's payment for everyone.
import { describe, expect, test } from 'vitest';
import de from '../../words/de.json' with { type: 'json' };
import en from '../../words/en.json' with { type: 'json' };
import { payLine } from './pay-line.ts';
import type { HandEnd, PaymentRow, PayRole } from './result.ts';
import { PLAY_PREFIXES, type PlayStrings } from './strings.ts';

const strings = (d: Record<string, string>): PlayStrings =>
  Object.fromEntries(Object.entries(d).filter(([k]) => PLAY_PREFIXES.some((p) => k.startsWith(p)))) as PlayStrings;
const T = { de: strings(de as Record<string, string>), en: strings(en as Record<string, string>) };

/** Seats E S W N: Cleo, Ada, the learner (player 0), Ben. */
function won(amounts: [number, number, number, number], roles: PayRole[], points = 4): HandEnd {
  const players = [3, 1, 0, 2];
  const payments = (['E', 'S', 'W', 'N'] as const).map((seat, i): PaymentRow => ({
    player: players[i]!,
    seat,
    amount: amounts[i]!,
    role: roles[i]!,
    total: amounts[i]!,
  }));
  return { outcome: 'win', answer: { points } as HandEnd['answer'], payments } as HandEnd;
}

describe('the pay line', () => {
  test('a computer player wins on the learner’s discard', () => {
    const end = won([-4, 16, -8, -4], ['other', 'winner', 'discarder', 'other']);
    expect(payLine(T.en, end)).toBe(
      'How the 4 points become the payments: Cleo (East) pays 1 × 4 = 4, you pay 2 × 4 = 8, Ben (North) pays 1 × 4 = 4; Ada (South) receives 16.',
    );
    expect(payLine(T.de, end)).toContain('du zahlst 2 × 4 = 8');
  });

  test('the learner wins: "you receive", „du erhältst“', () => {
    const end = won([-8, -8, 24, -8], ['other', 'other', 'winner', 'other']);
    expect(payLine(T.en, end)).toMatch(/; you receive 24\.$/);
    expect(payLine(T.de, end)).toMatch(/; du erhältst 24\.$/);
  });

  test('under dangerous play the liable player pays for everyone, the learner named as "you"', () => {
    const other = won([0, 16, 0, -16], ['other', 'winner', 'other', 'liable']);
    expect(payLine(T.en, other)).toContain('Ben (North) pays for everyone: 16; Ada (South) receives 16.');
    const mine = won([0, 16, -16, 0], ['other', 'winner', 'liable', 'other']);
    expect(payLine(T.de, mine)).toContain('zahlst du für alle: 16');
    const youWin = won([0, 0, 16, -16], ['other', 'other', 'winner', 'liable']);
    expect(payLine(T.en, youWin)).toContain('; you receive 16.');
  });

  test.each(['de', 'en'] as const)('%s: no placeholder left in any case', (lang) => {
    const cases = [
      won([-4, 16, -8, -4], ['other', 'winner', 'discarder', 'other']),
      won([-8, -8, 24, -8], ['other', 'other', 'winner', 'other']),
      won([0, 16, -16, 0], ['other', 'winner', 'liable', 'other']),
      won([0, 0, 16, -16], ['other', 'other', 'winner', 'liable']),
    ];
    for (const end of cases) expect(payLine(T[lang], end)).not.toMatch(/[{}]/);
  });

  test('a draw or a false call has no pay line', () => {
    expect(
      payLine(T.en, { ...won([0, 0, 0, 0], ['other', 'other', 'other', 'other']), outcome: 'draw-game' }),
    ).toBeNull();
  });
});
