// The replay page in both languages: a record printed by the CLI's `play` pasted and stepped to
// its end (by keys and by buttons) with the winner and points shown; a hand link opened at a
// moment; hostile links and bad records named in words; axe on every state. Expectations come
// from the engine and the page's own strings in Node.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { replayRecord, type HandRecord } from '../src/engine/game/index.ts';
import { replayLinkOf } from '../src/tools/shared/replay-link.ts';
import { resultText } from '../src/tools/replay/strings.ts';
import { replayStrings as stringsOf } from '../src/tools/replay/strings.build.ts';
import { LANGS } from '../src/words/index.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// What the CLI prints, exactly as a learner would copy it from the terminal.
const cli = execFileSync('node_modules/.bin/node', ['src/cli/main.ts', 'play', '--hands', '1', '--seed', '7'], {
  encoding: 'utf8',
}).trim();
const record = JSON.parse(cli) as HandRecord;
const states = replayRecord(record);
const linkOf = (r: HandRecord): string => {
  const g = replayLinkOf(r);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};
const last = states.ok ? states.value.length - 1 : -1;
// One tile changed: the first discard becomes one no seat can hold (the seed is only a label).
const tampered = cli.replace(/("type":"discard","seat":"\w","tile":)"\w\w"/, '$1"9z"');

async function axe(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of LANGS) {
  const t = stringsOf(lang);
  const counter = (at: number) => t['replay.moment'].replace('{at}', String(at)).replace('{last}', String(last));

  test(`${lang}: a CLI record pasted, stepped by keys and buttons to its end`, async ({ page }) => {
    test.slow(); // dozens of steps, two axe passes: slow on a shared machine
    expect(last).toBeGreaterThan(10);
    await page.goto(`/${lang}/replay/`);
    await page.getByLabel(t['replay.open.paste']).fill(cli);
    await page.getByRole('button', { name: t['replay.open.submit'] }).click();
    await expect(page.getByText(counter(0))).toBeVisible();
    await axe(page);
    const board = page.getByRole('group', { name: /\d/ }).first();
    await board.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(counter(2))).toBeVisible();
    await expect(page).toHaveURL(/[?&]at=2\b/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(counter(1))).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText(counter(last))).toBeVisible();
    await expect(page.locator('.fl-replay-headline')).toHaveText(resultText(t, record.result!));
    await axe(page);
    await page.getByRole('button', { name: t['replay.first'] }).click();
    await expect(page.getByText(counter(0))).toBeVisible();
    await page.getByRole('button', { name: t['replay.last'] }).click();
    await expect(page.locator('.fl-replay-headline')).toBeVisible();
  });

  test(`${lang}: a hand link opens at its moment`, async ({ page }) => {
    await page.goto(`/${lang}/replay/?g=${linkOf(record)}&at=5`);
    await expect(page.getByText(counter(5))).toBeVisible();
    await page.reload();
    await expect(page.getByText(counter(5))).toBeVisible();
    await axe(page);
  });

  const hostile: [string, string, string][] = [
    ['markup', '?g=%3Cscript%3Ealert(1)%3C%2Fscript%3E', t['replay.link.syntax']],
    ['a later version', '?g=9.abc.E0.AB', t['replay.link.version']],
    ['a move that is not possible', '?g=1.7.E0.____', t['replay.link.choice']],
    ['far too long', `?g=1.7.E0.${'A'.repeat(3000)}`, t['replay.link.too-long']],
    ['longer than an address the page read before', `?g=1.7.E0.${'A'.repeat(5000)}`, t['replay.link.too-long']],
    ['cut off', `?g=${linkOf(record).slice(0, -3)}&at=5`, t['replay.link.check']],
  ];
  for (const [name, query, message] of hostile) {
    test(`${lang}: hostile link, ${name}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`/${lang}/replay/${query}`);
      await expect(page.getByRole('alert')).toContainText(message);
      expect(errors).toEqual([]);
      await axe(page);
    });
  }

  test(`${lang}: a record file chosen by keyboard from a button in the page's language`, async ({ page }) => {
    // Listening before the page loads has the browser hand every file chooser to the test from
    // the start; switched on only by the wait below, a key pressed at once could beat it.
    page.on('filechooser', () => {});
    await page.goto(`/${lang}/replay/`);
    // The browser's own "Choose file" would follow its language; the button says ours.
    const chooser = page.getByLabel(t['replay.open.file']);
    await expect(page.locator('.fl-file-button')).toHaveText(t['replay.open.file']);
    await chooser.focus();
    await expect(page.locator('.fl-file-button')).toHaveCSS('outline-style', 'solid');
    const picked = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await picked).setFiles({ name: 'hand.json', mimeType: 'application/json', buffer: Buffer.from(cli) });
    await expect(page.getByText(counter(0))).toBeVisible();
    // After a bad record, the file opens again and its message goes.
    await page.getByLabel(t['replay.open.paste']).fill(tampered);
    await page.getByRole('button', { name: t['replay.open.submit'] }).click();
    await expect(page.getByRole('alert')).toContainText(t['replay.error.title']);
    await chooser.setInputFiles({ name: 'hand.json', mimeType: 'application/json', buffer: Buffer.from(cli) });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(counter(0))).toBeVisible();
    await axe(page);
  });

  test(`${lang}: a tampered record is named, not a crash`, async ({ page }) => {
    const bad = tampered;
    expect(bad).not.toBe(cli);
    await page.goto(`/${lang}/replay/`);
    await page.getByLabel(t['replay.open.paste']).fill(bad);
    await page.getByRole('button', { name: t['replay.open.submit'] }).click();
    await expect(page.getByRole('alert')).toContainText(t['replay.error.title']);
    await axe(page);
  });
}
