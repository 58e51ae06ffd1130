// The hand entry's state: one hand of a score sheet being entered or edited, step by step (the
// result, how it was won, who is liable, the value), as pure transitions tested in Node. Each
// action is one tap or one key press of the view, so a test counts the taps of a path by
// counting its actions. What the choices allow and what they add up to is in entry-check.ts;
// the engine is passed in where tiles are read (the hand editor's state does the tile work).
import type { PlayerIndex, Sheet, SheetHand } from '../../engine/sheet/types.ts';
import { validateSituation, type LiabilityCase, type Situation, type WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import {
  initialEditor,
  update as updateEditor,
  type EditorAction,
  type EditorEngine,
  type EditorState,
} from '../hand-editor/state.ts';
import type { LinkSituation } from '../shared/hand-link.ts';

/** What the entry is for: the sheet (names, rule sets), each player's seat wind in this hand, the prevalent wind. */
export interface EntryContext {
  sheet: Sheet;
  /** `seatsNow[p]`: player p's seat wind in the hand being entered. */
  seatsNow: readonly Wind[];
  round: Wind;
}

/** How the winner's hand is valued: quick entry (fan, patterns, points) or by tiles. */
export const VALUE_MODES = ['fan', 'patterns', 'points', 'tiles'] as const;
export type ValueMode = (typeof VALUE_MODES)[number];

export type EntryResult = SheetHand['kind'];

export interface EntryState {
  /** The hand's id: kept when editing, new otherwise. */
  id: string;
  /** When the hand was first entered (kept when editing). */
  at: string;
  result: EntryResult;
  /** The winner (a win) or the caller (a false Mah-Jongg); null until picked. */
  player: PlayerIndex | null;
  /** How the winning tile came; null until picked. */
  win: WinKind | null;
  /** The discarder or the robbed player; null until picked (or for a tile from the wall). */
  from: PlayerIndex | null;
  lastTile: boolean;
  heaven: boolean;
  earth: boolean;
  /** The player liable under dangerous play / liability, or null for nobody. */
  liable: PlayerIndex | null;
  /** Why they are liable; null until picked. */
  why: LiabilityCase | null;
  mode: ValueMode;
  /** The fan as typed or tapped ('' for none yet). */
  fan: string;
  /** A limit hand (fan mode). */
  limit: boolean;
  /** The points as typed ('' for none yet). */
  points: string;
  /** Each ticked pattern and how often it counts. */
  patterns: Readonly<Record<string, number>>;
  /** The hand by tiles: the hand editor's own state (its situation follows the choices above). */
  editor: EditorState;
}

export type EntryAction =
  | { type: 'result'; result: EntryResult }
  /** The winner, or the caller of a false Mah-Jongg. */
  | { type: 'player'; player: PlayerIndex }
  /** A way of winning; `from` for a discard or a robbed kong, when the button names the player. */
  | { type: 'how'; win: WinKind; from?: PlayerIndex }
  | { type: 'from'; player: PlayerIndex }
  | { type: 'switch'; name: 'lastTile' | 'heaven' | 'earth'; on: boolean }
  | { type: 'liable'; player: PlayerIndex | null }
  | { type: 'why'; why: LiabilityCase }
  | { type: 'mode'; mode: ValueMode }
  | { type: 'fan'; text: string }
  | { type: 'limit'; on: boolean }
  | { type: 'points'; text: string }
  /** How often a pattern counts (0 takes the tick away); a tick takes away the patterns it
   * `replaces` (hk-simple's other lines of the same section). */
  | { type: 'pattern'; id: string; count: number; replaces?: readonly string[] }
  | { type: 'editor'; action: EditorAction };

/** A new hand's id: a UUID where the platform has one, else a random string. */
export function newHandId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `h${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Nothing chosen yet: a win, its value by fan (by points under classic, which counts no fan). */
export function emptyEntry(ctx: EntryContext, fresh: { id: string; at: string }): EntryState {
  const base: EntryState = {
    ...fresh,
    result: 'win',
    player: null,
    win: null,
    from: null,
    lastTile: false,
    heaven: false,
    earth: false,
    liable: null,
    why: null,
    mode: ctx.sheet.main.rules === 'classic' ? 'points' : 'fan',
    fan: '',
    limit: false,
    points: '',
    patterns: {},
    editor: initialEditor({ seat: 'E', round: 'E', win: 'discard', lastTile: false, heaven: false, earth: false }),
  };
  return withSituation(base, ctx);
}

/** The entry filled from a hand of the sheet (editing): every choice as it was stored. */
export function entryOf(ctx: EntryContext, engine: EditorEngine | null, hand: SheetHand): EntryState {
  const empty = emptyEntry(ctx, { id: hand.id, at: hand.at });
  if (hand.kind === 'draw') return { ...empty, result: 'draw' };
  if (hand.kind === 'false-mahjong') return { ...empty, result: 'false-mahjong', player: hand.caller };
  const v = hand.value;
  const filled: EntryState = {
    ...empty,
    player: hand.winner,
    win: hand.win,
    from: hand.from ?? null,
    lastTile: hand.lastTile,
    heaven: hand.heaven,
    earth: hand.earth,
    liable: hand.liable?.player ?? null,
    why: hand.liable?.why ?? null,
    mode: v.by,
    fan: v.by === 'fan' ? String(v.fan) : '',
    limit: v.by === 'fan' && v.limit,
    points: v.by === 'points' ? String(v.points) : '',
    patterns: v.by === 'patterns' ? counted(v.patterns) : {},
  };
  const withTiles =
    v.by === 'tiles' && engine
      ? { ...filled, editor: updateEditor(engine, filled.editor, { type: 'text', text: v.hand }) }
      : filled;
  // The stored situation is kept as it was, even where today's checks would drop a switch:
  // editing shows the hand as entered, and the check says what is wrong with it.
  return { ...withTiles, editor: { ...withTiles.editor, situation: editorSituation(withTiles, ctx) } };
}

const counted = (ids: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
};

/** The hand editor's situation follows the choices, and switches that became impossible go. */
function withSituation(s: EntryState, ctx: EntryContext): EntryState {
  const kept = keepPossible(s, ctx);
  return { ...kept, editor: { ...kept.editor, situation: editorSituation(kept, ctx) } };
}

export function update(engine: EditorEngine | null, ctx: EntryContext, s: EntryState, a: EntryAction): EntryState {
  switch (a.type) {
    case 'result':
      return withSituation({ ...s, result: a.result, player: a.result === 'draw' ? null : s.player }, ctx);
    case 'player': {
      // Picking the winner again keeps the rest; another winner cannot keep a discarder or a
      // liable player who is now the winner.
      const from = s.from === a.player ? null : s.from;
      const liable = s.liable === a.player ? null : s.liable;
      return withSituation({ ...s, player: a.player, from, liable }, ctx);
    }
    case 'how': {
      // A discarder is not carried over as the robbed player (or back): each way asks its own.
      const from = byOther(a.win) ? (a.from ?? (s.win === a.win ? s.from : null)) : null;
      return withSituation({ ...s, win: a.win, from }, ctx);
    }
    case 'from':
      return a.player === s.player ? s : withSituation({ ...s, from: a.player }, ctx);
    case 'switch':
      return withSituation({ ...s, [a.name]: a.on }, ctx);
    case 'liable':
      return withSituation({ ...s, liable: a.player === s.player ? null : a.player }, ctx);
    case 'why':
      return { ...s, why: a.why };
    case 'mode':
      return { ...s, mode: a.mode };
    // A fan and a limit hand exclude each other: picking one drops the other.
    case 'fan':
      return { ...s, fan: a.text.trim(), limit: false };
    case 'limit':
      return { ...s, limit: a.on, fan: a.on ? '' : s.fan };
    case 'points':
      return { ...s, points: a.text.trim() };
    case 'pattern': {
      const gone = new Set([a.id, ...(a.count > 0 ? (a.replaces ?? []) : [])]);
      const rest = Object.fromEntries(Object.entries(s.patterns).filter(([id]) => !gone.has(id)));
      return { ...s, patterns: a.count > 0 ? { ...rest, [a.id]: a.count } : rest };
    }
    case 'editor': {
      if (!engine) return s;
      // The situation is chosen above, not in the editor: its own controls are not shown.
      if (a.action.type === 'situation') return s;
      return { ...s, editor: updateEditor(engine, s.editor, a.action) };
    }
  }
}

export const SWITCHES = ['lastTile', 'heaven', 'earth'] as const;
export type EntrySwitch = (typeof SWITCHES)[number];

export const byOther = (win: WinKind | null): boolean => win === 'discard' || win === 'robbing-kong';

/** Whether the way of winning is complete: chosen, with whose discard or kong where it needs one. */
export const howDone = (s: EntryState): boolean => s.win !== null && (!byOther(s.win) || s.from !== null);

/** The situation of the win as the engine reads it, once the winner and the way are chosen. */
export function situationOf(s: EntryState, ctx: EntryContext): Situation | null {
  if (s.result !== 'win' || s.player === null || s.win === null) return null;
  const out: Situation = {
    seat: ctx.seatsNow[s.player] ?? 0,
    round: ctx.round,
    win: s.win,
    lastTile: s.lastTile,
    heaven: s.heaven,
    earth: s.earth,
  };
  if (byOther(s.win) && s.from !== null) out.from = ctx.seatsNow[s.from] ?? 0;
  return out;
}

/**
 * Whether a switch can be on with the other choices as they are: the engine's own check of a
 * situation (validateSituation) decides, so the view never offers what cannot happen.
 */
export function switchOffered(s: EntryState, ctx: EntryContext, name: EntrySwitch): boolean {
  const sit = situationOf({ ...s, [name]: true }, ctx);
  return sit !== null && validateSituation(sit).ok;
}

/** Drops the switches the other choices no longer allow (a heaven left on after a discard). */
function keepPossible(s: EntryState, ctx: EntryContext): EntryState {
  let out = s;
  for (const name of SWITCHES)
    if (out[name] && !switchOffered({ ...out, [name]: false }, ctx, name)) out = { ...out, [name]: false };
  return out;
}

/** The hand editor's situation: the one chosen here, in the editor's letters. */
function editorSituation(s: EntryState, ctx: EntryContext): LinkSituation {
  const seat = s.player === null ? 0 : (ctx.seatsNow[s.player] ?? 0);
  const out: LinkSituation = {
    seat: WIND_LETTERS[seat],
    round: WIND_LETTERS[ctx.round],
    win: s.win ?? 'discard',
    lastTile: s.lastTile,
    heaven: s.heaven,
    earth: s.earth,
  };
  if (byOther(s.win) && s.from !== null) out.from = WIND_LETTERS[ctx.seatsNow[s.from] ?? 0];
  return out;
}
