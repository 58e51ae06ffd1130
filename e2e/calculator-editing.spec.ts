// Editing a hand in the calculator as a club player does (audit: newcomer walk-through,
// journey 4): after a set the mode is one tile again; a tile tapped out of the hand is said and
// can be put back, by tap and by keyboard; on a phone the hand stays in view while tiles are
// picked; axe finds nothing in these states. (A file of its own: calculator.spec.ts is full.)
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeHand, parseFragment } from '../src/engine/index.ts';
import type { TileCode } from '../src/ui/tiles/codes.ts';
import { tileName, tileWords } from '../src/words/tile-names.ts';
import { fill } from '../src/words/fill.ts';
import { LANGS, type Lang } from '../src/words/index.ts';
import { tabInto, text } from './puzzles.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A hand in the canonical notation the notation field shows after a tap. */
function canonical(notation: string): string {
  const h = parseFragment(notation);
  if (!h.ok) throw new Error(`bad test hand ${notation}`);
  return makeHand(h.value);
}
const nameOf = (code: string, lang: Lang): string => tileName(code as TileCode, lang);

async function ready(page: Page, lang: Lang): Promise<Locator> {
  const field = page.getByLabel(text(lang, 'editor.notation'), { exact: true });
  await expect(field).toBeEnabled();
  return field;
}
const paletteTile = (page: Page, lang: Lang, code: string): Locator =>
  page
    .getByRole('group', { name: text(lang, 'editor.palette') })
    .getByRole('button', { name: nameOf(code, lang), exact: true });
const handTile = (page: Page, lang: Lang, code: string): Locator =>
  page.getByRole('button', { name: fill(text(lang, 'editor.remove'), tileWords(code as TileCode, lang)) }).first();
const mode = (page: Page, lang: Lang, m: string): Locator =>
  page.getByRole('radio', { name: text(lang, `editor.mode.${m}`), exact: true });
const undoButton = (page: Page, lang: Lang): Locator =>
  page.getByRole('button', { name: text(lang, 'editor.undo'), exact: true });
const status = (page: Page): Locator => page.locator('.fl-editor-status');

for (const lang of LANGS) {
  test(`${lang}: after a set the mode is "a tile to the hand" again`, async ({ page }) => {
    await page.goto(`/${lang}/calculator/`);
    const field = await ready(page, lang);
    for (const [m, code] of [
      ['concealed-kong', '7s'],
      ['pung', '5p'],
      ['winning', '9m'],
    ] as const) {
      await mode(page, lang, m).check();
      await paletteTile(page, lang, code).click();
      await expect(mode(page, lang, 'tile')).toBeChecked();
    }
    // The next tap is one tile, not a second kong.
    await paletteTile(page, lang, '2m').click();
    await expect(field).toHaveValue(canonical('2m [555p] (7777s) +9m'));
  });

  test(`${lang}: a tile tapped out of the hand is said, and Undo puts it back (tap, then keyboard)`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/calculator/`);
    const field = await ready(page, lang);
    await field.fill('123m55p');
    await expect(page.getByText(text(lang, 'editor.removeHint'))).toBeVisible();
    await handTile(page, lang, '2m').click();
    await expect(field).toHaveValue(canonical('13m55p'));
    await expect(status(page)).toContainText(fill(text(lang, 'editor.removed'), { what: nameOf('2m', lang) }));
    await undoButton(page, lang).click();
    await expect(field).toHaveValue(canonical('123m55p'));
    await expect(undoButton(page, lang)).toHaveCount(0);
    // Focus goes back to the hand, where the tile is again.
    await expect(page.locator('.fl-editor-part:focus')).toHaveCount(1);

    // Keyboard: Enter on a tile of the hand takes it out, Ctrl+Z puts it back.
    await tabInto(page, page.locator('.fl-editor'), '.fl-editor-part');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(canonical('123m5p'));
    // The focus has moved on to the neighbour (the pressed button is gone).
    await expect(page.locator('.fl-editor-part:focus')).toHaveCount(1);
    await page.keyboard.press('Control+z');
    await expect(field).toHaveValue(canonical('123m55p'));
    // And the Undo button by keyboard: the next tab stop after the hand row.
    await tabInto(page, page.locator('.fl-editor'), '.fl-editor-part');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(canonical('23m55p'));
    await expect(page.locator('.fl-editor-part:focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(undoButton(page, lang)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(canonical('123m55p'));
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: a tile taken out, with Undo (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const lang of LANGS) {
      await page.goto(`/${lang}/calculator/`);
      const field = await ready(page, lang);
      await field.fill('123m55p [777z] 1f');
      await handTile(page, lang, '1m').click();
      await expect(undoButton(page, lang)).toBeVisible();
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(
        result.violations.map((v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

for (const height of [640, 800]) {
  test(`@phone at 360×${height} the hand stays in view, uncovering the palette, while tiles are picked`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height });
    await page.goto('/en/calculator/');
    const field = await ready(page, 'en');
    await field.fill('123m456p789s11z');
    const top = page.locator('.fl-editor-top');
    // Tiles from the last rows of the palette, the farthest from the hand.
    let parts = 11;
    for (const code of ['7z', '1f', '4g']) {
      const tile = paletteTile(page, 'en', code);
      await tile.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      const hand = (await top.boundingBox())!;
      const picked = (await tile.boundingBox())!;
      // The hand is on screen, whole, above the tile about to be tapped, not over it.
      expect(hand.y).toBeGreaterThanOrEqual(-1);
      expect(hand.y + hand.height).toBeLessThanOrEqual(picked.y);
      expect(hand.height).toBeLessThan(height / 2);
      await tile.tap();
      await expect(page.locator('.fl-editor-row .fl-editor-part')).toHaveCount(++parts);
      await expect(top).toBeInViewport();
    }
  });
}
