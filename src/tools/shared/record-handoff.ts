// Hands a game record from the play table to the replay page: the table writes the record's
// text under one key and links to /xx/replay/; the replay page takes it (and clears it) on load.
// A record is too long for a URL, so it travels through localStorage. Pure storage I/O: what the
// text means is the replay page's business. Errors are values (storage may be blocked or full).
import type { Result } from '../../engine/errors.ts';
import {
  localStore,
  readItem,
  readText,
  removeItem,
  tabStore,
  writeItem,
  type Store,
  type StorageError,
} from '../../ui/storage.ts';

export const REPLAY_HANDOFF_KEY = 'fanlaak:replay-handoff:v1';
/** The record this tab's replay page shows (sessionStorage: this tab only), for a reload or Back. */
export const REPLAY_OPEN_KEY = 'fanlaak:replay-open:v1';

export type HandOffResult = Result<null, StorageError>;
export type TakeResult = Result<string | null, StorageError>;

/** Leaves a record for the replay page to open. */
export function handOff(recordText: string, store: Store | null = localStore()): HandOffResult {
  return writeItem(store, REPLAY_HANDOFF_KEY, recordText);
}

/** Takes the record left for the replay page (null: none), so a reload does not open it twice. */
export function takeHandOff(store: Store | null = localStore()): TakeResult {
  const r = readItem(store, REPLAY_HANDOFF_KEY);
  if (r.ok && r.value !== null) removeItem(store, REPLAY_HANDOFF_KEY);
  return r;
}

/**
 * Keeps the record the replay page opened for this tab: the hand-over is taken once, so without
 * this a reload, or Back from a page the replay linked to, would show the empty form. False when
 * the browser refused (a record too large for the tab's storage, storage blocked): then the record
 * kept before is removed too, so a reload does not show another record than the one opened, and
 * the page says this one will not survive a reload.
 */
export function keepOpen(recordText: string, store: Store | null = tabStore()): boolean {
  if (writeItem(store, REPLAY_OPEN_KEY, recordText).ok) return true;
  removeItem(store, REPLAY_OPEN_KEY);
  return false;
}

/** The record this tab's replay page showed last, or null. */
export function keptOpen(store: Store | null = tabStore()): string | null {
  return readText(store, REPLAY_OPEN_KEY);
}
