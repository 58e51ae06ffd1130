// The situation of a win in writing (docs/notation.md, "The situation"):
//   seat=S round=W win=self-draw last liable=N:fourth-set
// One word per fact that differs from the default, in this order: seat, round, win, from, the
// switches (last, heaven, earth), liable. The empty text is East winning on a discard in the East
// round. `parseSituation` reads any order (stage one: syntax only); `validateSituation` in
// situation.ts decides what can happen at a table (stage two). Nothing here throws.
import { fail, ok, type Result } from '../errors.ts';
import {
  DEFAULT_SITUATION,
  LIABILITY_CASES,
  SITUATION_SWITCHES,
  WIN_KINDS,
  type LiabilityCase,
  type Situation,
  type SituationSwitch,
  type WinKind,
} from '../situation.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../tiles.ts';

/** The word each switch is written as; a switch is true when its word is there. */
export const SWITCH_WORDS: Readonly<Record<SituationSwitch, string>> = {
  lastTile: 'last',
  heaven: 'heaven',
  earth: 'earth',
};

/** The `key=value` words, in the order `makeSituation` writes them. */
export const SITUATION_KEYS = ['seat', 'round', 'win', 'from', 'liable'] as const;
export type SituationKey = (typeof SITUATION_KEYS)[number];

/** Longest text we read: every fact written out is about 70 characters. */
export const MAX_SITUATION_LENGTH = 200;

/** Why a written situation cannot be read: the `reason` of a `bad-situation` error. */
export const SITUATION_SYNTAX_REASONS = [
  'too-long', // longer than MAX_SITUATION_LENGTH
  'unknown-word', // neither a switch nor one of SITUATION_KEYS
  'repeated-word', // the same fact twice
  'bad-value', // a key with a value outside its vocabulary, e.g. seat=Q or last=1
] as const;
export type SituationSyntaxReason = (typeof SITUATION_SYNTAX_REASONS)[number];

const bad = (reason: SituationSyntaxReason, text: string, at: number): Result<never> =>
  fail({ code: 'bad-situation', reason, text, at });

const windOf = (letter: string): Wind | undefined => {
  const i = WIND_LETTERS.indexOf(letter as WindLetter);
  return i < 0 ? undefined : (i as Wind);
};

function liabilityOf(value: string): Situation['liable'] | undefined {
  const [seat, why, ...rest] = value.split(':');
  const w = windOf(seat ?? '');
  if (w === undefined || rest.length > 0 || !LIABILITY_CASES.includes(why as LiabilityCase)) return undefined;
  return { seat: w, why: why as LiabilityCase };
}

/** Sets one key on `s`; false when the value is not one of the key's. */
function setKey(s: Situation, key: SituationKey, value: string): boolean {
  switch (key) {
    case 'seat':
    case 'round':
    case 'from': {
      const w = windOf(value);
      if (w === undefined) return false;
      s[key] = w;
      return true;
    }
    case 'win':
      if (!WIN_KINDS.includes(value as WinKind)) return false;
      s.win = value as WinKind;
      return true;
    case 'liable': {
      const l = liabilityOf(value);
      if (l === undefined) return false;
      s.liable = l;
      return true;
    }
  }
}

const switchOf = (word: string): SituationSwitch | undefined =>
  SITUATION_SWITCHES.find((f) => SWITCH_WORDS[f] === word);
const isKey = (k: string): k is SituationKey => (SITUATION_KEYS as readonly string[]).includes(k);

/** Reads a written situation. Errors carry the word (`text`) and where it starts (`at`). */
export function parseSituation(text: string): Result<Situation> {
  if (text.length > MAX_SITUATION_LENGTH) return bad('too-long', '', MAX_SITUATION_LENGTH);
  const s: Situation = { ...DEFAULT_SITUATION };
  const seen = new Set<string>();
  for (const m of text.matchAll(/\S+/g)) {
    const word = m[0];
    const eq = word.indexOf('=');
    const key = eq < 0 ? word : word.slice(0, eq);
    const sw = switchOf(word);
    if (sw === undefined && !isKey(key)) {
      // `last=1` names a switch with a value it does not take.
      const known = eq > 0 && switchOf(key) !== undefined;
      return bad(known ? 'bad-value' : 'unknown-word', word, m.index);
    }
    if (seen.has(key)) return bad('repeated-word', key, m.index);
    seen.add(key);
    if (sw !== undefined) s[sw] = true;
    else if (eq < 0 || !setKey(s, key as SituationKey, word.slice(eq + 1))) return bad('bad-value', word, m.index);
  }
  return ok(s);
}

/** Writes a situation in the canonical form; facts at their default are left out. */
export function makeSituation(s: Situation): string {
  const words: string[] = [];
  if (s.seat !== DEFAULT_SITUATION.seat) words.push(`seat=${WIND_LETTERS[s.seat]}`);
  if (s.round !== DEFAULT_SITUATION.round) words.push(`round=${WIND_LETTERS[s.round]}`);
  if (s.win !== DEFAULT_SITUATION.win) words.push(`win=${s.win}`);
  if (s.from !== undefined) words.push(`from=${WIND_LETTERS[s.from]}`);
  for (const f of SITUATION_SWITCHES) if (s[f]) words.push(SWITCH_WORDS[f]);
  if (s.liable !== undefined) words.push(`liable=${WIND_LETTERS[s.liable.seat]}:${s.liable.why}`);
  return words.join(' ');
}

/**
 * The situation with winds as letters: how the share link, the hand editor and the game record
 * hold it (JSON that a person can read). The same fields as `Situation`, projected.
 */
export interface LetterSituation {
  seat: WindLetter;
  round: WindLetter;
  win: WinKind;
  from?: WindLetter;
  lastTile: boolean;
  heaven: boolean;
  earth: boolean;
  liable?: { seat: WindLetter; why: LiabilityCase };
}

/** Winds to letters; `from` and `liable` only when they are set. Extra fields (a link's hand)
 * are not copied. */
export function toLetters(s: Situation): LetterSituation {
  const out = { seat: WIND_LETTERS[s.seat], round: WIND_LETTERS[s.round], win: s.win } as LetterSituation;
  for (const f of SITUATION_SWITCHES) out[f] = s[f];
  if (s.from !== undefined) out.from = WIND_LETTERS[s.from];
  if (s.liable !== undefined) out.liable = { seat: WIND_LETTERS[s.liable.seat], why: s.liable.why };
  return out;
}

const windAt = (l: WindLetter): Wind => WIND_LETTERS.indexOf(l) as Wind;

/** Letters to winds; the engine's `validateSituation` still decides what can happen. */
export function fromLetters(l: LetterSituation): Situation {
  const out = { seat: windAt(l.seat), round: windAt(l.round), win: l.win } as Situation;
  for (const f of SITUATION_SWITCHES) out[f] = l[f];
  if (l.from !== undefined) out.from = windAt(l.from);
  if (l.liable !== undefined) out.liable = { seat: windAt(l.liable.seat), why: l.liable.why };
  return out;
}
