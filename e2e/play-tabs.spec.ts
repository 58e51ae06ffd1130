// The table in two tabs of one browser: the second tab says the game is open elsewhere and
// takes it over at the first tab's last move; the first says it goes on elsewhere and takes it
// back with the second tab's moves; a reload of either loses nothing. And what the page cannot
// read – a damaged history, a damaged save – is kept as a copy before anything replaces it, and
// said. The learner answers as the table's focus suggests (Enter), the computer players move at
// once (?speed=instant); where the game stands is the table's prompt key (`data-prompt`: the
// question, the hand, the number of events), which only a move changes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HISTORY_KEY } from '../src/tools/play/history.ts';
import { GAME_KEY } from '../src/tools/play/settings.ts';
import { backupKey } from '../src/ui/storage-backup.ts';
import type { Lang } from '../src/words/index.ts';
import { text } from './puzzles.ts';
import { focused } from './table-focus.ts';

const SEED = 4242;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const root = (page: Page): Locator => page.locator('.fl-play');
const prompt = (page: Page) => root(page).getAttribute('data-prompt');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/** How many actions the saved game holds. */
const savedLog = async (page: Page): Promise<number> =>
  (JSON.parse((await stored(page, GAME_KEY)) ?? '{}') as { table?: { log: unknown[] } }).table?.log.length ?? -1;

async function open(page: Page, lang: Lang, query = `?seed=${SEED}&speed=instant`): Promise<void> {
  await page.goto(`/${lang}/play/${query}`);
}

/** Deals the link's game and waits for the learner's first question. */
async function start(page: Page, lang: Lang): Promise<void> {
  await root(page)
    .getByRole('button', { name: text(lang, 'play.setup.start') })
    .click();
  await expect(root(page).locator('.fl-play-hand')).toBeVisible();
}

/**
 * Is the learner asked: no computer player still to move (the computer players move one step
 * at a time even at once), and the focus on a control of the question or on a tile to discard
 * (not on a tile of the last question, which the table disables before it moves the focus)?
 */
const asked = async (page: Page): Promise<boolean> =>
  !(await prompt(page))?.startsWith('wait:') && ['control', 'tile'].includes(await focused(page));

/** `n` answers, each as the focus suggests; returns the prompt key after the last. */
async function moves(page: Page, n: number): Promise<string> {
  await page.bringToFront();
  for (let i = 0; i < n; i++) {
    await expect.poll(() => asked(page)).toBe(true);
    const before = await prompt(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => prompt(page)).not.toBe(before);
  }
  await expect.poll(() => asked(page)).toBe(true);
  return (await prompt(page))!;
}

/** The offer to take the game over (or back) shows, with its words, and its button has the focus. */
async function offered(page: Page, lang: Lang, back: boolean): Promise<Locator> {
  const away = root(page).locator('.fl-play-away');
  await expect(away).toContainText(text(lang, back ? 'play.tabs.moved' : 'play.tabs.elsewhere'));
  const take = away.getByRole('button', { name: text(lang, back ? 'play.tabs.takeBack' : 'play.tabs.take') });
  await expect(take).toBeFocused();
  await expect(root(page).locator('.fl-play-hand, form')).toHaveCount(0); // no table, no setup
  return take;
}

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: two tabs take the game over and back; no move is lost, reloads included`, async ({ context }) => {
    test.slow(); // two pages, two reloads and two axe passes
    const a = await context.newPage();
    await open(a, lang);
    await start(a, lang);
    const atA = await moves(a, 3);
    const logA = await savedLog(a);

    // B opens while A plays: it says so, plays nothing, and takes over by keyboard at A's last move.
    const b = await context.newPage();
    await open(b, lang, '?speed=instant');
    await offered(b, lang, false);
    await axe(b);
    expect(await savedLog(b)).toBe(logA);
    await b.keyboard.press('Enter');
    await expect.poll(() => prompt(b)).toBe(atA);
    await offered(a, lang, true);
    await axe(a);

    const atB = await moves(b, 2);
    expect(await savedLog(b)).toBeGreaterThan(logA);

    // A takes it back (by a click this time) and goes on from B's last move.
    await a.bringToFront();
    await root(a)
      .getByRole('button', { name: text(lang, 'play.tabs.takeBack') })
      .click();
    await expect.poll(() => prompt(a)).toBe(atB);
    await offered(b, lang, true);
    const atA2 = await moves(a, 1);

    // Reloads: A (which plays) comes back where it was; B still offers, and takes over there.
    await a.reload();
    await expect.poll(() => prompt(a)).toBe(atA2);
    await b.reload();
    await (await offered(b, lang, false)).click();
    await expect.poll(() => prompt(b)).toBe(atA2);
    await offered(a, lang, true);
  });
}

test('@phone de: the offer fits 360 px and takes the game over by touch', async ({ context }) => {
  const a = await context.newPage();
  await open(a, 'de');
  await root(a)
    .getByRole('button', { name: text('de', 'play.setup.start') })
    .tap();
  await expect(root(a).locator('.fl-play-hand')).toBeVisible();
  await expect.poll(() => asked(a)).toBe(true);
  const at = await prompt(a);
  const b = await context.newPage();
  await open(b, 'de', '?speed=instant');
  const take = await offered(b, 'de', false);
  expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await take.tap();
  await expect.poll(() => prompt(b)).toBe(at);
  await offered(a, 'de', true);
  expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('de: a history that cannot be read is kept as a copy and said; the next hand starts a fresh list', async ({
  page,
}) => {
  const damaged = '[{"game":1,"hand":1,"record":{"format":"fan-and-';
  await page.goto('/de/play/');
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [HISTORY_KEY, damaged]);
  await open(page, 'de');
  await expect(root(page).locator('.fl-play-history-note')).toHaveText(text('de', 'play.history.damaged.kept'));
  expect(await stored(page, backupKey('play-history'))).toBe(damaged);
  expect(await stored(page, HISTORY_KEY)).toBe(damaged); // opening replaces nothing
  await start(page, 'de');
  for (let guard = 0; guard < 200 && (await root(page).locator('.fl-play-end').count()) === 0; guard++) {
    if (await asked(page)) await page.keyboard.press('Enter');
    else await page.waitForTimeout(20);
  }
  await expect(root(page).locator('.fl-play-end')).toBeVisible();
  const list = JSON.parse((await stored(page, HISTORY_KEY))!) as { game: number; hand: number }[];
  expect(list.map((h) => [h.game, h.hand])).toEqual([[SEED, 1]]);
  expect(await stored(page, backupKey('play-history'))).toBe(damaged);
  await expect(root(page).locator('.fl-play-history-note')).toHaveText(text('de', 'play.history.damaged.kept'));
});

test('en: a saved game that cannot be read is kept as a copy before a new game replaces it', async ({ page }) => {
  const damaged = '{"format":"fan-and-laak/table","version":1,"table":{"log":';
  await page.goto('/en/play/');
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [GAME_KEY, damaged]);
  await open(page, 'en');
  await expect(root(page).getByRole('alert').locator('p')).toHaveText(
    `${text('en', 'play.saved.corrupt')} ${text('en', 'play.saved.kept')}`,
  );
  expect(await stored(page, backupKey('play-game'))).toBe(damaged);
  await start(page, 'en');
  await expect.poll(() => savedLog(page)).toBeGreaterThan(0);
  expect(await stored(page, backupKey('play-game'))).toBe(damaged);
});
