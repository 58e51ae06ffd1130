// Share links for a hand and its situation, used by the compare page, the <Compare> lesson
// component and (next) the calculator:
//   ?hand=123m456p789s11z55p%20%2B5p&seat=S&win=self-draw&last=1
// Stage one only: the query string is read into known values or an error value; the hand stays
// text, and the engine validates it as it validates anything typed (stage two). Nothing here
// throws, whatever the string; nothing here touches the DOM.
import { WIN_KINDS, type Situation, type WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';

/** A situation as the link and the editor hold it: winds as letters, switches as booleans. */
export interface LinkSituation {
  /** The winner's seat wind. */
  seat: WindLetter;
  /** The prevalent wind. */
  round: WindLetter;
  win: WinKind;
  /** The discarder or robbed player; absent means the engine's default (the player before the winner). */
  from?: WindLetter;
  lastTile: boolean;
  heaven: boolean;
  earth: boolean;
}

export interface HandLink extends LinkSituation {
  /** The hand in notation, as written; '' when the link names none. */
  hand: string;
}

export const LINK_DEFAULTS: HandLink = {
  hand: '',
  seat: 'E', // East
  round: 'E', // the East round
  win: 'discard',
  lastTile: false,
  heaven: false,
  earth: false,
};

/** The query parameters we read, in the order make writes them. */
export const LINK_PARAMS = ['hand', 'seat', 'round', 'win', 'from', 'last', 'heaven', 'earth'] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

/** Longest query we read: a hand (at most 200 characters) percent-encoded, plus the rest. */
export const MAX_QUERY_LENGTH = 2000;

export const LINK_ERROR_CODES = [
  'too-long', // the query is longer than MAX_QUERY_LENGTH
  'bad-encoding', // a broken %-sequence
  'repeated', // one of our parameters appears twice
  'bad-value', // a value outside the parameter's vocabulary
] as const;
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

export interface LinkError {
  code: LinkErrorCode;
  /** The parameter at fault (never the visitor's text, so it is safe to show). */
  param?: LinkParam;
}

export type LinkResult = { ok: true; value: HandLink } | { ok: false; error: LinkError };

const isParam = (name: string): name is LinkParam => (LINK_PARAMS as readonly string[]).includes(name);
const isWind = (v: string): v is WindLetter => (WIND_LETTERS as readonly string[]).includes(v);
const isWin = (v: string): v is WinKind => (WIN_KINDS as readonly string[]).includes(v);

/** decodeURIComponent without the exception. A literal "+" stays "+": it marks the winning
 * tile in the notation, and our links never use "+" for a space. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Sets one parameter on `link`; false when the value is not one of the parameter's. */
function apply(link: HandLink, param: LinkParam, value: string): boolean {
  switch (param) {
    case 'hand':
      link.hand = value;
      return true;
    case 'seat':
    case 'round':
    case 'from':
      if (!isWind(value)) return false;
      link[param] = value;
      return true;
    case 'win':
      if (!isWin(value)) return false;
      link.win = value;
      return true;
    case 'last':
    case 'heaven':
    case 'earth': {
      if (value !== '1' && value !== '0') return false;
      link[param === 'last' ? 'lastTile' : param] = value === '1';
      return true;
    }
  }
}

/** Reads a query string (with or without the leading "?"). Parameters we do not know, such as
 * the tracking tags messengers append, are ignored. */
export function parseHandLink(query: string): LinkResult {
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, error: { code: 'too-long' } };
  const link: HandLink = { ...LINK_DEFAULTS };
  const seen = new Set<LinkParam>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === undefined || value === undefined) return { ok: false, error: { code: 'bad-encoding' } };
    if (!isParam(name)) continue;
    if (seen.has(name)) return { ok: false, error: { code: 'repeated', param: name } };
    seen.add(name);
    if (!apply(link, name, value)) return { ok: false, error: { code: 'bad-value', param: name } };
  }
  return { ok: true, value: link };
}

// A lone UTF-16 surrogate cannot be percent-encoded (encodeURIComponent throws); no notation
// has one, so it becomes U+FFFD, which the engine then rejects like any unknown character.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/** The query string (without "?") for a link; defaults are left out, so links stay short. */
export function makeHandLink(link: HandLink): string {
  const parts: [LinkParam, string][] = [];
  if (link.hand !== '') parts.push(['hand', link.hand]);
  if (link.seat !== LINK_DEFAULTS.seat) parts.push(['seat', link.seat]);
  if (link.round !== LINK_DEFAULTS.round) parts.push(['round', link.round]);
  if (link.win !== LINK_DEFAULTS.win) parts.push(['win', link.win]);
  if (link.from !== undefined) parts.push(['from', link.from]);
  if (link.lastTile) parts.push(['last', '1']);
  if (link.heaven) parts.push(['heaven', '1']);
  if (link.earth) parts.push(['earth', '1']);
  return parts.map(([k, v]) => `${k}=${encodeURIComponent(wellFormed(v))}`).join('&');
}

/** A page path with the link's query, e.g. "/en/compare/?hand=…"; just the path for an empty link. */
export function withHandLink(path: string, link: HandLink): string {
  const query = makeHandLink(link);
  return query === '' ? path : `${path}?${query}`;
}

const windOf = (w: WindLetter): Wind => WIND_LETTERS.indexOf(w) as Wind;

/** The engine's Situation (winds as numbers); the engine still validates it. */
export function toSituation(s: LinkSituation): Situation {
  const out: Situation = {
    seat: windOf(s.seat),
    round: windOf(s.round),
    win: s.win,
    lastTile: s.lastTile,
    heaven: s.heaven,
    earth: s.earth,
  };
  if (s.from !== undefined) out.from = windOf(s.from);
  return out;
}

/** The link's form of an engine Situation (winds as letters); `from` only when it is set. */
export function fromSituation(s: Situation): LinkSituation {
  const out: LinkSituation = {
    seat: WIND_LETTERS[s.seat],
    round: WIND_LETTERS[s.round],
    win: s.win,
    lastTile: s.lastTile,
    heaven: s.heaven,
    earth: s.earth,
  };
  if (s.from !== undefined) out.from = WIND_LETTERS[s.from];
  return out;
}
