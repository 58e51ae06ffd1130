// The practice page on a phone, in both languages: signed payments entered
// with a pays/receives choice and a number pad's digits at 360 px, a shared link that opens
// scrolled to its puzzle, and the daily puzzle that remembers it was answered today.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { generatePuzzle, makePuzzleKey, paySolution, type PayPuzzle } from '../src/engine/puzzles/index.ts';
import { WIND_LETTERS } from '../src/engine/tiles.ts';
import { text } from './puzzles.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
import { LANGS } from '../src/words/index.ts';

for (const lang of LANGS) {
  test(`@phone ${lang}: who pays what, by tapping pays/receives and typing digits`, async ({ page }) => {
    const key = { type: 'pay', level: 2, rules: 'hke', seed: 31 } as const;
    const p = generatePuzzle(key) as PayPuzzle;
    const s = paySolution(p);
    await page.goto(`/${lang}/practice/?p=${makePuzzleKey(key)}`);
    const card = page.locator('.fl-practice-card:not(.is-loading)');
    await expect(card).toBeVisible();
    for (const w of WIND_LETTERS) {
      const seat = card.getByRole('group', { name: text(lang, `practice.seat.${w}`), exact: true });
      const amount = seat.getByRole('textbox');
      // The number pad: digits only, which is why the sign is a choice.
      await expect(amount).toHaveAttribute('inputmode', 'numeric');
      const n = s[w] ?? 0;
      if (n !== 0)
        await seat.getByRole('radio', { name: text(lang, n < 0 ? 'practice.pay.pays' : 'practice.pay.gets') }).tap();
      await amount.fill(String(Math.abs(n)));
    }
    await card.getByRole('button', { name: text(lang, 'practice.check'), exact: true }).tap();
    await expect(card.locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.right'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).include('.fl-practice').withTags(TAGS).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`@phone ${lang}: an amount with no direction is asked about, not judged`, async ({ page }) => {
    const key = { type: 'pay', level: 1, rules: 'hke', seed: 8 } as const;
    await page.goto(`/${lang}/practice/?p=${makePuzzleKey(key)}`);
    const card = page.locator('.fl-practice-card:not(.is-loading)');
    await card.locator('input[name="pay-E"]').fill('8');
    await card.getByRole('button', { name: text(lang, 'practice.check'), exact: true }).tap();
    await expect(card.getByRole('alert')).toHaveText(text(lang, 'practice.pay.direction'));
    await expect(card.locator('.fl-practice-verdict')).toHaveCount(0);
  });

  test(`@phone ${lang}: a shared link opens scrolled to its puzzle`, async ({ page }) => {
    const key = makePuzzleKey({ type: 'fan', level: 1, rules: 'hke', seed: 12 });
    await page.goto(`/${lang}/practice/?p=${key}`);
    const heading = page.locator('#fl-practice-title');
    await expect(heading).toBeFocused();
    // The site scrolls smoothly (unless reduced motion is asked for): wait for it to arrive.
    const top = () => heading.evaluate((h) => h.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(740 / 3); // in the upper third, below the header
    expect(await top()).toBeGreaterThan(-2); // sub-pixel rounding
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test(`${lang}: the daily puzzle remembers that it was answered today`, async ({ page }) => {
    await page.goto(`/${lang}/practice/`);
    await page.getByRole('button', { name: text(lang, 'practice.daily'), exact: true }).click();
    await page.getByRole('button', { name: text(lang, 'practice.reveal') }).click();
    await expect(page.locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.revealed'));
    await page.goto(`/${lang}/practice/`);
    const done = page.getByRole('button', { name: text(lang, 'practice.daily.done'), exact: true });
    await done.click();
    const card = page.locator('.fl-practice-card');
    await expect(card.locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.daily.doneWrong'));
    // Reopened with its solution: nothing to answer, and it did not count twice.
    await expect(card.getByRole('button', { name: text(lang, 'practice.check'), exact: true })).toHaveCount(0);
    await expect(page.locator('.fl-practice-accuracy li')).toHaveCount(1);
    await expect(page.locator('.fl-practice-accuracy li')).toContainText('0');
  });
}
