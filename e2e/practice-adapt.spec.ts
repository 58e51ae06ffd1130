// Practice that adapts, in both languages: the rating moves after answers and shows in
// the progress, its day's value in the chart's table; "practise this theme" serves puzzles of that
// theme; a mistake whose review is due comes back (the stored schedule set to yesterday, and a real
// miss with the clock moved to the next morning); axe finds nothing on the new parts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generatePuzzle, makePuzzleKey, parsePuzzleKey, waitsSolution } from '../src/engine/puzzles/index.ts';
import { text } from './puzzles.ts';
import { tileName } from '../src/words/tile-names.ts';
import type { TileCode } from '../src/ui/tiles/codes.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The key the release before the key convention kept progress under: still read (moved on load). */
const RELEASE_STORE = 'fan-laak.practice.v1';
import { LANGS } from '../src/words/index.ts';
import { PRACTICE_KEY, readPractice } from '../src/tools/practice/store.ts';
type Lang = (typeof LANGS)[number];

const card = (page: Page) => page.locator('.fl-practice-card:not(.is-loading)');

/** The puzzle on screen, made again from its key. */
async function shownPuzzle(page: Page): Promise<ReturnType<typeof generatePuzzle>> {
  const key = (await card(page).getAttribute('data-key'))!;
  const k = parsePuzzleKey(key);
  if (!k.ok) throw new Error(`no puzzle key: ${key}`);
  return generatePuzzle(k.value);
}

/** Picks the engine's winning tiles of the "which tiles win?" puzzle on screen and checks. */
async function solveWaits(page: Page, lang: Lang, right: boolean): Promise<void> {
  const p = await shownPuzzle(page);
  if (p.type !== 'waits') throw new Error(`expected a waits puzzle, got ${p.type}`);
  const tiles = waitsSolution(p);
  for (const t of right ? tiles : tiles.slice(1))
    await card(page).locator(`.fl-picker button:has([data-tile="${t}"])`).click();
  await card(page)
    .getByRole('button', { name: text(lang, 'practice.check'), exact: true })
    .click();
  await expect(card(page).locator('.fl-practice-verdict')).toHaveText(
    text(lang, right ? 'practice.right' : 'practice.wrong'),
  );
}

for (const lang of LANGS) {
  test(`${lang}: the rating moves after answers and shows with its history`, async ({ page }) => {
    await page.goto(`/${lang}/practice/`);
    await solveWaits(page, lang, true);
    const row = page.locator('.fl-practice-ratings li[data-type="waits"]');
    const first = Number(await row.getAttribute('data-rating'));
    expect(first).toBeGreaterThan(1500);
    await page.getByRole('button', { name: text(lang, 'practice.next') }).click();
    await solveWaits(page, lang, true);
    await expect.poll(async () => Number(await row.getAttribute('data-rating'))).toBeGreaterThan(first);
    await expect(row).toContainText(text(lang, 'practice.type.waits'));
    // The chart's table gives the rating the day ends with, beside the day's accuracy.
    const rating = await row.getAttribute('data-rating');
    await expect(page.locator('.fl-practice-table td[data-type="waits"]')).toContainText(
      text(lang, 'practice.chart.rating').replace('{rating}', rating!),
    );
    const axe = await new AxeBuilder({ page }).include('.fl-practice').withTags(TAGS).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`${lang}: practise the weakest theme from the dashboard`, async ({ page }) => {
    await page.goto(`/${lang}/practice/`);
    await solveWaits(page, lang, false);
    // The feedback says why: every winning tile with the reading it completes, as tiles.
    const p = await shownPuzzle(page);
    if (p.type !== 'waits') throw new Error(p.type);
    for (const t of waitsSolution(p)) {
      const li = page.locator(`.fl-practice-why li[data-tile="${t}"]`);
      await expect(li).toContainText(text(lang, 'practice.why.wins'));
      expect(await li.locator('.fl-practice-group').count()).toBeGreaterThan(0);
      // The winning tile is ringed in the reading, where it goes.
      const marked = text(lang, 'practice.why.marked').replace('{tile}', tileName(t as TileCode, lang));
      await expect(li.locator('.fl-practice-group').getByRole('img', { name: marked })).toHaveCount(1);
    }
    const row = page.locator('.fl-practice-themes li').first();
    const theme = (await row.getAttribute('data-theme'))!;
    await row.getByRole('button').click();
    await expect(page.locator('.fl-practice-theme-on')).toContainText(text(lang, `practice.theme.${theme}`));
    for (let i = 0; i < 2; i++) {
      const key = (await card(page).getAttribute('data-key'))!;
      expect((await shownPuzzle(page)).themes).toContain(theme);
      await page.getByRole('button', { name: text(lang, 'practice.next') }).click();
      await expect(card(page)).not.toHaveAttribute('data-key', key);
    }
  });

  test(`${lang}: a mistake due for review comes back`, async ({ page }) => {
    const key = makePuzzleKey({ type: 'fan', level: 2, rules: 'hke', seed: 404 });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const stored = {
      version: 2,
      days: {},
      streak: 0,
      best: 0,
      mistakes: [key],
      daily: {},
      ratings: {},
      themes: {},
      ladderBest: 0,
      reviews: [
        {
          key,
          due: yesterday,
          stability: 1,
          difficulty: 5,
          reps: 1,
          lapses: 1,
          state: 2,
          last: yesterday,
          scheduled: 1,
        },
      ],
    };
    await page.addInitScript(
      ([k, v]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(k, v);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [RELEASE_STORE, JSON.stringify(stored)] as const,
    );
    await page.goto(`/${lang}/practice/`);
    const due = page.getByRole('button', { name: text(lang, 'practice.due').replace('{count}', '1') });
    await due.click();
    await expect(card(page)).toHaveAttribute('data-key', key);
    await page.getByRole('button', { name: text(lang, 'practice.reveal') }).click();
    await expect(page.getByRole('button', { name: text(lang, 'practice.due').replace('{count}', '0') })).toBeDisabled();
  });
}

for (const lang of LANGS) {
  test(`${lang}: a puzzle missed today is due tomorrow and comes back; answered right, it is scheduled further out`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-10T10:00:00') });
    await page.goto(`/${lang}/practice/`);
    const missed = (await card(page).getAttribute('data-key'))!;
    await solveWaits(page, lang, false);
    const due = (n: number) =>
      page.getByRole('button', { name: text(lang, 'practice.due').replace('{count}', `${n}`) });
    await expect(due(0)).toBeDisabled();
    // The next morning: the missed puzzle is due, and "due today" brings it back.
    await page.clock.setFixedTime(new Date('2026-03-11T08:00:00'));
    await page.reload();
    await due(1).click();
    await expect(card(page)).toHaveAttribute('data-key', missed);
    await expect(card(page).locator('h2')).toContainText(text(lang, 'practice.source.mistakes'));
    await solveWaits(page, lang, true);
    await expect(due(0)).toBeDisabled();
    const raw = await page.evaluate((k) => localStorage.getItem(k), PRACTICE_KEY);
    const card0 = readPractice(raw, '2026-03-11').data.reviews.find((c) => c.key === missed)!;
    expect(card0.scheduled).toBeGreaterThan(1);
    expect(Date.parse(card0.due)).toBeGreaterThan(Date.parse('2026-03-12T23:59:59'));
  });
}

for (const lang of LANGS) {
  test(`${lang}: who gets the discard asks for the reason too, and judges it`, async ({ page }) => {
    const key = { type: 'discard', level: 3, rules: 'hke', seed: 21 } as const;
    const p = generatePuzzle(key);
    if (p.type !== 'discard') throw new Error(p.type);
    await page.goto(`/${lang}/practice/?p=${makePuzzleKey(key)}`);
    const i = p.callers.findIndex((c) => c.seat === p.answer.seat);
    await card(page).locator(`input[name="seat"] >> nth=${i}`).check();
    // The seat alone is no answer: the form asks for the rule too and records nothing.
    await card(page)
      .getByRole('button', { name: text(lang, 'practice.check'), exact: true })
      .click();
    await expect(card(page).getByRole('alert')).toHaveText(text(lang, 'practice.discard.missing'));
    await expect(card(page).locator('.fl-practice-verdict')).toHaveCount(0);
    const other = ['only-call', 'mahjong-first', 'pung-before-chow', 'mahjong-turn-order'].find(
      (r) => r !== p.answer.reason,
    )!;
    await card(page)
      .getByRole('combobox', { name: text(lang, 'practice.discard.reason') })
      .selectOption(other);
    await card(page)
      .getByRole('button', { name: text(lang, 'practice.check'), exact: true })
      .click();
    await expect(card(page).locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.wrong'));
    await expect(card(page)).toContainText(text(lang, 'practice.fb.reason'));
    await expect(card(page)).toContainText(text(lang, `practice.reason.${p.answer.reason}`));
  });
}

for (const lang of LANGS) {
  test(`${lang}: the last discard of a hand: the wall is said to be empty, and the last-tile rule is a right reason`, async ({
    page,
  }) => {
    // The first level-3 HKE puzzle that is a last discard (found with the same generator).
    let key = { type: 'discard', level: 3, rules: 'hke', seed: 1 } as const as Parameters<typeof generatePuzzle>[0];
    for (let seed = 1; seed < 2000; seed++) {
      key = { type: 'discard', level: 3, rules: 'hke', seed };
      const q = generatePuzzle(key);
      if (q.type === 'discard' && q.lastTile) break;
    }
    const p = generatePuzzle(key);
    if (p.type !== 'discard' || !p.lastTile) throw new Error('no last-discard puzzle found');
    await page.goto(`/${lang}/practice/?p=${makePuzzleKey(key)}`);
    await expect(card(page)).toContainText(text(lang, 'practice.discard.lastTile'));
    const i = p.callers.findIndex((c) => c.seat === p.answer.seat);
    await card(page).locator(`input[name="seat"] >> nth=${i}`).check();
    await card(page)
      .getByRole('combobox', { name: text(lang, 'practice.discard.reason') })
      .selectOption('last-tile');
    await card(page)
      .getByRole('button', { name: text(lang, 'practice.check'), exact: true })
      .click();
    await expect(card(page).locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.right'));
    // The solution names both rules that decide it: the last tile, and Mah-Jongg first.
    const solution = card(page).locator('.fl-practice-solution');
    await expect(solution).toContainText(text(lang, 'practice.reason.last-tile'));
    await expect(solution).toContainText(text(lang, `practice.reason.${p.answer.reason}`));
    const axe = await new AxeBuilder({ page }).include('.fl-practice').withTags(TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
}
