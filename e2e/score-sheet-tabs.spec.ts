// Two tabs on one evening: a hand entered in one shows in the other without a reload (the
// `storage` event), a hand entered in the second while the first still shows the older list is
// kept beside the first's, and a hand removed in one is gone from both.
import { expect, test } from '@playwright/test';
import { Driver, EVENING } from './score-sheet-driver.ts';

test('en: two tabs keep every hand either enters or removes @phone', async ({ context }) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  const a = new Driver(first, 'en', 'touch');
  await first.goto('/en/score-sheet/');
  await a.setUp();
  await a.start();
  const second = await context.newPage();
  await second.goto(first.url());
  const b = new Driver(second, 'en', 'touch');
  const rows = (d: Driver) => d.page.locator('.fl-sheet-hands tbody');

  await a.enter(1, EVENING[0]!);
  await expect(rows(b)).toHaveCount(1);
  await b.enter(2, EVENING[2]!);
  await expect(rows(a)).toHaveCount(2);
  await a.enter(3, EVENING[3]!);
  await expect(rows(b)).toHaveCount(3);

  await b.press(second.locator('.fl-sheet-number').nth(1));
  await b.press(b.button(b.t('sheet.hand.remove', { number: 2 })));
  await b.press(b.button(b.t('sheet.hand.removeYes')));
  await expect(rows(a)).toHaveCount(2);
  await expect(rows(b)).toHaveCount(2);
  await second.reload();
  await expect(rows(b)).toHaveCount(2);
});
