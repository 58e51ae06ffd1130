// The guided first hand in both languages: completed by keyboard alone (the focus lands on the
// move awaited, Enter makes it) and by touch at 360 px; a wrong move is explained and not played;
// the place survives a reload; axe on the first step, a refusal and the end; the instruction and
// the move it asks for are on screen together from the first step, on a phone and a desktop. The
// step count and the words come from the script, the i18n files and the guided engine.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { endText } from '../src/tools/guided/end.ts';
import { FIRST_HAND } from '../src/tools/guided/first-hand.ts';
import { resumeGuided } from '../src/tools/guided/guided.ts';
import { guidedView } from '../src/tools/guided/view.ts';
import { dictionary, type Lang } from '../src/words/index.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STEPS = FIRST_HAND.steps.length;

async function axe(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const stepText = (lang: Lang, n: number) =>
  dictionary(lang)['guided.step']!.replace('{n}', String(n)).replace('{count}', String(STEPS));

/** The closing sentence of the finished hand, its seats filled from the table as the page fills them. */
function closing(lang: Lang): string {
  const d = dictionary(lang);
  const names = Object.fromEntries(Object.entries(d).filter(([k]) => k.startsWith('hke.pattern.')));
  return endText(guidedView(FIRST_HAND, resumeGuided(FIRST_HAND, STEPS)!), d, names, FIRST_HAND.id)!.closing;
}

/** The instruction and the move awaited wholly on screen, the learner's bar not over the instruction. */
async function together(page: Page): Promise<void> {
  await expect(page.locator('.fl-guided-say')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-awaited="true"]').first()).toBeInViewport({ ratio: 1 });
  const say = (await page.locator('.fl-guided-say').boundingBox())!;
  const bar = (await page.locator('.fl-guided-me').boundingBox())!;
  expect(say.y + say.height).toBeLessThanOrEqual(bar.y);
}

async function fresh(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/play/guided/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText(stepText(lang, 1))).toBeVisible();
}

for (const lang of ['de', 'en'] as const) {
  const d = dictionary(lang);

  test(`${lang}: the guided hand by keyboard alone`, async ({ page }) => {
    test.slow(); // fourteen steps and two axe passes
    await fresh(page, lang);
    await axe(page);
    // The first move: Tab to the awaited button (from the top of the page); afterwards the focus waits on it.
    for (let tabs = 0; tabs < 60; tabs++) {
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-awaited') === 'true')) break;
      await page.keyboard.press('Tab');
    }
    for (let k = 0; k < STEPS; k++) {
      await expect(page.locator('[data-awaited="true"]').first()).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: d['guided.done.title'] })).toBeFocused();
    await expect(page.getByText(closing(lang))).toBeVisible();
    await axe(page);
  });

  test(`${lang}: the guided hand by touch at 360 px, a wrong move explained, a reload resumed @phone`, async ({
    page,
  }) => {
    test.slow(); // fourteen steps, a reload and two axe passes
    await fresh(page, lang);
    // A wrong first move: Mah-Jongg is not offered yet, the draw is awaited.
    await page.locator('[data-awaited="true"]').first().tap();
    await expect(page.getByText(stepText(lang, 2))).toBeVisible();
    await page.getByRole('button', { name: d['guided.mahjong'] }).tap();
    await expect(page.getByRole('status')).toHaveText(d['guided.note.other']!);
    await expect(page.getByText(stepText(lang, 2))).toBeVisible();
    await axe(page);
    await page.reload();
    await expect(page.getByText(d['guided.resumed']!)).toBeVisible();
    await expect(page.getByText(stepText(lang, 2))).toBeVisible();
    for (let k = 1; k < STEPS; k++) {
      await page.locator('[data-awaited="true"]').first().tap();
      // The next instruction and the move it asks for are both on screen after a tap.
      if (k < STEPS - 1) await together(page);
    }
    await expect(page.getByRole('heading', { name: d['guided.done.title'] })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await axe(page);
  });

  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const)
    test(`${lang}: at ${width}×${height} the first instruction and its move are on screen together`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height });
      await fresh(page, lang);
      await together(page);
      await page.screenshot({ path: info.outputPath(`guided-${lang}-${width}-step1.png`) });
      // A claim step: the discard to answer, the instruction and the awaited button.
      const pung = FIRST_HAND.steps.findIndex((s) => s.say === 'pung');
      for (let k = 0; k < pung; k++) await page.locator('[data-awaited="true"]').first().click();
      await expect(page.getByText(stepText(lang, pung + 1))).toBeVisible();
      await together(page);
      await page.screenshot({ path: info.outputPath(`guided-${lang}-${width}-pung.png`) });
    });

  test(`${lang}: the refused chow tells the rule`, async ({ page }) => {
    await fresh(page, lang);
    const refused = FIRST_HAND.steps.findIndex((s) => s.refused);
    for (let k = 0; k <= refused; k++) await page.locator('[data-awaited="true"]').first().click();
    await expect(page.getByText(d['game.error.chow-not-from-left']!)).toBeVisible();
    await axe(page);
  });

  test(`${lang}: reached from lesson 3 and the play page`, async ({ page }) => {
    await page.goto(`/${lang}/lessons/turn/`);
    await expect(page.locator(`a[href="/${lang}/play/guided/"]`)).toHaveCount(1);
    await page.goto(`/${lang}/play/`);
    await page.getByRole('link', { name: d['page.play.guidedLink'] }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/play/guided/$`));
  });
}
