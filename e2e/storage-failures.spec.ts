// Storage failures as a learner meets them: a full storage (filled with filler keys up to the
// quota) while answering a practice puzzle, moving at the table and solving a lesson quiz; a
// damaged lesson progress and a damaged practice value. Each is told by the site's storage
// notice, once per page, in the page's language, naming what was not saved or read, with the
// link to the Your data page; damaged values are kept under their backup keys.
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { handRecords, makeBot } from '../src/engine/game/index.ts';
import { replayStrings } from '../src/tools/replay/strings.build.ts';
import { fill } from '../src/words/fill.ts';
import { LANGS, type Lang } from '../src/words/index.ts';
import { answer, practiceCard } from './practice-answers.ts';
import { hydrated, text } from './puzzles.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PROGRESS_KEY = 'fanlaak:progress:v1';
const PRACTICE_KEY = 'fanlaak:practice:v1';
const SLUG = 'turn';
const QUIZ = 'turn-3';

/** The right option of `<Quiz id="…">` as the lesson file writes it. */
function quizAnswer(lang: Lang): string {
  const file = readdirSync(`content/${lang}`).find((f) => f.replace(/^\d+-/, '').replace(/\.mdx$/, '') === SLUG);
  const tag = readFileSync(`content/${lang}/${file}`, 'utf8').match(
    new RegExp(`<Quiz\\s+id="${QUIZ}"[\\s\\S]*?\\n(?:/>|>)`),
  )?.[0];
  const options = JSON.parse(tag?.match(/options=\{(\[[\s\S]*?\])\}/)?.[1] ?? '[]') as string[];
  return options[Number(tag?.match(/answer=\{(\d+)\}/)?.[1])]!;
}

/** Fills localStorage (or the tab's sessionStorage) up to the quota with filler keys, as a full storage would be. */
async function fillStorage(page: Page, which: 'local' | 'session' = 'local'): Promise<void> {
  await page.evaluate((w) => {
    const store = w === 'local' ? localStorage : sessionStorage;
    let size = 1 << 20;
    const big = 'x'.repeat(size);
    for (let i = 0; size >= 1;) {
      try {
        store.setItem(`filler-${i}`, big.slice(0, size));
        i++;
      } catch {
        size >>= 1;
      }
    }
  }, which);
}

/** Sets `key` to `value` before the page's scripts run, once per test (not again on a reload). */
async function seed(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([k, v]) => {
      if (sessionStorage.getItem('seeded') === null) {
        localStorage.setItem(k!, v!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [key, value],
  );
}

/** The notice, once shown; checks that it is the only one and that it links to Your data. */
async function notice(page: Page, lang: Lang): Promise<Locator> {
  const box = page.locator('[data-storage-notice] [data-box]');
  await expect(box).toBeVisible();
  await expect(page.locator('[data-storage-notice]')).toHaveCount(1);
  const link = box.getByRole('link', { name: text(lang, 'storage.exportLink') });
  await expect(link).toHaveAttribute('href', `/${lang}/your-data/`);
  await expect(box.locator('p:has(a)')).toHaveText(
    fill(text(lang, 'storage.export'), { link: text(lang, 'storage.exportLink') }),
  );
  return box;
}

const failed = (lang: Lang, ...what: string[]) =>
  fill(text(lang, 'storage.failed'), {
    what: new Intl.ListFormat(lang, { type: 'conjunction' }).format(what.map((w) => text(lang, `storage.what.${w}`))),
  });
const kept = (lang: Lang, what: string) =>
  fill(text(lang, 'storage.kept'), { what: text(lang, `storage.what.${what}`) });

async function axe(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).include('[data-storage-notice]').withTags(TAGS).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of LANGS) {
  test(`${lang}: a full storage is told on each page, naming what was not saved`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await expect(page.locator('[data-storage-notice] [data-box]')).toBeHidden();
    await fillStorage(page);

    // Practice: an answer that cannot be saved.
    await page.goto(`/${lang}/practice/`);
    await expect(practiceCard(page)).toBeVisible();
    await answer(page, lang, true);
    let box = await notice(page, lang);
    await expect(box.locator('[data-failed]')).toHaveText(failed(lang, 'practice'));
    await expect(box.locator('[data-kept]')).toBeHidden();
    await axe(page);
    await page.getByRole('button', { name: text(lang, 'practice.next') }).click();
    await answer(page, lang, false);
    await expect(box).toBeVisible(); // the same notice, not a second one
    await box.getByRole('button', { name: text(lang, 'storage.closeLabel') }).click();
    await expect(box).toBeHidden();

    // The table: a move that cannot be saved.
    await page.goto(`/${lang}/play/?seed=4242&speed=instant`);
    const root = page.locator('.fl-play');
    await root.getByRole('button', { name: text(lang, 'play.setup.start') }).click();
    const controls = root.locator('.fl-play-controls');
    await controls.locator('button').first().click();
    box = await notice(page, lang);
    await expect(box.locator('[data-failed]')).toContainText(text(lang, 'storage.what.game'));
    await expect(box.locator('[data-failed]')).toContainText(text(lang, 'storage.failed').split(' {what}')[0]!);
    await axe(page);

    // A lesson: the visit and the solved quiz cannot be recorded; nothing claims they were.
    await page.goto(`/${lang}/lessons/${SLUG}/`);
    const quiz = await hydrated(page, QUIZ);
    await quiz.getByRole('radio', { name: quizAnswer(lang) }).check();
    await quiz.getByRole('button', { name: text(lang, 'widget.check') }).click();
    await expect(quiz.getByRole('status')).toHaveText(text(lang, 'quiz.right'));
    box = await notice(page, lang);
    await expect(box.locator('[data-failed]')).toHaveText(failed(lang, 'progress'));
    await expect(page.locator('[data-read-mark]')).toBeHidden();
    await axe(page);
  });

  test(`${lang}: damaged lesson progress is told, kept, and progress is recorded again`, async ({ page }) => {
    const damaged = '{"lessons":{"turn":{"read":true,"puzzles":{"turn-1":tr';
    await seed(page, PROGRESS_KEY, damaged);
    await page.goto(`/${lang}/lessons/`);
    const box = await notice(page, lang);
    await expect(box.locator('[data-kept]')).toHaveText(kept(lang, 'progress'));
    await expect(box.locator('[data-failed]')).toBeHidden();
    await axe(page);
    expect(await page.evaluate(() => localStorage.getItem('fanlaak:progress-backup:v1'))).toBe(damaged);

    await page.goto(`/${lang}/lessons/${SLUG}/`);
    const quiz = await hydrated(page, QUIZ);
    await quiz.getByRole('radio', { name: quizAnswer(lang) }).check();
    await quiz.getByRole('button', { name: text(lang, 'widget.check') }).click();
    await expect(quiz.getByText(`✓ ${text(lang, 'lesson.puzzleSolved')}`)).toBeVisible();
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY))!);
    expect(stored).toMatchObject({ version: 1, lessons: { [SLUG]: { read: true, puzzles: { [QUIZ]: true } } } });
    // Kept once: this page has nothing more to tell.
    await expect(page.locator('[data-storage-notice] [data-box]')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('fanlaak:progress-backup:v1'))).toBe(damaged);
  });

  test(`${lang}: a damaged practice value is told and kept`, async ({ page }) => {
    const damaged = '{"version":2,"days":{"2026-01-01":{"waits":[1,2]}},"mistakes":[1,';
    await seed(page, PRACTICE_KEY, damaged);
    await page.goto(`/${lang}/practice/`);
    await expect(page.getByText(text(lang, 'practice.notice.unreadable'))).toBeVisible();
    const box = await notice(page, lang);
    await expect(box.locator('[data-kept]')).toHaveText(kept(lang, 'practice'));
    await axe(page);
    expect(await page.evaluate(() => localStorage.getItem('fanlaak:practice-backup:v1'))).toBe(damaged);
  });
}

test('@phone de: the notice fits 360 px and its buttons are reachable by keyboard', async ({ page }) => {
  await seed(page, PROGRESS_KEY, '[1,2,3]');
  await page.goto('/de/lessons/');
  const box = await notice(page, 'de');
  const right = await box.evaluate((el) => el.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const close = box.getByRole('button', { name: text('de', 'storage.closeLabel') });
  for (let i = 0; i < 200 && !(await close.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  // The focus goes back into the page, not to its top: the notice appeared before anything had
  // the focus, so the main content takes it.
  await expect(page.locator('main')).toBeFocused();
});

// Records of three hands dealt by the engine; the first alone is the smaller record.
const bots = [0, 1, 2, 3].map(() => makeBot('careful'));
const hands: string[] = [];
for (const r of handRecords(7, { minFan: 1 }, bots)) {
  if (r.ok) hands.push(JSON.stringify(r.value));
  if (hands.length === 3) break;
}

for (const lang of LANGS) {
  test(`${lang}: a record the tab cannot keep is said, and a reload does not bring back the one before`, async ({
    page,
  }) => {
    const t = replayStrings(lang);
    const open = async (text: string) => {
      await page.getByLabel(t['replay.open.paste']).fill(text);
      await page.getByRole('button', { name: t['replay.open.submit'] }).click();
    };
    await page.goto(`/${lang}/replay/`);
    await open(hands[0]!);
    await expect(page.locator('.fl-replay-hand')).toHaveCount(0);
    await expect(page.getByRole('group', { name: /\d/ }).first()).toBeVisible();
    await expect(page.getByText(t['replay.notKept'])).toHaveCount(0);
    await fillStorage(page, 'session');
    await open(hands.join('\n'));
    await expect(page.locator('.fl-replay-hand select option')).toHaveCount(3);
    await expect(page.getByText(t['replay.notKept'])).toBeVisible();
    // The replay page says it itself: no site notice for the tab's record.
    await expect(page.locator('[data-storage-notice] [data-box]')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: t['replay.open.title'] })).toBeVisible();
    await expect(page.getByRole('group', { name: /\d/ })).toHaveCount(0);
  });
}
