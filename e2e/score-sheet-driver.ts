// Drives the score sheet page as a player at the table does: by touch (every tap counted) or by
// keyboard only (Tab to a control, then Enter, Space or typing; never the mouse). The evening's
// hands are data; who is East in each hand is worked out here from the seats and the hands before,
// as HKE's rotation says (the deal passes unless East wins), not read from the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { fill } from '../src/words/fill.ts';
import type { Lang } from '../src/words/index.ts';
import { tileName } from '../src/words/tile-names.ts';
import type { TileCode } from '../src/ui/tiles/codes.ts';
import { makeTile, parseFragment } from '../src/engine/index.ts';
import { allTiles } from '../src/engine/hand.ts';
import { text } from './puzzles.ts';

export const NAMES = ['Anna', 'Ben', 'Carla', 'Dieter'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A hand as the table saw it; players are offsets from East (1: South, …), so no East ever wins. */
export type TableHand =
  | { kind: 'fan'; winner: 1 | 2 | 3; from: 0 | 1 | 2 | 3 | null; fan: number }
  | { kind: 'limit'; winner: 1 | 2 | 3; from: 0 | 1 | 2 | 3 }
  | { kind: 'tiles'; winner: 1 | 2 | 3; from: 0 | 1 | 2 | 3 | null; hand: string; win: string }
  | { kind: 'liable'; winner: 1 | 2 | 3; from: 0 | 1 | 2 | 3; fan: number }
  | { kind: 'draw' }
  | { kind: 'false'; caller: 0 | 1 | 2 | 3 };

/** A whole HKE evening of 16 deals, East never winning: quick entries, hands by tiles (which
 * classic scores alongside), a draw, a false Mah-Jongg, a limit hand and a liable discarder. */
export const EVENING: readonly TableHand[] = [
  { kind: 'fan', winner: 1, from: 2, fan: 3 },
  { kind: 'tiles', winner: 2, from: null, hand: '123m456p789s11z55p', win: '5p' },
  { kind: 'draw' },
  { kind: 'false', caller: 3 },
  { kind: 'limit', winner: 3, from: 1 },
  { kind: 'fan', winner: 1, from: 0, fan: 2 },
  { kind: 'tiles', winner: 2, from: 3, hand: '234m345m456p678s9s', win: '9s' },
  { kind: 'fan', winner: 3, from: null, fan: 5 },
  { kind: 'liable', winner: 1, from: 2, fan: 6 },
  { kind: 'fan', winner: 2, from: 1, fan: 1 },
  { kind: 'tiles', winner: 3, from: 0, hand: '111m222p333s44z66s', win: '6s' },
  { kind: 'fan', winner: 1, from: null, fan: 4 },
  { kind: 'draw' },
  { kind: 'fan', winner: 2, from: 0, fan: 3 },
  { kind: 'tiles', winner: 1, from: 2, hand: '123s456s789s55m77p', win: '7p' },
  { kind: 'fan', winner: 3, from: 2, fan: 2 },
];

/** The player at East in hand `n` (1-based): with no East winning, the deal passes every hand. */
export const eastOf = (n: number): number => (n - 1) % 4;
export const player = (n: number, offset: number): string => NAMES[(eastOf(n) + offset) % 4]!;

export type Way = 'touch' | 'keyboard';

/** One person's hands on the page: taps counted by touch; Tab, Enter and typing by keyboard. */
export class Driver {
  taps = 0;
  /** Keys pressed by keyboard: Tab, Enter, Space, and a field typed counts one. */
  keys = 0;
  readonly page: Page;
  readonly lang: Lang;
  readonly way: Way;
  constructor(page: Page, lang: Lang, way: Way) {
    this.page = page;
    this.lang = lang;
    this.way = way;
  }

  t = (key: string, params: Record<string, string | number> = {}): string => fill(text(this.lang, key), params);

  /** Presses Tab until `target` has the focus. */
  async tabTo(target: Locator): Promise<void> {
    await expect(target).toBeVisible();
    for (let i = 0; i < 400; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
      this.keys++;
    }
    throw new Error(`Tab never reached ${String(target)}`);
  }

  /** Activates a button (or a checkbox): a tap, or Tab to it and Enter/Space. */
  async press(target: Locator): Promise<void> {
    if (this.way === 'touch') {
      await target.tap({ timeout: 20_000 });
      this.taps++;
      return;
    }
    await this.tabTo(target);
    const checkbox = await target.evaluate((el) => el instanceof HTMLInputElement && el.type === 'checkbox');
    await this.page.keyboard.press(checkbox ? 'Space' : 'Enter');
    this.keys++;
  }

  /** Types into a field: a tap on it first by touch, Tab to it by keyboard. */
  async type(field: Locator, value: string): Promise<void> {
    if (this.way === 'touch') {
      await field.tap();
      this.taps++;
    } else {
      await this.tabTo(field);
      this.keys++;
    }
    await field.fill('');
    await this.page.keyboard.type(value);
  }

  async select(field: Locator, value: string): Promise<void> {
    if (this.way === 'touch') {
      await field.tap();
      this.taps++;
    } else await this.tabTo(field);
    await field.selectOption(value);
  }

  button = (name: string | RegExp, within?: Locator): Locator =>
    (within ?? this.page).getByRole('button', { name, exact: typeof name === 'string' });

  entry = (): Locator => this.page.locator('.fl-sheet-entry');

  async axe(state: string): Promise<void> {
    const r = await new AxeBuilder({ page: this.page }).withTags(TAGS).analyze();
    expect(r.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }

  /** Sets up the evening: four names, HKE with dangerous play, classic alongside. */
  async setUp(): Promise<void> {
    await this.press(this.button(this.t('sheet.list.new')));
    for (let i = 0; i < 4; i++) await this.type(this.page.locator(`#fl-sheet-name-${i}`), NAMES[i]!);
    await this.press(this.page.locator('#fl-sheet-main-danger'));
    await this.select(this.page.locator('#fl-sheet-second-rules'), 'classic');
  }

  async start(): Promise<void> {
    await this.press(this.button(this.t('sheet.setup.go')));
    await expect(this.page.getByRole('heading', { level: 2, name: /\d{4}/ })).toBeVisible();
  }

  /** The tiles of a hand tapped on the palette (the 14th is the winning tile), or its notation typed. */
  async tiles(hand: string, win: string): Promise<void> {
    const e = this.entry();
    await this.press(this.button(this.t('sheetEntry.mode.tiles'), e));
    if (this.way === 'keyboard') {
      await this.type(e.getByLabel(text(this.lang, 'editor.notation'), { exact: true }), `${hand} +${win}`);
      return;
    }
    const parsed = parseFragment(hand);
    if (!parsed.ok) throw new Error(`bad hand ${hand}`);
    const palette = e.getByRole('group', { name: text(this.lang, 'editor.palette') });
    for (const code of [...allTiles(parsed.value).map((tile) => makeTile(tile)), win] as TileCode[])
      await this.press(palette.getByRole('button', { name: tileName(code, this.lang), exact: true }));
  }

  /** Enters hand `n` of the evening; returns the taps (or keys) it took. */
  async enter(n: number, h: TableHand): Promise<number> {
    const before = this.taps + this.keys;
    const e = this.entry();
    await expect(this.page.locator('.fl-sheet-next')).toHaveText(
      this.t('sheet.next', {
        number: n,
        round: this.t(`sheet.round.${'ESWN'[Math.floor((n - 1) / 4)]}`),
        east: NAMES[eastOf(n)]!,
      }),
    );
    if (h.kind === 'draw') await this.press(this.button(this.t('sheetEntry.result.draw'), e));
    else if (h.kind === 'false') {
      await this.press(this.button(this.t('sheetEntry.result.false-mahjong'), e));
      await this.press(this.button(new RegExp(`^${player(n, h.caller)}`), e));
    } else {
      const winner = player(n, h.winner);
      await this.press(this.button(new RegExp(`^${winner}`), e));
      await this.press(
        h.from === null
          ? this.button(this.t('sheetEntry.how.self-draw'), e)
          : this.button(this.t('sheetEntry.how.discard', { name: player(n, h.from) }), e),
      );
      if (h.kind === 'liable') {
        const liable = e.getByRole('group', { name: this.t('sheetEntry.liable') });
        await this.press(this.button(new RegExp(`^${player(n, h.from)}`), liable));
        await this.press(this.button(this.t('sheetEntry.why.third-dragon'), e));
      }
      if (h.kind === 'tiles') await this.tiles(h.hand, h.win);
      else if (h.kind === 'limit') await this.press(this.button(this.t('sheetEntry.limit'), e));
      else {
        const fans = e.getByRole('group', { name: this.t('sheetEntry.fan') });
        await this.press(this.button(String(h.fan), fans));
      }
    }
    await this.press(this.button(this.t('sheetEntry.add'), e));
    await expect(this.page.locator('.fl-sheet-note p').first()).toHaveText(
      this.t('sheet.note.add-hand', { number: n }),
    );
    return this.taps + this.keys - before;
  }
}
