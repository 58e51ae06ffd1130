// The site frame: choosing a language at "/", the language switcher, the theme, phones.
import { expect, test } from './csp-watch.ts';
import { builtPages } from './pages.ts';

test.describe('start at /', () => {
  test('without JavaScript both languages are offered as links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('a[hreflang="de"]')).toHaveAttribute('href', '/de/');
    await expect(page.locator('a[hreflang="en"]')).toHaveAttribute('href', '/en/');
    await page.locator('a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/en\/$/);
    await context.close();
  });

  for (const [locale, lang] of [
    ['de-DE', 'de'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
  ] as const) {
    test(`with JavaScript a ${locale} browser lands on /${lang}/`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    });
  }
});

test('the language switcher keeps the page', async ({ page }) => {
  await page.goto('/de/glossary/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/glossary\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/glossary\/$/);
});

// The phone header and its menu: e2e/header.spec.ts.

test('@phone no page is wider than a 360 px screen', async ({ page }) => {
  const wide: string[] = [];
  for (const path of builtPages()) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path} (${width} px)`);
  }
  expect(wide).toEqual([]);
});
