// The fan table is a cheat sheet: printed, it fits one A4 page in either language.
import { expect, test } from '@playwright/test';
import { LANGS } from '../src/words/index.ts';

for (const lang of LANGS) {
  test(`${lang}: the fan table prints on one A4 page`, async ({ page }) => {
    await page.goto(`/${lang}/fan-table/`);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBe(1);
  });
}
