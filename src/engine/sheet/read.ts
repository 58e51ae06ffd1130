// Reading a sheet from outside (the store, an imported file, a link, the CLI): every field is
// checked and a sheet the rest of the code can trust comes back, or the first fault found as a
// value with a stable code (errors.ts). Never throws. Fields a sheet does not have are dropped.
import { ruleSet } from '../rules/rule-sets.ts';
import { RULE_SETS, type RuleSetId } from '../rules/types.ts';
import type { Result } from '../errors.ts';
import type { SheetError, SheetErrorCode } from './errors.ts';
import { badOption } from './options.ts';
import { isRecord, isText, isTime, readHand } from './read-hand.ts';
import { SHEET_FORMAT, SHEET_VERSION, type Sheet, type SheetHand, type SheetRules } from './types.ts';

/** The longest player's name. */
export const MAX_NAME = 40;
/** The most hands one evening keeps. */
export const MAX_HANDS = 1000;
/** The largest start score and the longest time limit (minutes) a sheet takes. */
const MAX_START = 1_000_000_000;
const MAX_MINUTES = 24 * 60;

type Read<T> = Result<T, SheetError>;
const fail = (code: SheetErrorCode, field?: string): Read<never> => ({
  ok: false,
  error: field === undefined ? { code } : { code, field },
});

function readRules(v: unknown, field: string): Read<SheetRules> {
  if (!isRecord(v)) return fail('bad-field', field);
  if (!(RULE_SETS as readonly unknown[]).includes(v.rules)) return fail('unknown-rules', `${field}.rules`);
  const rules = v.rules as RuleSetId;
  if (!isRecord(v.options)) return fail('bad-field', `${field}.options`);
  const key = ruleSet(rules)!.optionsKey;
  const given = v.options[key];
  if (given === undefined) return { ok: true, value: { rules, options: {} } };
  if (!isRecord(given)) return fail('bad-field', `${field}.options.${key}`);
  const bad = badOption(key, given);
  if (bad !== null) return fail('bad-option', `${field}.options.${key}.${bad}`);
  return { ok: true, value: { rules, options: { [key]: { ...given } } } };
}

function readPlayers(v: unknown): Read<Sheet['players']> {
  if (!Array.isArray(v) || v.length !== 4) return fail('bad-field', 'players');
  const bad = v.findIndex((n) => typeof n !== 'string' || n.trim() === '' || n.length > MAX_NAME);
  if (bad >= 0) return fail(typeof v[bad] === 'string' ? 'bad-name' : 'bad-field', `players.${bad}`);
  return { ok: true, value: [v[0], v[1], v[2], v[3]] as Sheet['players'] };
}

function readSeats(v: unknown): Read<Sheet['seats']> {
  const isSeats = Array.isArray(v) && v.length === 4 && [0, 1, 2, 3].every((p) => v.includes(p));
  return isSeats ? { ok: true, value: [...v] as Sheet['seats'] } : fail('bad-seats', 'seats');
}

const wholeOrNull = (v: unknown, min: number, max: number): v is number | null =>
  v === null || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max);

function readEnded(v: unknown): Read<Sheet['ended']> {
  if (v === null) return { ok: true, value: null };
  if (!isRecord(v) || (v.why !== 'time' && v.why !== 'agreed') || !isTime(v.at)) return fail('bad-field', 'ended');
  return { ok: true, value: { why: v.why, at: v.at } };
}

function readHands(v: unknown, rules: { main: SheetRules; second: SheetRules | null }): Read<SheetHand[]> {
  if (!Array.isArray(v)) return fail('bad-field', 'hands');
  if (v.length > MAX_HANDS) return fail('too-many-hands', 'hands');
  const hands: SheetHand[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const h = readHand(v[i], i, rules);
    if (!h.ok) return h;
    if (ids.has(h.value.id)) return { ok: false, error: { code: 'duplicate-hand-id', hand: i + 1, field: 'id' } };
    ids.add(h.value.id);
    hands.push(h.value);
  }
  return { ok: true, value: hands };
}

export function readSheet(value: unknown): Read<Sheet> {
  const v = value;
  if (!isRecord(v) || v.format !== SHEET_FORMAT) return fail('not-a-sheet');
  if (v.version !== SHEET_VERSION) return fail('unknown-version', 'version');
  if (!isText(v.id, 1)) return fail('bad-field', 'id');
  if (!isTime(v.created)) return fail('bad-field', 'created');
  if (!isText(v.title)) return fail('bad-field', 'title');
  const players = readPlayers(v.players);
  if (!players.ok) return players;
  const seats = readSeats(v.seats);
  if (!seats.ok) return seats;
  const main = readRules(v.main, 'main');
  if (!main.ok) return main;
  const second = v.second === null ? ({ ok: true, value: null } as const) : readRules(v.second, 'second');
  if (!second.ok) return second;
  if (typeof v.changeSeats !== 'boolean') return fail('bad-field', 'changeSeats');
  if (!wholeOrNull(v.start, 0, MAX_START)) return fail('bad-field', 'start');
  if (!wholeOrNull(v.minutes, 1, MAX_MINUTES)) return fail('bad-field', 'minutes');
  const hands = readHands(v.hands, { main: main.value, second: second.value });
  if (!hands.ok) return hands;
  const ended = readEnded(v.ended);
  if (!ended.ok) return ended;
  return {
    ok: true,
    value: {
      format: SHEET_FORMAT,
      version: SHEET_VERSION,
      id: v.id,
      created: v.created,
      title: v.title,
      players: players.value,
      seats: seats.value,
      main: main.value,
      second: second.value,
      changeSeats: v.changeSeats,
      start: v.start,
      minutes: v.minutes,
      hands: hands.value,
      ended: ended.value,
    },
  };
}

/** A sheet from a file's text: `not-json` when the text is no JSON. */
export function readSheetText(text: string): Read<Sheet> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('not-json');
  }
  return readSheet(value);
}
