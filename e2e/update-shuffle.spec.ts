// After an update whose shuffle differs, nothing a learner kept is lost, in both languages. The
// browser holds what a build that deals every seed `s` from the shuffle of `s ^ 1` stored
// (e2e/fixtures/shuffled-*.json, written by scripts/shuffled-fixtures.ts): a game in progress,
// the history of two finished hands, and one hand's record downloaded as a file. This build
// deals those seeds otherwise; still the game resumes at the same question with the same tiles,
// the history lists both hands and opens each in the replay viewer with the learner's decisions,
// and the file replays to its end. Expectations come from the same code in Node.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { handRecord, newHand, replayRecord } from '../src/engine/game/index.ts';
import type { Wind } from '../src/engine/tiles.ts';
import { pickStrings } from '../src/build/dictionary.ts';
import { GAME_KEY, readSave } from '../src/tools/play/persist.ts';
import { HISTORY_KEY, outcomeText, type PlayedHand } from '../src/tools/play/history.ts';
import { tableView } from '../src/tools/play/model.ts';
import { PLAY_PREFIXES, type PlayStrings } from '../src/tools/play/strings.ts';
import { decisionsOf } from '../src/tools/replay/decisions.ts';
import { resultText } from '../src/tools/replay/strings.ts';
import { replayStrings } from '../src/tools/replay/strings.build.ts';
import { fill } from '../src/words/fill.ts';
import { LANGS } from '../src/words/index.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const fixture = (name: string): string => readFileSync(`e2e/fixtures/shuffled-${name}.json`, 'utf8');
const GAME = fixture('game');
const HISTORY = fixture('history');
const FILE = fixture('record');
const hands = JSON.parse(HISTORY) as PlayedHand[];
// A game saved between hands whose log was cut by one action: the log no longer leads to the hand.
const CUT = (() => {
  const v = JSON.parse(readFileSync('src/tools/play/fixtures/game-v1-between-hands.json', 'utf8'));
  v.table.log.pop();
  return JSON.stringify(v);
})();

const saved = readSave(GAME);
if (!saved.ok) throw new Error(saved.problem);
const table = saved.value;
const view = tableView(table);
/** The question the page asks, as its `data-prompt` names it (island-state.ts, `promptKey`). */
const PROMPT = `${view.prompt.kind}:${table.game.handNumber}:${table.game.hand.events.length}`;
const TILES = [...view.hand, ...(view.drawn ? [view.drawn] : [])].map((x) => x.code).sort();

/** The moment count of a record's replay: its last moment. */
const lastMoment = (text: string): number => {
  const r = replayRecord(JSON.parse(text));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.length - 1;
};

async function axe(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The browser as the earlier build left it: set once, before the page's own scripts run. */
async function stored(page: Page, game = GAME): Promise<void> {
  await page.addInitScript(
    ([gameKey, game, historyKey, history]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem(gameKey!, game!);
      localStorage.setItem(historyKey!, history!);
      sessionStorage.setItem('seeded', '1');
    },
    [GAME_KEY, game, HISTORY_KEY, HISTORY],
  );
}

test('the fixtures are of another shuffle: this build deals their seeds otherwise', () => {
  const h = table.game.hand;
  expect(newHand({ seed: h.seed, round: h.round, options: h.options }).wall).not.toEqual(h.wall);
  for (const { record: r } of hands) {
    const dealt = newHand({ seed: r.seed, round: 'ESWN'.indexOf(r.round) as Wind, options: r.options });
    expect(handRecord(dealt).dealt).not.toEqual(r.dealt);
  }
});

for (const lang of LANGS) {
  const t: PlayStrings = pickStrings(lang, ...PLAY_PREFIXES);
  const r = replayStrings(lang);
  const counter = (at: number, last: number) => fill(r['replay.moment'], { at, last });

  test(`${lang}: the game in progress resumes at the same question, with the same tiles`, async ({ page }) => {
    await stored(page);
    await page.goto(`/${lang}/play/`);
    await expect(page.locator('.fl-play')).toHaveAttribute('data-prompt', PROMPT);
    const tiles = await page.locator('.fl-play-hand button').evaluateAll((bs) => bs.map((b) => b.dataset.tile));
    expect(tiles.sort()).toEqual(TILES);
    await expect(page.getByText(t['play.saved.corrupt'])).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.fl-play')).toHaveAttribute('data-prompt', PROMPT);
    await axe(page);
  });

  test(`${lang}: the history lists both hands; each opens in the replay viewer`, async ({ page }) => {
    test.slow(); // the play page, then the replay viewer twice
    await stored(page);
    for (const [i, p] of hands.entries()) {
      await page.goto(`/${lang}/play/`);
      const history = page.locator('.fl-play-history');
      await history.locator('summary').click();
      const items = history.getByRole('listitem');
      await expect(items).toHaveCount(hands.length);
      await expect(items.nth(i)).toContainText(
        fill(t['play.history.item'], { game: p.game, hand: p.hand, outcome: outcomeText(t, p) }),
      );
      await items.nth(i).getByRole('link', { name: t['play.history.replay'] }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/replay/`));
      const last = lastMoment(JSON.stringify(p.record));
      await expect(page.getByText(counter(0, last))).toBeVisible();
      const decisions = decisionsOf(p.record)!;
      const section = page.getByRole('region', { name: r['replay.decisions.title'] });
      await expect(section).toContainText(fill(r['replay.decisions.summary'], { ...decisions.summary }));
      await page.getByRole('button', { name: r['replay.last'] }).click();
      await expect(page.getByText(counter(last, last))).toBeVisible();
      await expect(page.locator('.fl-replay-headline')).toHaveText(resultText(r, p.record.result!));
    }
    await axe(page);
  });

  test(`${lang}: a record file downloaded from the earlier build replays to its end`, async ({ page }) => {
    const record = JSON.parse(FILE);
    const last = lastMoment(FILE);
    await page.goto(`/${lang}/replay/`);
    await page
      .getByLabel(r['replay.open.file'])
      .setInputFiles({ name: 'fan-laak.json', mimeType: 'application/json', buffer: Buffer.from(FILE) });
    await expect(page.getByText(counter(0, last))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: r['replay.last'] }).click();
    await expect(page.getByText(counter(last, last))).toBeVisible();
    await expect(page.locator('.fl-replay-headline')).toHaveText(resultText(r, record.result));
    await axe(page);
  });

  test(`${lang}: a saved hand whose log does not lead to it is kept; its review says why it is missing`, async ({
    page,
  }) => {
    await stored(page, CUT);
    await page.goto(`/${lang}/play/`);
    await expect(page.locator('.fl-play-end')).toBeVisible();
    await expect(page.getByText(t['play.saved.corrupt'])).toHaveCount(0);
    await page.getByRole('button', { name: t['play.review.open'] }).click();
    await expect(page.getByText(t['play.review.unavailable'])).toBeVisible();
    await axe(page);
  });
}
