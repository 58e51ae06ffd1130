// Hands a game record from the play table to the replay page: the table writes the record's
// text under one key and links to /xx/replay/; the replay page takes it (and clears it) on load.
// A record is too long for a URL, so it travels through localStorage. Pure storage I/O: what the
// text means is the replay page's business. Errors are values (storage may be blocked or full).
export const REPLAY_HANDOFF_KEY = 'fanlaak:replay-handoff:v1';

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
