// Practice progress, kept in the visitor's browser only (localStorage key PRACTICE_KEY), as JSON:
//   { "version": 3, "days": { "2026-11-23": { "waits": [3, 4] } }, "streak": 2, "best": 5,
//     "mistakes": ["1w2e-k3x9q1"], "daily": { "2026-11-23": true },
//     "ratings": { "waits": { "rating": 1540, "rd": 80, "vol": 0.06, "history": [["2026-11-23", 1540]] } },
//     "reviews": [{ "key": "1w2e-k3x9q1", "due": "…", … }], "themes": { "seven-pairs": [2, 3] }, "ladderBest": 7,
//     "applied": ["0mihx2k1c-4fk2a-0003"], "events": [{ "id": "0mihx2m9q-4fk2a-0004", "t": 1764…, "k": "answer", … }] }
// The figures (snapshot.ts; the adaptive ones in store-adaptive.ts) are a snapshot; `events` are
// the answers after it (events.ts), `applied` the ids of the latest events folded into it
// (merge.ts). Storage can hold anything (an older or newer version, hand edits, junk, another
// site's data): readPractice never throws, keeps every entry it can read, and says what it could
// not read, so the page reports it instead of silently dropping it. The raw value is backed up
// (storage.ts) before a damaged one is replaced.
import { byTime, EVENT_ID, parseEvent } from './events.ts';
import { foldStored, settle, snapshot, type StoredPractice } from './merge.ts';
import { readFields, type PracticeData } from './snapshot.ts';
import { migrateToV2 } from './store-adaptive.ts';

export const PRACTICE_KEY = 'fanlaak:practice:v1';
export const BACKUP_KEY = 'fanlaak:practice-backup:v1';
/** 1: days, streak, mistakes, dailies; 2: adds ratings, reviews, themes, ladderBest; 3: adds applied and events. */
export const STORE_VERSION = 3;

/** What reading found: `ok`, nothing stored, or a problem (the good parts are still in `data`). */
export type ReadProblem = 'unreadable' | 'foreign' | 'newer' | 'damaged';
export interface ReadResult {
  /** The figures: the events folded onto the snapshot. */
  data: PracticeData;
  /** The stored progress as read: what a write merges into. */
  stored: StoredPractice;
  problem: ReadProblem | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Json, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** The id a version-2 value's figures get as the first event folded into the snapshot: the same text, the same id. */
export function migratedId(o: Json): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(o)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `000000000-v2-${h.toString(36)}`;
}

/**
 * Brings an older stored shape up to the current version, one version at a time. Version 0
 * (before the version field) kept `right`/`answered` totals per type without dates: they are
 * filed under `today`. Version 1 → 2: see migrateToV2 (mistakes join the review schedule).
 * Version 2 → 3: the figures become the snapshot, as if one event (migratedId) had made them.
 */
export function migrate(o: Json, today: string): Json {
  let x = o;
  if (own(x, 'version') === undefined) {
    const totals = own(x, 'totals');
    if (!isObject(totals)) return o;
    const day: Json = {};
    for (const [type, t] of Object.entries(totals)) {
      if (isObject(t)) day[type] = [own(t, 'right'), own(t, 'answered')];
    }
    const { totals: _dropped, ...rest } = x;
    x = { ...rest, version: 1, days: { [today]: day } };
  }
  if (own(x, 'version') === 1) x = migrateToV2(x, today);
  if (own(x, 'version') === 2) x = { ...x, version: 3, applied: [migratedId(x)], events: [] };
  return x;
}

/** The stored progress of a version-3 object; `lost` counts entries left out. */
function readStored(o: Json): { stored: StoredPractice; lost: number } {
  const { data: base, lost: lostFields } = readFields(o);
  let lost = lostFields;
  const s = snapshot(base);
  const applied = own(o, 'applied');
  if (Array.isArray(applied)) {
    const ids = applied.filter((x): x is string => typeof x === 'string' && EVENT_ID.test(x));
    lost += applied.length - ids.length;
    s.applied = [...new Set(ids)].sort();
  } else if (applied !== undefined) lost++;
  const events = own(o, 'events');
  if (Array.isArray(events)) {
    const seen = new Set(s.applied);
    for (const x of events) {
      const e = parseEvent(x);
      if (e && !seen.has(e.id)) {
        seen.add(e.id);
        s.events.push(e);
      } else lost++;
    }
  } else if (events !== undefined) lost++;
  return { stored: settle({ ...s, events: s.events.sort(byTime) }), lost };
}

const result = (stored: StoredPractice, problem: ReadProblem | null): ReadResult => ({
  data: foldStored(stored),
  stored,
  problem,
});

/** Reads any stored string (or null). Never throws. */
export function readPractice(raw: string | null | undefined, today: string): ReadResult {
  if (raw === null || raw === undefined || raw === '') return result(snapshot(), null);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return result(snapshot(), 'unreadable');
  }
  if (!isObject(value)) return result(snapshot(), 'foreign');
  const o = migrate(value, today);
  const version = own(o, 'version');
  if (version !== STORE_VERSION) {
    // A newer version of the site wrote this: read what we know, report the rest.
    const newer = typeof version === 'number' && version > STORE_VERSION;
    return result(snapshot(readFields(o).data), newer ? 'newer' : 'foreign');
  }
  const { stored, lost } = readStored(o);
  return result(stored, lost > 0 ? 'damaged' : null);
}

/** The text stored for `s`: the snapshot's figures, then `applied` and `events`. */
export const writePractice = (s: StoredPractice): string =>
  JSON.stringify({ version: STORE_VERSION, ...s.base, applied: s.applied, events: s.events });

/** Reads an imported file: its data, or null when it is not our progress at all. */
export function readImport(text: string, today: string): ReadResult | null {
  if (text.trim() === '') return null;
  const r = readPractice(text, today);
  if (r.problem === 'unreadable' || r.problem === 'foreign') return null;
  return r;
}

export {
  emptyPractice,
  recordAnswer,
  recordLadder,
  recordRated,
  recordRetry,
  totals,
  type PracticeData,
} from './snapshot.ts';
export { learnerRating, weakThemes } from './store-adaptive.ts';
