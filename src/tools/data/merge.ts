// What an import writes, worked out before anything is written: merged with what this browser
// holds, or replacing it. Merging keeps everything either side has (lessons solved or read on
// either, every practice answer, every hand of both histories); where only one can stay – the
// game in progress, the table settings – the learner picks. Replacing makes the browser hold what
// the file holds, after keeping what it held as a data file of its own (REPLACED_KEY).
import { HISTORY_SIZE } from '../play/history.ts';
import { mergePractice } from '../practice/merge.ts';
import { readPractice, writePractice } from '../practice/store.ts';
import { byIdOnly, emptyShelf, mergeShelves, readShelf, writeShelf } from '../sheet/shelf.ts';
import type { Held } from './file.ts';
import { KEYED_PARTS, PART_KEYS, REPLACED_KEY, storedText, type KeyedPart } from './parts.ts';

/** The parts where only one side can stay; the learner picks when both hold one and they differ. */
export const PICKED_PARTS = ['game', 'settings'] as const;
export type PickedPart = (typeof PICKED_PARTS)[number];
export type Side = 'here' | 'file';
export type Picks = Partial<Record<PickedPart, Side>>;

/** A value kept as a backup (ui/storage-backup.ts keepDamaged): the key it was under and its name. */
export interface Kept {
  key: string;
  name: string;
  raw: string;
}

/** The writes of an import, in order: `keep` first (backups), then `set`, then `remove`. */
export interface Writes {
  set: [key: string, text: string][];
  remove: string[];
  keep: Kept[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** JSON with every object's keys in order: two values that mean the same read the same. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    isObject(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, x[k]]),
        )
      : x,
  );
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The parts both sides hold, differently, that only one can keep. */
export const conflicts = (here: Held, file: Held): PickedPart[] =>
  PICKED_PARTS.filter(
    (p) => Object.hasOwn(here.parts, p) && Object.hasOwn(file.parts, p) && !same(here.parts[p], file.parts[p]),
  );

/** One lesson of both: read, done and each puzzle solved on either side; the rest as here has it. */
function mergeLesson(a: unknown, b: unknown): unknown {
  if (!isObject(b)) return a;
  if (!isObject(a)) return b;
  const pa = isObject(a.puzzles) ? a.puzzles : {};
  const pb = isObject(b.puzzles) ? b.puzzles : {};
  const puzzles: Json = { ...pb, ...pa };
  for (const id of Object.keys(pb)) if (pb[id] === true) puzzles[id] = true;
  const out: Json = { ...b, ...a };
  if (Object.keys(puzzles).length > 0) out.puzzles = puzzles;
  if (a.read === true || b.read === true) out.read = true;
  if (a.done === true || b.done === true) out.done = true;
  return out;
}

/** Lesson progress of both sides (progress.ts's shape; unknown fields carried, here's first). */
export function mergeProgress(a: Json, b: Json): Json {
  const la = isObject(a.lessons) ? a.lessons : {};
  const lb = isObject(b.lessons) ? b.lessons : {};
  const lessons: Json = { ...la };
  for (const slug of Object.keys(lb)) if (SLUG.test(slug)) lessons[slug] = mergeLesson(la[slug], lb[slug]);
  return { ...b, ...a, lessons };
}

/** One entry of a history: a hand by its game and number, an entry the page cannot read by its text. */
function entryKey(x: unknown): string {
  return isObject(x) && typeof x.game === 'number' && typeof x.hand === 'number'
    ? `${x.game}/${x.hand}`
    : JSON.stringify(x);
}

/**
 * Both histories, each hand (game and hand number) once: this browser's entries first, in their
 * order, then the file's others in theirs (a hand carries no date to sort by), capped as the play
 * page caps its list. Entries the page cannot read are kept as it keeps them.
 */
export function mergeHistory(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const seen = new Set(a.map(entryKey));
  return [...a, ...b.filter((x) => !seen.has(entryKey(x)))].slice(0, HISTORY_SIZE);
}

/** The guided hand: the place further on in the same script, else this browser's. */
function mergeGuided(a: unknown, b: unknown): unknown {
  if (!isObject(a) || !isObject(b) || a.script !== b.script) return a;
  return Number(b.step) > Number(a.step) ? b : a;
}

/** The evenings of the score sheet in a part's value (checked before this is called). */
function shelfOf(v: unknown) {
  const r = readShelf(JSON.stringify(v), byIdOnly);
  return r.kind === 'ok' ? r.shelf : emptyShelf();
}

/** The merged value of one part both sides hold. */
function mergePart(part: KeyedPart, a: unknown, b: unknown, today: string, picks: Picks): unknown {
  switch (part) {
    case 'progress':
      return mergeProgress(a as Json, b as Json);
    case 'practice': {
      const read = (v: unknown) => readPractice(JSON.stringify(v), today).stored;
      return JSON.parse(writePractice(mergePractice(read(a), read(b)))) as unknown;
    }
    case 'history':
      return mergeHistory(a as unknown[], b as unknown[]);
    case 'game':
    case 'settings':
      return (picks[part] ?? 'here') === 'file' ? b : a;
    case 'guided':
      return mergeGuided(a, b);
    case 'sheets':
      // Every evening of either side; one both hold is taken from the side that changed it last.
      return JSON.parse(writeShelf(mergeShelves(shelfOf(a), shelfOf(b)))) as unknown;
    case 'theme':
    case 'lang':
      return a;
    default: {
      const never: never = part;
      return never;
    }
  }
}

/** Each backup and unreadable value of the file, to be kept as a backup beside this browser's own. */
function keptOf(file: Held): Kept[] {
  const entries = [...Object.entries(file.backups), ...Object.entries(file.unreadable)];
  return entries.flatMap(([key, raw]) => {
    const m = /^fanlaak:([a-z0-9-]+?)(?:-backup(?:-\d{4}-\d{2}-\d{2})?)?(?::v\d+)?$/.exec(key);
    return m ? [{ key, name: m[1]!, raw }] : [];
  });
}

/**
 * A part as its page would write it back: practice in its current store version (an older one
 * reads the same), the others as they are. A merge that only rewrites the version changes nothing.
 */
function written(part: KeyedPart, v: unknown, today: string): unknown {
  if (part !== 'practice') return v;
  return JSON.parse(writePractice(readPractice(JSON.stringify(v), today).stored)) as unknown;
}

/** The writes that merge the file into this browser; a part the result leaves as it was is not written. */
export function mergeWrites(here: Held, file: Held, picks: Picks, today: string): Writes {
  const set: [string, string][] = [];
  for (const part of KEYED_PARTS) {
    if (!Object.hasOwn(file.parts, part)) continue;
    const had = Object.hasOwn(here.parts, part);
    const value = had ? mergePart(part, here.parts[part], file.parts[part], today, picks) : file.parts[part];
    if (!had || !same(value, written(part, here.parts[part], today)))
      set.push([PART_KEYS[part], storedText(part, value)]);
  }
  return { set, remove: [], keep: keptOf(file) };
}

/**
 * The writes that replace what this browser holds by the file: `replaced` (this browser's data
 * as a data file, makeFile) is kept under REPLACED_KEY first; a part the file lacks is removed.
 */
export function replaceWrites(here: Held, file: Held, replaced: string): Writes {
  const set: [string, string][] = [[REPLACED_KEY, replaced]];
  const remove: string[] = [];
  for (const part of KEYED_PARTS) {
    if (Object.hasOwn(file.parts, part)) set.push([PART_KEYS[part], storedText(part, file.parts[part])]);
    else if (Object.hasOwn(here.parts, part) || Object.hasOwn(here.unreadable, PART_KEYS[part]))
      remove.push(PART_KEYS[part]);
  }
  return { set, remove, keep: keptOf(file) };
}
