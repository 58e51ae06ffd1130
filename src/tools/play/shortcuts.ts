// Single-key shortcuts at the table: one key for each frequent action (draw, pass, each claim,
// kong, Mah-Jongg, the coach's hint), in the page's language (German "z" for ziehen). A key
// does what the button would do when that button is there; a key with several buttons behind
// it (two chows) moves the focus to the first of them instead. Pure: the island listens.
import type { Move } from './controller.ts';
import type { Prompt } from './model.ts';
import type { PlayKey, PlayStrings } from './strings.ts';

export const SHORTCUTS = ['draw', 'pass', 'chow', 'pung', 'kong', 'mahjong', 'hint'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

export type ShortcutAction =
  | { kind: 'move'; move: Move }
  /** Several buttons answer to the key: focus the first (`data-key` names them). */
  | { kind: 'focus'; shortcut: Shortcut }
  /** Mah-Jongg with a hand that does not win: the table asks first (coaching off). */
  | { kind: 'ask-mahjong' }
  | { kind: 'hint' };

export const keyOf = (t: PlayStrings, s: Shortcut): string => t[`play.key.${s}` as PlayKey].toLowerCase();

/** Which shortcut a key press is, or null. */
export function shortcutOf(t: PlayStrings, key: string): Shortcut | null {
  const k = key.toLowerCase();
  return SHORTCUTS.find((s) => keyOf(t, s) === k) ?? null;
}

/** What a shortcut does now (null: nothing, the table does not offer it). */
export function shortcutAction(s: Shortcut, p: Prompt, coach: boolean): ShortcutAction | null {
  const one = (moves: readonly Move[]): ShortcutAction | null =>
    moves.length === 1 ? { kind: 'move', move: moves[0]! } : moves.length > 1 ? { kind: 'focus', shortcut: s } : null;
  switch (s) {
    case 'draw':
      return p.kind === 'draw' ? { kind: 'move', move: { type: 'draw' } } : null;
    case 'pass':
      return p.kind === 'claim' || p.kind === 'rob' || p.kind === 'deal'
        ? { kind: 'move', move: { type: 'pass' } }
        : null;
    case 'chow':
    case 'pung':
      return p.kind === 'claim' ? one(p.options.filter((o) => o.kind === s).map((o) => o.move)) : null;
    case 'kong':
      if (p.kind === 'claim') return one(p.options.filter((o) => o.kind === 'kong').map((o) => o.move));
      return p.kind === 'discard' || p.kind === 'deal' ? one(p.kongs.map((k) => k.move)) : null;
    case 'mahjong':
      if (p.kind !== 'discard' && p.kind !== 'claim' && p.kind !== 'rob') return null;
      if (p.canWin) return { kind: 'move', move: { type: 'mahjong' } };
      return coach ? null : { kind: 'ask-mahjong' };
    case 'hint':
      return coach && p.kind === 'discard' ? { kind: 'hint' } : null;
    default: {
      const never: never = s;
      return never;
    }
  }
}
