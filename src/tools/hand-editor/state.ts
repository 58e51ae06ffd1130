// The hand editor's state: a hand built by tapping tiles or by typing notation, the two kept in
// sync, and the situation it was won in. Pure transitions, tested in Node. The engine is passed
// in (the compare page loads it on demand), and it does all the tile work: parsing, printing,
// counting copies; this file only decides what a tap or a keystroke means.
import type { EngineError, Result } from '../../engine/errors.ts';
import type { Hand, Meld, MeldKind } from '../../engine/hand.ts';
import { WIND_LETTERS, type Bonus, type Tile, type WindLetter } from '../../engine/tiles.ts';
import { defaultDiscarder } from '../../engine/situation.ts';
import { toSituation, type HandLink, type LinkSituation } from '../shared/hand-link.ts';

/** The engine functions the editor uses; the compare page passes the engine module itself. */
export interface EditorEngine {
  parseFragment: (input: string) => Result<Hand>;
  parseHand: (input: string) => Result<Hand>;
  makeHand: (h: Hand) => string;
  makeTile: (t: Tile) => string;
  makeBonus: (b: Bonus) => string;
  parseTile: (code: string) => Tile | undefined;
  parseBonus: (code: string) => Bonus | undefined;
  tileCount: (h: Hand) => number;
  allTiles: (h: Hand) => Tile[];
  meldTiles: (m: Meld) => Tile[];
  isHonour: (t: Tile) => boolean;
  tileNumber: (t: Tile) => number;
}

/** What a tap on a playing tile of the palette adds. Bonus tiles are always bonus tiles. */
export const ADD_MODES = ['tile', 'winning', 'chow', 'pung', 'kong', 'concealed-kong'] as const;
export type AddMode = (typeof ADD_MODES)[number];

/** Something the editor refused, in words the view looks up: an engine error or a chow hint. */
export type Notice = { kind: 'engine'; error: EngineError } | { kind: 'bad-chow' };

export interface EditorState {
  /** The notation field, as typed. */
  text: string;
  /** The hand the text describes; while the text cannot be read, the last hand it could. */
  hand: Hand;
  /** Why the text cannot be read, or null. */
  textError: EngineError | null;
  /** Why the last tap did nothing; cleared by the next action. */
  notice: Notice | null;
  mode: AddMode;
  situation: LinkSituation;
}

/** A part of the hand a tap on the hand row removes. */
export type PartRef =
  | { kind: 'concealed'; index: number }
  | { kind: 'meld'; index: number }
  | { kind: 'bonus'; index: number }
  | { kind: 'winning' };

export type EditorAction =
  | { type: 'add'; code: string }
  | { type: 'remove'; part: PartRef }
  | { type: 'text'; text: string }
  | { type: 'mode'; mode: AddMode }
  | { type: 'situation'; patch: Partial<LinkSituation> }
  | { type: 'clear' };

export const EMPTY_HAND: Hand = { concealed: [], melds: [], bonus: [] };

export const initialEditor = (situation: LinkSituation): EditorState => ({
  text: '',
  hand: EMPTY_HAND,
  textError: null,
  notice: null,
  mode: 'tile',
  situation,
});

/** Tiles counted toward 14: a kong counts three. Above this a hand can never be complete. */
const FULL = 14;

/** The hand after a tap on `code` in `mode`, or why there is none. Copies are checked by the engine. */
function added(
  engine: EditorEngine,
  h: Hand,
  code: string,
  mode: AddMode,
): { ok: true; hand: Hand } | { ok: false; notice: Notice } {
  const bonus = engine.parseBonus(code);
  const tile = engine.parseTile(code);
  let next: Hand;
  if (bonus !== undefined) next = { ...h, bonus: [...h.bonus, bonus] };
  else if (tile === undefined)
    return { ok: false, notice: { kind: 'engine', error: { code: 'bad-digit', text: code } } };
  else if (mode === 'winning' || (mode === 'tile' && h.winning === undefined && engine.tileCount(h) === FULL - 1))
    next = { ...h, winning: tile };
  else if (mode === 'tile') next = { ...h, concealed: [...h.concealed, tile] };
  else {
    // A chow starts at 1–7 of a suit; honours have none. (Said here in plain words: the engine
    // would only call the set "not a chow".)
    if (mode === 'chow' && (engine.isHonour(tile) || engine.tileNumber(tile) > 7))
      return { ok: false, notice: { kind: 'bad-chow' } };
    const meld: Meld = { kind: mode === 'concealed-kong' ? 'kong' : mode, tile, concealed: mode === 'concealed-kong' };
    next = { ...h, melds: [...h.melds, meld] };
  }
  // Printing and reading back lets the engine sort the hand and check every copy count.
  const checked = engine.parseFragment(engine.makeHand(next));
  if (!checked.ok) return { ok: false, notice: { kind: 'engine', error: checked.error } };
  const count = engine.tileCount(checked.value);
  if (count > FULL) return { ok: false, notice: { kind: 'engine', error: { code: 'wrong-tile-count', count } } };
  return { ok: true, hand: checked.value };
}

function removed(h: Hand, part: PartRef): Hand {
  const without = <T>(list: readonly T[], i: number): T[] => list.filter((_, k) => k !== i);
  switch (part.kind) {
    case 'concealed':
      return { ...h, concealed: without(h.concealed, part.index) };
    case 'meld':
      return { ...h, melds: without(h.melds, part.index) };
    case 'bonus':
      return { ...h, bonus: without(h.bonus, part.index) };
    case 'winning': {
      const { winning: _, ...rest } = h;
      return rest;
    }
  }
}

/** A tap changed the hand: the text follows in canonical notation. */
const withHand = (engine: EditorEngine, s: EditorState, hand: Hand): EditorState => ({
  ...s,
  hand,
  text: engine.makeHand(hand),
  textError: null,
  notice: null,
});

/** Typed text: the hand follows when the text can be read; an empty field is an empty hand. */
function withText(engine: EditorEngine, s: EditorState, text: string): EditorState {
  if (text.trim() === '') return { ...s, text, hand: EMPTY_HAND, textError: null, notice: null };
  const parsed = engine.parseFragment(text);
  return parsed.ok
    ? { ...s, text, hand: parsed.value, textError: null, notice: null }
    : { ...s, text, textError: parsed.error, notice: null };
}

/** Keeps the situation one the controls can show: no discarder on a self-draw, never the winner. */
function withSituation(s: EditorState, patch: Partial<LinkSituation>): EditorState {
  const next: LinkSituation = { ...s.situation, ...patch };
  const byOther = next.win === 'discard' || next.win === 'robbing-kong';
  if (!byOther || next.from === next.seat) delete next.from;
  return { ...s, situation: next, notice: null };
}

export function update(engine: EditorEngine, s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'add': {
      const r = added(engine, s.hand, a.code, s.mode);
      return r.ok ? withHand(engine, s, r.hand) : { ...s, notice: r.notice };
    }
    case 'remove':
      return withHand(engine, s, removed(s.hand, a.part));
    case 'text':
      return withText(engine, s, a.text);
    case 'mode':
      return { ...s, mode: a.mode, notice: null };
    case 'situation':
      return withSituation(s, a.patch);
    case 'clear':
      return { ...s, text: '', hand: EMPTY_HAND, textError: null, notice: null };
  }
}

/** The editor filled from a share link: its hand must read as notation (any number of tiles). */
export function fromLink(engine: EditorEngine, link: HandLink): { state: EditorState; error: EngineError | null } {
  const { hand, ...situation } = link;
  const empty = withSituation(initialEditor(situation), {});
  if (hand.trim() === '') return { state: empty, error: null };
  const parsed = engine.parseFragment(hand);
  if (!parsed.ok) return { state: empty, error: parsed.error };
  return { state: { ...empty, text: hand, hand: parsed.value }, error: null };
}

/** Where the hand stands: nothing yet, being built, unreadable, or ready to score. */
export type EditorStatus =
  | { kind: 'empty' }
  | { kind: 'unreadable'; error: EngineError }
  | { kind: 'building'; count: number; missing: number }
  | { kind: 'invalid'; error: EngineError }
  | { kind: 'complete'; hand: Hand };

export function editorStatus(engine: EditorEngine, s: EditorState): EditorStatus {
  if (s.textError) return { kind: 'unreadable', error: s.textError };
  const count = engine.tileCount(s.hand);
  if (count === 0 && s.hand.bonus.length === 0) return { kind: 'empty' };
  if (count < FULL) return { kind: 'building', count, missing: FULL - count };
  if (s.hand.winning === undefined && count === FULL) return { kind: 'invalid', error: { code: 'no-winning-tile' } };
  // The engine's own check of a 14-tile hand (tile count, copies) decides.
  const full = engine.parseHand(engine.makeHand(s.hand));
  return full.ok ? { kind: 'complete', hand: full.value } : { kind: 'invalid', error: full.error };
}

/** Copies of a palette tile still free (4 of a playing tile, 1 of a bonus tile). */
export function copiesLeft(engine: EditorEngine, h: Hand, code: string): number {
  const bonus = engine.parseBonus(code);
  if (bonus !== undefined) return h.bonus.includes(bonus) ? 0 : 1;
  const tile = engine.parseTile(code);
  if (tile === undefined) return 0;
  return Math.max(0, 4 - engine.allTiles(h).filter((t) => t === tile).length);
}

/** The share link of the editor: its situation and the text, or the last hand the text could
 * be read as, so a link never carries a typo half-way through. */
export const linkOf = (engine: EditorEngine, s: EditorState): HandLink => ({
  hand: s.textError ? engine.makeHand(s.hand) : s.text.trim(),
  ...s.situation,
});

/** The discarder the controls show: the one chosen, else the engine's default (defaultDiscarder);
 * null on a self-draw. */
export function shownFrom(s: LinkSituation): WindLetter | null {
  if (s.from !== undefined && (s.win === 'discard' || s.win === 'robbing-kong')) return s.from;
  const d = defaultDiscarder(toSituation(s));
  return d === undefined ? null : WIND_LETTERS[d];
}

/** One part of the hand row, in tile codes: what the view draws and what a tap removes. */
export interface HandPart {
  ref: PartRef;
  kind: 'concealed' | 'exposed' | 'concealed-kong' | 'bonus' | 'winning';
  /** The set's kind, for exposed sets. */
  meld?: MeldKind;
  codes: string[];
}

/** The hand as it lies on the table: concealed tiles one by one, each set as one part, bonus tiles, the winning tile. */
export function handParts(engine: EditorEngine, h: Hand): HandPart[] {
  const parts: HandPart[] = h.concealed.map((t, index) => ({
    ref: { kind: 'concealed', index },
    kind: 'concealed',
    codes: [engine.makeTile(t)],
  }));
  h.melds.forEach((m, index) =>
    parts.push({
      ref: { kind: 'meld', index },
      kind: m.concealed ? 'concealed-kong' : 'exposed',
      meld: m.kind,
      codes: engine.meldTiles(m).map(engine.makeTile),
    }),
  );
  h.bonus.forEach((b, index) =>
    parts.push({ ref: { kind: 'bonus', index }, kind: 'bonus', codes: [engine.makeBonus(b)] }),
  );
  if (h.winning !== undefined)
    parts.push({ ref: { kind: 'winning' }, kind: 'winning', codes: [engine.makeTile(h.winning)] });
  return parts;
}
