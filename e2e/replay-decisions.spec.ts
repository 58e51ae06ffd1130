// The replay page jumps to the review's moments, in both languages: a hand in the table's
// history (played in Node by the keyboard learner of table-teach.spec.ts, so it has mistakes) is
// opened from the play page's history in the replay viewer; the learner's decisions are listed
// with the review's summary; "next/previous mistake" and the list's links go to the moment of
// each decision, which says what was chosen, what the strong player would do and the verdict; a
// reload keeps the record and the moment; axe 0 on every state; at 360 px by touch, no
// horizontal scroll. Expectations come from the same engine and strings in Node.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createTable } from '../src/tools/play/controller.ts';
import { handRecordOf } from '../src/tools/play/play-engine.ts';
import { HISTORY_KEY } from '../src/tools/play/history.ts';
import { PLAY_DEFAULTS } from '../src/tools/play/settings.ts';
import { decisionsOf } from '../src/tools/replay/decisions.ts';
import { mistakeFrom } from '../src/tools/replay/decision-list.ts';
import { decisionText } from '../src/tools/replay/decision-words.ts';
import type { Decision } from '../src/tools/replay/decision-list.ts';
import { taughtIn } from '../src/tools/table/review/words.ts';
import { playedByLearner } from './table-focus.ts';
import { replayStrings as stringsOf } from '../src/tools/replay/strings.build.ts';
import { dictionary, LANGS, type Lang } from '../src/words/index.ts';
import { fill } from '../src/words/fill.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SEED = 4242;

/** The keyboard learner of table-teach.spec.ts: draws, passes, throws a tile that fits nothing. */
function playedHand() {
  const start = createTable(SEED, { ...PLAY_DEFAULTS, coach: PLAY_DEFAULTS.hints });
  return playedByLearner(start, (v) => {
    const tiles = [...v.hand, ...(v.drawn ? [v.drawn] : [])];
    return (tiles.filter((x) => x.idle).at(-1) ?? tiles.at(-1)!).tile;
  }).last;
}

const table = playedHand();
const record = handRecordOf(table);
const decisions = decisionsOf(record)!;
const first = mistakeFrom(decisions, -1, 1)!;
const second = mistakeFrom(decisions, first.moment, 1);
const history = JSON.stringify([{ game: table.game.seed, hand: table.game.handNumber, record }]);

async function axe(page: Page): Promise<void> {
  const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** From the play page's history to the replay viewer, as the learner goes. */
async function openFromHistory(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/play/`);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [HISTORY_KEY, history]);
  await page.reload();
  await page.locator('.fl-play-history summary').click();
  await page.getByRole('link', { name: dictionary(lang)['play.history.replay'] }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/replay/`));
}

for (const lang of LANGS) {
  const t = stringsOf(lang);
  const counter = (at: number) => fill(t['replay.moment'], { at, last: '' }).replace(/\s*$/, '');
  const note = (page: Page) => page.locator('.fl-replay-decision-here');
  // The decision in words, then the link to the lesson section that teaches the verdict's words.
  const told = (lang: Lang, t: ReturnType<typeof stringsOf>, d: Decision) => {
    const section = taughtIn(d.agreed ? null : d.mistake);
    return [decisionText(t, lang, d), ...(section ? [dictionary(lang)[`page.play.section.${section}`]] : [])].join(' ');
  };

  test(`${lang}: a hand from the history shows your decisions; next and previous mistake jump to them`, async ({
    page,
  }) => {
    test.slow(); // the table page, then the replay, four accessibility scans
    expect(decisions.summary.mistakes).toBeGreaterThan(1);
    await openFromHistory(page, lang);
    const section = page.getByRole('region', { name: t['replay.decisions.title'] });
    await expect(section).toContainText(fill(t['replay.decisions.summary'], { ...decisions.summary }));
    await expect(section).toContainText(t[`wind.${decisions.seat}`]);
    await axe(page);

    const next = page.getByRole('button', { name: t['replay.decisions.next'] });
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]at=${first.moment}\\b`));
    await expect(page.locator('.fl-replay-count')).toHaveText(new RegExp(`^${counter(first.moment)}`));
    await expect(note(page)).toHaveText(told(lang, t, first));
    await expect(next).toBeFocused();
    await axe(page);
    if (second !== null) {
      await next.click();
      await expect(page).toHaveURL(new RegExp(`[?&]at=${second.moment}\\b`));
      await page.getByRole('button', { name: t['replay.decisions.prev'] }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]at=${first.moment}\\b`));
    }

    // The list: each decision a link to its moment; following one puts the focus on the board.
    const last = decisions.items.at(-1)!;
    await section.locator('summary').click();
    const links = section.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(decisions.items.length);
    await expect(links.last()).toHaveAttribute('href', new RegExp(`[?&]at=${last.moment}$`));
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`[?&]at=${last.moment}\\b`));
    await expect(page.locator('.fl-replay-moment')).toBeFocused();
    await expect(note(page)).toHaveText(told(lang, t, last));
    await expect(links.last()).toHaveAttribute('aria-current', 'step');
    await axe(page);

    // A reload brings back the record (handed over once) at the same moment.
    await page.reload();
    await expect(note(page)).toHaveText(told(lang, t, last));
    await expect(section).toBeVisible();

    // At the end, "To the end" keeps the focus (it is only marked as unavailable).
    const toEnd = page.getByRole('button', { name: t['replay.last'] });
    await toEnd.click();
    await expect(toEnd).toHaveAttribute('aria-disabled', 'true');
    await expect(toEnd).toBeFocused();
  });

  test(`@phone ${lang}: the decisions by touch at 360 px`, async ({ page }) => {
    test.slow();
    await openFromHistory(page, lang);
    const section = page.getByRole('region', { name: t['replay.decisions.title'] });
    await page.getByRole('button', { name: t['replay.decisions.next'] }).tap();
    await expect(note(page)).toHaveText(told(lang, t, first));
    await expect(note(page)).toBeInViewport();
    // A link in the list, tapped: the moment's board comes into view.
    await section.locator('summary').tap();
    await section.getByRole('listitem').getByRole('link').first().tap();
    await expect(page).toHaveURL(new RegExp(`[?&]at=${decisions.items[0]!.moment}\\b`));
    await expect(page.locator('.fl-replay-count')).toBeInViewport();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    await axe(page);
  });
}

test('a record from the command line names no learner: no decisions, the replay as before', async ({ page }) => {
  const { learner: _, ...cli } = record;
  await page.goto('/en/replay/');
  await page.getByLabel(stringsOf('en')['replay.open.paste']).fill(JSON.stringify(cli));
  await page.getByRole('button', { name: stringsOf('en')['replay.open.submit'] }).click();
  await expect(page.locator('.fl-replay-count')).toBeVisible();
  await expect(page.locator('.fl-replay-decisions')).toHaveCount(0);
});
