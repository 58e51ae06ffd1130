// Stage one of reading a hand: characters to groups of tiles. Only syntax is checked here;
// whether the groups make a legal hand is decided in hand-notation.ts.
import { fail, ok, type Result } from '../errors.ts';
import type { Bonus, Tile } from '../tiles.ts';
import { characterAt } from './quote.ts';

export const MAX_INPUT_LENGTH = 200;

export type GroupKind = 'loose' | 'exposed' | 'concealed' | 'winning';
export interface Group {
  kind: GroupKind;
  tiles: Tile[];
  bonus: Bonus[];
  /** Where the group starts in the input, for error positions. */
  at: number;
}

// Letter aliases for honours; uppercase so they never clash with suit letters.
const ALIASES: readonly (readonly [string, Tile])[] = [
  ['Wh', 31],
  ['E', 27],
  ['S', 28],
  ['W', 29],
  ['N', 30],
  ['G', 32],
  ['R', 33],
];

// The scanner runs once per line of a batch of thousands, so it reads character codes and
// does arithmetic rather than testing each character against regular expressions.
const OPEN_SQUARE = 91;
const OPEN_ROUND = 40;
/** `+`, the brackets and what they open or close, by character code. */
const BRACKETS: readonly (GroupKind | undefined)[] = Object.assign(
  new Array<GroupKind | undefined>(128).fill(undefined),
  {
    43: 'winning', // +
    91: 'exposed', // [
    93: 'exposed', // ]
    40: 'concealed', // (
    41: 'concealed', // )
  },
);

const DIGIT_0 = 48;
const SPACE = 32;
const NOT_A_SUIT = 99;
/** Character code of a suit letter → its first tile (m p s z), or -1 - its first bonus tile (f g). */
const SUIT_AT = new Int8Array(128).fill(NOT_A_SUIT);
for (const [letter, start] of [
  ['m', 0],
  ['p', 9],
  ['s', 18],
  ['z', 27],
  ['f', -1],
  ['g', -5],
] as const)
  SUIT_AT[letter.charCodeAt(0)] = start;
// `\s` as JavaScript defines it, for the rare white space that is not a plain space.
const WHITE_SPACE = /\s/;
const NOT_WHITE_SPACE = /\S/;
const isSpace = (c: string): boolean => WHITE_SPACE.test(c);

/** Adds digit `d` of the suit starting at `start` to `g`; false when no such tile exists (8z, 0m, 5f). */
function addDigit(g: Group, d: number, start: number): boolean {
  if (start >= 0) {
    if (d < 1 || d > (start === 27 ? 7 : 9)) return false;
    g.tiles.push(start + d - 1);
    return true;
  }
  if (d < 1 || d > 4) return false;
  g.bonus.push(-1 - start + d - 1);
  return true;
}

/** The winning group is complete after one tile: exactly one playing tile, no bonus tile. */
const badWinning = (w: Group): boolean => w.tiles.length !== 1 || w.bonus.length !== 0;

export function scanHand(input: string): Result<Group[]> {
  if (input.length > MAX_INPUT_LENGTH) return fail({ code: 'too-long', count: input.length });
  if (!NOT_WHITE_SPACE.test(input)) return fail({ code: 'empty' });
  const loose: Group = { kind: 'loose', tiles: [], bonus: [], at: 0 };
  const groups: Group[] = [loose];
  let set: Group | undefined; // the open [..] or (..)
  let winning: Group | undefined; // after +, until its tile is read
  let digitsAt = -1; // where the pending digits start; -1 when there are none

  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code >= DIGIT_0 && code <= DIGIT_0 + 9) {
      if (digitsAt < 0) digitsAt = i;
      continue;
    }
    const start = code < 128 ? SUIT_AT[code]! : NOT_A_SUIT;
    if (start !== NOT_A_SUIT) {
      if (digitsAt < 0) return fail({ code: 'missing-number', at: i, text: input[i] });
      if (winning && i - digitsAt > 1) return fail({ code: 'bad-winning-tile', at: digitsAt });
      const g = winning ?? set ?? loose;
      for (let k = digitsAt; k < i; k++) {
        if (!addDigit(g, input.charCodeAt(k) - DIGIT_0, start))
          return fail({ code: 'bad-digit', at: k, text: `${input[k]}${input[i]}` });
      }
      digitsAt = -1;
      if (winning) {
        if (badWinning(winning)) return fail({ code: 'bad-winning-tile', at: i });
        winning = undefined;
      }
      continue;
    }
    if (code === SPACE) {
      if (digitsAt >= 0) return fail({ code: 'missing-suit', at: digitsAt, text: input.slice(digitsAt, i) });
      continue;
    }
    const bracket = BRACKETS[code];
    if (bracket !== undefined) {
      if (digitsAt >= 0) return fail({ code: 'missing-suit', at: digitsAt, text: input.slice(digitsAt, i) });
      if (winning) return fail({ code: 'bad-winning-tile', at: i });
      const c = input[i]!;
      if (bracket === 'winning') {
        if (set) return fail({ code: 'winning-tile-in-set', at: i });
        if (groups.some((g) => g.kind === 'winning')) return fail({ code: 'winning-tile-twice', at: i });
        winning = { kind: 'winning', tiles: [], bonus: [], at: i };
        groups.push(winning);
      } else if (code === OPEN_SQUARE || code === OPEN_ROUND) {
        if (set) return fail({ code: 'unexpected-bracket', at: i, text: c });
        set = { kind: bracket, tiles: [], bonus: [], at: i };
        groups.push(set);
      } else {
        if (!set || set.kind !== bracket) return fail({ code: 'unexpected-bracket', at: i, text: c });
        if (set.tiles.length + set.bonus.length === 0) return fail({ code: 'empty-set', at: set.at });
        set = undefined;
      }
      continue;
    }
    // The rest: honour aliases (upper-case letters), other white space, or an unknown character.
    const c = input[i]!;
    const alias = code >= 65 && code <= 90 ? ALIASES.find(([a]) => input.startsWith(a, i)) : undefined;
    if (!alias && !isSpace(c)) return fail({ code: 'unknown-char', at: i, text: characterAt(input, i) });
    if (digitsAt >= 0) return fail({ code: 'missing-suit', at: digitsAt, text: input.slice(digitsAt, i) });
    if (!alias) continue;
    (winning ?? set ?? loose).tiles.push(alias[1]);
    i += alias[0].length - 1;
    if (winning) {
      if (badWinning(winning)) return fail({ code: 'bad-winning-tile', at: i });
      winning = undefined;
    }
  }
  if (digitsAt >= 0) return fail({ code: 'missing-suit', at: digitsAt, text: input.slice(digitsAt) });
  if (set) return fail({ code: 'unclosed-set', at: set.at });
  if (winning) return fail({ code: 'bad-winning-tile', at: input.length });
  return ok(groups);
}
