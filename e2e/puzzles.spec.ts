// Solving puzzles as a learner would: with the mouse and with the keyboard alone, in both
// languages. Answers come from the engine (puzzles.ts), never from this file.
import { expect, test } from '@playwright/test';
import { fill, LANGS } from '../src/words/index.ts';
import { tileName } from '../src/words/tile-names.ts';
import { fanAnswer, hydrated, puzzleProps, tabInto, text, waitAnswer } from './puzzles.ts';
import { holdScript } from './hold-script.ts';

const TILE_ORDER = [
  ...['m', 'p', 's'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`)),
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`),
];

for (const lang of LANGS) {
  test.describe(`${lang}: which tiles win?`, () => {
    const id = 'waiting-2';
    const answer = waitAnswer(puzzleProps(lang, 'waiting', 'WaitPuzzle', id));
    const solved = fill(text(lang, 'wait.result.correct'), { count: answer.length });

    test('with the mouse, after one wrong try', async ({ page }) => {
      await page.goto(`/${lang}/lessons/waiting/`);
      const puzzle = await hydrated(page, id);
      const wrong = TILE_ORDER.find((c) => !answer.includes(c))!;
      await puzzle.getByRole('button', { name: tileName(wrong as never, lang), exact: true }).click();
      await puzzle.getByRole('button', { name: text(lang, 'widget.check') }).click();
      await expect(puzzle.getByRole('status')).not.toHaveText(solved);
      await puzzle.getByRole('button', { name: text(lang, 'widget.retry') }).click();
      await puzzle.getByRole('button', { name: tileName(wrong as never, lang), exact: true }).click();
      for (const code of answer)
        await puzzle.getByRole('button', { name: tileName(code as never, lang), exact: true }).click();
      await puzzle.getByRole('button', { name: text(lang, 'widget.check') }).click();
      await expect(puzzle.getByRole('status')).toHaveText(solved);
    });

    test('with the keyboard only', async ({ page }) => {
      await page.goto(`/${lang}/lessons/waiting/`);
      const puzzle = await hydrated(page, id);
      await tabInto(page, puzzle, '.fl-pick');
      await page.keyboard.press('Home');
      for (const code of TILE_ORDER) {
        if (answer.includes(code)) await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(puzzle.getByRole('status')).toHaveText(solved);
      await expect(puzzle.locator('.fl-pick[aria-pressed="true"]')).toHaveCount(answer.length);
    });
  });

  test.describe(`${lang}: how many fan, and who pays?`, () => {
    const id = 'payments-1';
    const score = fanAnswer(puzzleProps(lang, 'payments', 'FanPuzzle', id));
    const values = [String(score.points), ...(['E', 'S', 'W', 'N'] as const).map((w) => String(score.payments[w]))];

    test('with the mouse', async ({ page }) => {
      await page.goto(`/${lang}/lessons/payments/`);
      const puzzle = await hydrated(page, id);
      await puzzle.getByLabel(text(lang, 'fan.input')).fill(String(score.fan + 1));
      await puzzle.getByRole('button', { name: text(lang, 'widget.check') }).click();
      await expect(puzzle.getByRole('status').first()).toHaveText(text(lang, 'fan.result.high'));
      await puzzle.getByLabel(text(lang, 'fan.input')).fill(String(score.fan));
      await puzzle.getByRole('button', { name: text(lang, 'widget.check') }).click();
      await expect(puzzle.getByRole('status').first()).toHaveText(
        fill(text(lang, 'fan.result.exact'), { fan: score.fan }),
      );
      const fields = puzzle.locator('.fl-pay-form input');
      for (let i = 0; i < values.length; i++) await fields.nth(i).fill(values[i]!);
      await puzzle
        .locator('.fl-pay-form')
        .getByRole('button', { name: text(lang, 'widget.check') })
        .click();
      await expect(puzzle.getByText(text(lang, 'pay.result.right'))).toBeVisible();
    });

    test('a number typed before the puzzle hydrated counts', async ({ page }) => {
      // Hold every fan puzzle's code until the number is typed into the server-rendered form.
      const release = await holdScript(page, /\/_astro\/FanPuzzle\.[\w-]+\.js$/);
      await page.goto(`/${lang}/lessons/payments/`);
      const puzzle = page.locator(`[data-puzzle-id="${id}"]`);
      await puzzle.scrollIntoViewIfNeeded();
      await puzzle.getByLabel(text(lang, 'fan.input')).fill(String(score.fan));
      await expect(puzzle.locator('astro-island')).toHaveAttribute('ssr', /.*/);
      release();
      await hydrated(page, id);
      await puzzle.getByRole('button', { name: text(lang, 'widget.check') }).click();
      await expect(puzzle.getByRole('status').first()).toHaveText(
        fill(text(lang, 'fan.result.exact'), { fan: score.fan }),
      );
    });

    test('with the keyboard only', async ({ page }) => {
      await page.goto(`/${lang}/lessons/payments/`);
      const puzzle = await hydrated(page, id);
      await tabInto(page, puzzle, 'input[type="number"]');
      await page.keyboard.type(String(score.fan));
      await page.keyboard.press('Enter');
      await expect(puzzle.getByRole('status').first()).toHaveText(
        fill(text(lang, 'fan.result.exact'), { fan: score.fan }),
      );
      await tabInto(page, puzzle, '.fl-pay-form input');
      for (let i = 0; i < values.length; i++) {
        await page.keyboard.type(values[i]!);
        await page.keyboard.press(i === values.length - 1 ? 'Enter' : 'Tab');
      }
      await expect(puzzle.getByText(text(lang, 'pay.result.right'))).toBeVisible();
    });
  });
}

test('a solved puzzle is remembered: the lesson shows it on the next visit', async ({ page }) => {
  const answer = waitAnswer(puzzleProps('en', 'waiting', 'WaitPuzzle', 'waiting-1'));
  await page.goto('/en/lessons/waiting/');
  const puzzle = await hydrated(page, 'waiting-1');
  for (const code of answer)
    await puzzle.getByRole('button', { name: tileName(code as never, 'en'), exact: true }).click();
  await puzzle.getByRole('button', { name: text('en', 'widget.check') }).click();
  await expect(puzzle.getByText(`✓ ${text('en', 'lesson.puzzleSolved')}`)).toBeVisible();
  await page.reload();
  await expect(
    page.locator('[data-puzzle-id="waiting-1"]').getByText(`✓ ${text('en', 'lesson.puzzleSolved')}`),
  ).toBeVisible();
});

test('@phone a wait puzzle can be solved by touch at 360 px', async ({ page }) => {
  const answer = waitAnswer(puzzleProps('de', 'waiting', 'WaitPuzzle', 'waiting-1'));
  await page.goto('/de/lessons/waiting/');
  const puzzle = await hydrated(page, 'waiting-1');
  for (const code of answer)
    await puzzle.getByRole('button', { name: tileName(code as never, 'de'), exact: true }).tap();
  await puzzle.getByRole('button', { name: text('de', 'widget.check') }).tap();
  await expect(puzzle.getByRole('status')).toHaveText(
    fill(text('de', 'wait.result.correct'), { count: answer.length }),
  );
});
