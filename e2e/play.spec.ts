// The table as a learner uses it: a whole hand by keyboard alone and one by touch at 360 px, in
// both languages; the rule hint for a chow that is not offered; the record, the shared link and
// a bad link; axe on the table mid-hand and at the end. The game is dealt from a seed, the
// computer players move at once (?speed=instant), and every expectation – the seed that shows
// the hint, the hint's words, how the hand ends – comes from the same controller in Node.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-watch.ts';
import { replayRecord, type HandRecord } from '../src/engine/game/index.ts';
import { dictionary, LANGS, type Lang } from '../src/words/index.ts';
import { createTable, nextStep, update, type TableState } from '../src/tools/play/controller.ts';
import { tableView } from '../src/tools/play/model.ts';
import { handEnd } from '../src/tools/play/result.ts';
import { PLAY_DEFAULTS, suggestedBot } from '../src/tools/play/settings.ts';
import { pickStrings } from '../src/build/dictionary.ts';
import { endLines, hintText, PLAY_PREFIXES, seatingOf, type PlayStrings } from '../src/tools/play/strings.ts';
import { tabInto, text } from './puzzles.ts';
import { holdScript } from './hold-script.ts';
import { focused, playedByLearner } from './table-focus.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// A fresh learner's table: the level the page suggests before any hand is played.
const SETUP = { ...PLAY_DEFAULTS, bot: suggestedBot(PLAY_DEFAULTS, 0), coach: PLAY_DEFAULTS.hints };

/**
 * The learner who answers every question the way the table's focus suggests: draw, discard the
 * tile that takes the focus (the drawn one, else the last), pass, carry on.
 */
function playAlong(seed: number): {
  prompts: number;
  chowAt: number;
  asked: string[];
  first: TableState;
  last: TableState;
} {
  let prompts = 0;
  let chowAt = -1;
  let first = null as TableState | null;
  const asked: string[] = [];
  const start = createTable(seed, SETUP);
  const { last } = playedByLearner(
    start,
    (v) => (v.drawn ?? v.hand.at(-1)!).tile,
    (v, s) => {
      first ??= s;
      if (chowAt < 0 && s.hints.some((h) => h.id === 'chow-not-from-left')) chowAt = prompts;
      asked.push(v.prompt.kind);
      prompts++;
    },
  );
  return { prompts, chowAt, asked, first: first!, last };
}

/** The table at the learner's first question. */
function firstQuestion(seed: number): TableState {
  let s = createTable(seed, SETUP);
  while (nextStep(s) === 'computer') s = update(s, { type: 'advance', all: true });
  return s;
}

// A short hand whose first question comes with the hint for a chow from the wrong player, and
// which asks the learner about a claim at least once (to pass it by keyboard and by touch).
const SEED = (() => {
  for (let seed = 1; seed < 2000; seed++) {
    if (!firstQuestion(seed).hints.some((h) => h.id === 'chow-not-from-left')) continue;
    const run = playAlong(seed);
    if (run.prompts <= 10 && run.asked.includes('claim')) return seed;
  }
  throw new Error('no seed found');
})();
const RUN = playAlong(SEED);

const strings = (lang: Lang): PlayStrings => pickStrings(lang, ...PLAY_PREFIXES);
const errors = (lang: Lang) =>
  Object.fromEntries(Object.entries(dictionary(lang)).filter(([k]) => k.startsWith('game.error.')));
const seating = (lang: Lang, s: TableState) => seatingOf(lang, tableView(s));

/** The hint the first question shows: why the chow was not offered. */
function chowHint(lang: Lang): string {
  const hint = RUN.first.hints.find((h) => h.id === 'chow-not-from-left')!;
  return hintText(strings(lang), errors(lang), seating(lang, RUN.first), hint);
}

/** How the hand ends, in the page's words. */
const ending = (lang: Lang): string[] => endLines(strings(lang), seating(lang, RUN.last), handEnd(RUN.last.game, {})!);

async function axe(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function open(page: Page, lang: Lang, query = `?seed=${SEED}&speed=instant`): Promise<Locator> {
  await page.goto(`/${lang}/play/${query}`);
  const root = page.locator('.fl-play');
  await expect(root.getByRole('button', { name: text(lang, 'play.setup.start') })).toBeVisible();
  return root;
}

const maxWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const lang of LANGS) {
  test(`${lang}: a hand played to the end by keyboard alone, with the rule hint for a chow that is not offered`, async ({
    page,
  }) => {
    const root = await open(page, lang);
    await tabInto(page, root, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    for (let prompt = 0; prompt < RUN.prompts; prompt++) {
      await expect.poll(() => focused(page)).not.toBe('none');
      if (prompt === 0) {
        const hint = root.locator('.fl-play-hints li', { hasText: chowHint(lang) });
        await expect(hint.getByRole('link')).toHaveAttribute('href', new RegExp(`^/${lang}/lessons/turn/#`));
        await axe(page);
      }
      const now = await focused(page);
      expect(now).not.toBe('end');
      if (now === 'tile') {
        // Roving focus: Home goes to the first tile, End back to the last (the drawn one).
        const tiles = root.locator('.fl-play-hand button');
        await page.keyboard.press('Home');
        await expect(tiles.first()).toBeFocused();
        await page.keyboard.press('End');
        await expect(tiles.last()).toBeFocused();
      }
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => focused(page)).toBe('end');
    const end = root.locator('.fl-play-end');
    for (const line of ending(lang)) await expect(end).toContainText(line);
    await axe(page);

    // On to the next hand, still by keyboard.
    await tabInto(page, end, 'button.is-primary');
    await page.keyboard.press('Enter');
    await expect(
      root.getByRole('region', { name: text(lang, 'play.table.label').replace('{number}', '2') }),
    ).toBeVisible();
  });

  test(`@phone ${lang}: a hand played to the end by touch at 360 px`, async ({ page }) => {
    // One language in each theme: axe checks the phone layout in both.
    await page.emulateMedia({ colorScheme: LANGS.indexOf(lang) % 2 === 0 ? 'dark' : 'light' });
    const root = await open(page, lang);
    await root.getByRole('button', { name: text(lang, 'play.setup.start') }).tap();
    const controls = root.locator('.fl-play-controls');
    for (let prompt = 0; prompt < RUN.prompts; prompt++) {
      await expect.poll(() => focused(page)).not.toBe('none');
      const kind = RUN.asked[prompt];
      if (kind === 'draw') await controls.getByRole('button', { name: text(lang, 'play.action.draw') }).tap();
      else if (kind === 'discard') await root.locator('.fl-play-hand button').last().tap();
      else await controls.locator('[data-key="pass"]').tap(); // pass, or carry on after the deal
      if (prompt === 1) {
        expect(await maxWidth(page)).toBeLessThanOrEqual(360);
        await axe(page);
      }
    }
    const end = root.locator('.fl-play-end');
    await expect(end).toContainText(ending(lang)[0]!);
    expect(await maxWidth(page)).toBeLessThanOrEqual(360);
    await axe(page);
  });
}

test('the hand’s record downloads as JSON and replays; the link deals the same game', async ({ page }) => {
  const root = await open(page, 'en');
  await root.getByRole('button', { name: text('en', 'play.setup.start') }).click();
  for (let prompt = 0; prompt < RUN.prompts; prompt++) {
    await expect.poll(() => focused(page)).not.toBe('none');
    await page.keyboard.press('Enter');
  }
  const end = root.locator('.fl-play-end');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    end.getByRole('button', { name: text('en', 'play.action.download') }).click(),
  ]);
  const record = JSON.parse(readFileSync(await download.path(), 'utf8')) as HandRecord;
  expect(record.format).toBe('fan-and-laak/hand');
  expect(record.game?.seed).toBe(SEED);
  expect(replayRecord(record).ok).toBe(true);
  await expect(end.getByRole('link', { name: text('en', 'play.action.share') })).toHaveAttribute(
    'href',
    `/en/play/?seed=${SEED}`,
  );
  expect(new URL(page.url()).searchParams.get('seed')).toBe(String(SEED));
});

test('a bad link and broken settings: a friendly message and a fresh game', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('fanlaak:play:v1', '{"minFan": "lots", "bot": '));
  const root = await open(page, 'de', '?seed=banana&speed=instant');
  await expect(root.getByRole('alert')).toHaveText(text('de', 'play.link.badSeed'));
  await root.getByRole('button', { name: text('de', 'play.setup.start') }).click();
  await expect(
    root.getByRole('region', { name: text('de', 'play.table.label').replace('{number}', '1') }),
  ).toBeVisible();
  expect(new URL(page.url()).searchParams.get('seed')).toMatch(/^\d+$/);
});

for (const lang of LANGS) {
  test(`${lang}: a seed far longer than any game number is told, not dropped`, async ({ page }) => {
    const root = await open(page, lang, `?seed=${'9'.repeat(2500)}&speed=instant`);
    await expect(root.getByRole('alert')).toHaveText(text(lang, 'play.link.badSeed'));
  });
}

test('choices made before the page’s script runs are the ones dealt, and kept', async ({ page }) => {
  // A slow phone shows the form before its script runs: hold the table's script until the
  // learner has picked the strong players, a 3-fan minimum and no tips.
  await page.addInitScript(() =>
    window.localStorage.setItem('fanlaak:play:v1', JSON.stringify({ speed: 'fast', changeSeats: true })),
  );
  const release = await holdScript(page, /\/_astro\/PlayTable\.[\w-]+\.js$/);
  await page.goto('/de/play/?speed=instant');
  await page.getByLabel(text('de', 'play.setup.bot.strong'), { exact: true }).check();
  await page.getByLabel(text('de', 'play.setup.minFan'), { exact: true }).selectOption('3');
  await page.getByLabel(text('de', 'play.setup.hints'), { exact: true }).uncheck();
  release();
  const start = page.getByRole('button', { name: text('de', 'play.setup.start') });
  await expect(start).toBeVisible();
  await expect(page.getByLabel(text('de', 'play.setup.bot.strong'), { exact: true })).toBeChecked();
  await expect(page.getByLabel(text('de', 'play.setup.bot.beginner'), { exact: true })).not.toBeChecked();
  // What was stored before and not touched now stays.
  await expect(page.getByLabel(text('de', 'play.setup.changeSeats'), { exact: true })).toBeChecked();
  await start.click();
  const rules = page.locator('.fl-play');
  await expect(rules).toContainText(text('de', 'play.rules.bot.strong'));
  await expect(rules).toContainText(text('de', 'play.rules.minFan').replace('{fan}', '3'));
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('fanlaak:play:v1') ?? '{}'));
  expect(stored).toMatchObject({
    bot: 'strong',
    botChosen: true,
    minFan: 3,
    hints: false,
    changeSeats: true,
    speed: 'fast',
  });
});

test('axe: the options before a game, light and dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, 'en');
    await axe(page);
  }
});
