// Lesson quizzes and lesson progress as a learner meets them: a wrong answer, "try again", the
// right answer, a reload; the lessons index counting by the rule it states (a lesson is done
// once all its puzzles and questions are solved). Answers are read from the lesson source.
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '../src/words/index.ts';
import { hydrated, text } from './puzzles.ts';
import { fill } from '../src/words/fill.ts';
import { holdScript } from './hold-script.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PROGRESS_KEY = 'fanlaak:progress:v1';

/** Options and the right answer of `<Quiz id="…">` as the lesson file writes them. */
function quizProps(lang: Lang, slug: string, id: string): { options: string[]; answer: number } {
  const file = readdirSync(`content/${lang}`).find((f) => f.replace(/^\d+-/, '').replace(/\.mdx$/, '') === slug);
  const source = readFileSync(`content/${lang}/${file}`, 'utf8');
  const tag = source.match(new RegExp(`<Quiz\\s+id="${id}"[\\s\\S]*?\\n(?:/>|>)`))?.[0];
  const options = tag?.match(/options=\{(\[[\s\S]*?\])\}/)?.[1];
  const answer = tag?.match(/answer=\{(\d+)\}/)?.[1];
  if (!options || !answer) throw new Error(`no <Quiz id="${id}"> with options and answer in ${file}`);
  return { options: JSON.parse(options) as string[], answer: Number(answer) };
}

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const SLUG = 'turn';
const ID = 'turn-3';

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  const { options, answer } = quizProps(lang, SLUG, ID);
  const wrong = options.findIndex((_, i) => i !== answer);

  test(`${lang}: a quiz answered wrong, tried again, answered right stays solved after a reload`, async ({ page }) => {
    await page.goto(`/${lang}/lessons/${SLUG}/`);
    let quiz = await hydrated(page, ID);
    await quiz.getByRole('radio', { name: options[wrong]! }).check();
    await quiz.getByRole('button', { name: text(lang, 'widget.check') }).click();
    await expect(quiz.getByRole('status')).toHaveText(text(lang, 'quiz.wrong'));
    // The right answer is not given away: only "try again" or "show the solution".
    await expect(quiz.getByText(text(lang, 'quiz.answerMark'), { exact: true })).toHaveCount(0);
    await expect(quiz.getByRole('radio').first()).toBeDisabled();
    expect(await axe(page)).toEqual([]);
    await quiz.getByRole('button', { name: text(lang, 'widget.retry') }).click();
    await expect(quiz.getByRole('radio').first()).toBeFocused();
    await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
    await quiz.getByRole('radio', { name: options[answer]! }).check();
    await quiz.getByRole('button', { name: text(lang, 'widget.check') }).click();
    await expect(quiz.getByRole('status')).toHaveText(text(lang, 'quiz.right'));
    await expect(quiz.getByText(`✓ ${text(lang, 'lesson.puzzleSolved')}`)).toBeVisible();
    const total = await page.locator('[data-puzzle-id]').count();
    const progress = fill(text(lang, 'lesson.progress'), { solved: 1, total });
    await expect(page.locator('[data-read-mark]')).toHaveText(progress);

    await page.reload();
    quiz = await hydrated(page, ID);
    await expect(quiz.getByRole('radio', { name: options[answer]! })).toBeChecked();
    await expect(quiz.getByRole('radio', { name: options[answer]! })).toBeDisabled();
    await expect(quiz.getByText(text(lang, 'quiz.answerMark'), { exact: true })).toBeVisible();
    await expect(quiz.getByText(`✓ ${text(lang, 'lesson.puzzleSolved')}`)).toBeVisible();
    await expect(quiz.getByRole('button', { name: text(lang, 'widget.check') })).toHaveCount(0);
    await expect(page.locator('[data-read-mark]')).toHaveText(progress);
    expect(await axe(page)).toEqual([]);

    // The index counts by its own rule: started, 1 of n solved, not done.
    await page.goto(`/${lang}/lessons/`);
    await expect(page.locator(`li[data-slug="${SLUG}"] [data-status]`)).toHaveText(
      fill(text(lang, 'lessons.status.count'), { solved: 1, total }),
    );
    await expect(page.locator(`li[data-slug="${SLUG}"]`)).toHaveAttribute('data-state', 'started');
    expect(await axe(page)).toEqual([]);
  });

  test(`${lang}: a shown solution does not count as solved`, async ({ page }) => {
    await page.goto(`/${lang}/lessons/${SLUG}/`);
    let quiz = await hydrated(page, ID);
    await quiz.getByRole('radio', { name: options[wrong]! }).check();
    await quiz.getByRole('button', { name: text(lang, 'widget.check') }).click();
    await quiz.getByRole('button', { name: text(lang, 'widget.reveal') }).click();
    await expect(quiz.getByRole('status')).toHaveText(fill(text(lang, 'quiz.solution'), { answer: options[answer]! }));
    await expect(quiz.getByText(text(lang, 'quiz.answerMark'), { exact: true })).toBeVisible();
    await page.reload();
    quiz = await hydrated(page, ID);
    await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(quiz.getByRole('button', { name: text(lang, 'widget.check') })).toBeEnabled();
  });
}

test('a lesson is done once every puzzle and question on it is solved, not on a visit', async ({ page }) => {
  await page.goto('/en/lessons/');
  // Earlier progress of another lesson, as an older release wrote it: it must survive.
  const earlier = { lessons: { tiles: { read: true, done: true, puzzles: { 'tiles-1': true } } } };
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROGRESS_KEY, JSON.stringify(earlier)]);
  await page.goto(`/en/lessons/${SLUG}/`);
  const ids = await page
    .locator('[data-puzzle-id]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-puzzle-id')!));
  await page.goto('/en/lessons/');
  await expect(page.locator(`li[data-slug="${SLUG}"] [data-status]`)).toHaveText(
    fill(text('en', 'lessons.status.count'), { solved: 0, total: ids.length }),
  );
  // Every quiz of the lesson solved (stored as the widgets would store it), then one visit.
  const solved = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY))!);
  solved.lessons[SLUG].puzzles = Object.fromEntries(ids.map((id) => [id, true]));
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROGRESS_KEY, JSON.stringify(solved)]);
  await page.goto(`/en/lessons/${SLUG}/`);
  await expect(page.locator('[data-read-mark]')).toHaveText(`✓ ${text('en', 'lesson.done')}`);
  await page.goto('/en/lessons/');
  await expect(page.locator(`li[data-slug="${SLUG}"] [data-status]`)).toHaveText(text('en', 'lessons.status.done'));
  await expect(page.locator('li[data-slug="tiles"]')).toHaveAttribute('data-state', 'done');
});

test('corrupted progress in storage: kept as a backup, and the solved quiz is recorded afresh', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/en/lessons/');
  await page.evaluate((key) => localStorage.setItem(key, '{"lessons": broken'), PROGRESS_KEY);
  await page.goto(`/en/lessons/${SLUG}/`);
  const { options, answer } = quizProps('en', SLUG, ID);
  const quiz = await hydrated(page, ID);
  await quiz.getByRole('radio', { name: options[answer]! }).check();
  await quiz.getByRole('button', { name: text('en', 'widget.check') }).click();
  await expect(quiz.getByRole('status')).toHaveText(text('en', 'quiz.right'));
  const total = await page.locator('[data-puzzle-id]').count();
  await expect(page.locator('[data-read-mark]')).toHaveText(fill(text('en', 'lesson.progress'), { solved: 1, total }));
  expect(await page.evaluate(() => localStorage.getItem('fanlaak:progress-backup:v1'))).toBe('{"lessons": broken');
  expect(errors).toEqual([]);
});

test('an option tapped before the quiz hydrated counts (audit #25)', async ({ page }) => {
  const { options, answer } = quizProps('en', SLUG, ID);
  // Hold every quiz island's code until the option is chosen in the server-rendered form.
  const release = await holdScript(page, /\/_astro\/Quiz\.[\w-]+\.js$/);
  await page.goto(`/en/lessons/${SLUG}/`);
  const quiz = page.locator(`[data-puzzle-id="${ID}"]`);
  await quiz.scrollIntoViewIfNeeded();
  await quiz.getByRole('radio', { name: options[answer]! }).check();
  await expect(quiz.locator('astro-island')).toHaveAttribute('ssr', /.*/);
  release();
  await hydrated(page, ID);
  await quiz.getByRole('button', { name: text('en', 'widget.check') }).click();
  await expect(quiz.getByRole('status')).toHaveText(text('en', 'quiz.right'));
});

test('@phone long quiz answers keep the radio button beside their text at 360 px', async ({ page }) => {
  await page.goto(`/de/lessons/${SLUG}/`);
  const quiz = await hydrated(page, ID);
  const rows = await quiz.locator('.fl-option').evaluateAll((labels) =>
    labels.map((label) => {
      const radio = label.querySelector('input')!.getBoundingClientRect();
      const words = label.querySelector('.fl-option-text')!.getBoundingClientRect();
      return { beside: radio.right <= words.left, overlaps: radio.top < words.bottom && radio.bottom > words.top };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toEqual({ beside: true, overlaps: true });
});
