// Answers to the practice puzzle on screen, right or wrong, for any kind: the right ones are the
// engine's solution of the puzzle made again from the card's key, as a learner would enter it
// with the mouse. The verdict is checked.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  discardSolution,
  fanSolution,
  generatePuzzle,
  parsePuzzleKey,
  paySolution,
  validSolution,
  waitsSolution,
  type Puzzle,
} from '../src/engine/puzzles/index.ts';
import { WIND_LETTERS } from '../src/engine/tiles.ts';
import type { Lang } from '../src/words/index.ts';
import { text } from './puzzles.ts';

export const practiceCard = (page: Page): Locator => page.locator('.fl-practice-card:not(.is-loading)');

/** The puzzle on screen, made again from its key. */
export async function shownPuzzle(page: Page): Promise<Puzzle> {
  const key = (await practiceCard(page).getAttribute('data-key'))!;
  const k = parsePuzzleKey(key);
  if (!k.ok) throw new Error(`no puzzle key: ${key}`);
  return generatePuzzle(k.value);
}

async function enterRight(c: Locator, p: Puzzle): Promise<void> {
  switch (p.type) {
    case 'waits':
      for (const t of waitsSolution(p)) await c.locator(`.fl-picker button:has([data-tile="${t}"])`).click();
      return;
    case 'fan': {
      const s = fanSolution(p);
      if (s.kind === 'limit') await c.locator('input[name="limit"]').check();
      else if (s.kind === 'points') await c.locator('input[name="amount"]').fill(String(s.points));
      else if (s.kind === 'fan') await c.locator('input[name="amount"]').fill(String(s.fan));
      return;
    }
    case 'pay': {
      const s = paySolution(p);
      for (const w of WIND_LETTERS) {
        const n = s[w] ?? 0;
        if (n !== 0) await c.locator(`input[name="dir-${w}"][value="${n < 0 ? 'pays' : 'gets'}"]`).check();
        await c.locator(`input[name="pay-${w}"]`).fill(String(Math.abs(n)));
      }
      return;
    }
    case 'valid':
      await c.locator(`input[name="valid"] >> nth=${validSolution(p).valid ? 0 : 1}`).check();
      return;
    case 'discard': {
      const s = discardSolution(p);
      await c.locator(`input[name="seat"] >> nth=${p.callers.findIndex((x) => x.seat === p.answer.seat)}`).check();
      await c.locator('select[name="reason"]').selectOption(s.reason ?? p.answer.reason);
      return;
    }
  }
}

async function enterWrong(c: Locator, p: Puzzle): Promise<void> {
  switch (p.type) {
    case 'waits':
      return; // nothing picked
    case 'fan':
      await c.locator('input[name="amount"]').fill(String(p.answer.limit === null ? p.answer.fan + 1 : 1));
      return;
    case 'pay':
      await c.locator('input[name="dir-E"][value="pays"]').check();
      await c.locator('input[name="pay-E"]').fill(String(Math.abs(p.answer.payments.E) + 1));
      return;
    case 'valid':
      await c.locator(`input[name="valid"] >> nth=${p.answer.valid ? 1 : 0}`).check();
      return;
    case 'discard':
      await c.locator(`input[name="seat"] >> nth=${p.callers.findIndex((x) => x.seat !== p.answer.seat)}`).check();
      await c.locator('select[name="reason"]').selectOption(p.answer.reason);
      return;
  }
}

/** Answers the puzzle on screen right or wrong and waits for that verdict; returns the puzzle. */
export async function answer(page: Page, lang: Lang, right: boolean): Promise<Puzzle> {
  const c = practiceCard(page);
  const p = await shownPuzzle(page);
  await (right ? enterRight(c, p) : enterWrong(c, p));
  await c.getByRole('button', { name: text(lang, 'practice.check'), exact: true }).click();
  await expect(c.locator('.fl-practice-verdict')).toHaveText(text(lang, right ? 'practice.right' : 'practice.wrong'));
  return p;
}
