// The data file (docs/data-file.md): everything the site keeps in the browser, gathered from
// storage into one versioned JSON file, and a file read back, checked whole before anything is
// written. Reading is in two stages: the envelope and every part but the game here, the game by
// game.ts with the table engine. Problems are values with a stable code; nothing throws.
import { newKeyOf, oldKeyOf } from '../../ui/storage-moves.ts';
import { readItem, type Store } from '../../ui/storage.ts';
import {
  BACKUP_KEY,
  fileValue,
  JSON_PARTS,
  KEYED_PARTS,
  PART_KEYS,
  partOfKey,
  partReadable,
  storedText,
  type KeyedPart,
} from './parts.ts';

export const DATA_FORMAT = 'fan-and-laak/data';
/** The file format's version: a later version is refused with its own message, never misread. */
export const DATA_VERSION = 1;
/** More than a browser's storage holds for a site (about 5 MB in every browser): not our file. */
export const MAX_FILE = 5_000_000;

/** What the browser or a file holds, part by part (values as the file writes them). */
export interface Held {
  /** The readable parts. */
  parts: Partial<Record<KeyedPart, unknown>>;
  /** Backups of damaged values, key → the value as it was stored. */
  backups: Record<string, string>;
  /** Values their page cannot read, key → stored text: exported so they can be handed in, imported as backups. */
  unreadable: Record<string, string>;
}

export const emptyHeld = (): Held => ({ parts: {}, backups: {}, unreadable: {} });

/** The parts a message may name: the keyed ones and the two lists of kept values. */
export type PartName = KeyedPart | 'backups' | 'unreadable';

export type FileError =
  | { code: 'too-large' }
  | { code: 'not-json' }
  | { code: 'foreign' }
  | { code: 'newer'; version: number }
  | { code: 'incomplete' }
  | { code: 'damaged'; part: PartName }
  | { code: 'empty' };

/** A file read: what it holds and when it was written (its `exported`, as written). */
export type FileRead = { ok: true; value: Held; exported: string } | { ok: false; error: FileError };

/** Every key of a store (none when it cannot list them). */
export function storedKeys(store: Store | null): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < (store?.length ?? 0); i++) {
      const k = store?.key?.(i);
      if (typeof k === 'string') keys.push(k);
    }
  } catch {
    // Blocked while listing: the keyed parts are still read one by one.
  }
  return keys;
}

/**
 * What this browser holds. `gameOk` is the table engine's check of a stored game (null when no
 * game is stored or the engine did not load: the game then counts as readable, as the play page
 * decides for itself when it opens).
 */
export function collect(store: Store | null, today: string, gameOk: ((v: unknown) => boolean) | null): Held {
  const held = emptyHeld();
  for (const part of KEYED_PARTS) {
    const raw = readUnmoved(store, PART_KEYS[part]);
    if (!raw.ok || raw.value === null) continue;
    const value = fileValue(part, raw.value);
    const readable =
      value !== undefined && partReadable(part, value, today) && (part !== 'game' || gameOk === null || gameOk(value));
    if (readable) held.parts[part] = value;
    else held.unreadable[PART_KEYS[part]] = raw.value;
  }
  const keys = storedKeys(store).map((k) => newKeyOf(k) ?? k);
  for (const key of [...new Set(keys)].filter((k) => BACKUP_KEY.test(k)).sort()) {
    const raw = readUnmoved(store, key);
    if (raw.ok && raw.value !== null) held.backups[key] = raw.value;
  }
  return held;
}

/**
 * The value under `key`, or under the key practice used before the key convention when the
 * practice page has not moved it yet (ui/storage-moves.ts; moving is that page's, not done here).
 */
function readUnmoved(store: Store | null, key: string): ReturnType<typeof readItem> {
  const r = readItem(store, key);
  const old = oldKeyOf(key);
  return r.ok && r.value === null && old !== null ? readItem(store, old) : r;
}

/** Is there anything to export or import? */
export const holdsAnything = (h: Held): boolean =>
  Object.keys(h.parts).length + Object.keys(h.backups).length + Object.keys(h.unreadable).length > 0;

/** The file's text, `exported` the moment as an ISO time. */
export function makeFile(h: Held, exported: string): string {
  const parts: Record<string, unknown> = {};
  for (const part of KEYED_PARTS) if (Object.hasOwn(h.parts, part)) parts[part] = h.parts[part];
  if (Object.keys(h.backups).length > 0) parts['backups'] = h.backups;
  if (Object.keys(h.unreadable).length > 0) parts['unreadable'] = h.unreadable;
  return `${JSON.stringify({ format: DATA_FORMAT, version: DATA_VERSION, exported, parts })}\n`;
}

/** The file's name: the site and the day it was written. */
export const fileName = (today: string): string => `fan-laak-data-${today}.json`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTextMap = (v: unknown): v is Record<string, string> =>
  isObject(v) && Object.values(v).every((x) => typeof x === 'string');

/** The parts, each read by its page's parser; the first one that cannot be read is named. */
function readParts(parts: Record<string, unknown>, exported: string, today: string): FileRead {
  const held = emptyHeld();
  for (const [name, value] of Object.entries(parts)) {
    if (name === 'backups') {
      if (!isTextMap(value) || !Object.keys(value).every((k) => BACKUP_KEY.test(k)))
        return { ok: false, error: { code: 'damaged', part: 'backups' } };
      held.backups = { ...value };
      continue;
    }
    if (name === 'unreadable') {
      if (!isTextMap(value) || !Object.keys(value).every((k) => partOfKey(k) !== null))
        return { ok: false, error: { code: 'damaged', part: 'unreadable' } };
      held.unreadable = { ...value };
      continue;
    }
    const part = (KEYED_PARTS as readonly string[]).includes(name) ? (name as KeyedPart) : null;
    // Version 1 knows these parts and no others: anything else is another program's file.
    if (part === null) return { ok: false, error: { code: 'foreign' } };
    const plain = JSON_PARTS.has(part) || typeof value === 'string';
    if (!plain || !partReadable(part, fileValue(part, storedText(part, value)), today))
      return { ok: false, error: { code: 'damaged', part } };
    held.parts[part] = value;
  }
  return holdsAnything(held) ? { ok: true, value: held, exported } : { ok: false, error: { code: 'empty' } };
}

/** Reads a file's text: the envelope, then every part but the game's replay (game.ts). */
export function readFile(text: string, today: string): FileRead {
  if (text.length > MAX_FILE) return { ok: false, error: { code: 'too-large' } };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'not-json' } };
  }
  if (!isObject(v) || v.format !== DATA_FORMAT) return { ok: false, error: { code: 'foreign' } };
  const version = v.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: { code: 'foreign' } };
  if (version > DATA_VERSION) return { ok: false, error: { code: 'newer', version } };
  if (typeof v.exported !== 'string' || !isObject(v.parts)) return { ok: false, error: { code: 'incomplete' } };
  return readParts(v.parts, v.exported, today);
}
