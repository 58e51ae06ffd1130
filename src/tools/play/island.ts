// The play page, headless: one controller that owns the page's model (the settings, the link,
// the saved game and the history, the table once dealt, the questions the page asks, the coach's
// advice) and its effects, each behind the small `PlayIO` the view hands in: the table engine's
// chunk, storage, the address, the setup form as the learner left it, and the timers that pace
// the computer players. The game's rules stay in controller.ts (`update`), run through the
// engine chunk. The view renders the model it is sent and calls these methods; tests drive the
// same controller in Node with a fake world (test-world.ts). Only one tab plays the game at a
// time (table-owner.ts); what it stores goes through island-store.ts.
import type { Decided, Move, SearchReply, TableAction, TableState } from './controller.ts';
import { recordFileName } from './history.ts';
import {
  askingNow,
  hintOpen,
  initialModel,
  promptKey,
  setupOf,
  speedOf,
  type Advice,
  type Asking,
  type PlayModel,
} from './island-state.ts';
import type { PlayIO } from './island-io.ts';
import { playStore, type PlayStorage } from './island-store.ts';
import type { TableEngine } from './load.ts';
import {
  changedFrom,
  makePlayLink,
  makeSettings,
  parsePlayLink,
  parseSettings,
  seedFrom,
  SETTINGS_KEY,
  COACH_SEARCH_MS,
  SEARCH_MS,
  SPEED_DELAY,
  searchTime,
  type PlaySettings,
  type Speed,
} from './settings.ts';
import { shortcutAction, type ShortcutAction, type Shortcut } from './shortcuts.ts';
import { ownerAfter, plays, type OwnerEvent } from './table-owner.ts';
import { timed } from '../shared/timed.ts';

export type { PlayIO, PlayStorage };

/** The performance measures of the computer players' steps and of the coach's advice (e2e/table-speed.spec.ts). */
export const PLAYERS_TIMING = 'fanlaak:table-players';
export const COACH_TIMING = 'fanlaak:table-coach';
export const WARM_UP_TIMING = 'fanlaak:table-warm-up';

const handKey = (s: TableState): string => `${s.game.seed}:${s.game.handNumber}`;

/** The coach prepares a discard's advice once the focus has come to the hand (a key pressed meanwhile must reach it). */
export const SETTLE_MS = 300;
/** The shortcuts are read out this long after the first table appears (after its own announcements). */
export const ANNOUNCE_MS = 500;

export function createPlay(io: PlayIO) {
  let model: PlayModel = initialModel(io.lock ? 'asking' : 'alone');
  const listeners = new Set<(m: PlayModel) => void>();
  // The advice for a learner's discard, worked out ahead on idle (coaching on).
  let ahead: { table: TableState; advice: Advice } | null = null;
  let cancelPace = () => {};
  let cancelAhead = () => {};
  const stored = playStore(io.storage);
  // Has this tab read the save since it began to play (at opening, or on taking the game over)?
  let seated = false;

  /** The coach's advice for the table `s` (from the search's pick where it searched), worked out now and kept as `ahead`. */
  const advised = (e: TableEngine, s: TableState): Advice => {
    const reply = tried?.table === s ? (tried.pick ?? null) : null;
    ahead = { table: s, advice: timed(COACH_TIMING, () => e.advise(s, reply)) };
    return ahead.advice;
  };

  /**
   * With coaching on where the strong player searches, the learner's decision is searched, so
   * that the coach's advice comes from the same search (learnerDecision): the table it was asked
   * for, and the search's pick with its trial games (undefined while it tries, null when it could
   * not), and the search's abort: once the learner has decided, the search is dropped, so that it
   * no longer holds up the computer players' searches in the same worker.
   */
  let tried: { table: TableState; pick: SearchReply | null | undefined; drop: AbortController } | null = null;
  const searchLearner = (e: TableEngine, s: TableState) => {
    if (!io.search || tried?.table === s) return;
    const d = e.learnerDecision(s);
    if (d === null) return;
    const entry: NonNullable<typeof tried> = { table: s, pick: undefined, drop: new AbortController() };
    tried = entry;
    e.loadSearch()
      .then((m) => io.search!(m.url, d, COACH_SEARCH_MS, entry.drop.signal))
      .then(
        (a) => a,
        () => null,
      )
      .then((pick) => {
        entry.pick = pick;
        if (tried !== entry || model.table !== s) return;
        // The pick is kept with the table (and its save) for the review: the same decision, so
        // this entry now stands for the table that keeps it.
        const kept = pick === null ? s : e.update(s, { type: 'searched', pick: pick.action, trials: pick.trials });
        entry.table = kept;
        // The advice from the search's pick, worked out now, so that "Hint" answers at once.
        advised(e, kept);
        set(kept === s ? {} : { table: kept });
      });
  };
  /**
   * Is the table's search of the learner's decision still trying? `searchLearner` has asked for
   * every table that has one (it runs first on each new table), so the entry alone says.
   */
  const trying = (s: TableState): boolean => tried?.table === s && tried.pick === undefined;

  const adviceFor = (m: PlayModel): Advice => {
    const { engine: e, table: s } = m;
    if (!e || !s || e.nextStep(s) !== 'learner') return null;
    if (!hintOpen(m) && s.game.hand.phase.kind !== 'claims') return null;
    if (trying(s)) return null;
    return ahead?.table === s ? ahead.advice : advised(e, s);
  };

  const save = (e: TableEngine, s: TableState) => stored.save(e.saveText(s));

  /**
   * The computer players move one visible step at a time, with a pause the learner can read
   * (none at the instant speed). One step per task, at every speed: several steps in one task
   * held a slow phone's page for longer than a tap may wait (e2e/table-speed.spec.ts). Where the
   * players search (searchFor), the search runs away from the page (`io.search`) during the
   * pause, and the step waits for both; when it cannot, the page's players decide.
   */
  const pace = () => {
    cancelPace();
    const { engine: e, table: s } = model;
    if (!e || !s || e.nextStep(s) !== 'computer') return;
    const wanted = io.search ? timed(PLAYERS_TIMING, () => e.searchFor(s)) : null;
    // undefined: still searching; null: the page's players decide.
    let decided: Decided | null | undefined = wanted === null ? null : undefined;
    let paused = false;
    let live = true;
    const go = () => {
      if (!live || !paused || decided === undefined || model.table !== s) return;
      live = false;
      const a: TableAction = decided === null ? { type: 'advance' } : { type: 'advance', decided };
      set({ table: timed(PLAYERS_TIMING, () => e.update(s, a)) });
    };
    if (wanted !== null) {
      const searched = (reply: SearchReply | null) => {
        decided = reply === null ? null : { seat: wanted.seat, action: reply.action };
        go();
      };
      e.loadSearch()
        .then((m) => io.search!(m.url, wanted, searchTime(speedOf(model))))
        .then(searched, () => searched(null));
    }
    const cancelTimer = io.later(() => {
      paused = true;
      go();
    }, SPEED_DELAY[speedOf(model)]);
    cancelPace = () => {
      live = false;
      cancelTimer();
    };
  };

  /**
   * The search worker starts, and compiles the search, on the warm-up table's decision, once per
   * page: after the warm-up's slices where the setup would search (its players, or the coach
   * the learner's decisions), else when the first table that searches is on. A fresh worker's
   * first searches run several times slower than the later ones, and would mostly run out of
   * time; a warm-up still running when the game begins holds the first searches back.
   */
  let searchWarmed = false;
  const warmSearch = (e: TableEngine, searching: boolean) => {
    if (searchWarmed || !io.search || !searching) return;
    searchWarmed = true;
    io.idle(() => {
      const d = timed(WARM_UP_TIMING, () => e.warmUpDecision());
      if (d !== null)
        e.loadSearch()
          .then((m) => io.search!(m.url, d, SEARCH_MS))
          .catch(() => {});
    });
  };

  /** Runs the engine's warm-up (warmUpSlices), one slice per idle moment, then the search's where the setup's players search. */
  const warmUp = (e: TableEngine, slices: readonly (() => void)[]) => {
    const [first, ...rest] = slices;
    if (first) io.idle(() => (timed(WARM_UP_TIMING, first), warmUp(e, rest)));
    else {
      const { bot, hints, minFan } = setupOf(model);
      warmSearch(e, e.usesSearchAt(bot, hints, minFan));
    }
  };

  /** With coaching on, the advice for a learner's discard is prepared on idle, so the hint answers at once. */
  const prepare = (e: TableEngine, s: TableState) => {
    cancelAhead();
    if (!s.coach || s.game.hand.phase.kind !== 'turn' || e.nextStep(s) !== 'learner' || ahead?.table === s) return;
    let cancelIdle = () => {};
    const cancelSettle = io.later(() => {
      cancelIdle = io.idle(() => {
        if (model.table === s && ahead?.table !== s && !trying(s)) advised(e, s);
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
      // The finished hand joins the history, once (the list replaces the same hand stored before).
      const was = before.table?.game.hand.result ? handKey(before.table) : null;
      if (e && s?.game.hand.result && handKey(s) !== was) {
        const hand = { game: s.game.seed, hand: s.game.handNumber, record: e.handRecordOf(s) };
        Object.assign(next, stored.addHand(hand, before.historyNote));
      }
      if (e && s) next.saveKept = save(e, s);
    }
    // The learner has decided (or the table is another): the coach's search is no longer wanted.
    if (moved && tried !== null && tried.pick === undefined && tried.table !== s) tried.drop.abort();
    if (moved && e && s) searchLearner(e, s);
    next.advice = adviceFor(next);
    next.coachTrying =
      !!e &&
      !!s &&
      next.advice === null &&
      (hintOpen(next) || s.game.hand.phase.kind === 'claims') &&
      e.nextStep(s) === 'learner' &&
      trying(s);
    model = next;
    if (moved && e && s) warmSearch(e, e.usesSearch(s));
    if (moved || speedOf(next) !== speedOf(before)) pace();
    if (moved && e && s) prepare(e, s);
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

  /**
   * The tab plays from now on (once the engine is here): the saved game comes back, whatever the
   * address says, and the history is read again, both as the last tab to play left them.
   */
  const sit = () => {
    const e = model.engine;
    if (!e || !plays(model.owner) || seated) return;
    seated = true;
    const { history, historyNote } = stored.history();
    const back = stored.restore(e);
    if (back.table) io.showSeed(back.table.game.seed);
    set({ history, historyNote, ...back, ...(back.table ? { opened: dealtLink() } : {}) });
  };

  const own = (ev: OwnerEvent) => {
    const owner = ownerAfter(model.owner, ev);
    if (owner !== model.owner) set({ owner });
  };

  /** Another tab takes the game over: this one saves it (when asked), stops and lets go. */
  const letGo = (asked: boolean) => {
    if (!plays(model.owner)) return;
    const { engine: e, table: s } = model;
    if (asked && e && s) save(e, s);
    seated = false;
    stored.forget();
    cancelAhead();
    const owner = ownerAfter(model.owner, 'let-go');
    set({ owner, table: null, problem: null, saveKept: null, asking: null, review: null, hintAt: null, dealt: null });
    io.lock?.release();
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
    /**
     * Reads the settings, the link, the history and early form choices; asks whether another tab
     * plays; loads the engine, then (in the tab that plays) the saved game.
     */
    start(): Promise<void> {
      // A choice made in the form before this script ran is the learner's latest word: it wins
      // over the stored settings and the link's speed, and is stored.
      const early = changedFrom(io.formValues(), setupOf(model));
      const settings = parseSettings(io.storage.get(SETTINGS_KEY));
      const link = parsePlayLink(io.location().search);
      const { history, historyNote } = stored.history();
      const opened = early.speed === undefined ? link : { ...link, link: { ...link.link, speed: null } };
      if (Object.keys(early).length > 0) store({ ...settings, ...early });
      set({ settings: { ...settings, ...early }, opened, history, historyNote });
      io.onHide(() => void (model.engine && model.table && save(model.engine, model.table)));
      io.lock?.onLetGo(letGo);
      io.lock?.claim(false, (held) => {
        own(held ? 'held' : 'busy');
        sit();
      });
      return io.loadEngine().then(
        (e) => {
          set({ engine: e });
          sit();
          warmUp(e, e.warmUpSlices());
        },
        () => set({ failed: true }),
      );
    },
    /** Takes the game over (or back) from the tab that plays it: that one saves and lets go, then this one reads the save. */
    take(): void {
      if (ownerAfter(model.owner, 'take') !== 'taking' || !io.lock) return;
      own('take');
      io.lock.askOthers();
      io.lock.claim(true, () => {
        own('held');
        sit();
      });
    },
    /** The setup's Start: the link's game once, then a fresh one, with the settings shown. */
    deal(): void {
      const e = model.engine;
      if (!e || !plays(model.owner)) return;
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
    /** Leaves the game: the save is removed (one that could not be restored only once kept) and the setup shows. */
    newGame(): void {
      if (!plays(model.owner)) return;
      const saveKept = stored.remove();
      set({ table: null, problem: null, saveKept, asking: null, review: null, hintAt: null, dealt: null });
    },
    /** Removes a saved game that could not be restored (a copy kept first where storage allows), and its message. */
    dismissSave(): void {
      if (!plays(model.owner)) return;
      stored.dismiss();
      set({ problem: null, saveKept: null });
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
