// Handing a hand's record from one page to another (the table's history to the replay viewer):
// the record text waits in localStorage under one key until the other page takes it. Pure
// storage I/O; a blocked or full storage is an error value, never an exception.

export const REPLAY_HANDOFF_KEY = 'fanlaak:replay-handoff:v1';

export type HandOffResult = { ok: true } | { ok: false; error: 'storage' };
export type TakeResult = { ok: true; value: string | null } | { ok: false; error: 'storage' };

/** Leaves a record (its text) for the replay page. */
export function handOff(recordText: string, storage: Storage | undefined = globalThis.localStorage): HandOffResult {
  try {
    storage!.setItem(REPLAY_HANDOFF_KEY, recordText);
    return { ok: true };
  } catch {
    return { ok: false, error: 'storage' };
  }
}

/** The record left for the replay page (null: none), removed once taken. */
export function takeHandOff(storage: Storage | undefined = globalThis.localStorage): TakeResult {
  try {
    const text = storage!.getItem(REPLAY_HANDOFF_KEY);
    if (text !== null) storage!.removeItem(REPLAY_HANDOFF_KEY);
    return { ok: true, value: text };
  } catch {
    return { ok: false, error: 'storage' };
  }
}
