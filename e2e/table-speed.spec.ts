// The table's speed as a phone feels it: with Chrome's 4× CPU slowdown, every step of the
// strong computer players (a 3-fan minimum, every move at once: the largest steps the table
// takes) and every advice of the coach, each read from the performance measure the page
// records around it (src/tools/play/island.ts). The learner plays by keyboard and waits at
// each discard until the coach has prepared its advice.
import { expect, test } from '@playwright/test';
import { createTable, nextStep, update, type TableState } from '../src/tools/play/controller.ts';
import { COACH_TIMING, PLAYERS_TIMING, WARM_UP_TIMING } from '../src/tools/play/island.ts';
import { warmUpSlices } from '../src/tools/play/play-engine.ts';
import { tableView } from '../src/tools/play/model.ts';
import { PLAY_DEFAULTS, type PlaySettings } from '../src/tools/play/settings.ts';
import { text } from './puzzles.ts';
import { focused } from './table-focus.ts';

const SETUP: PlaySettings = { ...PLAY_DEFAULTS, bot: 'strong', botChosen: true, minFan: 3, hints: true };
/** A task longer than this holds the page so long that a tap waits visibly (a "long task"). */
const LONG_TASK_MS = 50;

/** The learner's discards in a hand where the learner throws the tile that takes the focus. */
function discards(seed: number): number {
  let s: TableState = createTable(seed, { ...SETUP, coach: SETUP.hints });
  let n = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const step = nextStep(s);
    if (step === 'computer') s = update(s, { type: 'advance', all: true });
    else if (step !== 'learner') break;
    else {
      const v = tableView(s);
      if (v.prompt.kind === 'draw') s = update(s, { type: 'move', move: { type: 'draw' } });
      else if (v.prompt.kind === 'discard') {
        n++;
        s = update(s, { type: 'move', move: { type: 'discard', tile: (v.drawn ?? v.hand.at(-1)!).tile } });
      } else s = update(s, { type: 'move', move: { type: 'pass' } });
    }
  }
  return n;
}

/** The first seed whose hand asks the learner for at least 12 discards: a long hand, many steps. */
const SEED = (() => {
  for (let seed = 1; seed < 500; seed++) if (discards(seed) >= 12) return seed;
  throw new Error('no seed found');
})();

test('the strong computer players and the coach never hold the table long, even on a slow phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(
    (settings) => window.localStorage.setItem('fanlaak:play:v1', settings),
    JSON.stringify(SETUP),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/en/play/?seed=${SEED}&speed=${process.env.SPD ?? 'instant'}`);
  const root = page.locator('.fl-play');
  const count = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).length, name);
  // The learner reads the options while the page warms the computer players up on idle.
  await expect.poll(() => count(WARM_UP_TIMING)).toBe(warmUpSlices().length);
  await root.getByRole('button', { name: text('en', 'play.setup.start') }).click();
  let asked = 0;
  for (let guard = 0; guard < 200; guard++) {
    await expect.poll(() => focused(page)).not.toBe('none');
    const now = await focused(page);
    if (now === 'end') break;
    // At a discard the coach prepares its advice on idle: wait for it, so that it is measured too.
    if (now === 'tile') await expect.poll(() => count(COACH_TIMING)).toBeGreaterThan(asked++);
    await page.keyboard.press('Enter');
  }
  const durations = (name: string) =>
    page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
  const players = await durations(PLAYERS_TIMING);
  const coach = await durations(COACH_TIMING);
  const warmUp = await durations(WARM_UP_TIMING);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  console.log(
    `table timing, 4× CPU slowdown, strong players at 3 fan (seed ${SEED}): ${players.length} steps of the computer players: ${stats(players)}; ${coach.length} advices of the coach: ${stats(coach)}; before the game, ${warmUp.length} slices of warm-up: ${stats(warmUp)}`,
  );
  expect(players.length).toBeGreaterThan(10);
  expect(coach.length).toBeGreaterThanOrEqual(12);
  expect(Math.max(...players)).toBeLessThan(LONG_TASK_MS);
  expect(Math.max(...coach)).toBeLessThan(LONG_TASK_MS);
  expect(Math.max(...warmUp)).toBeLessThan(LONG_TASK_MS);
});
