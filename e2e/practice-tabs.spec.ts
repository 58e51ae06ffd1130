// Two practice tabs of one browser lose nothing: 3 answers in tab A, 1 in tab B, and each tab
// shows the other's answers without a reload (the storage event), then after a reload: 4 answered,
// the mistakes of both scheduled for review, the rating as the four answers in the order given
// make it (recomputed here with Glicko-2 from the puzzles' difficulties).
import { expect, test, type Page } from '@playwright/test';
import { rateOne, DEFAULT_RATING, type Rating } from '../src/engine/puzzles/glicko.ts';
import { makePuzzleKey, type Puzzle, type RatedPuzzle } from '../src/engine/puzzles/index.ts';
import { fill } from '../src/words/fill.ts';
import { LANGS } from '../src/words/index.ts';
import { PRACTICE_KEY } from '../src/tools/practice/store.ts';
import { answer, practiceCard } from './practice-answers.ts';
import { text } from './puzzles.ts';

for (const lang of LANGS) {
  test(`${lang}: two tabs practising lose nothing, each shows the other's answers`, async ({ context }) => {
    test.slow(); // two pages, four answers, two reloads: 20–30 s on a busy machine
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const page of [a, b]) {
      await page.goto(`/${lang}/practice/`);
      await expect(practiceCard(page)).toBeVisible();
    }
    const answered: [Puzzle, boolean][] = [];
    const next = (page: Page) => page.getByRole('button', { name: text(lang, 'practice.next') }).click();
    for (const [i, right] of [true, false, true].entries()) {
      if (i > 0) await next(a);
      answered.push([await answer(a, lang, right), right]);
    }
    const accuracy = (page: Page, right: number, total: number) =>
      expect(page.locator('.fl-practice-accuracy li[data-type="waits"]')).toHaveText(
        fill(text(lang, 'practice.accuracy'), {
          type: text(lang, 'practice.type.waits'),
          right,
          total,
          percent: Math.round((100 * right) / total),
        }),
      );
    // Tab B, opened before A answered, shows A's answers without a reload.
    await accuracy(b, 2, 3);
    answered.push([await answer(b, lang, false), false]);
    await accuracy(a, 2, 4);
    const retry = fill(text(lang, 'practice.retry'), { count: 2 });
    await expect(a.getByRole('button', { name: retry })).toBeVisible();

    // The rating the four answers give in the order answered, and both mistakes' review cards.
    let r: Rating = { ...DEFAULT_RATING };
    for (const [p, right] of answered) r = rateOne(r, (p as RatedPuzzle).rating, right);
    const missed = answered.filter(([, right]) => !right).map(([p]) => makePuzzleKey(p.key));
    for (const page of [a, b]) {
      await page.reload();
      await expect(practiceCard(page)).toBeVisible();
      await accuracy(page, 2, 4);
      await expect(page.getByRole('button', { name: retry })).toBeVisible();
      await expect(page.locator('.fl-practice-ratings li[data-type="waits"]')).toHaveAttribute(
        'data-rating',
        String(Math.round(r.rating)),
      );
      await expect(page.locator('.fl-practice-streak')).toHaveText(
        fill(text(lang, 'practice.streak'), { streak: 0, best: 1 }),
      );
    }
    const stored = await a.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), PRACTICE_KEY);
    expect(stored.version).toBe(3);
    expect(stored.events).toHaveLength(4);
    expect(
      stored.events.filter((e: { right: boolean }) => !e.right).map((e: { card: { key: string } }) => e.card.key),
    ).toEqual(missed);
  });
}
