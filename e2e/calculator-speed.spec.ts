// The calculator's speed as a phone feels it: scoring and waits with Chrome's 4× CPU slowdown.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LINK_DEFAULTS, withHandLink, type HandLink } from '../src/tools/shared/hand-link.ts';
import type { Lang } from '../src/words/index.ts';
import { text } from './puzzles.ts';

const EXAMPLE: HandLink = { ...LINK_DEFAULTS, hand: '123m456m78m11z [777z] +9m', seat: 'S', win: 'self-draw' };
const url = (lang: Lang, link: HandLink): string => withHandLink(`/${lang}/calculator/`, link);

async function ready(page: Page, lang: Lang): Promise<Locator> {
  const field = page.getByLabel(text(lang, 'editor.notation'), { exact: true });
  await expect(field).toBeEnabled();
  return field;
}

test('scoring a hand and finding the waits take well under a frame, even on a slow phone', async ({ page }) => {
  test.setTimeout(90_000);
  // A phone's CPU: Chrome's 4× slowdown, as Lighthouse uses for mobile, from the first load on.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url('en', EXAMPLE));
  const field = await ready(page, 'en');
  const complete = [
    '123m456p789s11z55p +5p',
    '111222333m789p5s +5s',
    '19m19p19s1234567z +1m',
    '1122334455667p +7p',
    '[1111z] [2222z] (3333z) [4444z] 5z +5z',
    '1112345678999m +5m',
  ];
  const waiting = [
    '1112345678999m',
    '2223334445556p',
    '19m19p19s1234567z',
    '1122334455667p',
    '123m456p [777z] 99s11z',
    '12345678s11z [999m]',
  ];
  const count = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).length, name);
  for (let round = 0; round < 3; round++) {
    for (const [hands, name] of [
      [complete, 'fanlaak:calc-score'],
      [waiting, 'fanlaak:calc-waits'],
    ] as const) {
      for (const hand of hands) {
        const before = await count(name);
        await field.fill(hand);
        await expect.poll(() => count(name)).toBe(before + 1);
      }
    }
  }
  const durations = (name: string) =>
    page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
  const scores = await durations('fanlaak:calc-score');
  const waitTimes = await durations('fanlaak:calc-waits');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
  };
  // The first score is the link's hand on a cold engine, before the warm-up could run.
  const [first, ...rest] = scores;
  const s = stats(rest);
  const w = stats(waitTimes);
  console.log(
    `calculator timing, 4× CPU slowdown: first score (cold) ${first!.toFixed(1)} ms; ${rest.length} scores (all four rule sets): median ${s.median.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; ${waitTimes.length} waits: median ${w.median.toFixed(1)} ms, max ${w.max.toFixed(1)} ms`,
  );
  expect(rest.length).toBe(complete.length * 3);
  expect(waitTimes.length).toBe(waiting.length * 3);
  expect(s.median).toBeLessThan(16);
  expect(w.median).toBeLessThan(16);
});
