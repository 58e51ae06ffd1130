// The link that passes a whole sheet to another phone, in the fragment of the sheet page's
// address (a fragment never reaches a server):
//   https://…/en/score-sheet/#sheet=1d.<check>.<length>.<payload>
// `1` is the link's version. The payload, in base64url: the ids written as UUIDs (their count,
// then 16 bytes each: bytes.ts packIds), then the compact form (compact.ts) as JSON, deflated
// (raw) for `d`, as it is for `j` (written where the browser cannot compress). <length> is the payload's length in base 36, <check> seven base-36
// characters of FNV-1a over everything after `sheet=` but the check itself. The length tells a
// link cut off (in a message, an address bar) from one whose characters were changed, which the
// check finds. Characters after the payload's length (a messenger may add a bracket or a full
// stop) are ignored. Decoding never throws: every problem is a code (SHEET_LINK_ERRORS).
import { readSheet, SHEET_VERSION, type Sheet, type SheetError } from '../../engine/sheet/index.ts';
import type { Result } from '../../engine/errors.ts';
import type { Lang } from '../../words/tile-names.ts';
import { checkOf, deflate, fromBase64Url, inflate, packIds, toBase64Url, unpackIds } from './bytes.ts';
import { fromCompact, toCompact } from './compact.ts';

/** The version written; a link of a later version is refused as 'newer-version'. */
export const SHEET_LINK_VERSION = 1;
/** The fragment's parameter. */
export const SHEET_PARAM = 'sheet';
/** Longest fragment read (far beyond any evening; a QR code holds under 3,000 characters). */
export const MAX_LINK_LENGTH = 100_000;
/** Largest JSON a payload may inflate to: a guard against a small link that inflates without end. */
export const MAX_JSON_BYTES = 1_000_000;

export const SHEET_LINK_ERRORS = [
  'too-long', // longer than MAX_LINK_LENGTH, or inflating beyond MAX_JSON_BYTES
  'syntax', // `sheet=` followed by something not of the form above
  'newer-version', // a link, or a sheet in it, of a later version than this release reads
  'cut', // shorter than its length says (or cut inside its head)
  'tampered', // the right length, but the check does not match: characters were changed
  'unsupported', // deflated, and this browser cannot inflate
  'not-a-sheet', // intact, but not a sheet this release reads (readSheet's error in `sheet`)
] as const;
export type SheetLinkCode = (typeof SHEET_LINK_ERRORS)[number];
export interface SheetLinkError {
  code: SheetLinkCode;
  /** Why readSheet refused the content, for 'not-a-sheet' when it got that far. */
  sheet?: SheetError;
}
export type SheetLinkResult = Result<Sheet, SheetLinkError>;

const fail = (code: SheetLinkCode, sheet?: SheetError): SheetLinkResult => ({
  ok: false,
  error: sheet === undefined ? { code } : { code, sheet },
});

/** The text after `#sheet=` for a sheet (deflated where this browser can). */
export async function sheetLinkValue(sheet: Sheet): Promise<string> {
  const ids: string[] = [];
  const json = new TextEncoder().encode(JSON.stringify(toCompact(sheet, ids)));
  const packed = await deflate(json);
  const method = packed === null ? 'j' : 'd';
  const table = packIds(ids);
  const body = packed ?? json;
  const all = new Uint8Array(table.length + body.length);
  all.set(table);
  all.set(body, table.length);
  const payload = toBase64Url(all);
  const tail = `${payload.length.toString(36)}.${payload}`;
  const head = `${SHEET_LINK_VERSION}${method}`;
  return `${head}.${checkOf(`${head}.${tail}`)}.${tail}`;
}

/** The whole link: the sheet page of `lang` on `origin` (e.g. https://fanlaak.example), with the sheet. */
export async function sheetLink(sheet: Sheet, origin: string, lang: Lang): Promise<string> {
  return `${origin.replace(/\/+$/, '')}/${lang}/score-sheet/#${SHEET_PARAM}=${await sheetLinkValue(sheet)}`;
}

/** The value of `sheet=` in a location hash (`#sheet=…` or `#a=b&sheet=…`), or null when there is none. */
export function sheetParam(hash: string): string | null {
  if (typeof hash !== 'string') return null;
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (part.startsWith(`${SHEET_PARAM}=`)) return part.slice(SHEET_PARAM.length + 1);
  }
  return null;
}

const HEAD = /^(\d+)([a-z])\.([0-9a-z]{7})\.([0-9a-z]{1,6})\.(.*)$/s;

/** Reads the text after `sheet=`; every problem is a code, never a throw. */
export async function readSheetLink(value: string): Promise<SheetLinkResult> {
  if (typeof value !== 'string') return fail('syntax');
  if (value.length > MAX_LINK_LENGTH) return fail('too-long');
  const version = /^\d+/.exec(value);
  if (version === null) return fail('syntax');
  if (Number(version[0]) > SHEET_LINK_VERSION) return fail('newer-version');
  if (Number(version[0]) !== SHEET_LINK_VERSION) return fail('syntax');
  const m = HEAD.exec(value);
  // A version-1 link that stops inside its head was cut there.
  if (m === null) return fail(/^\d+[a-z]?(\.[0-9a-z]*)?(\.[0-9a-z]*)?$/.test(value) ? 'cut' : 'syntax');
  const [, v, method, check, lengthText, rest] = m as unknown as [string, string, string, string, string, string];
  if (method !== 'd' && method !== 'j') return fail('syntax');
  const length = parseInt(lengthText, 36);
  if (rest.length < length) return fail('cut');
  const payload = rest.slice(0, length);
  if (checkOf(`${v}${method}.${lengthText}.${payload}`) !== check) return fail('tampered');
  return readPayload(method, payload);
}

async function readPayload(method: 'd' | 'j', payload: string): Promise<SheetLinkResult> {
  const bytes = fromBase64Url(payload);
  const parts = bytes === null ? null : unpackIds(bytes);
  if (parts === null) return fail('not-a-sheet');
  let json = parts.rest;
  if (method === 'd') {
    const out = await inflate(json, MAX_JSON_BYTES);
    if (out === 'unsupported') return fail('unsupported');
    if (out === 'too-big') return fail('too-long');
    if (out === 'broken') return fail('not-a-sheet');
    json = out;
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return fail('not-a-sheet');
  }
  const candidate = fromCompact(value, parts.ids);
  const sheet = readSheet(candidate);
  if (sheet.ok) return sheet;
  // A sheet of a later format version in a link of this version: a newer release wrote it.
  const later = sheet.error.code === 'unknown-version' && Number(laterVersion(candidate)) > SHEET_VERSION;
  return later ? fail('newer-version') : fail('not-a-sheet', sheet.error);
}

function laterVersion(candidate: unknown): unknown {
  return typeof candidate === 'object' && candidate !== null ? (candidate as { version?: unknown }).version : null;
}

/** The sheet in a location hash: null when the hash holds none, else the sheet or why not. */
export async function sheetFromHash(hash: string): Promise<SheetLinkResult | null> {
  const value = sheetParam(hash);
  return value === null ? null : readSheetLink(value);
}
