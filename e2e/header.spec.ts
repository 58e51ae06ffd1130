// The site header: on a phone one row with the name and a menu button (a disclosure), on a
// desktop the whole navigation on one line; without JavaScript the phone shows the full list.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NAV } from '../src/site/nav.ts';
import { text } from './puzzles.ts';

import { LANGS } from '../src/words/index.ts';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const headerHeight = (page: Page) => page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);

/** Sum of the layout shifts so far (Cumulative Layout Shift without the session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );

for (const lang of LANGS) {
  const menuName = text(lang, 'nav.menu');
  const navName = text(lang, 'nav.label');

  test(`@phone ${lang}: one header row at 360 px, the menu opens by touch`, async ({ page }) => {
    await page.goto(`/${lang}/lessons/`);
    const button = page.getByRole('button', { name: menuName });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: navName })).toBeHidden();
    // One row: the name and a 44 px button with the bar's padding (it was ~200 px on three rows).
    expect(await headerHeight(page)).toBeLessThan(80);
    expect(await layoutShift(page)).toBe(0);
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: navName });
    await expect(nav.getByRole('link')).toHaveCount(NAV.length);
    await expect(page.locator('[data-lang-switch]')).toBeVisible();
    expect(
      await new AxeBuilder({ page })
        .withTags(TAGS)
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await nav.getByRole('link', { name: text(lang, 'nav.calculator') }).tap();
    await expect(page).toHaveURL(new RegExp(`/${lang}/calculator/$`));
    // A new page starts with the menu folded again.
    await expect(page.getByRole('button', { name: menuName })).toHaveAttribute('aria-expanded', 'false');
  });

  test(`@phone ${lang}: the menu by keyboard: Enter opens, Tab walks the entries, Escape closes`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const button = page.getByRole('button', { name: menuName });
    for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: navName }).getByRole('link', { name: text(lang, 'nav.lessons') }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test(`@phone ${lang}: without JavaScript the whole navigation shows`, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`/${lang}/`);
    await expect(page.getByRole('button', { name: menuName })).toBeHidden();
    await expect(page.getByRole('navigation', { name: navName }).getByRole('link')).toHaveCount(NAV.length);
    for (const link of await page.getByRole('navigation', { name: navName }).getByRole('link').all()) {
      await expect(link).toBeVisible();
    }
    await context.close();
  });

  test(`${lang}: on a desktop the navigation is one line beside the name, no menu button`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}/lessons/`);
    await expect(page.getByRole('button', { name: menuName })).toBeHidden();
    const links = page.getByRole('navigation', { name: navName }).getByRole('link');
    const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await headerHeight(page)).toBeLessThan(80);
  });
}
