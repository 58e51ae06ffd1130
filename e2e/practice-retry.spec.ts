// Today's mistakes can be retried today, beside the spaced-repetition schedule: a puzzle
// answered wrong shows up under "Retry today's mistakes (1)", opens again from there, and
// leaves the list once answered right.
import { expect, test } from '@playwright/test';
import { generatePuzzle, makePuzzleKey, paySolution, type PayPuzzle } from '../src/engine/puzzles/index.ts';
import { WIND_LETTERS } from '../src/engine/tiles.ts';
import { fill } from '../src/words/fill.ts';
import { LANGS } from '../src/words/index.ts';
import { text } from './puzzles.ts';

const KEY = { type: 'pay', level: 1, rules: 'hke', seed: 8 } as const;

for (const lang of LANGS) {
  test(`${lang}: a puzzle answered wrong today is retried from today's mistakes`, async ({ page }) => {
    const s = paySolution(generatePuzzle(KEY) as PayPuzzle);
    await page.goto(`/${lang}/practice/?p=${makePuzzleKey(KEY)}`);
    const card = page.locator('.fl-practice-card:not(.is-loading)');
    const answer = async (right: boolean) => {
      for (const w of WIND_LETTERS) {
        const n = (s[w] ?? 0) + (right || w !== 'E' ? 0 : 1);
        const seat = card.getByRole('group', { name: text(lang, `practice.seat.${w}`), exact: true });
        if (n !== 0)
          await seat
            .getByRole('radio', { name: text(lang, n < 0 ? 'practice.pay.pays' : 'practice.pay.gets') })
            .check();
        await seat.getByRole('textbox').fill(String(Math.abs(n)));
      }
      await card.getByRole('button', { name: text(lang, 'practice.check'), exact: true }).click();
    };
    await answer(false);
    await expect(card.locator('.fl-practice-verdict')).not.toHaveText(text(lang, 'practice.right'));
    const retry = page.getByRole('button', { name: fill(text(lang, 'practice.retry'), { count: 1 }) });
    await expect(retry).toBeEnabled();
    await page.reload();
    await retry.click();
    await answer(true);
    await expect(card.locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.right'));
    await expect(page.getByRole('button', { name: fill(text(lang, 'practice.retry'), { count: 0 }) })).toBeDisabled();
  });
}
