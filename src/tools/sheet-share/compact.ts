// The sheet's compact form inside a link: the same facts as the stored JSON in arrays by
// position instead of objects by name, and each hand's time as the milliseconds since the one
// before, so that a whole evening fits a QR code a phone can read from another phone's screen.
// Nothing is dropped: a field this release does not know (a later optional one) travels in a
// last `rest` object, so the form decodes to a sheet equal to the one encoded. Decoding builds
// a candidate only; readSheet judges it.
// Ids written as UUIDs (crypto.randomUUID: 32 random hex digits) are most of an evening's
// weight and do not compress, so the link carries them as 16 bytes each beside the JSON: in
// the compact form such an id is the number 0, "the next id of the table", in the order the
// ids appear (the sheet's, then each hand's).
//
//   sheet: [version, id, created, title, players, seats, main, second, changeSeats, start,
//           minutes, hands, ended, rest?]
//   win:   [0, id, at, winner, win, from|null, flags, liable|null, value, rest?]
//          flags: 1 last tile, 2 heaven, 4 earth; liable [player, why]; a value by tiles is its
//          hand as a string, any other value its object as stored
//   draw:  [1, id, at, rest?]        false Mah-Jongg: [2, id, at, caller, rest?]
//   any other hand: [9, the hand as stored]
//   at:    a number (milliseconds after the time before: `created` for the first hand) where
//          the time is written as toISOString writes it, else the text as stored
import { SHEET_FORMAT, type Sheet, type SheetHand } from '../../engine/sheet/types.ts';

type Json = unknown;
type Obj = Record<string, unknown>;

const SHEET_KEYS = [
  'format',
  'version',
  'id',
  'created',
  'title',
  'players',
  'seats',
  'main',
  'second',
  'changeSeats',
  'start',
  'minutes',
  'hands',
  'ended',
];
const WIN_KEYS = ['kind', 'id', 'at', 'winner', 'win', 'from', 'lastTile', 'heaven', 'earth', 'liable', 'value'];
const DRAW_KEYS = ['kind', 'id', 'at'];
const FALSE_KEYS = ['kind', 'id', 'at', 'caller'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id as written: 0 for a UUID, which goes to `table`; any other id as it is. */
function idOut(id: string, table: string[] | undefined): Json {
  if (table === undefined || !UUID.test(id)) return id;
  table.push(id);
  return 0;
}

/** Reads ids as written: 0 takes the table's next id (null when it has run out). */
type IdReader = (id: unknown) => unknown;
function idReader(ids: readonly string[]): IdReader {
  let next = 0;
  return (id) => (id === 0 ? (ids[next++] ?? null) : id);
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of `o` outside `known`, as an array tail: [] when there are none. */
function rest(o: Obj, known: readonly string[]): Json[] {
  const extra = Object.fromEntries(Object.entries(o).filter(([k]) => !known.includes(k)));
  return Object.keys(extra).length > 0 ? [extra] : [];
}

/** Milliseconds of a time written exactly as toISOString writes it, else null. */
function canonicalTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text ? ms : null;
}

const MAX_TIME = 8.64e15;

function timeOut(at: string, before: number | null): Json {
  const ms = canonicalTime(at);
  return ms === null || before === null ? at : ms - before;
}

function timeIn(at: unknown, before: number | null): unknown {
  if (typeof at !== 'number') return at;
  const ms = before === null ? NaN : before + at;
  return Number.isInteger(ms) && Math.abs(ms) <= MAX_TIME ? new Date(ms).toISOString() : null;
}

function handOut(h: SheetHand, before: number | null, table?: string[]): Json[] {
  const o = h as unknown as Obj;
  const at = timeOut(h.at, before);
  // Only the kinds written by position take their id out to the table.
  const id = h.kind === 'win' || h.kind === 'draw' || h.kind === 'false-mahjong' ? idOut(h.id, table) : null;
  switch (h.kind) {
    case 'win': {
      const flags = (h.lastTile ? 1 : 0) | (h.heaven ? 2 : 0) | (h.earth ? 4 : 0);
      const liable = h.liable === undefined ? null : [h.liable.player, h.liable.why];
      const v = h.value as unknown as Obj;
      const tiles = h.value.by === 'tiles' && Object.keys(v).length === 2;
      const value = tiles ? v.hand : v;
      return [0, id, at, h.winner, h.win, h.from ?? null, flags, liable, value, ...rest(o, WIN_KEYS)];
    }
    case 'draw':
      return [1, id, at, ...rest(o, DRAW_KEYS)];
    case 'false-mahjong':
      return [2, id, at, h.caller, ...rest(o, FALSE_KEYS)];
    default:
      return [9, o];
  }
}

/** The compact form of a sheet (a JSON value); with `table`, UUID ids go there in order. */
export function toCompact(sheet: Sheet, table?: string[]): Json[] {
  const id = idOut(sheet.id, table);
  let before = canonicalTime(sheet.created);
  const hands = sheet.hands.map((h) => {
    const out = handOut(h, before, table);
    before = canonicalTime(h.at);
    return out;
  });
  const s = sheet as unknown as Obj;
  return [
    sheet.version,
    id,
    sheet.created,
    sheet.title,
    sheet.players,
    sheet.seats,
    sheet.main,
    sheet.second,
    sheet.changeSeats,
    sheet.start,
    sheet.minutes,
    hands,
    sheet.ended,
    ...rest(s, SHEET_KEYS),
  ];
}

/** Copies the fields of a `rest` object (if the tail holds one) into `o`, known names left alone. */
function withRest(o: Obj, tail: unknown, known: readonly string[]): Obj {
  if (!isObj(tail)) return o;
  // Defined, not assigned: a field named "__proto__" stays a field and never sets the prototype.
  for (const [k, v] of Object.entries(tail)) {
    if (!known.includes(k))
      Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return o;
}

function handIn(h: unknown, before: number | null, readId: IdReader): unknown {
  if (!Array.isArray(h)) return null;
  const [kind, , atValue] = h;
  const id = kind === 9 ? null : readId(h[1]);
  const at = timeIn(atValue, before);
  switch (kind) {
    case 0: {
      const [, , , winner, win, from, flags, liable, value, tail] = h;
      const o: Obj = { kind: 'win', id, winner, win };
      if (from !== null) o.from = from;
      if (!(typeof flags === 'number' && Number.isInteger(flags) && flags >= 0 && flags <= 7)) return null;
      Object.assign(o, { lastTile: (flags & 1) !== 0, heaven: (flags & 2) !== 0, earth: (flags & 4) !== 0 });
      if (liable !== null) o.liable = Array.isArray(liable) ? { player: liable[0], why: liable[1] } : liable;
      o.value = typeof value === 'string' ? { by: 'tiles', hand: value } : value;
      o.at = at;
      return withRest(o, tail, WIN_KEYS);
    }
    case 1:
      return withRest({ kind: 'draw', id, at }, h[3], DRAW_KEYS);
    case 2:
      return withRest({ kind: 'false-mahjong', id, caller: h[3], at }, h[4], FALSE_KEYS);
    case 9:
      return h[1];
    default:
      return null;
  }
}

/**
 * The sheet a compact form stands for, not yet checked (readSheet does that); null if not the
 * form. `ids`: the UUIDs the link carried beside it, in order.
 */
export function fromCompact(value: unknown, ids: readonly string[] = []): unknown {
  if (!Array.isArray(value) || value.length < 13) return null;
  const readId = idReader(ids);
  const [
    version,
    idValue,
    created,
    title,
    players,
    seats,
    main,
    second,
    changeSeats,
    start,
    minutes,
    hands,
    ended,
    tail,
  ] = value;
  if (!Array.isArray(hands)) return null;
  const id = readId(idValue);
  let before = canonicalTime(created);
  const list = hands.map((h) => {
    const out = handIn(h, before, readId);
    before = isObj(out) ? canonicalTime(out.at) : null;
    return out;
  });
  const sheet: Obj = { format: SHEET_FORMAT, version, id, created, title, players, seats, main, second };
  Object.assign(sheet, { changeSeats, start, minutes, hands: list, ended });
  return withRest(sheet, tail, SHEET_KEYS);
}
