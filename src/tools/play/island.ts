// The play page, headless: one controller that owns the page's model (the settings, the link,
// the saved game and the history, the table once dealt, the questions the page asks, the coach's
// advice) and its effects, each behind the small `PlayIO` the view hands in: the table engine's
// chunk, storage, the address, the setup form as the learner left it, and the timers that pace
// the computer players. The game's rules stay in controller.ts (`update`), run through the
// engine chunk. The view renders the model it is sent and calls these methods; tests drive the
// same controller in Node with a fake world (test-world.ts).
import type { Move, TableState } from './controller.ts';
import { addHand, HISTORY_KEY, parseHistory, recordFileName, type PlayedHand } from './history.ts';
import {
  askingNow,
  hintOpen,
  promptKey,
  setupOf,
  speedOf,
  type Advice,
  type Asking,
  type PlayModel,
} from './island-state.ts';
import type { TableEngine } from './load.ts';
import {
  changedFrom,
  GAME_KEY,
  makePlayLink,
  makeSettings,
  parsePlayLink,
  parseSettings,
  PLAY_DEFAULTS,
  seedFrom,
  SETTINGS_KEY,
  SPEED_DELAY,
  type PlaySettings,
  type Speed,
} from './settings.ts';
import { shortcutAction, type ShortcutAction, type Shortcut } from './shortcuts.ts';

/** Local storage as the page uses it: reads null and drops writes when the browser refuses it; never throws. */
export interface PlayStorage {
  get: (key: string) => string | null;
  /** Writes `value`, or removes the key when it is null. */
  set: (key: string, value: string | null) => void;
}

/** The world as the controller sees it; the browser's is browser-io.ts, the tests' test-world.ts. */
export interface PlayIO {
  /** The table engine chunk; rejects when it does not load. */
  loadEngine: () => Promise<TableEngine>;
  storage: PlayStorage;
  /** The page's address: its path (the share link) and query (`?seed=…&speed=…`). */
  location: () => { pathname: string; search: string };
  /** Writes the game's seed into the address, so a reload or a shared link deals it again. */
  showSeed: (seed: number) => void;
  /** The setup form's fields (name → value) as the page drew them or the learner changed them before the script ran. */
  formValues: () => Record<string, unknown>;
  /** A number in [0, 1): a fresh game's seed. */
  random: () => number;
  /** Runs `f` after `ms` milliseconds; returns its canceller. */
  later: (f: () => void, ms: number) => () => void;
  /** Runs `f` when the page is idle (after the table has settled); returns its canceller. */
  idle: (f: () => void) => () => void;
  /** Calls `f` whenever the page is hidden or left (a phone may drop a hidden page). */
  onHide: (f: () => void) => void;
}

const handKey = (s: TableState): string => `${s.game.seed}:${s.game.handNumber}`;

/** The coach prepares a discard's advice once the focus has come to the hand (a key pressed meanwhile must reach it). */
export const SETTLE_MS = 300;
/** The shortcuts are read out this long after the first table appears (after its own announcements). */
export const ANNOUNCE_MS = 500;

export function createPlay(io: PlayIO) {
  let model: PlayModel = {
    engine: null,
    failed: false,
    settings: { ...PLAY_DEFAULTS },
    opened: { link: { seed: null, speed: null }, errors: [] },
    table: null,
    view: null,
    problem: null,
    history: [],
    asking: null,
    hintAt: null,
    advice: null,
    review: null,
    dealt: null,
    announced: false,
  };
  const listeners = new Set<(m: PlayModel) => void>();
  // The advice for a learner's discard, worked out ahead on idle (coaching on).
  let ahead: { table: TableState; advice: Advice } | null = null;
  let cancelPace = () => {};
  let cancelAhead = () => {};

  const adviceFor = (m: PlayModel): Advice => {
    const { engine: e, table: s } = m;
    if (!e || !s || e.nextStep(s) !== 'learner') return null;
    if (!hintOpen(m) && s.game.hand.phase.kind !== 'claims') return null;
    if (ahead?.table !== s) ahead = { table: s, advice: e.advise(s) };
    return ahead.advice;
  };

  /** The finished hand joins the history, once (the list replaces the same hand stored before). */
  const historyAfter = (e: TableEngine, s: TableState): PlayedHand[] => {
    const next = addHand(parseHistory(io.storage.get(HISTORY_KEY)), {
      game: s.game.seed,
      hand: s.game.handNumber,
      record: e.handRecordOf(s),
    });
    io.storage.set(HISTORY_KEY, JSON.stringify(next));
    return next;
  };

  const save = () => {
    if (model.engine && model.table) io.storage.set(GAME_KEY, model.engine.saveText(model.table));
  };

  /** The computer players move one visible step at a time, with a pause the learner can read. */
  const pace = () => {
    cancelPace();
    const { engine: e, table: s } = model;
    if (!e || !s || e.nextStep(s) !== 'computer') return;
    const ms = SPEED_DELAY[speedOf(model)];
    cancelPace = io.later(() => {
      if (model.table === s) set({ table: e.update(s, { type: 'advance', all: ms === 0 }) });
    }, ms);
  };

  /** With coaching on, the advice for a learner's discard is prepared on idle, so the hint answers at once. */
  const prepare = (e: TableEngine, s: TableState) => {
    cancelAhead();
    if (!s.coach || s.game.hand.phase.kind !== 'turn' || e.nextStep(s) !== 'learner' || ahead?.table === s) return;
    let cancelIdle = () => {};
    const cancelSettle = io.later(() => {
      cancelIdle = io.idle(() => {
        if (model.table === s && ahead?.table !== s) ahead = { table: s, advice: e.advise(s) };
      });
    }, SETTLE_MS);
    cancelAhead = () => {
      cancelSettle();
      cancelIdle();
    };
  };

  function set(patch: Partial<PlayModel>): void {
    const before = model;
    const next: PlayModel = { ...model, ...patch };
    const { engine: e, table: s } = next;
    const moved = s !== before.table || e !== before.engine;
    if (moved) {
      next.view = e && s ? e.tableView(s) : null;
      // A game on the table replaces a save that could not be restored: its message goes too.
      if (s !== null) next.problem = null;
      const was = before.table?.game.hand.result ? handKey(before.table) : null;
      if (e && s?.game.hand.result && handKey(s) !== was) next.history = historyAfter(e, s);
    }
    next.advice = adviceFor(next);
    model = next;
    if (moved || speedOf(next) !== speedOf(before)) pace();
    if (moved && e && s) {
      save();
      prepare(e, s);
    }
    if (s !== null && before.table === null && !next.announced) io.later(() => set({ announced: true }), ANNOUNCE_MS);
    for (const f of listeners) f(model);
  }

  /** The link's game is dealt once (restored or started): its seed and errors go, its speed stays. */
  const dealtLink = () => ({ link: { ...model.opened.link, seed: null }, errors: [] });
  const store = (settings: PlaySettings) => io.storage.set(SETTINGS_KEY, makeSettings(settings));
  const changeSettings = (settings: PlaySettings) => {
    store(settings);
    set({ settings });
  };

  /** Once the engine is here: the saved game comes back, whatever the address says. */
  const restore = (e: TableEngine): Partial<PlayModel> => {
    const text = io.storage.get(GAME_KEY);
    if (text === null) return {};
    const r = e.readSave(text);
    if (!r.ok) return { problem: r.problem };
    io.showSeed(r.value.game.seed);
    return { table: r.value, opened: dealtLink() };
  };

  const update = (a: Parameters<TableEngine['update']>[1]) => {
    const { engine: e, table: s } = model;
    if (e && s) set({ table: e.update(s, a) });
  };
  const move = (m: Move) => update({ type: 'move', move: m });
  /** Opens (or, with null, closes) a question of the page's own. */
  const ask = (what: Asking['what'] | null) => set({ asking: what === null ? null : { what, at: promptKey(model) } });
  const toggleHint = () => {
    const at = promptKey(model);
    set({ hintAt: model.hintAt === at ? null : at });
  };

  return {
    get model(): PlayModel {
      return model;
    },
    subscribe(f: (m: PlayModel) => void): () => void {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    /** Reads the settings, the link, the history and early form choices; loads the engine, then the saved game. */
    start(): Promise<void> {
      // A choice made in the form before this script ran is the learner's latest word: it wins
      // over the stored settings and the link's speed, and is stored.
      const early = changedFrom(io.formValues(), setupOf(model));
      const stored = parseSettings(io.storage.get(SETTINGS_KEY));
      const link = parsePlayLink(io.location().search);
      const history = parseHistory(io.storage.get(HISTORY_KEY));
      const opened = early.speed === undefined ? link : { ...link, link: { ...link.link, speed: null } };
      if (Object.keys(early).length > 0) store({ ...stored, ...early });
      set({ settings: { ...stored, ...early }, opened, history });
      io.onHide(save);
      return io.loadEngine().then(
        (e) => set({ engine: e, ...restore(e) }),
        () => set({ failed: true }),
      );
    },
    /** The setup's Start: the link's game once, then a fresh one, with the settings shown. */
    deal(): void {
      const e = model.engine;
      if (!e) return;
      const seed = model.opened.link.seed ?? seedFrom(io.random());
      const { settings } = model;
      io.showSeed(seed);
      const table = e.createTable(seed, {
        minFan: settings.minFan,
        dangerousPlay: settings.dangerousPlay,
        changeSeats: settings.changeSeats,
        bot: setupOf(model).bot,
        coach: settings.hints,
      });
      set({
        table,
        opened: dealtLink(),
        asking: null,
        review: null,
        dealt: handKey(table),
      });
    },
    move,
    nextHand(): void {
      const { engine: e, table: s } = model;
      if (!e || !s) return;
      const table = e.update(s, { type: 'next-hand' });
      set({ table, review: null, dealt: handKey(table) });
    },
    /** The setup's form changed. */
    changeSettings,
    /** Coaching switched at the table: stored, and the table coaches (or stops) at once. */
    coach(on: boolean): void {
      changeSettings({ ...model.settings, hints: on });
      update({ type: 'coach', on });
    },
    /** The speed picked at the table: it replaces the link's. */
    speed(speed: Speed): void {
      const settings = { ...model.settings, speed };
      store(settings);
      set({ settings, opened: { ...model.opened, link: { ...model.opened.link, speed: null } } });
    },
    ask,
    /** Leaves the game: the save is removed and the setup shows. */
    newGame(): void {
      io.storage.set(GAME_KEY, null);
      set({ table: null, problem: null, asking: null, review: null, hintAt: null, dealt: null });
    },
    /** Removes a saved game that could not be restored, and its message. */
    dismissSave(): void {
      io.storage.set(GAME_KEY, null);
      set({ problem: null });
    },
    toggleHint,
    /** A single-key shortcut: what it did (null: nothing now). A `focus` result is the view's to carry out. */
    shortcut(key: Shortcut): ShortcutAction | null {
      const v = model.view;
      if (!v || !model.table || askingNow(model) !== null) return null;
      const r = shortcutAction(key, v.prompt, model.table.coach);
      if (r?.kind === 'move') move(r.move);
      else if (r?.kind === 'ask-mahjong') ask('mahjong');
      else if (r?.kind === 'hint') toggleHint();
      return r;
    },
    /** The review of the hand just ended (it replays the hand, so it is worked out only when asked for). */
    openReview(): void {
      const { engine: e, table: s } = model;
      if (e && s?.game.hand.result) set({ review: e.reviewOf(s) });
    },
    /** The current hand's record as the file the learner downloads. */
    handFile(): { name: string; text: string } | null {
      const { engine: e, table: s } = model;
      if (!e || !s) return null;
      return { name: recordFileName({ game: s.game.seed, hand: s.game.handNumber }), text: e.recordText(s) };
    },
    /** The link that deals this game again (a function of the seed, so it is not kept as state). */
    shareHref(): string | null {
      return model.table ? `${io.location().pathname}${makePlayLink(model.table.game.seed)}` : null;
    },
  };
}
