// Stage one of reading a hand: characters to groups of tiles. Only syntax is checked here;
// whether the groups make a legal hand is decided in hand-notation.ts.
import { fail, ok, type Result } from '../errors.ts';
import { parseBonus, parseTile, type Bonus, type Tile } from '../tiles.ts';

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
const ALIASES: readonly (readonly [string, string])[] = [
  ['Wh', '5z'],
  ['E', '1z'],
  ['S', '2z'],
  ['W', '3z'],
  ['N', '4z'],
  ['G', '6z'],
  ['R', '7z'],
];

const OPEN: Record<string, GroupKind> = { '[': 'exposed', '(': 'concealed' };
const CLOSE: Record<string, GroupKind> = { ']': 'exposed', ')': 'concealed' };

export function scanHand(input: string): Result<Group[]> {
  if (input.length > MAX_INPUT_LENGTH) return fail({ code: 'too-long', count: input.length });
  if (input.trim() === '') return fail({ code: 'empty' });
  const groups: Group[] = [];
  const loose: Group = { kind: 'loose', tiles: [], bonus: [], at: 0 };
  groups.push(loose);
  let set: Group | undefined; // the open [..] or (..)
  let winning: Group | undefined; // after +, until its tile is read
  let digits = '';
  let digitsAt = 0;

  const target = (): Group => winning ?? set ?? loose;
  const addTile = (code: string, at: number): Result<true> => {
    const g = target();
    const tile = parseTile(code);
    const bonus = tile === undefined ? parseBonus(code) : undefined;
    if (tile === undefined && bonus === undefined) return fail({ code: 'bad-digit', at, text: code });
    if (tile !== undefined) g.tiles.push(tile);
    else g.bonus.push(bonus!);
    return ok(true);
  };
  const closeWinning = (at: number): Result<true> => {
    if (!winning) return ok(true);
    const w = winning;
    winning = undefined;
    if (w.tiles.length !== 1 || w.bonus.length !== 0) return fail({ code: 'bad-winning-tile', at });
    return ok(true);
  };

  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (/[0-9]/.test(c)) {
      if (digits === '') digitsAt = i;
      digits += c;
      continue;
    }
    if (/[mpszfg]/.test(c)) {
      if (digits === '') return fail({ code: 'missing-number', at: i, text: c });
      if (winning && digits.length > 1) return fail({ code: 'bad-winning-tile', at: digitsAt });
      for (let k = 0; k < digits.length; k++) {
        const r = addTile(`${digits[k]}${c}`, digitsAt + k);
        if (!r.ok) return r;
      }
      digits = '';
      const r = closeWinning(i);
      if (!r.ok) return r;
      continue;
    }
    const alias = ALIASES.find(([a]) => input.startsWith(a, i));
    if (!alias && !/[\s+[\]()]/.test(c)) return fail({ code: 'unknown-char', at: i, text: c });
    if (digits !== '') return fail({ code: 'missing-suit', at: digitsAt, text: digits });
    if (/\s/.test(c)) continue;
    if (alias) {
      const r = addTile(alias[1], i);
      if (!r.ok) return r;
      i += alias[0].length - 1;
      const w = closeWinning(i);
      if (!w.ok) return w;
      continue;
    }
    if (winning) return fail({ code: 'bad-winning-tile', at: i });
    if (c === '+') {
      if (set) return fail({ code: 'winning-tile-in-set', at: i });
      if (groups.some((g) => g.kind === 'winning')) return fail({ code: 'winning-tile-twice', at: i });
      winning = { kind: 'winning', tiles: [], bonus: [], at: i };
      groups.push(winning);
      continue;
    }
    const opening = OPEN[c];
    if (opening) {
      if (set) return fail({ code: 'unexpected-bracket', at: i, text: c });
      set = { kind: opening, tiles: [], bonus: [], at: i };
      groups.push(set);
      continue;
    }
    const closing = CLOSE[c]!;
    if (!set || set.kind !== closing) return fail({ code: 'unexpected-bracket', at: i, text: c });
    if (set.tiles.length + set.bonus.length === 0) return fail({ code: 'empty-set', at: set.at });
    set = undefined;
  }
  if (digits !== '') return fail({ code: 'missing-suit', at: digitsAt, text: digits });
  if (set) return fail({ code: 'unclosed-set', at: set.at });
  if (winning) return fail({ code: 'bad-winning-tile', at: input.length });
  return ok(groups);
}
