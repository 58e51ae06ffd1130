// Hands a game record from the play table to the replay page: the table writes the record's
// text under one key and links to /xx/replay/; the replay page takes it (and clears it) on load.
// A record is too long for a URL, so it travels through localStorage. Pure storage I/O: what the
// text means is the replay page's business. Errors are values (storage may be blocked or full).
export const REPLAY_HANDOFF_KEY = 'fanlaak:replay-handoff:v1';
/** The record this tab's replay page shows (sessionStorage: this tab only), for a reload or Back. */
export const REPLAY_OPEN_KEY = 'fanlaak:replay-open:v1';

export type HandOffResult = { ok: true } | { ok: false; code: 'storage' };
export type TakeResult = { ok: true; text: string | null } | { ok: false; code: 'storage' };

/** Storage as the page has it; a parameter so tests can pass their own. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself throws when storage is blocked
  }
}

function tabStore(): Store | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Leaves a record for the replay page to open. */
export function handOff(recordText: string, store: Store | null = defaultStore()): HandOffResult {
  if (store === null) return { ok: false, code: 'storage' };
  try {
    store.setItem(REPLAY_HANDOFF_KEY, recordText);
    return { ok: true };
  } catch {
    return { ok: false, code: 'storage' };
  }
}

/** Takes the record left for the replay page (null: none), so a reload does not open it twice. */
export function takeHandOff(store: Store | null = defaultStore()): TakeResult {
  if (store === null) return { ok: false, code: 'storage' };
  try {
    const text = store.getItem(REPLAY_HANDOFF_KEY);
    if (text !== null) store.removeItem(REPLAY_HANDOFF_KEY);
    return { ok: true, text };
  } catch {
    return { ok: false, code: 'storage' };
  }
}

/**
 * Keeps the record the replay page opened for this tab: the hand-over is taken once, so without
 * this a reload, or Back from a page the replay linked to, would show the empty form. Best
 * effort: a browser that refuses storage only loses this convenience.
 */
export function keepOpen(recordText: string, store: Store | null = tabStore()): void {
  try {
    store?.setItem(REPLAY_OPEN_KEY, recordText);
  } catch {
    // full or blocked: the page works on without it
  }
}

/** The record this tab's replay page showed last, or null. */
export function keptOpen(store: Store | null = tabStore()): string | null {
  try {
    return store?.getItem(REPLAY_OPEN_KEY) ?? null;
  } catch {
    return null;
  }
}
