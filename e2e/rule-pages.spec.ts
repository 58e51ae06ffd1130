// The rule pages and the limit-hand gallery as a reader meets them: the rules-compared page's
// links land on the promised section of each rule page, every rule page has all its sections,
// and the gallery shows each example's worth under all four rule sets without any script of
// its own. (axe and the 360 px check cover these pages through builtPages.)
import { expect, test } from '@playwright/test';
import { RULE_SETS } from '../src/engine/rules/types.ts';
import { RULE_PAGE_SECTIONS } from '../src/reference/rule-pages/model.ts';
import { LANGS } from '../src/words/index.ts';

for (const lang of LANGS) {
  test(`${lang}: every rule page has its sections, each under a heading`, async ({ page }) => {
    for (const id of RULE_SETS) {
      await page.goto(`/${lang}/rules/${id}/`);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const section of RULE_PAGE_SECTIONS) await expect(page.locator(`section#${section} > h2`)).toHaveCount(1);
    }
  });

  test(`${lang}: a rules-compared link lands on the rule page's section`, async ({ page }) => {
    await page.goto(`/${lang}/rules-compared/`);
    const link = page.locator(`tbody#payments a[href="/${lang}/rules/classic/#payments"]`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/rules/classic/#payments$`));
    await expect(page.locator('section#payments > h2')).toBeInViewport();
  });

  test(`${lang}: the gallery scores each example under the four rule sets, at build time`, async ({ page }) => {
    await page.goto(`/${lang}/limit-hands/`);
    const entries = page.locator('section.limit');
    expect(await entries.count()).toBeGreaterThan(14);
    for (const table of await page.locator('section.limit table.worth').all()) {
      await expect(table.locator('tbody tr')).toHaveCount(RULE_SETS.length);
    }
    await expect(page.locator('#other-rule-sets #all-green')).toHaveCount(1);
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
}
