// The play page's world in the browser, handed to the headless controller (island.ts): the table
// engine's chunk, local storage (blocked or full storage only means the game holds for this
// visit), the other tabs at the table, the address bar, the setup form as the learner left it,
// and the browser's timers. Every touch of storage by the play page is here, through
// src/ui/storage.ts.
import type { PlayIO, PlayStorage } from './island.ts';
import { loadTable } from './load.ts';
import type { SearchAnswer, SearchMessage } from './search-worker.ts';
import { measureSince } from '../shared/timed.ts';
import { tableLock } from './table-lock.ts';
import { keepDamaged, localDay } from '../../ui/storage-backup.ts';
import { localStore, readText, removeItem, writeItem } from '../../ui/storage.ts';

/** Local storage through the site's one storage module (blocked or full: the game and the settings hold for this visit). */
const storage: PlayStorage = {
  get: (key) => readText(localStore(), key),
  set: (key, value) => void (value === null ? removeItem(localStore(), key) : writeItem(localStore(), key, value)),
  keep: (key, name, raw) => keepDamaged(localStore(), key, name, raw, localDay()),
};

/**
 * The measure of a search's round trip, with its detail: the play-outs spent, whether the
 * worker answered with a move, the time it was given, and whether the page dropped it before
 * the answer came (e2e/table-speed.spec.ts).
 */
export const SEARCH_TIMING = 'fanlaak:table-search';
/** A worker that has not answered this long after its time is taken for lost: the page's players decide. */
const GIVE_UP_MS = 3000;

/** The search worker (search-worker.ts), started at the first search; once it fails, the page's players decide. */
function searcher(): NonNullable<PlayIO['search']> {
  let worker: Worker | null | undefined;
  let next = 0;
  const waiting = new Map<number, (a: SearchAnswer | null) => void>();
  const fail = () => {
    worker?.terminate();
    worker = null;
    for (const f of waiting.values()) f(null);
    waiting.clear();
  };
  const start = (): Worker | null => {
    if (typeof Worker === 'undefined') return null;
    try {
      const w = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (ev: MessageEvent<SearchAnswer>) => {
        const f = waiting.get(ev.data.id);
        waiting.delete(ev.data.id);
        f?.(ev.data);
      };
      w.onerror = fail;
      w.onmessageerror = fail;
      return w;
    } catch {
      return null;
    }
  };
  return (chunk, decision, ms, drop) => {
    if (worker === undefined) worker = start();
    const w = worker;
    if (w === null || drop?.aborted === true) return Promise.resolve(null);
    const id = next++;
    const begun = performance.now();
    return new Promise((resolve) => {
      const done = (a: SearchAnswer | null, dropped = false) => {
        clearTimeout(lost);
        const detail = { playouts: a?.playouts ?? 0, answered: a?.action != null, ms, dropped };
        measureSince(SEARCH_TIMING, begun, detail);
        resolve(a?.action ? { action: a.action, trials: a.trials ?? null } : null);
      };
      const lost = setTimeout(() => waiting.delete(id) && done(null), ms + GIVE_UP_MS);
      // Dropped: the worker stops it at its next pause (or never begins it), and nobody waits.
      const onDrop = () => {
        if (!waiting.delete(id)) return;
        w.postMessage({ drop: id } satisfies SearchMessage);
        done(null, true);
      };
      drop?.addEventListener('abort', onDrop, { once: true });
      waiting.set(id, done);
      w.postMessage({ id, chunk, decision, until: Date.now() + ms } satisfies SearchMessage);
    });
  };
}

/** A form's fields by name: a checkbox's state, a checked radio's value, a menu's value (the fan minimum a number). */
function formValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const el of form?.elements ?? []) {
    const { name, type, value, checked } = el as HTMLInputElement;
    if (name === '') continue;
    if (type === 'checkbox') read[name] = checked;
    else if (type !== 'radio' || checked) read[name] = name === 'minFan' ? Number(value) : value;
  }
  return read;
}

/** The browser's world; `form` is the setup form as the page drew it (before the script ran). */
export function browserIO(form: () => HTMLFormElement | null | undefined): PlayIO {
  return {
    loadEngine: loadTable,
    storage,
    search: searcher(),
    lock: tableLock(),
    location: () => location,
    showSeed(seed) {
      const params = new URLSearchParams(location.search);
      params.set('seed', String(seed));
      history.replaceState(history.state, '', `${location.pathname}?${params.toString()}`);
    },
    formValues: () => formValues(form()),
    random: Math.random,
    later(f, ms) {
      const id = setTimeout(f, ms);
      return () => clearTimeout(id);
    },
    idle(f) {
      if (!('requestIdleCallback' in window)) {
        f();
        return () => {};
      }
      const id = window.requestIdleCallback(f, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    },
    onHide(f) {
      window.addEventListener('pagehide', f);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && f());
    },
  };
}
