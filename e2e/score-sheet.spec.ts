// A whole club evening on the score sheet: 16 HKE hands with classic scored alongside, entered by
// touch on a 360 px phone in German and by keyboard only on a desktop in English, with a reload
// and an edit half-way, to the end with its settlement; the evening exported as JSON and opened
// from that file on a fresh page; the print view; axe on every state. The taps of a discard win by
// quick entry and of a hand by tiles are counted and printed. The totals the page shows are
// checked against the engine's computeSheet of the sheet the page exported.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { computeSheet, readSheet } from '../src/engine/sheet/index.ts';
import type { Lang } from '../src/words/index.ts';
import { Driver, eastOf, EVENING, NAMES, type Way } from './score-sheet-driver.ts';

/** The totals as the standings show them, in player order. */
const shownTotals = async (page: Page): Promise<number[]> =>
  (await page.locator('.fl-sheet-standings .fl-sheet-total').allTextContents()).map((t) => Number(t.replace('−', '-')));

/** The sheet as downloaded ("Download as JSON"), read by the engine. */
async function exported(d: Driver): Promise<{ path: string; sheet: ReturnType<typeof readSheet> }> {
  const download = d.page.waitForEvent('download');
  await d.press(d.button(d.t('sheet.files.json')));
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^score-sheet-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  return { path, sheet: readSheet(JSON.parse(readFileSync(path, 'utf8'))) };
}

async function wholeEvening(page: Page, browser: Browser, lang: Lang, way: Way): Promise<void> {
  test.setTimeout(600_000);
  const d = new Driver(page, lang, way);
  await page.goto(`/${lang}/score-sheet/`);
  await expect(d.button(d.t('sheet.list.new'))).toBeVisible();
  await d.axe('the list');
  await d.setUp();
  await d.axe('the set-up');
  await d.start();
  await d.axe('a new evening');

  const taps: Record<string, number> = {};
  for (let n = 1; n <= 8; n++) {
    const used = await d.enter(n, EVENING[n - 1]!);
    if (n === 1) taps['discard win by quick entry'] = used;
    if (n === 2) taps['hand by tiles'] = used;
    // The Add button is gone: the next entry's first choice has the focus, not the page's body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('fl-sheet-entry-choice')))
      .toBe(true);
  }
  await d.axe('the evening after 8 hands');

  // Reload half-way: everything is still there, the next hand is hand 9.
  const before = await shownTotals(page);
  await page.reload();
  await expect(page.locator('.fl-sheet-next')).toHaveText(
    d.t('sheet.next', { number: 9, round: d.t('sheet.round.W'), east: NAMES[eastOf(9)]! }),
  );
  expect(await shownTotals(page)).toEqual(before);

  // Edit hand 6 (2 fan won on East's discard) to 4 fan; its payments and the totals follow.
  await d.press(page.locator('.fl-sheet-number').nth(5));
  await expect(page.locator('.fl-sheet-number').nth(5)).toHaveAttribute('aria-expanded', 'true');
  await d.press(d.button(d.t('sheet.hand.edit', { number: 6 })));
  const fans = d.entry().getByRole('group', { name: d.t('sheetEntry.fan') });
  await expect(d.button('2', fans)).toHaveAttribute('aria-pressed', 'true');
  await d.axe('editing hand 6');
  await d.press(d.button('4', fans));
  await d.press(d.button(d.t('sheetEntry.save'), d.entry()));
  await expect(page.locator('.fl-sheet-note p').first()).toHaveText(d.t('sheet.note.edit-hand', { number: 6 }));
  const edited = await shownTotals(page);
  expect(edited).not.toEqual(before);
  // Undo puts the 2 fan back; the hand is then edited again, so the evening goes on with 4.
  await d.press(d.button(d.t('sheet.undo.edit-hand')));
  await expect.poll(() => shownTotals(page)).toEqual(before);
  // Hand 6 is still open from the first edit.
  await expect(page.locator('.fl-sheet-number').nth(5)).toHaveAttribute('aria-expanded', 'true');
  await d.press(d.button(d.t('sheet.hand.edit', { number: 6 })));
  await d.press(d.button('4', d.entry().getByRole('group', { name: d.t('sheetEntry.fan') })));
  await d.press(d.button(d.t('sheetEntry.save'), d.entry()));
  await expect.poll(() => shownTotals(page)).toEqual(edited);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains('fl-sheet-entry-choice')))
    .toBe(true);

  for (let n = 9; n <= 16; n++) await d.enter(n, EVENING[n - 1]!);
  await expect(page.getByRole('heading', { name: d.t('sheet.end.title') })).toBeVisible();
  await expect(page.locator('.fl-sheet-end')).toContainText(d.t('sheet.end.why.rounds', { after: 16 }));
  await expect(page.locator('.fl-sheet-next')).toHaveCount(0);
  await d.axe('the end');
  // The end, with its tables, fits the screen it was played on.
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The page's figures are the engine's for the sheet it exported.
  const { path, sheet } = await exported(d);
  if (!sheet.ok) throw new Error(`the exported sheet does not read: ${JSON.stringify(sheet.error)}`);
  expect(sheet.value.hands).toHaveLength(16);
  const evening = computeSheet(sheet.value);
  expect(evening.end).toEqual({ why: 'rounds', after: 16 });
  expect(await shownTotals(page)).toEqual(evening.totals);
  const pays = await page.locator('.fl-sheet-pays li').allTextContents();
  expect(pays).toEqual(
    evening.settlement.map((x) => d.t('sheet.end.pays', { from: NAMES[x.from]!, to: NAMES[x.to]!, amount: x.amount })),
  );
  // Classic scored the four hands by tiles, the draws and the false Mah-Jongg alongside.
  expect(evening.second?.compared).toBe(EVENING.filter((h) => ['tiles', 'draw', 'false'].includes(h.kind)).length);

  // The print view: the whole sheet, no controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.fl-sheet-hands tbody')).toHaveCount(16);
  await expect(page.locator('.fl-sheet-hands')).toBeVisible();
  await expect(d.button(d.t('sheet.files.print'))).toBeHidden();
  await expect(d.button(d.t('sheet.back'))).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The file opens on another phone: a fresh browser, nothing kept.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`/${lang}/score-sheet/`);
  await expect(fresh.getByText(d.t('sheet.list.none'))).toBeVisible();
  await fresh.locator('input[type="file"]').setInputFiles(path);
  await expect(fresh.locator('.fl-sheet-note p').first()).not.toBeEmpty();
  expect(await shownTotals(fresh)).toEqual(evening.totals);
  await expect(fresh.locator('.fl-sheet-hands tbody')).toHaveCount(16);
  await other.close();

  console.log(
    `score sheet ${way === 'touch' ? 'taps' : 'key presses'} (${lang}): ${Object.entries(taps)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (way === 'touch') {
    expect(taps['discard win by quick entry']).toBeLessThanOrEqual(8);
    expect(taps['hand by tiles']).toBeLessThanOrEqual(25);
  }
}

test('de: a whole evening by touch at 360 px, reloaded and edited half-way, to the settlement @phone', async ({
  page,
  browser,
}) => {
  await wholeEvening(page, browser, 'de', 'touch');
});

test('en: a whole evening by keyboard only, reloaded and edited half-way, to the settlement', async ({
  page,
  browser,
}) => {
  await wholeEvening(page, browser, 'en', 'keyboard');
});
