// The parts of a data file (docs/data-file.md): each names the browser storage key it comes from
// and is checked by the parser of the page that owns that key, so a part this page accepts is a
// part the owning page reads. The game in progress is the exception here: its check replays the
// hand with the table engine, which is loaded only when a file or the browser holds a game
// (game.ts). Nothing here throws, whatever the value.
import { parseProgress, PROGRESS_KEY } from '../../site/progress.ts';
import type { Lang } from '../../words/tile-names.ts';
import { GUIDED_SAVE_KEY, parseSave as parseGuided } from '../guided/save.ts';
import { HISTORY_KEY, HISTORY_SIZE, readHistory } from '../play/history.ts';
import { GAME_KEY, parseSettings, PLAY_DEFAULTS, SETTINGS_KEY } from '../play/settings.ts';
import { PRACTICE_KEY, readPractice } from '../practice/store.ts';
import { SHEETS_KEY } from '../sheet/keeper.ts';
import { byIdOnly, readShelf } from '../sheet/shelf.ts';

/** The parts whose value is one stored key, in the order the page lists them. */
export const KEYED_PARTS = [
  'progress',
  'practice',
  'game',
  'history',
  'settings',
  'guided',
  'sheets',
  'theme',
  'lang',
] as const;
export type KeyedPart = (typeof KEYED_PARTS)[number];

/** Where each part lives in the browser. theme and lang are the site's two plain preferences (ui/storage.ts). */
export const PART_KEYS: Readonly<Record<KeyedPart, string>> = {
  progress: PROGRESS_KEY,
  practice: PRACTICE_KEY,
  game: GAME_KEY,
  history: HISTORY_KEY,
  settings: SETTINGS_KEY,
  guided: GUIDED_SAVE_KEY,
  sheets: SHEETS_KEY,
  theme: 'fanlaak:theme',
  lang: 'fanlaak:lang',
};

/** The parts stored as JSON (kept in the file as JSON, not as text): all but theme and lang, which are one word. */
export const JSON_PARTS: ReadonlySet<KeyedPart> = new Set(KEYED_PARTS.filter((p) => p !== 'theme' && p !== 'lang'));

/** A backup of a damaged value (ui/storage-backup.ts; practice's own backups use the same keys). */
export const BACKUP_KEY = /^fanlaak:[a-z0-9]+(?:-[a-z0-9]+)*-backup(?:-\d{4}-\d{2}-\d{2})?:v1$/;
/** The backup the data page keeps of what an import replaced: a data file itself, never exported. */
export const REPLACED_KEY = 'fanlaak:data-backup:v1';

const THEMES = ['light', 'dark'] as const;
const LANG_CODES = ['de', 'en'] as const satisfies readonly Lang[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored text of a part's value as the file holds it. */
export const storedText = (part: KeyedPart, value: unknown): string =>
  JSON_PARTS.has(part) ? JSON.stringify(value) : String(value);

/** The file's value of a part from its stored text, or undefined when the text is not of its kind. */
export function fileValue(part: KeyedPart, text: string): unknown {
  if (!JSON_PARTS.has(part)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Settings as stored: an object whose every known field is one the table reads as it is. */
function settingsOk(v: unknown): boolean {
  if (!isObject(v)) return false;
  const read = parseSettings(JSON.stringify(v));
  return Object.keys(PLAY_DEFAULTS).every((k) => !Object.hasOwn(v, k) || read[k as keyof typeof read] === v[k]);
}

/** The guided hand's place: the guided page's own reading (the step's range is its script's, checked there). */
function guidedOk(v: unknown): boolean {
  if (!isObject(v) || typeof v.script !== 'string') return false;
  return parseGuided(JSON.stringify(v), v.script, Number.MAX_SAFE_INTEGER) !== null;
}

/**
 * Can the owning page read this value, every entry of it? The game is checked by game.ts, with
 * the table engine; here it passes only the envelope (format and version are read there too).
 */
export function partReadable(part: KeyedPart, v: unknown, today: string): boolean {
  switch (part) {
    case 'progress':
      return isObject(v) && parseProgress(JSON.stringify(v)).kind === 'ok';
    case 'practice':
      return isObject(v) && readPractice(JSON.stringify(v), today).problem === null;
    case 'game':
      return isObject(v);
    case 'history':
      // The play page keeps an entry it cannot read (a newer version's) in place: so does the file.
      return Array.isArray(v) && v.length <= HISTORY_SIZE && readHistory(JSON.stringify(v)).items !== null;
    case 'settings':
      return settingsOk(v);
    case 'guided':
      return guidedOk(v);
    case 'sheets':
      // The score sheet's own reading of its store; an evening it cannot read stays in place, as
      // the page keeps it (each evening is read whole by the page when it opens).
      return isObject(v) && readShelf(JSON.stringify(v), byIdOnly).kind === 'ok';
    case 'theme':
      return (THEMES as readonly unknown[]).includes(v);
    case 'lang':
      return (LANG_CODES as readonly unknown[]).includes(v);
    default: {
      const never: never = part;
      return never;
    }
  }
}

/** The name of a stored key's part, or null when the file format does not know the key. */
export function partOfKey(key: string): KeyedPart | null {
  const found = KEYED_PARTS.find((p) => PART_KEYS[p] === key);
  return found ?? null;
}
