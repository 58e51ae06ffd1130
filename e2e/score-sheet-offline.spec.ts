// The score sheet offline after one visit to the site: the page, its engines and the hand entry
// come from the service worker's cache; an evening is set up, a hand entered, the page reloaded,
// all without a network. The rest of the suite blocks service workers (playwright.config.ts);
// this file allows them, as e2e/offline.spec.ts does.
import { expect, test } from '@playwright/test';
import { Driver, EVENING } from './score-sheet-driver.ts';

test.use({ serviceWorkers: 'allow' });

test('the score sheet works offline after one visit to the site', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);

  await page.goto('/en/score-sheet/');
  const d = new Driver(page, 'en', 'keyboard');
  await d.setUp();
  await d.start();
  await d.enter(1, EVENING[0]!);
  await d.enter(2, EVENING[1]!);
  await page.reload();
  await expect(page.locator('.fl-sheet-hands tbody')).toHaveCount(2);
  await expect(page.locator('.fl-sheet-next')).toHaveText(
    d.t('sheet.next', { number: 3, round: d.t('sheet.round.E'), east: 'Carla' }),
  );
});
