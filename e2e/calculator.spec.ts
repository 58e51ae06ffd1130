// The calculator as a player at the table uses it: taps and typed notation build the same hand
// to the same score; a 13-tile hand shows its waits and one tap adds the winning tile; a complete
// hand asks how it was won (no default) and the headline says how and from whom; a shared link
// naming the way of winning opens scored, one without it opens asking; hostile links are harmless; keyboard alone and a 360 px touch screen do
// everything; copying works with and without the Clipboard API; axe finds nothing; scoring and
// waits take well under a frame. Expected numbers come from the engine, never from this file.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-watch.ts';
import {
  makeHand,
  makeTile,
  parseFragment,
  parseHand,
  score,
  validateSituation,
  waits,
  WIND_LETTERS,
  type Hand,
} from '../src/engine/index.ts';
import { fill, LANGS, type Lang } from '../src/words/index.ts';
import {
  LINK_DEFAULTS,
  parseHandLink,
  toSituation,
  withHandLink,
  type HandLink,
} from '../src/tools/shared/hand-link.ts';
import type { TileCode } from '../src/ui/tiles/codes.ts';
import { tileName, tileWords } from '../src/words/tile-names.ts';
import { ENCODED_LINKS, HOSTILE_LINKS } from '../src/tools/shared/link-cases.ts';
import { tabInto, text } from './puzzles.ts';
import { holdScript } from './hold-script.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EXAMPLE: HandLink = { ...LINK_DEFAULTS, hand: '123m456m78m11z [777z] +9m', seat: 'S', win: 'self-draw' };

const url = (lang: Lang, link: HandLink): string => withHandLink(`/${lang}/calculator/`, link);
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function handOf(notation: string, fragment = false): Hand {
  const h = fragment ? parseFragment(notation) : parseHand(notation);
  if (!h.ok) throw new Error(`bad test hand ${notation}`);
  return h.value;
}

function toSituationChecked(link: HandLink) {
  const s = validateSituation(toSituation(link), handOf(link.hand));
  if (!s.ok) throw new Error(`bad test situation ${JSON.stringify(link)}`);
  return s.value;
}

/** HKE's headline (the total, then how and from whom) and every seat's payment for a link, from the engine. */
function expected(lang: Lang, link: HandLink): { total: string; payments: Record<string, string> } {
  const situation = toSituationChecked(link);
  const r = score(handOf(link.hand), situation, { rules: 'hke' });
  if (!r.ok) throw new Error(`cannot score ${link.hand}`);
  const sum =
    r.value.limits.length > 0
      ? fill(text(lang, 'calc.totalLimit'), { points: r.value.points })
      : fill(text(lang, 'calc.total'), { fan: r.value.fan, points: r.value.points });
  const wind = (w: number | undefined) => (w === undefined ? undefined : text(lang, `wind.${WIND_LETTERS[w]!}`));
  const how = fill(text(lang, `calc.how.${situation.win}`), { seat: wind(situation.seat), from: wind(situation.from) });
  const total = fill(text(lang, 'calc.headline'), { total: sum, how });
  return { total, payments: Object.fromEntries(WIND_LETTERS.map((w) => [w, signed(r.value.payments[w])])) };
}

/** A way of winning offered under a complete hand, by its words. */
const choice = (page: Page, lang: Lang, win: string, from?: string): Locator =>
  page.locator('.fl-calc-ask').getByRole('button', {
    name: fill(text(lang, `calc.choice.${win}`), { from: from && text(lang, `wind.${from}`) }),
    exact: true,
  });

async function expectScored(page: Page, lang: Lang, link: HandLink): Promise<void> {
  const want = expected(lang, link);
  await expect(page.locator('.fl-calc-total')).toHaveText(want.total);
  for (const w of WIND_LETTERS)
    await expect(page.locator(`.fl-calc-pay tr[data-seat="${w}"] td`)).toHaveText(want.payments[w]!);
}

/** The page's link, read back with the codec, the hand in canonical form. */
function linkOfPage(page: Page): HandLink {
  const r = parseHandLink(new URL(page.url()).search);
  if (!r.ok) throw new Error(`the page wrote a bad link: ${page.url()}`);
  return { ...r.value, hand: r.value.hand === '' ? '' : makeHand(handOf(r.value.hand, true)) };
}

/** The island has hydrated and the engine has loaded (the notation field is enabled then). */
async function ready(page: Page, lang: Lang): Promise<Locator> {
  const field = page.getByLabel(text(lang, 'editor.notation'), { exact: true });
  await expect(field).toBeEnabled();
  return field;
}

const nameOf = (code: string, lang: Lang): string => tileName(code as TileCode, lang);
const paletteTile = (page: Page, lang: Lang, code: string): Locator =>
  page
    .getByRole('group', { name: text(lang, 'editor.palette') })
    .getByRole('button', { name: nameOf(code, lang), exact: true });
const waitButton = (page: Page, lang: Lang, code: string): Locator =>
  page.getByRole('button', { name: fill(text(lang, 'calc.pickWinning'), tileWords(code as TileCode, lang)) });
const status = (page: Page): Locator => page.locator('.fl-editor-status');
/** A select of the situation, by the start of its label (its name goes on with the chosen option). */
const select = (page: Page, lang: Lang, key: string): Locator => page.getByRole('combobox', { name: text(lang, key) });

/** The wait buttons a page shows, as tile names, against the engine's waits. */
async function expectWaits(page: Page, lang: Lang, notation: string): Promise<string[]> {
  const w = waits(handOf(notation, true));
  if (!w.ok) throw new Error(`not a waiting hand ${notation}`);
  const codes = w.value.map(makeTile);
  const names = codes.map((c) => fill(text(lang, 'calc.pickWinning'), tileWords(c as TileCode, lang)));
  await expect(page.locator('.fl-calc-wait')).toHaveCount(names.length);
  expect(
    await page.locator('.fl-calc-wait').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
  ).toEqual(names);
  return codes;
}

test.describe('building a hand', () => {
  for (const lang of LANGS) {
    test(`${lang}: taps and typed notation build the same hand to the same score`, async ({ page, context }) => {
      await page.goto(`/${lang}/calculator/`);
      await ready(page, lang);
      for (const code of ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '1z', '1z'])
        await paletteTile(page, lang, code).click();
      await expect(status(page)).toHaveText(fill(text(lang, 'editor.status.building'), { count: 10, missing: 4 }));
      await page.getByRole('radio', { name: text(lang, 'editor.mode.pung') }).check();
      await paletteTile(page, lang, '7z').click();
      // A pung counts three: 13 tiles, and the waits are the engine's.
      await expect(status(page)).toHaveText(fill(text(lang, 'editor.status.building'), { count: 13, missing: 1 }));
      const codes = await expectWaits(page, lang, '12345678m11z [777z]');
      expect(codes).toContain('9m');
      await waitButton(page, lang, '9m').click();
      // Complete: no score until the way of winning is chosen, and the link names none.
      await expect(page.locator('.fl-calc-ask')).toContainText(text(lang, 'calc.askWin'));
      await expect(page.locator('.fl-calc-total')).toHaveCount(0);
      await expect(page.getByText(text(lang, 'calc.resultAsk'))).toBeVisible();
      await expect(select(page, lang, 'editor.win')).toHaveValue('');
      expect(new URL(page.url()).searchParams.has('win')).toBe(false);
      await select(page, lang, 'editor.seat').selectOption('S');
      await choice(page, lang, 'self-draw').click();
      await expect(page.locator('.fl-calc-glance.is-score')).toBeFocused();
      await expectScored(page, lang, EXAMPLE);
      await expect.poll(() => linkOfPage(page)).toEqual({ ...EXAMPLE, hand: makeHand(handOf(EXAMPLE.hand)) });

      const typed = await context.newPage();
      await typed.goto(`/${lang}/calculator/`);
      const field = await ready(typed, lang);
      await field.fill(EXAMPLE.hand);
      await select(typed, lang, 'editor.seat').selectOption('S');
      await select(typed, lang, 'editor.win').selectOption('self-draw');
      await expectScored(typed, lang, EXAMPLE);
      await expect.poll(() => linkOfPage(typed)).toEqual(linkOfPage(page));
      // The notation field follows the taps, the hand row follows the typing.
      await expect(page.getByLabel(text(lang, 'editor.notation'), { exact: true })).toHaveValue(
        makeHand(handOf(EXAMPLE.hand)),
      );
      await expect(typed.locator('.fl-editor-part')).toHaveCount(await page.locator('.fl-editor-part').count());
    });
  }

  test('invalid states are explained in the page’s language: a fifth tile, too many tiles, not a winning hand', async ({
    page,
  }) => {
    await page.goto('/de/calculator/');
    const field = await ready(page, 'de');
    await field.fill('5555p');
    // A tile with no copy left is marked unavailable, yet says why when selected.
    await paletteTile(page, 'de', '5p').click({ force: true });
    await expect(status(page)).toHaveText(`⚠ ${fill(text('de', 'error.too-many-copies'), { tile: '5p' })}`);
    await field.fill('55555p');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('123m456p789s11z55p +5p');
    await paletteTile(page, 'de', '9m').click();
    await expect(status(page)).toHaveText(`⚠ ${fill(text('de', 'error.wrong-tile-count'), { count: 15 })}`);
    await field.fill('1357m2468p13579s +1z');
    await expect(page.locator('.fl-calc-glance.is-problem')).toHaveText(
      fill(text('de', 'calc.scoreError'), { message: text('de', 'error.not-complete-hand') }),
    );
  });
});

test.describe('share links', () => {
  for (const lang of LANGS) {
    test(`${lang}: a shared link opens scored, with the other rule sets at a glance; edits rewrite it`, async ({
      page,
      context,
    }) => {
      await page.goto(url(lang, EXAMPLE));
      await ready(page, lang);
      await expectScored(page, lang, EXAMPLE);
      await expect(page.locator('.fl-calc-others-glance')).toContainText(text(lang, 'rules.short.classic'));
      // Wide screen: the comparison is open beside the breakdown.
      await expect(page.locator('.fl-calc-others')).toHaveAttribute('open', '');
      await expect(page.locator('[data-rules="hk-simple"]')).toBeVisible();

      await select(page, lang, 'editor.win').selectOption('discard');
      await select(page, lang, 'editor.from').selectOption('N');
      const edited: HandLink = { ...EXAMPLE, win: 'discard', from: 'N' };
      await expect.poll(() => linkOfPage(page)).toEqual({ ...edited, hand: makeHand(handOf(EXAMPLE.hand)) });
      await expectScored(page, lang, edited);
      const again = await context.newPage();
      await again.goto(page.url());
      await ready(again, lang);
      await expectScored(again, lang, edited);
    });
  }
});

test.describe('the way of winning', () => {
  for (const lang of LANGS) {
    test(`${lang}: a link without it opens asking; a discard picked is named in the headline and the link`, async ({
      page,
      context,
    }, info) => {
      const asking: HandLink = { ...LINK_DEFAULTS, hand: EXAMPLE.hand, seat: 'S' };
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(url(lang, asking));
      await ready(page, lang);
      await expect(page.locator('.fl-calc-ask')).toBeVisible();
      await expect(page.locator('.fl-calc-total')).toHaveCount(0);
      await page.locator('.fl-calc-ask').scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`calc-${lang}-360-asking.png`) });
      // South wins: the discards of East, West and North are offered.
      await expect(page.locator('.fl-calc-ask button')).toHaveText(
        ['self-draw', 'E', 'W', 'N', 'robbing-kong'].map((k) =>
          k.length === 1
            ? fill(text(lang, 'calc.choice.discard'), { from: text(lang, `wind.${k}`) })
            : fill(text(lang, `calc.choice.${k}`), { from: text(lang, 'wind.E') }),
        ),
      );
      await choice(page, lang, 'discard', 'W').click();
      const won: HandLink = { ...asking, win: 'discard', from: 'W' };
      await expectScored(page, lang, won);
      await expect(page.locator('.fl-calc-glance.is-score')).toBeInViewport();
      await page.screenshot({ path: info.outputPath(`calc-${lang}-360-scored.png`) });
      expect(new URL(page.url()).searchParams.get('win')).toBe('discard');
      const again = await context.newPage();
      await again.goto(page.url());
      await ready(again, lang);
      await expectScored(again, lang, won);
      await again.setViewportSize({ width: 1280, height: 900 });
      await again.screenshot({ path: info.outputPath(`calc-${lang}-1280-scored.png`) });
    });
  }
});

test.describe('links in every encoding', () => {
  for (const [name, query] of ENCODED_LINKS) {
    test(`${name}: names the way of winning, so opens scored, with no message`, async ({ page }) => {
      const link = parseHandLink(query);
      if (!link.ok) throw new Error(`the codec rejects ${query}`);
      await page.goto(`/en/calculator/${query}`);
      await ready(page, 'en');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectScored(page, 'en', link.value);
    });
  }
});

test.describe('hostile and broken links', () => {
  test.beforeEach(({ page }) => {
    page.on('dialog', () => {
      throw new Error('a link opened a dialog');
    });
  });

  for (const [name, query, reason] of HOSTILE_LINKS) {
    test(`${name}: a friendly message, an empty calculator, no injected markup, a working page`, async ({ page }) => {
      // Errors thrown by the site's bundled code: the island, the editor, the engine.
      const errors: string[] = [];
      page.on('pageerror', (e) => {
        if (e.stack?.includes('/_astro/')) errors.push(e.message);
      });
      await page.goto(`/en/calculator/${query}`);
      await ready(page, 'en');
      const alert = page.getByRole('alert');
      if (reason === null) await expect(alert).toHaveCount(0);
      else {
        await expect(alert).toContainText(fill(text('en', 'link.error'), { reason: '' }).trim());
        await expect(alert).toContainText(text('en', reason).split('{')[0]!.trim());
      }
      await expect(page.locator('img[src="x"], script:has-text("alert(1)"), main b')).toHaveCount(0);
      await expect(page.getByText(text('en', 'editor.empty'))).toBeVisible();
      await expect(page.getByText(text('en', 'calc.empty'))).toBeVisible();
      // The page still works: a tile picked from the palette lands in the hand, and the message goes.
      await paletteTile(page, 'en', '5p').click();
      await expect(
        page.getByRole('button', { name: fill(text('en', 'editor.remove'), tileWords('5p', 'en')) }),
      ).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expect.poll(() => linkOfPage(page).hand).toBe('5p');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a character the notation does not know is quoted whole and visible', () => {
  for (const lang of LANGS)
    for (const [name, query, shown] of [
      ['a tile emoji (two UTF-16 units)', '%F0%9F%80%84', '\u{1F004}'],
      ['a right-to-left override', '%E2%80%AE1m', '<U+202E>'],
    ] as const) {
      test(`${lang}: ${name}`, async ({ page }) => {
        await page.goto(`/${lang}/calculator/?hand=${query}`);
        await ready(page, lang);
        await expect(page.getByText(fill(text(lang, 'error.unknown-char'), { text: shown, pos: 1 }))).toBeVisible();
      });
    }
});

test.describe('keyboard and clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('keyboard only: build, pick a wait, read a pattern’s sets, copy as text and copy the link', async ({ page }) => {
    await page.goto('/en/calculator/');
    await ready(page, 'en');
    const editor = page.locator('.fl-editor');
    // 1m 1m 1m from the palette: Home, then Enter three times.
    await tabInto(page, editor, '.fl-palette-tile');
    await page.keyboard.press('Home');
    for (let k = 0; k < 3; k++) await page.keyboard.press('Enter');
    await expect.poll(() => linkOfPage(page).hand).toBe('111m');
    await tabInto(page, editor, 'input[type="text"]');
    await page.keyboard.press('End');
    await page.keyboard.type('2345678999m');
    await expectWaits(page, 'en', '1112345678999m');
    await tabInto(page, editor, '.fl-calc-wait');
    await page.keyboard.press('Enter');
    // How it was won, by keyboard: North's discard (East wins).
    await tabInto(page, editor, '.fl-calc-ask button');
    await expect(page.locator('.fl-calc-ask button').first()).toBeFocused();
    for (let k = 0; k < 10; k++) {
      if (await choice(page, 'en', 'discard', 'N').evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('.fl-calc-glance.is-score')).toBeFocused();
    const link: HandLink = { ...LINK_DEFAULTS, hand: '1112345678999m +1m', win: 'discard', from: 'N' };
    await expectScored(page, 'en', link);
    // The link under the score takes the keyboard to the result.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('.fl-calc-result h2')).toBeFocused();
    // The first entry (here the limit hand, nine gates), pressed, rings its sets in the reading.
    const scored = score(handOf(link.hand), toSituationChecked(link), { rules: 'hke' });
    if (!scored.ok) throw new Error('cannot score');
    const lit =
      scored.value.limits.length > 0 ? scored.value.reading.blocks.length : scored.value.items[0]!.blocks.length;
    await tabInto(page, page.locator('.fl-calc-result'), '.fl-calc-item');
    await page.keyboard.press('Enter');
    await expect(page.locator('.fl-calc-item[aria-pressed="true"]')).toHaveCount(1);
    await expect(page.locator('.fl-block.is-lit')).toHaveCount(lit);
    // Copy as text: said in the live region, and on the clipboard in the page's language.
    await tabInto(page, page.locator('.fl-calc-share'), 'button');
    await page.keyboard.press('Enter');
    await expect(page.locator('.fl-calc-said')).toHaveText(text('en', 'calc.copiedText'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(0, 2)).toEqual([
      text('en', 'calc.text.title'),
      fill(text('en', 'calc.text.hand'), { hand: makeHand(handOf(link.hand)) }),
    ]);
    expect(copied).toContain(fill(text('en', 'calc.text.limit'), { name: text('en', 'hke.limit.nine-gates') }));
    expect(copied.split('\n').at(-1)).toBe(page.url());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('.fl-calc-said')).toHaveText(text('en', 'calc.copiedLink'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('button', { name: text('en', 'calc.copyLink') })).toBeFocused();
  });

  test('without the Clipboard API the old way copies; where both are refused, the text is shown to copy by hand', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await page.goto(url('de', EXAMPLE));
    await ready(page, 'de');
    await page.getByRole('button', { name: text('de', 'calc.copyText') }).click();
    await expect(page.locator('.fl-calc-said')).toHaveText(text('de', 'calc.copiedText'));
    await expect(page.getByRole('button', { name: text('de', 'calc.copyText') })).toBeFocused();

    await page.evaluate(() => {
      document.execCommand = () => false;
    });
    await page.getByRole('button', { name: text('de', 'calc.copyLink') }).click();
    await expect(page.locator('.fl-calc-said')).toHaveText(text('de', 'calc.copyFailed'));
    const box = page.getByLabel(text('de', 'calc.copyBox'));
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(page.url());
  });
});

// The empty pages are in the site-wide axe run (a11y.spec.ts); these are the states a link opens.
const AXE_PAGES = [
  ['a scored hand, a pattern pressed, the comparison open', url('de', EXAMPLE)],
  ['a complete hand asking how it was won', url('de', { ...LINK_DEFAULTS, hand: EXAMPLE.hand })],
  ['a waiting hand', url('en', { ...LINK_DEFAULTS, hand: '1112345678999m' })],
  ['a bad link', '/en/calculator/?hand=%3Cb%3E'],
] as const;
for (const scheme of ['light', 'dark'] as const) {
  for (const [name, path] of AXE_PAGES) {
    test(`axe: ${name} (${scheme})`, async ({ page }) => {
      // A page with the palette, the breakdown and the four-column table is a large tree for axe.
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await ready(page, path.startsWith('/de/') ? 'de' : 'en');
      if (path === url('de', EXAMPLE)) {
        await page.locator('.fl-calc-item').first().click();
        await expect(page.locator('.fl-calc-others')).toHaveAttribute('open', '');
      }
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('until the script runs the choices are disabled, so none is shown made and then ignored', async ({ page }) => {
  const release = await holdScript(page, /\/_astro\/Calculator\.[\w-]+\.js$/);
  await page.goto('/de/calculator/');
  const chow = page.getByRole('radio', { name: text('de', 'editor.mode.chow'), exact: true });
  const seat = select(page, 'de', 'editor.seat');
  await expect(chow).toBeDisabled();
  await expect(seat).toBeDisabled();
  release();
  await expect(chow).toBeEnabled();
  await expect(seat).toBeEnabled();
  await chow.check();
  await seat.selectOption('S');
  await expect(chow).toBeChecked();
});

test('@phone a hand built by touch at 360 px: waits, score, payments, the other rule sets folded', async ({ page }) => {
  await page.goto('/en/calculator/');
  const field = await ready(page, 'en');
  for (const code of ['1m', '1m', '1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '9m', '9m'])
    await paletteTile(page, 'en', code).tap();
  await expect(field).toHaveValue('1112345678999m');
  await expectWaits(page, 'en', '1112345678999m');
  await waitButton(page, 'en', '5m').tap();
  // The question sits right under the hand, on screen with it.
  await expect(choice(page, 'en', 'self-draw')).toBeInViewport();
  await choice(page, 'en', 'self-draw').tap();
  await expectScored(page, 'en', { ...LINK_DEFAULTS, hand: '1112345678999m +5m', win: 'self-draw' });
  await expect(page.locator('.fl-calc-glance.is-score')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Phones: the other rule sets are folded away, their points at a glance; a tap opens them.
  const others = page.locator('.fl-calc-others');
  await expect(others).not.toHaveAttribute('open', '');
  await expect(page.locator('[data-rules="classic"]')).toBeHidden();
  await others.locator('summary').tap();
  await expect(page.locator('[data-rules="classic"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The header still fits with the calculator in the navigation.
  expect(await page.locator('.site-header').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(360);
});
