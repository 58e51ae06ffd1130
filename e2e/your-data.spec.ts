// The "Your data" page in both languages: a browser holding every part (seeded from the fixture
// the site's release wrote, src/tools/data/fixtures/export-v1.json) exported as a download,
// cleared, the file loaded back with "Replace", and every part back where its page shows it (the
// lessons index, practice, the table resuming its game, the history); a merge by keyboard only; a
// damaged file refused with its sentence; axe in light and dark. Expected figures are counted
// from the fixture's JSON here, not by the page's code.
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dataStrings } from '../src/tools/data/strings.build.ts';
import { PART_KEYS, REPLACED_KEY } from '../src/tools/data/parts.ts';
import { template } from '../src/build/dictionary.ts';
import { fill } from '../src/words/fill.ts';
import { LANGS } from '../src/words/index.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FIXTURE = readFileSync('src/tools/data/fixtures/export-v1.json', 'utf8');
const parts = JSON.parse(FIXTURE).parts as {
  progress: { lessons: Record<string, { done?: boolean }> };
  practice: { days: Record<string, Record<string, [number, number]>>; streak: number; best: number };
  game: { table: { game: { handNumber: number } } };
  history: unknown[];
  backups: Record<string, string>;
} & Record<string, unknown>;

/** What the browser held when the fixture was exported, key → stored text (the parts it has). */
const STORED: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PART_KEYS)
      .filter(([part]) => parts[part] !== undefined)
      .map(([part, key]) => {
        const v = parts[part];
        return [key, typeof v === 'string' ? v : JSON.stringify(v)];
      }),
  ),
  ...parts.backups,
};

const seed = (page: Page, items: Record<string, string>) =>
  page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
const stored = (page: Page): Promise<Record<string, string>> => page.evaluate(() => ({ ...localStorage }));

async function axe(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']).analyze();
  await page.emulateMedia({ colorScheme: 'light' });
  const found = [...light.violations, ...dark.violations];
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of LANGS) {
  const t = dataStrings(lang);
  const lessons = readdirSync(`content/${lang}`).filter((f) => f.endsWith('.mdx'));
  const answers = Object.values(parts.practice.days)
    .flatMap((day) => Object.values(day))
    .reduce((sum, [, n]) => sum + n, 0);
  /** The lines the page must show for the fixture, filled from counts made here. */
  const lines = [
    fill(t['data.sum.lessons'], {
      started: Object.keys(parts.progress.lessons).length,
      done: Object.values(parts.progress.lessons).filter((l) => l.done === true).length,
      total: lessons.length,
    }),
    fill(t['data.sum.answers.other'], { count: answers }),
    fill(t['data.sum.game'], { hand: parts.game.table.game.handNumber }),
    fill(t['data.sum.hands.other'], { count: parts.history.length }),
    t['data.sum.theme.dark'],
  ];

  // Every page stores its language as the start page's choice (Head.astro), so the browser's is this one.
  const here = { ...STORED, 'fanlaak:lang': lang };

  test(`${lang}: export, clear, import with replace: every part back on its page`, async ({ page }, info) => {
    test.slow(); // four pages, three axe passes
    await page.goto(`/${lang}/your-data/`);
    await seed(page, here);
    await page.reload();
    for (const line of lines) await expect(page.getByText(line, { exact: true }).first()).toBeVisible();
    await axe(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t['data.export'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fan-laak-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = info.outputPath('export.json');
    await download.saveAs(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).parts).toEqual({ ...parts, lang });

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('.fl-data-facts li').first()).toBeVisible();
    await expect(page.locator('.fl-data-facts li')).toHaveText([t[`data.sum.lang.${lang}`]]); // the page's own
    await page.getByLabel(t['data.import.file']).setInputFiles(path);
    await expect(page.getByRole('heading', { level: 3 })).toBeFocused();
    for (const line of lines) await expect(page.locator('.fl-data-ask').getByText(line, { exact: true })).toBeVisible();
    expect(await stored(page)).toEqual({ 'fanlaak:lang': lang }); // nothing before the learner chooses
    await axe(page);
    await page.getByRole('button', { name: t['data.replace'] }).click();
    await expect(page.getByRole('status')).toHaveText(t['data.done.replaced']);
    const { [REPLACED_KEY]: replaced, ...after } = await stored(page);
    expect(after).toEqual(here);
    expect(replaced).toBeDefined();
    await expect(page.getByRole('button', { name: t['data.backup.download'] })).toBeVisible();
    await axe(page);

    await page.goto(`/${lang}/lessons/`);
    await expect(page.locator('li[data-slug="tiles"] [data-status]')).toHaveText(template(lang, 'lessons.status.done'));
    await page.goto(`/${lang}/practice/`);
    const streak = template(lang, 'practice.streak');
    await expect(
      page.getByText(fill(streak, { streak: parts.practice.streak, best: parts.practice.best })),
    ).toBeVisible();
    await page.goto(`/${lang}/play/`);
    const table = fill(template(lang, 'play.table.label'), { number: parts.game.table.game.handNumber });
    await expect(page.getByRole('region', { name: table })).toBeVisible();
    const history = fill(template(lang, 'play.history.title'), { count: parts.history.length });
    await expect(page.locator('.fl-play-history summary')).toHaveText(history);
  });

  test(`${lang}: a pasted file merged by keyboard only: both sides kept`, async ({ page }) => {
    await page.goto(`/${lang}/your-data/`);
    const progress = { lessons: { turn: { read: true } } };
    await seed(page, { 'fanlaak:progress:v1': JSON.stringify(progress), 'fanlaak:theme': 'light' });
    await page.reload();
    await expect(page.locator('.fl-data-facts li').first()).toBeVisible(); // the island has read the browser
    await page.getByLabel(t['data.import.paste']).focus();
    await page.keyboard.insertText(FIXTURE);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t['data.import.read'] })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t['data.merge'] })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(t['data.done.merged']);
    await expect(page.getByRole('status')).toBeFocused();
    const after = await stored(page);
    expect(Object.keys(JSON.parse(after['fanlaak:progress:v1']!).lessons).sort()).toEqual(['setup', 'tiles', 'turn']);
    expect(after['fanlaak:theme']).toBe('light');
    expect(after['fanlaak:play-history:v1']).toBe(STORED['fanlaak:play-history:v1']);
  });

  test(`${lang}: a damaged file is refused in one sentence and changes nothing`, async ({ page }) => {
    await page.goto(`/${lang}/your-data/`);
    await seed(page, { 'fanlaak:theme': 'light' });
    await page.reload();
    await expect(page.locator('.fl-data-facts li').first()).toBeVisible(); // the island has read the browser
    const damaged = JSON.parse(FIXTURE);
    damaged.parts.settings.minFan = 7;
    await page.getByLabel(t['data.import.file']).setInputFiles({
      name: 'fan-laak-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(damaged)),
    });
    await expect(page.getByRole('alert')).toHaveText(fill(t['data.error.damaged'], { part: t['data.part.settings'] }));
    await expect(page.getByRole('button', { name: t['data.merge'] })).toHaveCount(0);
    expect(await stored(page)).toEqual({ 'fanlaak:theme': 'light', 'fanlaak:lang': lang });
    await axe(page);
  });
}

test('the footer of every page links the data page', async ({ page }) => {
  for (const lang of LANGS) {
    await page.goto(`/${lang}/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: dataStrings(lang)['data.title'] })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/your-data/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dataStrings(lang)['data.title']);
  }
});
