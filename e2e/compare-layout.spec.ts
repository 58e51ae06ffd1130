// How the compare table sits on a screen. In a box narrower than the four columns, the row labels
// stay pinned while the table scrolls sideways; on a phone, each line's name is a band above its
// four values and all four rule sets fit side by side under names that are not cut. Measured
// boxes, not pictures; the texts come from the dictionaries.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RULE_SETS } from '../src/engine/index.ts';
import { LANGS, type Lang } from '../src/words/index.ts';
import { LINK_DEFAULTS, withHandLink, type HandLink } from '../src/tools/shared/hand-link.ts';
import { text } from './puzzles.ts';

/** The newcomer's hand: a half flush with a pung of red dragons, self-drawn by East. */
const HAND: HandLink = { ...LINK_DEFAULTS, hand: '23467899m11z [777z] +9m', win: 'self-draw' };

/** The page with its table drawn (the island has scored the link's hand). */
async function open(page: Page, lang: Lang): Promise<Locator> {
  await page.goto(withHandLink(`/${lang}/compare/`, HAND));
  const table = page.locator('.fl-compare-result .fl-cmp');
  await expect(table.locator('[data-rules="hk-simple"] .fl-cmp-cell.is-points')).toHaveCount(1);
  return table;
}

/** Words of an element's visible text that the browser broke across two lines (text hidden for
 * screen readers only, 1 px wide, is not looked at). */
const brokenWords = (el: Locator): Promise<string[]> =>
  el.evaluate((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (t.parentElement!.getBoundingClientRect().width <= 1) continue;
      for (const m of t.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(t, m.index);
        range.setEnd(t, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });

test('the row labels stay pinned, on an opaque background, when a narrow window scrolls the table sideways', async ({
  page,
}) => {
  // Wider than a phone, narrower than the four columns beside the labels.
  await page.setViewportSize({ width: 620, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const table = await open(page, 'en');
    const scroller = table.locator('.fl-cmp-scroll');
    const label = table.locator('.fl-cmp-label').last();
    await label.scrollIntoViewIfNeeded();
    const before = (await label.boundingBox())!;
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
    const after = (await label.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    // The label column hides what scrolls under it: its background has no transparency.
    const bg = await table.locator('.fl-cmp-labels').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg, scheme).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    const hk = await table.locator('[data-rules="hk-simple"] .fl-cmp-head').boundingBox();
    expect(hk!.x, 'the last column is in view beside the labels').toBeGreaterThanOrEqual(after.x + after.width - 1);
  }
});

for (const lang of LANGS) {
  test(`@phone ${lang}: all four rule sets side by side, every line named above its values, no name cut`, async ({
    page,
  }) => {
    const table = await open(page, lang);
    const grid = (await table.locator('.fl-cmp-grid').boundingBox())!;
    // Nothing to scroll sideways: the four columns share the width.
    const scroller = table.locator('.fl-cmp-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const columns = await Promise.all(
      RULE_SETS.map(async (r) => (await table.locator(`[data-rules="${r}"]`).boundingBox())!),
    );
    for (const col of columns) {
      expect(col.x).toBeGreaterThanOrEqual(grid.x - 1);
      expect(col.x + col.width).toBeLessThanOrEqual(grid.x + grid.width + 1);
    }

    // The rule sets' names: shortened so that no word is broken, the full names for screen readers.
    for (const r of RULE_SETS) {
      const head = table.locator(`[data-rules="${r}"] .fl-cmp-head`);
      const abbr = head.locator('.fl-cmp-abbr');
      await expect(abbr).toHaveText(text(lang, `compare.abbr.${r}`));
      expect(await brokenWords(head), r).toEqual([]);
      const box = (await abbr.boundingBox())!;
      const col = (await table.locator(`[data-rules="${r}"]`).boundingBox())!;
      expect(box.x + box.width, r).toBeLessThanOrEqual(col.x + col.width + 1);
      await expect(head).toHaveAccessibleName(
        new RegExp(`^${escape(text(lang, `rules.short.${r}`))}\\s*${escape(text(lang, `rules.long.${r}`))}$`),
      );
    }

    // Each line: its name as a band across the table, unbroken, above its four values on one row.
    const lines = await table.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('.fl-cmp-label')].map((label) => {
        const row = label.style.getPropertyValue('--fl-row');
        const cells = [...el.querySelectorAll<HTMLElement>('.fl-cmp-cell')]
          .filter((c) => c.style.getPropertyValue('--fl-row') === row)
          .map((c) => c.getBoundingClientRect());
        const b = label.getBoundingClientRect();
        return {
          name: label.textContent!,
          left: b.left,
          width: b.width,
          bottom: b.bottom,
          tops: cells.map((c) => c.top),
        };
      }),
    );
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.width, line.name).toBeGreaterThan(grid.width - 2);
      expect(line.tops, line.name).toHaveLength(4);
      for (const top of line.tops) {
        expect(top, line.name).toBeGreaterThanOrEqual(line.bottom - 1);
        expect(Math.abs(top - line.tops[0]!), line.name).toBeLessThan(1);
      }
    }
    for (const label of await table.locator('.fl-cmp-label').all())
      expect(await brokenWords(label), (await label.textContent()) ?? '').toEqual([]);

    // Further down the table, the names of the rule sets are still at the top of the screen.
    await table
      .locator('[data-rules="hke"] .fl-cmp-cell.is-points')
      .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    expect((await table.locator('.fl-cmp-grid').boundingBox())!.y).toBeLessThan(-100);
    for (const r of RULE_SETS) {
      const head = (await table.locator(`[data-rules="${r}"] .fl-cmp-head`).boundingBox())!;
      expect(Math.abs(head.y), r).toBeLessThan(1);
    }
  });
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
