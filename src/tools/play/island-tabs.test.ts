// Two tabs at the table, in Node: two controllers in one fake browser (one storage, one lock).
// The first tab plays; the second says the game is elsewhere and plays nothing; taking over
// continues at the first tab's last move; taking back sees the second tab's moves; nothing
// written by a tab that does not play. Without a lock (an old browser) every tab plays, as before.
import { describe, expect, test } from 'vitest';
import * as engine from './play-engine.ts';
import { focusOf } from './island-state.ts';
import { GAME_KEY } from './settings.ts';
import { answer, fakeBrowser, playHand, untilAsked, world, type World } from './test-world.ts';

const opened = async (w: World) => {
  await w.ctl.start();
  return w;
};

/** `n` answers of the learner, each after the computer players have moved. */
function play(w: World, n: number): void {
  for (let i = 0; i < n; i++) {
    untilAsked(w);
    answer(w);
  }
  untilAsked(w);
}

const logOf = (w: World) => w.ctl.model.table?.log.length ?? -1;

describe('two tabs at the table', () => {
  test('the second tab says the game is elsewhere, takes it over at the last move, and the first takes it back', async () => {
    const browser = fakeBrowser();
    const a = await opened(world({ browser, search: '?seed=21&speed=instant' }));
    expect(a.ctl.model.owner).toBe('owner');
    a.ctl.deal();
    play(a, 4);
    const atA = a.ctl.model.table!;

    const b = await opened(world({ browser, search: '?seed=99&speed=instant' }));
    expect([b.ctl.model.owner, b.ctl.model.table]).toEqual(['elsewhere', null]);
    expect(focusOf(b.ctl.model)).toEqual({ target: 'take', at: 'elsewhere', follow: true });
    // Nothing can be dealt or played there, and nothing is written, hidden or not.
    b.ctl.deal();
    b.ctl.newGame();
    b.hide();
    expect([b.ctl.model.table, b.writes]).toEqual([null, []]);

    // A moves on after B opened: B still takes over at A's last move.
    play(a, 2);
    const lastA = a.ctl.model.table!;
    expect(lastA.log.length).toBeGreaterThan(atA.log.length);
    b.ctl.take();
    expect([a.ctl.model.owner, a.ctl.model.table, b.ctl.model.owner]).toEqual(['moved', null, 'owner']);
    expect(b.ctl.model.table?.game).toEqual(lastA.game);
    expect(b.ctl.model.table?.log).toEqual(lastA.log);
    expect(b.ctl.model.opened.link.seed).toBeNull(); // B's link does not deal over the game

    // B plays; A's timers and its hiding write nothing.
    play(b, 3);
    const lastB = b.ctl.model.table!;
    const written = a.writes.length;
    a.clock.tick(10_000);
    a.hide();
    expect(a.writes.length).toBe(written);
    expect(browser.items.get(GAME_KEY)).toBe(engine.saveText(lastB));

    a.ctl.take();
    expect([a.ctl.model.owner, b.ctl.model.owner, b.ctl.model.table]).toEqual(['owner', 'moved', null]);
    expect(a.ctl.model.table?.log).toEqual(lastB.log);
    expect(logOf(a)).toBeGreaterThan(lastA.log.length);
  });

  test('the tab that lets go writes its last move first', async () => {
    const browser = fakeBrowser();
    const a = await opened(world({ browser, search: '?seed=21&speed=instant' }));
    a.ctl.deal();
    play(a, 3);
    const last = a.ctl.model.table!;
    browser.items.delete(GAME_KEY); // its last write did not reach storage
    const b = await opened(world({ browser }));
    b.ctl.take();
    expect(b.ctl.model.table?.log).toEqual(last.log);
  });

  test('a hand finished in one tab is in the other’s history once it takes the game back', async () => {
    const browser = fakeBrowser();
    const a = await opened(world({ browser, search: '?seed=11&speed=instant' }));
    a.ctl.deal();
    play(a, 1);
    const b = await opened(world({ browser }));
    b.ctl.take();
    playHand(b);
    b.ctl.nextHand();
    play(b, 1);
    expect(b.ctl.model.history.map((h) => h.hand)).toEqual([1]);
    expect(a.ctl.model.history).toEqual([]);
    a.ctl.take();
    expect(a.ctl.model.history).toEqual(b.ctl.model.history);
    expect(a.ctl.model.table?.game.handNumber).toBe(2);
  });

  test('a closed tab lets the game go: the other takes it over at once', async () => {
    const browser = fakeBrowser();
    const a = await opened(world({ browser, search: '?seed=21&speed=instant' }));
    a.ctl.deal();
    play(a, 2);
    const b = await opened(world({ browser }));
    a.close();
    b.ctl.take();
    expect([b.ctl.model.owner, b.ctl.model.table?.log]).toEqual(['owner', a.ctl.model.table!.log]);
  });

  test('a second tab opened at the setup: taking over shows the setup, ready to deal', async () => {
    const browser = fakeBrowser();
    const a = await opened(world({ browser }));
    const b = await opened(world({ browser, search: '?seed=5' }));
    expect(b.ctl.model.owner).toBe('elsewhere');
    b.ctl.take();
    expect([a.ctl.model.owner, b.ctl.model.owner, b.ctl.model.table]).toEqual(['moved', 'owner', null]);
    expect(focusOf(b.ctl.model).target).toBe('setup');
    b.ctl.deal();
    expect(b.ctl.model.table?.game.seed).toBe(5);
  });

  test('without a lock (a browser that cannot coordinate tabs) every tab plays, as before', async () => {
    const a = await opened(world({ search: '?seed=21&speed=instant' }));
    expect(a.ctl.model.owner).toBe('alone');
    a.ctl.deal();
    play(a, 2);
    const b = await opened(world({ stored: Object.fromEntries(a.items) }));
    expect([b.ctl.model.owner, b.ctl.model.table?.log]).toEqual(['alone', a.ctl.model.table!.log]);
  });
});
