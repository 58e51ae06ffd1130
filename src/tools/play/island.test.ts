// The play page's controller in Node: the real table engine in a fake world (test-world.ts).
// What the page does on opening (settings, early form choices, the link, a saved game, a
// damaged one), while a game goes on (saving, the computer players' timers) and at a hand's end
// (the history, the review). The questions, keys, focus and advice: island-focus.test.ts.
import { describe, expect, test } from 'vitest';
import * as engine from './play-engine.ts';
import { HISTORY_KEY } from './history.ts';
import { ANNOUNCE_MS } from './island.ts';
import { focusOf, setupOf, speedOf } from './island-state.ts';
import { GAME_KEY, seedFrom, SETTINGS_KEY, SPEED_DELAY, type PlaySettings } from './settings.ts';
import { answer, DRAWN_FORM, playHand, untilAsked, world, type World } from './test-world.ts';

const opened = async (w: World) => {
  await w.ctl.start();
  return w;
};

describe('opening the page', () => {
  test('nothing stored: the defaults, the suggested beginners, the engine, no table', async () => {
    const w = await opened(world());
    const m = w.ctl.model;
    expect([m.engine !== null, m.table, m.problem, m.failed]).toEqual([true, null, null, false]);
    expect(setupOf(m)).toMatchObject({ bot: 'beginner', botChosen: false, hints: true, speed: 'normal', minFan: 0 });
    expect(w.writes).toEqual([]); // opening writes nothing
    expect(focusOf(m)).toEqual({ target: 'setup', at: 'setup', follow: false });
  });

  test('stored settings are read, field by field; junk falls back to the default', async () => {
    const stored = { [SETTINGS_KEY]: JSON.stringify({ minFan: 2, speed: 'fast', bot: 'strong', hints: 'yes' }) };
    const m = (await opened(world({ stored }))).ctl.model;
    expect(m.settings).toEqual({
      minFan: 2,
      dangerousPlay: false,
      changeSeats: false,
      bot: 'strong',
      botChosen: true, // stored before the field: a level other than the default was picked
      hints: true,
      speed: 'fast',
    } satisfies PlaySettings);
    const broken = (await opened(world({ stored: { [SETTINGS_KEY]: '{"minFan": "lots", "bot": ' } }))).ctl.model;
    expect(broken.settings.minFan).toBe(0);
  });

  test('choices made in the form before the script ran win over the stored ones, and are stored', async () => {
    const w = await opened(
      world({
        stored: { [SETTINGS_KEY]: JSON.stringify({ speed: 'fast', changeSeats: true }) },
        search: '?speed=instant',
        form: { ...DRAWN_FORM, bot: 'strong', minFan: 3, hints: false },
      }),
    );
    // What was stored and not touched in the form stays.
    const expected = { bot: 'strong', botChosen: true, minFan: 3, hints: false, changeSeats: true, speed: 'fast' };
    expect(w.ctl.model.settings).toEqual({ ...expected, dangerousPlay: false });
    expect(JSON.parse(w.items.get(SETTINGS_KEY)!)).toEqual({ ...expected, dangerousPlay: false });
    expect(speedOf(w.ctl.model)).toBe('instant'); // the form's speed untouched: the link's holds
  });

  test('a speed picked in the form before the script ran wins over the link', async () => {
    const w = await opened(world({ search: '?speed=instant', form: { ...DRAWN_FORM, speed: 'fast' } }));
    expect([speedOf(w.ctl.model), w.ctl.model.opened.link.speed]).toEqual(['fast', null]);
    expect(JSON.parse(w.items.get(SETTINGS_KEY)!).speed).toBe('fast');
  });

  test('a form left as drawn changes nothing and stores nothing; the link’s speed holds', async () => {
    const w = await opened(world({ stored: { [SETTINGS_KEY]: '{"speed":"fast"}' }, search: '?speed=instant' }));
    expect([w.ctl.model.settings.speed, speedOf(w.ctl.model)]).toEqual(['fast', 'instant']);
    expect(w.writes).toEqual([]);
  });

  test('a seed link deals that game once; the next new game is fresh', async () => {
    const w = await opened(world({ search: '?seed=123' }));
    expect(w.ctl.model.opened).toEqual({ link: { seed: 123, speed: null }, errors: [] });
    w.ctl.deal();
    expect(w.ctl.model.table?.game.seed).toBe(123);
    expect(w.seeds).toEqual([123]);
    expect(w.ctl.model.opened.link.seed).toBeNull();
    expect(w.ctl.shareHref()).toBe('/en/play/?seed=123');
    w.ctl.newGame();
    w.ctl.deal();
    expect(w.seeds).toEqual([123, seedFrom(0.25)]);
  });

  test('a bad link: its errors, kept until the first deal', async () => {
    const w = await opened(world({ search: '?seed=banana&speed=warp' }));
    expect(w.ctl.model.opened.errors.map((e) => e.code)).toEqual(['bad-seed', 'bad-speed']);
    w.ctl.deal();
    expect(w.ctl.model.opened.errors).toEqual([]);
  });

  test('the chunk does not load: the page says so and cannot deal', async () => {
    const w = await opened(world({ failures: 1 }));
    w.ctl.deal();
    expect([w.ctl.model.failed, w.ctl.model.table]).toEqual([true, null]);
  });
});

describe('the saved game', () => {
  test('restored, whatever the address says, and the address shows its seed', async () => {
    const a = await opened(world({ search: '?seed=77&speed=instant' }));
    a.ctl.deal();
    for (let i = 0; i < 3; i++) {
      untilAsked(a);
      answer(a);
    }
    untilAsked(a);
    const text = a.items.get(GAME_KEY)!;
    expect(text).toBe(engine.saveText(a.ctl.model.table!)); // saved after every change
    const b = await opened(world({ stored: { [GAME_KEY]: text }, search: '?seed=5' }));
    const [was, now] = [a.ctl.model.table!, b.ctl.model.table!];
    expect(now.game).toEqual(was.game);
    expect(now.log).toEqual(was.log);
    expect(b.seeds).toEqual([77]);
    expect(b.ctl.model.opened.link.seed).toBeNull(); // the link's game is not dealt over it
    expect(b.ctl.model.view?.prompt.kind).toBe(a.ctl.model.view?.prompt.kind);
  });

  test('written again when the page is hidden', async () => {
    const w = await opened(world());
    w.ctl.deal();
    w.items.delete(GAME_KEY);
    w.hide();
    expect(w.items.get(GAME_KEY)).toBe(engine.saveText(w.ctl.model.table!));
  });

  test('a damaged save: reported and kept until removed', async () => {
    const w = await opened(world({ stored: { [GAME_KEY]: '{{not json', [SETTINGS_KEY]: '{"minFan":2}' } }));
    expect([w.ctl.model.problem, w.ctl.model.table]).toEqual(['corrupt', null]);
    expect(w.items.get(GAME_KEY)).toBe('{{not json');
    w.ctl.dismissSave();
    expect(w.ctl.model.problem).toBeNull();
    expect([w.items.has(GAME_KEY), w.items.get(SETTINGS_KEY)]).toEqual([false, '{"minFan":2}']);
  });

  test('a save of another format is "foreign"; a new game replaces it and its message goes', async () => {
    const foreign = '{"format":"fan-and-laak/hand","version":1}';
    const w = await opened(world({ stored: { [GAME_KEY]: foreign } }));
    expect(w.ctl.model.problem).toBe('foreign');
    w.ctl.deal();
    expect(w.ctl.model.problem).toBeNull();
    expect(w.items.get(GAME_KEY)).toBe(engine.saveText(w.ctl.model.table!));
  });

  test('a new game removes the save and shows the setup', async () => {
    const w = await opened(world());
    w.ctl.deal();
    w.ctl.newGame();
    expect([w.ctl.model.table, w.items.has(GAME_KEY)]).toEqual([null, false]);
  });
});

describe('the computer players’ pace', () => {
  test('one visible step per pause of the chosen speed; instant plays on at once', async () => {
    const w = await opened(world({ search: '?seed=3' }));
    w.ctl.deal();
    // Play to a moment where the computer players are to move.
    while (engine.nextStep(w.ctl.model.table!) !== 'computer') answer(w);
    const before = w.ctl.model.table!;
    expect(w.clock.pending()).toContain(SPEED_DELAY.normal);
    w.clock.tick(SPEED_DELAY.normal - 1);
    expect(w.ctl.model.table).toBe(before);
    w.clock.tick(1);
    const after = w.ctl.model.table!;
    expect(after.game.hand.events.length).toBeGreaterThan(before.game.hand.events.length);
    // A new speed restarts the pause with its own length.
    expect(engine.nextStep(after)).toBe('computer');
    w.ctl.speed('fast');
    expect(w.clock.pending()).toContain(SPEED_DELAY.fast);
    expect(w.clock.pending()).not.toContain(SPEED_DELAY.normal);
    expect(JSON.parse(w.items.get(SETTINGS_KEY)!).speed).toBe('fast');
    w.ctl.speed('instant');
    w.clock.tick(0);
    expect(engine.nextStep(w.ctl.model.table!)).not.toBe('computer');
  });

  test('no timer waits while the learner is asked', async () => {
    const w = await opened(world({ search: '?seed=3&speed=instant' }));
    w.ctl.deal();
    untilAsked(w);
    w.clock.tick(ANNOUNCE_MS);
    expect(w.clock.pending()).toEqual([]);
    expect(w.ctl.model.announced).toBe(true); // the shortcuts are read out once a table is there
  });
});

describe('a hand to its end', () => {
  test('the history gets the hand once, with its record', async () => {
    const w = await opened(world({ search: '?seed=11&speed=instant' }));
    w.ctl.deal();
    playHand(w);
    const s = w.ctl.model.table!;
    const stored = JSON.parse(w.items.get(HISTORY_KEY)!);
    expect(stored).toEqual([{ game: 11, hand: 1, record: engine.handRecordOf(s) }]);
    expect(w.ctl.model.history).toEqual(stored);
    w.ctl.coach(false); // the table changes, the hand does not: nothing more is written
    expect(w.writes.filter(([k]) => k === HISTORY_KEY)).toHaveLength(1);
    expect(focusOf(w.ctl.model)).toMatchObject({ target: 'end', follow: false });
    w.ctl.openReview();
    expect(w.ctl.model.review?.summary).toEqual(engine.reviewOf(s).summary);
    expect(w.ctl.handFile()).toEqual({ name: 'fan-laak-11-1.json', text: engine.recordText(s) });
    w.ctl.nextHand();
    expect([w.ctl.model.table?.game.handNumber, w.ctl.model.review, w.ctl.model.dealt]).toEqual([2, null, '11:2']);
  });

  test('a stored history is read on opening, and the setup suggests careful players after four hands', async () => {
    const a = await opened(world({ search: '?seed=11&speed=instant' }));
    a.ctl.deal();
    playHand(a);
    const record = a.ctl.model.history[0]!.record;
    const four = [1, 2, 3, 4].map((hand) => ({ game: 11, hand, record }));
    const b = await opened(world({ stored: { [HISTORY_KEY]: JSON.stringify(four) } }));
    expect(b.ctl.model.history).toHaveLength(4);
    expect(setupOf(b.ctl.model).bot).toBe('careful');
  });
});
