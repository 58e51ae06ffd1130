// Offline after one visit: the service worker (scripts/sw.ts) keeps the whole site, so every
// page opens without a network and the interactive ones still work; an unknown address shows
// the 404 page; a new deploy waits for the visitor's "Reload" and leaves their progress alone.
// The rest of the suite blocks service workers (playwright.config.ts); these tests allow them.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-watch.ts';
import { generateSW } from 'workbox-build';
import { parseHand, score, validateSituation } from '../src/engine/index.ts';
import type { Lang } from '../src/words/index.ts';
import { LINK_DEFAULTS, toSituation, withHandLink, type HandLink } from '../src/tools/shared/hand-link.ts';
import { tileName } from '../src/words/tile-names.ts';
import { swOptions } from '../scripts/sw/config.ts';
import { builtPages } from './pages.ts';
import { answer, practiceCard } from './practice-answers.ts';
import { hydrated, puzzleProps, text, waitAnswer } from './puzzles.ts';
import { makePuzzleKey } from '../src/engine/puzzles/index.ts';
import { SEARCH_TIMING } from '../src/tools/play/browser-io.ts';
import { PLAY_DEFAULTS, SETTINGS_KEY } from '../src/tools/play/settings.ts';

test.use({ serviceWorkers: 'allow' });

/** The built site the server serves (the update test copies it). */
const DIST = process.env.E2E_DIST ?? 'dist';

/** One visit: the page loads, the worker installs (the whole precache) and takes control. */
async function visitOnce(page: Page, path = '/en/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** HKE points of a share link's hand, from the engine. */
function hkePoints(link: HandLink): number {
  const hand = parseHand(link.hand);
  const situation = hand.ok ? validateSituation(toSituation(link), hand.value) : hand;
  const result = hand.ok && situation.ok ? score(hand.value, situation.value) : undefined;
  if (!result?.ok) throw new Error(`bad test link ${JSON.stringify(link)}`);
  return result.value.points;
}

/**
 * What must still work offline, page by page, beyond opening (every page's opening is the
 * test after these).
 */
const WORKS_OFFLINE: { name: string; run: (page: Page) => Promise<void> }[] = [
  {
    name: 'a lesson: a "which tiles win?" puzzle is solved',
    run: async (page) => {
      const lang: Lang = 'en';
      const id = 'waiting-2';
      const answer = waitAnswer(puzzleProps(lang, 'waiting', 'WaitPuzzle', id));
      await page.goto(`/${lang}/lessons/waiting/`);
      const puzzle = await hydrated(page, id);
      for (const code of answer)
        await puzzle.getByRole('button', { name: tileName(code as never, lang), exact: true }).click();
      await puzzle.getByRole('button', { name: text(lang, 'widget.check') }).click();
      await expect(puzzle.getByRole('status')).toHaveText(
        text(lang, 'wait.result.correct').replace('{count}', String(answer.length)),
      );
    },
  },
  {
    name: 'the compare page: a share link opens scored (the engine chunk comes from the cache)',
    run: async (page) => {
      const link: HandLink = { ...LINK_DEFAULTS, hand: '123m456m78m11z [777z] +9m', seat: 'S', win: 'self-draw' };
      await page.goto(withHandLink('/de/compare/', link));
      await expect(page.getByLabel(text('de', 'editor.notation'), { exact: true })).toBeEnabled();
      await expect(page.locator('[data-rules="hke"] .fl-cmp-cell.is-points dd')).toHaveText(String(hkePoints(link)));
    },
  },
  {
    name: 'the calculator: a share link opens scored',
    run: async (page) => {
      const link: HandLink = { ...LINK_DEFAULTS, hand: '123m456m78m11z [777z] +9m', seat: 'S', win: 'self-draw' };
      await page.goto(withHandLink('/en/calculator/', link));
      await expect(page.getByLabel(text('en', 'editor.notation'), { exact: true })).toBeEnabled();
      await expect(page.locator('.fl-calc-total')).toContainText(String(hkePoints(link)));
    },
  },
  {
    name: 'practice: a generated puzzle is judged, and a miss comes back the next day (the puzzle engine and the scheduler from the cache)',
    run: async (page) => {
      const lang: Lang = 'de';
      await page.clock.install({ time: new Date('2026-03-10T10:00:00') });
      await page.goto(`/${lang}/practice/`);
      const missed = await answer(page, lang, false);
      await page.clock.setFixedTime(new Date('2026-03-11T09:00:00'));
      await page.reload();
      await page.getByRole('button', { name: text(lang, 'practice.due').replace('{count}', '1') }).click();
      await expect(practiceCard(page)).toHaveAttribute('data-key', makePuzzleKey(missed.key));
      await answer(page, lang, true);
    },
  },
  {
    name: 'the table: strong players at 3 fan search (the search worker and its chunk from the cache)',
    run: async (page) => {
      const settings = { ...PLAY_DEFAULTS, bot: 'strong', botChosen: true, minFan: 3, speed: 'instant' };
      await page.evaluate(([key, s]) => localStorage.setItem(key!, s!), [SETTINGS_KEY, JSON.stringify(settings)]);
      await page.goto('/en/play/?seed=2');
      await page.getByRole('button', { name: text('en', 'play.setup.start') }).click();
      // Every search answered with a move: the worker ran the search chunk (played out or, out
      // of time, the evaluation's move).
      const searches = () =>
        page.evaluate(
          (n) => performance.getEntriesByName(n).map((e) => (e as PerformanceMeasure).detail),
          SEARCH_TIMING,
        );
      await expect.poll(async () => (await searches()).length, { timeout: 30_000 }).toBeGreaterThan(2);
      expect((await searches()).every((d) => (d as { answered: boolean }).answered)).toBe(true);
    },
  },
  {
    name: 'the search page finds a lesson',
    run: async (page) => {
      await page.goto('/en/search/?q=kong');
      await expect(page.locator('.pagefind-ui__result').first()).toBeVisible();
    },
  },
  {
    name: 'an unknown address shows the 404 page',
    run: async (page) => {
      await page.goto('/en/no-such-page/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'notFound.title'));
    },
  },
];

test.describe('offline after one visit', () => {
  for (const { name, run } of WORKS_OFFLINE) {
    test(name, async ({ page, context }) => {
      await visitOnce(page);
      await context.setOffline(true);
      await run(page);
    });
  }

  test('every built page opens, with everything it loads', async ({ page, context }) => {
    // About a second a page on the shared two-core machine, and the site keeps growing.
    test.setTimeout(240_000);
    await visitOnce(page);
    await context.setOffline(true);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      // Going on to the next page aborts what the last one still loads: not an offline failure.
      const error = request.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') failed.push(`${page.url()}: ${request.url()} ${error}`);
    });
    // "/" forwards to a language at once; every other page stays and shows its heading.
    await page.goto('/');
    await page.waitForURL(/\/(de|en)\/$/);
    for (const path of builtPages(DIST).filter((p) => p !== '/')) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1').first(), path).toBeVisible();
    }
    expect(failed).toEqual([]);
  });
});

/** The built site served from `dir` by scripts/serve.ts on a free port. */
async function serve(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['scripts/serve.ts', '0', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /on (http:\/\/\S+\/)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    server.on('exit', () => reject(new Error('the server stopped')));
  });
  return { url, server };
}

test('a new deploy waits for "Reload", then shows the new version and keeps the progress', async ({ page }) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'fanlaak-update-'));
  cpSync(DIST, dir, { recursive: true });
  const { url, server } = await serve(dir);
  try {
    const lesson = `${url}en/lessons/tiles/`;
    await visitOnce(page, lesson);
    await page.evaluate(() => localStorage.setItem('fanlaak:test-marker', 'kept'));
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));

    // The next deploy: one page changed, and the worker rebuilt over the site as the build does.
    const file = join(dir, 'en/lessons/tiles/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', '<p data-new-version>new</p></main>'));
    await generateSW(swOptions(dir));

    // The visit after the deploy still shows the cached version and offers the new one.
    await page.reload();
    const notice = page.locator('[data-sw-update]');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText(text('en', 'update.ready'));
    await expect(page.locator('[data-new-version]')).toHaveCount(0);

    await notice.getByRole('button', { name: text('en', 'update.reload') }).click();
    await expect(page.locator('[data-new-version]')).toHaveCount(1);
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(storage);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
