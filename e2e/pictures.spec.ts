// The pictures of the table in lessons 2 and 3, used as a learner would: the wall stepped through
// with the keyboard alone (each step announced), the same steps without JavaScript, and the
// seating compass beside the questions about discards. Expected words come from the i18n files
// and the wall plan, never from this file.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGS, type Lang } from '../src/words/index.ts';
import { wallPlan } from '../src/lessons/wall/plan.ts';
import { wallStepTexts } from '../src/lessons/wall/text.build.ts';
import { text } from './puzzles.ts';

/** The dice total of lesson 2's <WallStepper>, as the lesson wrote it (default 7). */
function lessonDice(lang: Lang): number {
  const tag = readFileSync(`content/${lang}/02-setup.mdx`, 'utf8').match(/<WallStepper\b[^>]*\/>/)?.[0];
  if (!tag) throw new Error(`no <WallStepper> in content/${lang}/02-setup.mdx`);
  return Number(tag.match(/dice=\{(\d+)\}/)?.[1] ?? 7);
}

/** What a step's caption reads (and what is announced): "Step 2 of 4: Roll the dice East rolls …". */
const caption = (s: { position: string; title: string; description: string }): string =>
  `${s.position}: ${s.title} ${s.description}`;

/** Presses Tab until the focused element is the button called `name`. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement instanceof HTMLButtonElement ? document.activeElement.textContent?.trim() : null,
    );
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the button ${name}`);
}

for (const lang of LANGS) {
  const steps = wallStepTexts(lang, wallPlan(lessonDice(lang))!);
  const prev = `← ${text(lang, 'wall.prev')}`;
  const next = `${text(lang, 'wall.next')} →`;

  test.describe(`${lang}: the wall, step by step`, () => {
    test('with the keyboard only: every step shown alone and announced', async ({ page }) => {
      await page.goto(`/${lang}/lessons/setup/`);
      const wall = page.getByRole('group', { name: text(lang, 'wall.label') });
      await expect(wall.getByRole('figure')).toHaveCount(1);
      await expect(wall.getByRole('figure')).toContainText(steps[0]!.title);
      await tabTo(page, next);
      for (const step of steps.slice(1)) {
        await page.keyboard.press('Enter');
        await expect(wall.getByRole('status')).toHaveText(caption(step));
        await expect(wall.getByRole('figure')).toHaveCount(1);
        await expect(wall.getByRole('figure')).toContainText(step.description);
        await expect(wall.getByRole('img', { name: step.alt })).toBeVisible();
        await expect(wall.getByText(step.position, { exact: true })).toBeVisible();
      }
      // At the end "Next" stays focused and does nothing; "Previous" goes back one step.
      await expect(wall.getByRole('button', { name: next })).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(wall.getByRole('figure')).toContainText(steps[3]!.description);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(wall.getByRole('status')).toHaveText(caption(steps[2]!));
      await expect(wall.getByRole('button', { name: next })).toHaveAttribute('aria-disabled', 'false');
      await expect(wall.getByRole('button', { name: prev })).toBeFocused();
    });

    test('without JavaScript: the four steps as figures, one after another', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${lang}/lessons/setup/`);
      const wall = page.getByRole('group', { name: text(lang, 'wall.label') });
      await expect(wall.getByRole('figure')).toHaveCount(steps.length);
      for (const [i, step] of steps.entries())
        await expect(wall.getByRole('figure').nth(i)).toContainText(caption(step));
      await expect(wall.getByRole('button')).toHaveCount(0);
      await context.close();
    });
  });

  test(`${lang}: the seating compass stands beside the questions about discards`, async ({ page }) => {
    await page.goto(`/${lang}/lessons/turn/`);
    const west = text(lang, 'wind.W');
    const discards = text(lang, 'compass.discards').replace('{from}', west);
    const compass = page.locator('[data-puzzle-id="turn-1"]').getByRole('figure');
    await expect(compass).toContainText(discards);
    await expect(compass.getByRole('img')).toHaveAccessibleName(
      new RegExp(discards.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  });
}

test('@phone the wall and the compass fit a 360 px screen', async ({ page }) => {
  for (const path of ['/de/lessons/setup/', '/en/lessons/turn/']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.goto('/de/lessons/setup/');
  const wall = page.getByRole('group', { name: text('de', 'wall.label') });
  await wall.getByRole('button', { name: `${text('de', 'wall.next')} →` }).tap();
  await expect(wall.getByRole('status')).not.toBeEmpty();
});
