// The play page's controller in Node, its questions: where the focus belongs at each question
// of the table and of the page, what the keys do while the page asks, and the coach's advice
// worked out ahead on idle (the fake world of test-world.ts).
import { describe, expect, test } from 'vitest';
import * as engine from './play-engine.ts';
import { SETTLE_MS } from './island.ts';
import { focusOf, promptKey } from './island-state.ts';
import { SETTINGS_KEY, SPEED_DELAY } from './settings.ts';
import { answer, untilAsked, world, type World } from './test-world.ts';

const opened = async (w: World) => {
  await w.ctl.start();
  return w;
};

describe('the questions, the keys and the focus', () => {
  /** Deals `seed` (computers at once) and answers until the learner is asked `kind`. */
  async function askedFor(kind: string, seed: number, options = '') {
    const w = await opened(world({ search: `?seed=${seed}&speed=instant${options}` }));
    w.ctl.deal();
    for (let guard = 0; guard < 200; guard++) {
      const now = untilAsked(w);
      if (now === kind || now === 'over') return { w, now };
      answer(w);
    }
    throw new Error('not asked');
  }

  test('each question names the control it awaits', async () => {
    const seen = new Map<string, unknown>();
    // Seed 725 deals the learner a concealed kong: the one question before the first discard.
    for (const seed of [725, ...Array.from({ length: 40 }, (_, i) => i + 1)]) {
      if (seen.size === 5) break;
      const w = await opened(world({ search: `?seed=${seed}&speed=instant` }));
      w.ctl.deal();
      playHandNoting(w, seen);
    }
    expect(Object.fromEntries(seen)).toEqual({
      draw: { target: 'answer', follow: true },
      discard: { target: 'hand-drawn', follow: true },
      claim: { target: 'answer', follow: true },
      deal: { target: 'answer', follow: true },
      over: { target: 'end', follow: false },
    });
  });

  test('while the others play, the focus stays in the hand', async () => {
    const w = await opened(world({ search: '?seed=3' }));
    w.ctl.deal();
    while (engine.nextStep(w.ctl.model.table!) !== 'computer') answer(w);
    w.clock.tick(SPEED_DELAY.normal);
    const m = w.ctl.model;
    expect(m.view?.prompt.kind).toBe('wait');
    expect(focusOf(m)).toMatchObject({ target: 'hand', follow: true });
  });

  test('"New game?" holds the keys and the focus until answered; "no" returns to the question', async () => {
    const { w } = await askedFor('draw', 2);
    const table = w.ctl.model.table;
    w.ctl.ask('new-game');
    expect(focusOf(w.ctl.model)).toMatchObject({ target: 'keep-game', follow: false });
    expect(w.ctl.shortcut('draw')).toBeNull();
    expect(w.ctl.model.table).toBe(table);
    w.ctl.ask(null);
    expect(focusOf(w.ctl.model)).toMatchObject({ target: 'answer', follow: true });
    expect(w.ctl.shortcut('draw')).toEqual({ kind: 'move', move: { type: 'draw' } });
    expect(w.ctl.model.view?.prompt.kind).toBe('discard');
  });

  test('"New game?" keeps the focus where the learner put it while the others play on', async () => {
    const w = await opened(world({ search: '?seed=3' }));
    w.ctl.deal();
    while (engine.nextStep(w.ctl.model.table!) !== 'computer') answer(w);
    w.ctl.ask('new-game');
    const [asked, moment] = [focusOf(w.ctl.model), promptKey(w.ctl.model)];
    w.clock.tick(SPEED_DELAY.normal);
    expect(promptKey(w.ctl.model)).not.toBe(moment);
    expect(focusOf(w.ctl.model)).toEqual(asked);
    expect(asked.target).toBe('keep-game');
  });

  test('coaching off, Mah-Jongg with a hand that does not win asks first, for this question only', async () => {
    const { w } = await askedFor('discard', 2);
    expect(w.ctl.shortcut('mahjong')).toBeNull(); // coaching on: offered only when it wins
    w.ctl.coach(false);
    expect(JSON.parse(w.items.get(SETTINGS_KEY)!).hints).toBe(false);
    expect(w.ctl.shortcut('mahjong')).toEqual({ kind: 'ask-mahjong' });
    expect(focusOf(w.ctl.model)).toMatchObject({ target: 'keep-mahjong', follow: false });
    answer(w); // the learner discards instead: the question is gone with its moment
    untilAsked(w);
    expect(focusOf(w.ctl.model).target).not.toBe('keep-mahjong');
  });

  test('the hint: its advice worked out ahead on idle, shown on request, closed by the next question', async () => {
    let advised = 0;
    const counting = {
      ...engine,
      advise: (s: Parameters<typeof engine.advise>[0]) => (advised++, engine.advise(s)),
    };
    const w = await opened(world({ search: '?seed=2&speed=instant', engine: counting }));
    warmedUp(w);
    w.ctl.deal();
    for (let guard = 0; guard < 50 && untilAsked(w) !== 'discard'; guard++) answer(w);
    const at = w.ctl.model.table!;
    advised = 0; // claims on the way were advised at once
    expect(w.ctl.model.advice).toBeNull();
    expect(w.clock.idling()).toBe(0);
    w.clock.tick(SETTLE_MS);
    w.clock.runIdle();
    expect(advised).toBe(1);
    expect(w.ctl.shortcut('hint')).toEqual({ kind: 'hint' });
    expect(w.ctl.model.advice).toEqual(engine.advise(at));
    expect(advised).toBe(1); // the hint answered with what was ready
    answer(w);
    expect(w.ctl.model.advice).toBeNull();
  });
});

/** Runs the engine's warm-up, one slice per idle moment; returns the slices run. */
function warmedUp(w: World): number {
  let slices = 0;
  for (; w.clock.idling() > 0; slices++) {
    expect(w.clock.idling()).toBe(1);
    w.clock.runIdle();
  }
  return slices;
}

describe('the warm-up', () => {
  test('runs the computer players once on a sample table, one slice per idle moment, and leaves the game alone', async () => {
    const plain = await opened(world({ search: '?seed=5&speed=instant' }));
    const warm = await opened(world({ search: '?seed=5&speed=instant' }));
    expect(warmedUp(warm)).toBe(engine.warmUpSlices().length);
    for (const w of [plain, warm]) {
      w.ctl.deal();
      for (let guard = 0; guard < 500 && untilAsked(w) !== 'over'; guard++) answer(w);
    }
    expect(warm.ctl.model.table).toEqual(plain.ctl.model.table);
  });
});

/** Plays a hand, noting each question's focus target (without its moment). */
function playHandNoting(w: World, seen: Map<string, unknown>): void {
  for (let guard = 0; guard < 500; guard++) {
    const kind = untilAsked(w);
    const { target, follow } = focusOf(w.ctl.model);
    if (!seen.has(kind)) seen.set(kind, { target, follow });
    if (kind === 'over') return;
    answer(w);
  }
}
