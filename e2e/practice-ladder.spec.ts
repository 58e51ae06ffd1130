// Practice's ladder and explaining feedback, in both languages: the streak ladder rises rung by rung, ends at the
// first mistake and keeps the best run; "how many fan?" answered item by item and judged item by item; "is this a
// valid Mah-Jongg?" shows the nearest reading (or what is wrong); the feedback takes the focus;
// axe finds nothing on these states. Answers come from the engine, never from the test.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  expectedItems,
  fanChoices,
  generatePuzzle,
  makePuzzleKey,
  nearestReading,
  type FanPuzzle,
  type RatedPuzzle,
  type ValidPuzzle,
} from '../src/engine/puzzles/index.ts';
import { LANGS } from '../src/words/index.ts';
import { PRACTICE_KEY, readPractice } from '../src/tools/practice/store.ts';
import { tileName } from '../src/words/tile-names.ts';
import type { TileCode } from '../src/ui/tiles/codes.ts';
import { answer, practiceCard } from './practice-answers.ts';
import { text } from './puzzles.ts';

type Lang = (typeof LANGS)[number];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const card = practiceCard;

async function axeClean(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('.fl-practice').withTags(TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const check = (page: Page, lang: Lang) =>
  card(page)
    .getByRole('button', { name: text(lang, 'practice.check'), exact: true })
    .click();

/** The first generated puzzle of a kind that fits `ok` (level 2 first; counting mistakes live at level 1). */
function find<P>(type: 'fan' | 'valid', ok: (p: P) => boolean): P {
  for (const level of [2, 1, 3] as const)
    for (let seed = 1; seed < 500; seed++) {
      const p = generatePuzzle({ type, level, rules: 'hke', seed }) as P;
      if (ok(p)) return p;
    }
  throw new Error(`no ${type} puzzle found`);
}
const keyOf = (p: { key: Parameters<typeof makePuzzleKey>[0] }) => makePuzzleKey(p.key);

for (const lang of LANGS) {
  test(`${lang}: the streak ladder rises, ends at the first mistake and keeps the best run`, async ({ page }) => {
    await page.goto(`/${lang}/practice/`);
    await expect(card(page)).toBeVisible();
    await page.getByRole('button', { name: text(lang, 'practice.ladder.start') }).click();
    await expect(card(page).locator('h2')).toContainText(text(lang, 'practice.source.ladder').replace('{n}', '1'));
    // Three rungs right: each of another kind and rated at least as the one before.
    let before: RatedPuzzle | null = null;
    for (let rung = 1; rung <= 3; rung++) {
      await expect(card(page).locator('h2')).toContainText(
        text(lang, 'practice.source.ladder').replace('{n}', `${rung}`),
      );
      const p = (await answer(page, lang, true)) as RatedPuzzle;
      if (before) {
        expect(p.type).not.toBe(before.type);
        expect(p.rating).toBeGreaterThanOrEqual(before.rating);
      }
      before = p;
      await expect(page.locator('.fl-practice-after')).toBeFocused();
      await page.getByRole('button', { name: text(lang, 'practice.ladder.next') }).click();
    }
    await answer(page, lang, false);
    const end = card(page).locator('.fl-practice-ladder-end');
    await expect(end).toHaveAttribute('data-run', '3');
    await expect(end).toHaveAttribute('data-best', '3');
    await expect(end).toContainText(text(lang, 'practice.ladder.newBest'));
    await axeClean(page);
    // Again: a miss on the first rung is a run of 0; the best stays 3, stored and shown.
    await end.getByRole('button', { name: text(lang, 'practice.ladder.again') }).click();
    await answer(page, lang, false);
    await expect(end).toHaveAttribute('data-run', '0');
    await expect(end).toHaveAttribute('data-best', '3');
    await expect(end).not.toContainText(text(lang, 'practice.ladder.newBest'));
    const stored = await page.evaluate((k) => localStorage.getItem(k), PRACTICE_KEY);
    expect(readPractice(stored, '2026-01-01').data.ladderBest).toBe(3);
    await page.reload();
    await expect(card(page)).toBeVisible();
    await page.getByRole('button', { name: text(lang, 'practice.ladder.start') }).click();
    await expect(card(page).locator('.fl-practice-ladder')).toContainText(/3$/);
  });

  test(`${lang}: "how many fan?" answered item by item, judged item by item`, async ({ page }) => {
    // A plain hand of at least two items, so one can be missed while another is chosen.
    const p = find<FanPuzzle>('fan', (x) => x.answer.limit === null && new Set(expectedItems(x.answer)).size >= 2);
    const items = [...new Set(expectedItems(p.answer))];
    const extra = fanChoices(p).find((c) => !items.includes(c.id))!.id;
    await page.goto(`/${lang}/practice/?p=${keyOf(p)}`);
    await card(page)
      .getByRole('radio', { name: text(lang, 'practice.fanMode.items') })
      .check();
    const box = (id: string) => card(page).locator(`input[name="item"][value="${id}"]`);
    // Each choice is labelled with its name and fan in the page's language.
    for (const c of fanChoices(p)) {
      const fan =
        c.fan === 'limit'
          ? text(lang, 'practice.items.limit')
          : text(lang, 'practice.unit.fan').replace('{n}', String(c.fan));
      await expect(box(c.id)).toHaveAccessibleName(
        `${text(lang, `hke.${c.fan === 'limit' ? 'limit' : 'pattern'}.${c.id}`)} (${fan})`,
      );
    }
    for (const id of items.slice(1)) await box(id).check();
    await box(extra).check();
    await card(page).locator('input[name="amount"]').fill(String(p.answer.fan));
    await check(page, lang);
    await expect(card(page).locator('.fl-practice-verdict')).toHaveText(text(lang, 'practice.wrong'));
    const row = (id: string) => card(page).locator(`.fl-practice-steps li[data-item="${id}"]`);
    await expect(row(items[0]!)).toHaveAttribute('data-verdict', 'missed');
    await expect(row(items[0]!)).toContainText(text(lang, 'practice.steps.missed'));
    await expect(row(extra)).toHaveAttribute('data-verdict', 'extra');
    await expect(row(extra)).toContainText(text(lang, 'practice.steps.extra'));
    for (const id of items.slice(1)) await expect(row(id)).toHaveAttribute('data-verdict', /right|times/);
    await expect(card(page).locator('.fl-practice-steps')).toContainText(text(lang, 'practice.steps.totalRight'));
    await expect(page.locator('.fl-practice-after')).toBeFocused();
    await axeClean(page);
  });

  test(`${lang}: a hand that is no Mah-Jongg shows the nearest reading, the swapped tile marked`, async ({ page }) => {
    const p = find<ValidPuzzle>('valid', (x) => {
      const n = !x.answer.valid && nearestReading(x);
      return !!n && n.in !== null && n.out !== null;
    });
    const n = nearestReading(p)!;
    await page.goto(`/${lang}/practice/?p=${keyOf(p)}`);
    await card(page)
      .getByRole('radio', { name: text(lang, 'practice.valid.no') })
      .check();
    await check(page, lang);
    const why = card(page).locator('.fl-practice-why[data-nearest="swap"]');
    await expect(why).toContainText(tileName(n.in as TileCode, lang));
    await expect(why).toContainText(tileName(n.out as TileCode, lang));
    const marked = text(lang, 'practice.nearest.marked').replace('{tile}', tileName(n.in as TileCode, lang));
    await expect(why.getByRole('img', { name: marked })).toHaveCount(1);
    expect(await why.locator('.fl-practice-group').count()).toBeGreaterThanOrEqual(5);
    await axeClean(page);
  });

  test(`${lang}: a fifth copy no swap mends is said in words`, async ({ page }) => {
    const p = find<ValidPuzzle>('valid', (x) => x.answer.reason === 'too-many-copies' && nearestReading(x) === null);
    await page.goto(`/${lang}/practice/?p=${keyOf(p)}`);
    await card(page)
      .getByRole('radio', { name: text(lang, 'practice.valid.no') })
      .check();
    await check(page, lang);
    const why = card(page).locator('.fl-practice-why[data-nearest="none"]');
    await expect(why).toContainText(text(lang, 'practice.problem.copies').split('{count}')[1]!.trim());
    await axeClean(page);
  });
}
