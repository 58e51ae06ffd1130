// Reading a record for the replay page, in two stages like every input: parse the text (one
// record as JSON, as the table downloads it, or JSON Lines, as `mahjong play` prints them), check
// each record's shape, then let the engine replay it (`replayRecord`) from the record's own tiles,
// which refuses a record whose events do not follow from them. Errors are values with stable
// codes; the page words them.
import { EVENT_TYPES, replayRecord, type GameEvent, type HandRecord, type HandState } from '../../engine/game/index.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';

export const RECORD_ERROR_CODES = [
  'empty', // nothing pasted or an empty file
  'too-large', // more text than any hand's record needs
  'not-json', // not JSON and not JSON Lines
  'foreign', // JSON, but not a record of ours
  'version', // a record of a later (or unknown) version
  'shape', // a record of ours with a field missing or of the wrong kind
  'tampered', // well formed, but the events do not follow from its own tiles
] as const;
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

export interface RecordError {
  code: RecordErrorCode;
  /** Which record of the text (1-based), when there are several. */
  record?: number;
  /** For `tampered`: the first event that does not follow (0-based), when the engine names one. */
  event?: number;
}

export type Read<T> = { ok: true; value: T } | { ok: false; error: RecordError };

/** A record that replays: its states after each step, the dealt state first. */
export interface Replay {
  record: HandRecord;
  states: HandState[];
}

/** A thousand hands of records is about 10 MB; a text this long is not something we made. */
export const MAX_TEXT = 20_000_000;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isLetter = (x: unknown): boolean => typeof x === 'string' && (WIND_LETTERS as readonly string[]).includes(x);
const isString = (x: unknown): boolean => typeof x === 'string' && x.length <= 200;
const isInt = (x: unknown, max: number): boolean => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

/** The JSON values in the text: one document, or one per non-empty line. */
function jsonValues(text: string): unknown[] | null {
  try {
    const whole: unknown = JSON.parse(text);
    return Array.isArray(whole) ? whole : [whole];
  } catch {
    // Not one document: JSON Lines, as the CLI prints them.
  }
  const out: unknown[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      return null;
    }
  }
  return out;
}

function eventShape(e: unknown): e is GameEvent {
  if (!isObject(e) || !(EVENT_TYPES as readonly string[]).includes(e.type as string)) return false;
  if (e.type === 'draw-game') return true;
  if (!isLetter(e.seat)) return false;
  if ('from' in e && !isLetter(e.from)) return false;
  for (const field of ['tile', 'set'] as const) if (field in e && !isString(e[field])) return false;
  const needs = e.type === 'concealed-kong' ? 'set' : 'tile';
  return isString(e[needs]) && (e[needs] as string).length >= 2;
}

/** A searched pick: a moment (events before it) and an action's type, with a tile where it has one. */
const pickShape = (p: unknown): boolean =>
  isObject(p) &&
  isInt(p.event, 2000) &&
  isObject(p.pick) &&
  isString(p.pick.type) &&
  (p.pick.tile === undefined || isString(p.pick.tile));

/** Stage one and two of one value: ours, this version, every field of the right kind. */
function recordShape(x: unknown): Read<HandRecord> {
  if (!isObject(x) || x.format !== 'fan-and-laak/hand') return { ok: false, error: { code: 'foreign' } };
  if (x.version !== 1 || x.rules !== 'hke') return { ok: false, error: { code: 'version' } };
  const o = x.options;
  const dealt = x.dealt;
  const fine =
    isInt(x.seed, 0xffffffff) &&
    isLetter(x.round) &&
    isObject(o) &&
    isInt(o.minFan, 100) &&
    typeof o.dangerousPlay === 'boolean' &&
    typeof o.changeSeats === 'boolean' &&
    Array.isArray(x.dice) &&
    x.dice.length === 2 &&
    x.dice.every((d) => isInt(d, 6)) &&
    isObject(dealt) &&
    WIND_LETTERS.every((l) => isString(dealt[l])) &&
    Array.isArray(x.events) &&
    x.events.length <= 2000 &&
    x.events.every(eventShape) &&
    (x.result === null || isObject(x.result)) &&
    (x.learner === undefined || isLetter(x.learner)) &&
    (x.searched === undefined ||
      (Array.isArray(x.searched) && x.searched.length <= 2000 && x.searched.every(pickShape)));
  return fine ? { ok: true, value: x as unknown as HandRecord } : { ok: false, error: { code: 'shape' } };
}

/** The engine's reason `event 12: …` names the first event that does not follow. */
const eventOf = (reason: unknown): number | undefined => {
  const m = typeof reason === 'string' ? /^event (\d+)/.exec(reason) : null;
  return m ? Number(m[1]) : undefined;
};

/** Replays one record whose shape is checked. */
export function replayOf(record: HandRecord): Read<Replay> {
  let r: ReturnType<typeof replayRecord>;
  try {
    r = replayRecord(record);
  } catch {
    // The engine does not throw on a record of the right shape; this guard keeps a page alive
    // should a hand-edited record find a corner the shape check missed.
    return { ok: false, error: { code: 'tampered' } };
  }
  if (!r.ok) {
    const event = eventOf(r.error.reason);
    return { ok: false, error: event === undefined ? { code: 'tampered' } : { code: 'tampered', event } };
  }
  return { ok: true, value: { record, states: r.value } };
}

/** Every record in the text, checked; the first problem ends the reading. */
export function readRecords(text: string): Read<HandRecord[]> {
  if (text.length > MAX_TEXT) return { ok: false, error: { code: 'too-large' } };
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
  const values = jsonValues(text);
  if (values === null) return { ok: false, error: { code: 'not-json' } };
  if (values.length === 0) return { ok: false, error: { code: 'empty' } };
  const out: HandRecord[] = [];
  for (const [i, v] of values.entries()) {
    const r = recordShape(v);
    if (!r.ok) return { ok: false, error: values.length > 1 ? { ...r.error, record: i + 1 } : r.error };
    out.push(r.value);
  }
  return { ok: true, value: out };
}
