// The play controller's fake world for the Node tests: the real table engine, a Map for
// storage (which can be made to refuse writes, as a full one does), a fake address and setup
// form, a seeded "random", a fake clock whose timers and idle callbacks run only when a test
// moves it, and, for tabs, a browser they share: its storage and a fake table lock.
import * as engine from './play-engine.ts';
import type { TableState } from './controller.ts';
import { createPlay, type PlayIO } from './island.ts';
import type { TableEngine } from './load.ts';
import type { TableLock } from './table-owner.ts';
import { keepDamaged } from '../../ui/storage-backup.ts';
import type { Store } from '../../ui/storage.ts';

/** The setup form as the page draws it for a first visit (PLAY_DEFAULTS, beginners suggested). */
export const DRAWN_FORM = {
  minFan: 0,
  dangerousPlay: false,
  changeSeats: false,
  bot: 'beginner',
  hints: true,
  speed: 'normal',
} as const;

/** Timers on a clock that moves only when told: `tick(ms)` runs what falls due, in order. */
export function fakeClock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; f: () => void }>();
  const idles = new Map<number, () => void>();
  return {
    later(f: () => void, ms: number): () => void {
      const id = next++;
      timers.set(id, { at: now + ms, f });
      return () => timers.delete(id);
    },
    idle(f: () => void): () => void {
      const id = next++;
      idles.set(id, f);
      return () => idles.delete(id);
    },
    tick(ms: number): void {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].f();
      }
      now = end;
    },
    /** Runs the idle callbacks waiting now. */
    runIdle(): void {
      const waiting = [...idles.values()];
      idles.clear();
      for (const f of waiting) f();
    },
    /** The delays of the timers waiting, from now. */
    pending: (): number[] => [...timers.values()].map((t) => t.at - now),
    idling: (): number => idles.size,
  };
}

/** The day the fake world keeps damaged values on. */
export const TODAY = '2026-11-28';

/**
 * The lock tabs share, as Web Locks grant it: one holder; a claim without `wait` told at once
 * whether it holds; waiting claims granted in turn as the holder releases.
 */
export function fakeLocks() {
  let holder: number | null = null;
  let tabs = 0;
  const waiting: { tab: number; then: (held: boolean) => void }[] = [];
  const letGo = new Map<number, (asked: boolean) => void>();
  const grant = () => {
    const w = waiting.shift();
    if (w === undefined) return;
    holder = w.tab;
    w.then(true);
  };
  return {
    holder: () => holder,
    tab(): TableLock & { close: () => void } {
      const me = tabs++;
      const release = () => {
        if (holder !== me) return;
        holder = null;
        grant();
      };
      return {
        claim(wait, then) {
          if (holder === null) {
            holder = me;
            then(true);
          } else if (wait) waiting.push({ tab: me, then });
          else then(false);
        },
        askOthers: () => holder !== null && holder !== me && letGo.get(holder)?.(true),
        release,
        onLetGo: (f) => void letGo.set(me, f),
        close: release,
      };
    },
  };
}

/** A browser for several tabs: one storage, one lock (none: a browser that cannot coordinate tabs). */
export function fakeBrowser(stored: Record<string, string> = {}, locks = true) {
  return { items: new Map(Object.entries(stored)), locks: locks ? fakeLocks() : null };
}

export interface WorldOptions {
  /** The browser this tab opens in (shared with other tabs); without it, a browser of its own with no lock. */
  browser?: ReturnType<typeof fakeBrowser>;
  /** Storage before the page opens, key → value. */
  stored?: Record<string, string>;
  /** The address's query. */
  search?: string;
  /** The setup form as the script finds it (default: as drawn). */
  form?: Record<string, unknown>;
  /** Failed chunk loads before one succeeds. */
  failures?: number;
  /** The engine as loaded (default: the real one). */
  engine?: TableEngine;
  /** The search away from the page (default: none, the page's players decide). */
  searcher?: PlayIO['search'];
}

export function world(opts: WorldOptions = {}) {
  const items = opts.browser?.items ?? new Map<string, string>(Object.entries(opts.stored ?? {}));
  const lock = opts.browser?.locks?.tab() ?? null;
  // Storage refuses every write while `full` (set by a test), as a full or blocked one does.
  const state = { full: false };
  const store: Store = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (state.full) throw new Error('QuotaExceededError');
      items.set(k, v);
    },
  };
  /** Every write, in order: [key, value or null for a removal]. */
  const writes: [string, string | null][] = [];
  const seeds: number[] = [];
  const hides = new Set<() => void>();
  const clock = fakeClock();
  let failures = opts.failures ?? 0;
  const io: PlayIO = {
    loadEngine: () => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(opts.engine ?? engine)),
    storage: {
      get: (k) => items.get(k) ?? null,
      set: (k, v) => {
        if (state.full) return;
        writes.push([k, v]);
        if (v === null) items.delete(k);
        else items.set(k, v);
      },
      keep: (k, name, raw) => keepDamaged(store, k, name, raw, TODAY),
    },
    lock,
    location: () => ({ pathname: '/en/play/', search: opts.search ?? '' }),
    showSeed: (seed) => seeds.push(seed),
    formValues: () => opts.form ?? { ...DRAWN_FORM },
    random: () => 0.25,
    later: clock.later,
    idle: clock.idle,
    onHide: (f) => void hides.add(f),
    ...(opts.searcher ? { search: opts.searcher } : {}),
  };
  const ctl = createPlay(io);
  const hide = () => hides.forEach((f) => f());
  /** The tab is closed: it is hidden, then its lock goes. */
  const close = () => {
    hide();
    lock?.close();
  };
  return { io, items, writes, seeds, clock, ctl, state, hide, close };
}

export type World = ReturnType<typeof world>;

/**
 * Plays on until the learner is asked something (or the hand is over): the clock runs the
 * computer players' timers. Returns the prompt kind then.
 */
export function untilAsked(w: World): string {
  for (let guard = 0; guard < 500; guard++) {
    const { table, view } = w.ctl.model;
    if (!table || !view) return 'none';
    const step = engine.nextStep(table);
    if (step !== 'computer') return view.prompt.kind;
    w.clock.tick(Math.max(0, ...w.clock.pending()));
  }
  throw new Error('the computer players did not stop');
}

/** Answers as the table's focus suggests: draw, discard the drawn (last) tile, pass, carry on. */
export function answer(w: World): void {
  const v = w.ctl.model.view!;
  if (v.prompt.kind === 'draw') w.ctl.move({ type: 'draw' });
  else if (v.prompt.kind === 'discard') w.ctl.move({ type: 'discard', tile: (v.drawn ?? v.hand.at(-1)!).tile });
  else w.ctl.move({ type: 'pass' });
}

/** Plays the hand to its end, answering as `answer` does. */
export function playHand(w: World): void {
  for (let guard = 0; guard < 500; guard++) {
    if (untilAsked(w) === 'over') return;
    answer(w);
  }
  throw new Error('the hand did not end');
}

/** A table playing `game` at the careful level, nothing yet shown, logged or searched. */
export const tableOf = (game: TableState['game'], coach = true): TableState => ({
  game,
  bot: 'careful',
  coach,
  before: [0, 0, 0, 0],
  news: [],
  hints: [],
  confirm: null,
  log: [],
  searched: [],
});
