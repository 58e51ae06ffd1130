// Site search (Pagefind): each language searches its own pages.
import { expect, test } from './csp-watch.ts';

for (const [lang, query] of [
  ['de', 'tote Mauer'],
  ['en', 'dead wall'],
] as const) {
  test(`${lang}: search finds lessons in the page's language`, async ({ page }) => {
    await page.goto(`/${lang}/search/`);
    await page.getByRole('searchbox').or(page.locator('#search input')).first().fill(query);
    const results = page.locator('.pagefind-ui__result-link');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => h.startsWith(`/${lang}/`))).toBe(true);
  });
}

test('a search link with ?q= runs the search', async ({ page }) => {
  await page.goto('/en/search/?q=robbing');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible();
});
