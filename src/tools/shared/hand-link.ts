// Share links for a hand and its situation, used by the compare page, the calculator and the
// <Compare> lesson component:
//   ?hand=123m456p789s11z55p%20%2B5p&seat=S&win=self-draw&last=1
// The situation parameters are the written situation (docs/notation.md, "The situation") spread
// over the query, one parameter per word: `parseHandLink` gathers them into that form and reads
// it with the engine's parseSituation; `makeHandLink` splits makeSituation's words back out.
// Stage one only: the hand stays text, and the engine validates it as it validates anything typed
// (stage two). Nothing here throws, whatever the string; nothing here touches the DOM.
import {
  fromLetters,
  makeSituation,
  parseSituation,
  SWITCH_WORDS,
  toLetters,
  type LetterSituation,
} from '../../engine/notation/situation-notation.ts';
import { DEFAULT_SITUATION, SITUATION_SWITCHES, type Situation, type SituationSwitch } from '../../engine/situation.ts';
import type { Result } from '../../engine/errors.ts';

/** A situation as the link and the editor hold it: the written form's fields, winds as letters,
 * without a liable player (no control sets one). */
export type LinkSituation = Omit<LetterSituation, 'liable'>;

export interface HandLink extends LinkSituation {
  /** The hand in notation, as written; '' when the link names none. */
  hand: string;
}

/** The engine's default situation in the link's letters: East wins on a discard in the East round. */
export const LINK_SITUATION_DEFAULTS: LinkSituation = fromSituation(DEFAULT_SITUATION);

/** An empty link: no hand, the default situation. */
export const LINK_DEFAULTS: HandLink = { hand: '', ...LINK_SITUATION_DEFAULTS };

/** The query parameters we read, in the order make writes them. */
export const LINK_PARAMS = ['hand', 'seat', 'round', 'win', 'from', 'last', 'heaven', 'earth'] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

/** The parameter each switch of the situation is written as (`last=1`). */
const SWITCH_PARAMS: Readonly<Record<SituationSwitch, LinkParam>> = {
  lastTile: 'last',
  heaven: 'heaven',
  earth: 'earth',
};

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

export type HandLinkResult = Result<HandLink, LinkError>;

const isParam = (name: string): name is LinkParam => (LINK_PARAMS as readonly string[]).includes(name);
const switchOfParam = (p: LinkParam): SituationSwitch | undefined =>
  SITUATION_SWITCHES.find((f) => SWITCH_PARAMS[f] === p);

/** decodeURIComponent without the exception. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * A hand's raw value. Our links write a space as %20 and the winning-tile mark as %2B, and a
 * visitor may type a bare "+" for the mark; but URLSearchParams and HTML forms write a space as
 * "+" (and the mark as %2B). So a bare "+" is the mark only where it can be one: before exactly
 * one playing tile ("+5p", not "+456p" or "+1f"), and with no encoded mark elsewhere in the value
 * (a hand has one winning tile). Every other bare "+" is a space. Left ambiguous: a form-encoded
 * hand without a winning tile that has a space before a lone tile ("1112345678999m+5p").
 */
function decodeHand(raw: string): string | undefined {
  const encodedMark = /%2B/i.test(raw);
  const canMark = (at: number): boolean => !encodedMark && /^\d[mpsz](?!\d)/.test(raw.slice(at + 1, at + 4));
  return decode(raw.replace(/\+/g, (plus, at: number) => (canMark(at) ? plus : ' ')));
}

/** Any other name or value: a bare "+" is a space, as in form encoding. */
const decodeOther = (raw: string): string | undefined => decode(raw.replace(/\+/g, ' '));

/** The written-situation word a parameter stands for; '' at the default; null for a value that
 * is no single word or no switch value (the written form's parser judges the rest). */
function wordOf(param: Exclude<LinkParam, 'hand'>, value: string): string | null {
  const sw = switchOfParam(param);
  if (sw !== undefined) return value === '1' ? SWITCH_WORDS[sw] : value === '0' ? '' : null;
  return /^[^\s=]+$/.test(value) ? `${param}=${value}` : null;
}

/** The situation parameters read as one written situation; the parameter at fault on an error. */
function readSituation(words: [LinkParam, string][]): HandLinkResult | Situation {
  let text = '';
  const starts: [number, LinkParam][] = [];
  for (const [param, word] of words) {
    if (word === '') continue;
    if (text !== '') text += ' ';
    starts.push([text.length, param]);
    text += word;
  }
  const r = parseSituation(text);
  if (r.ok) return r.value;
  const param = starts.findLast(([start]) => start <= (r.error.at ?? 0))?.[1];
  return { ok: false, error: { code: 'bad-value', ...(param === undefined ? {} : { param }) } };
}

/** Reads a query string (with or without the leading "?"). Parameters we do not know, such as
 * the tracking tags messengers append, are ignored. */
export function parseHandLink(query: string): HandLinkResult {
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, error: { code: 'too-long' } };
  let hand = LINK_DEFAULTS.hand;
  const words: [LinkParam, string][] = [];
  const seen = new Set<LinkParam>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeOther(eq < 0 ? pair : pair.slice(0, eq));
    const raw = eq < 0 ? '' : pair.slice(eq + 1);
    const value = name === 'hand' ? decodeHand(raw) : decodeOther(raw);
    if (name === undefined || value === undefined) return { ok: false, error: { code: 'bad-encoding' } };
    if (!isParam(name)) continue;
    if (seen.has(name)) return { ok: false, error: { code: 'repeated', param: name } };
    seen.add(name);
    if (name === 'hand') hand = value;
    else {
      const word = wordOf(name, value);
      if (word === null) return { ok: false, error: { code: 'bad-value', param: name } };
      words.push([name, word]);
    }
  }
  const situation = readSituation(words);
  return 'ok' in situation ? situation : { ok: true, value: { hand, ...fromSituation(situation) } };
}

// A lone UTF-16 surrogate cannot be percent-encoded (encodeURIComponent throws); no notation
// has one, so it becomes U+FFFD, which the engine then rejects like any unknown character.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/** The query string (without "?") for a link; defaults are left out, so links stay short. The
 * situation's parameters are makeSituation's words, in its order. */
export function makeHandLink(link: HandLink): string {
  const parts: [string, string][] = [];
  if (link.hand !== '') parts.push(['hand', link.hand]);
  const written = makeSituation(toSituation(link));
  for (const word of written === '' ? [] : written.split(' ')) {
    const eq = word.indexOf('=');
    const sw = SITUATION_SWITCHES.find((f) => SWITCH_WORDS[f] === word);
    if (sw !== undefined) parts.push([SWITCH_PARAMS[sw], '1']);
    else parts.push([word.slice(0, eq), word.slice(eq + 1)]);
  }
  return parts.map(([k, v]) => `${k}=${encodeURIComponent(wellFormed(v))}`).join('&');
}

/** A page path with the link's query, e.g. "/en/compare/?hand=…"; just the path for an empty link. */
export function withHandLink(path: string, link: HandLink): string {
  const query = makeHandLink(link);
  return query === '' ? path : `${path}?${query}`;
}

/** The engine's Situation (winds as numbers); the engine still validates it. */
export const toSituation = (s: LinkSituation): Situation => fromLetters(s);

/** The link's form of an engine Situation (winds as letters); `from` only when it is set, and
 * no liable player (the link has no parameter for one). */
export function fromSituation(s: Situation): LinkSituation {
  const { liable: _, ...rest } = toLetters(s);
  return rest;
}
