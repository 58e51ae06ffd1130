// Zero axe violations (WCAG 2.2 AA) on every built page, in light and dark theme. The dark
// theme changes colours only, so the second pass on the same page runs axe's colour rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './pages.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const path of builtPages()) {
  test(`axe: ${path} (light, then dark)`, async ({ page }) => {
    // Two axe passes over the long reference pages take 20 s on an idle 2-core machine: a
    // loaded one must not turn that into a failure (a time limit here guards hangs, not speed).
    test.slow();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    const summary = (r: Awaited<ReturnType<AxeBuilder['analyze']>>, scheme: string) =>
      r.violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const light = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    await page.emulateMedia({ colorScheme: 'dark' });
    // The page follows the system theme without reloading; wait until the dark palette is in.
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    const dark = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
    expect([...summary(light, 'light'), ...summary(dark, 'dark')]).toEqual([]);
  });
}
