// What the puzzle tests need: a puzzle's props as the lesson wrote them, and its answer
// computed by the engine — the tests never carry answers of their own.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  DEFAULT_SITUATION,
  makeTile,
  parseHand,
  score,
  waits,
  WIND_LETTERS,
  type Score,
  type Situation,
  type Wind,
} from '../src/engine/index.ts';
import { dictionary, type Lang } from '../src/words/index.ts';

export type Props = Record<string, string | true>;

/** The props of `<Kind id="…" …/>` in the lesson file of `slug`, read from its MDX source. */
export function puzzleProps(lang: Lang, slug: string, kind: 'WaitPuzzle' | 'FanPuzzle', id: string): Props {
  const file = readdirSync(`content/${lang}`).find((f) => f.replace(/^\d+-/, '').replace(/\.mdx$/, '') === slug);
  const source = readFileSync(`content/${lang}/${file}`, 'utf8');
  const tag = source.match(new RegExp(`<${kind}\\s[^>]*id="${id}"[^>]*/>`))?.[0];
  if (!tag) throw new Error(`no <${kind} id="${id}"> in content/${lang}/${file}`);
  const props: Props = {};
  for (const m of tag.matchAll(/(\w+)(?:="([^"]*)")?/g)) if (m[1] !== kind) props[m[1]!] = m[2] ?? true;
  return props;
}

export function waitAnswer(props: Props): string[] {
  const hand = parseHand(String(props.hand));
  const w = hand.ok ? waits(hand.value) : hand;
  if (!w.ok) throw new Error(`bad puzzle hand ${props.hand}`);
  return w.value.map(makeTile);
}

const wind = (letter: string | true | undefined, fallback: Wind): Wind =>
  typeof letter === 'string' ? (WIND_LETTERS.indexOf(letter as 'E') as Wind) : fallback;

export function fanAnswer(props: Props): Score {
  const hand = parseHand(String(props.hand));
  const seat = wind(props.seat, 0);
  const s: Situation = {
    ...DEFAULT_SITUATION,
    seat,
    round: wind(props.round, 0),
    win: (props.win as Situation['win'] | undefined) ?? 'discard',
    // Without `from`, the engine takes the player before the winner (East for earth).
    ...(typeof props.from === 'string' ? { from: wind(props.from, 0) } : {}),
    lastTile: props.lastTile === true,
    heaven: props.heaven === true,
    earth: props.earth === true,
  };
  const r = hand.ok ? score(hand.value, s) : hand;
  if (!r.ok) throw new Error(`bad puzzle ${JSON.stringify(props)}`);
  return r.value;
}

export const text = (lang: Lang, key: string): string => {
  const v = dictionary(lang)[key];
  if (v === undefined) throw new Error(`no string ${key}`);
  return v;
};

/** The puzzle's root, once its island has hydrated (Astro drops `ssr` then). */
export async function hydrated(page: Page, id: string): Promise<Locator> {
  const puzzle = page.locator(`[data-puzzle-id="${id}"]`);
  await puzzle.scrollIntoViewIfNeeded();
  await expect(puzzle.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  return puzzle;
}

/** Presses Tab until focus is inside `puzzle` on an element matching `selector`. */
export async function tabInto(page: Page, puzzle: Locator, selector: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    if (
      await puzzle.evaluate(
        (el, sel) => el.contains(document.activeElement) && document.activeElement!.matches(sel),
        selector,
      )
    )
      return;
  }
  throw new Error(`Tab never reached ${selector}`);
}
