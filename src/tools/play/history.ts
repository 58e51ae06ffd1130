// The learner's last hands, with their records, kept in the browser so a hand can be
// downloaded or opened in the replay viewer later. Engine-free: the page lists the hands
// before the table engine has loaded. Stored separately from the game in progress, so a
// broken history never costs the game and the other way round.
import type { HandRecord } from '../../engine/game/record.ts';
import { fill } from '../../words/fill.ts';
import { playerName, type PlayStrings } from './strings.ts';

export const HISTORY_KEY = 'fanlaak:play-history:v1';
/** How many hands are kept: the oldest goes first. */
export const HISTORY_SIZE = 50;

export interface PlayedHand {
  /** The game's seed and the hand's number in it: one hand is stored once. */
  game: number;
  hand: number;
  record: HandRecord;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isPlayed = (v: unknown): v is PlayedHand =>
  isObject(v) &&
  typeof v.game === 'number' &&
  typeof v.hand === 'number' &&
  isObject(v.record) &&
  v.record.format === 'fan-and-laak/hand' &&
  Array.isArray(v.record.events);

/**
 * The stored history as read. The format is a JSON list under HISTORY_KEY (its version is the
 * key's), newest first. Items this version cannot read (a damaged entry, or one written by a
 * newer version) are kept in place when a hand is added, not dropped.
 */
export interface HistoryRead {
  /** The hands this version can show, newest first. */
  hands: PlayedHand[];
  /** Every item as stored, readable or not; null: the value is not a list (not JSON, or another format). */
  items: unknown[] | null;
  /** How many of `items` this version cannot read. */
  unread: number;
}

export function readHistory(raw: string | null): HistoryRead {
  let v: unknown;
  try {
    v = JSON.parse(raw ?? '[]');
  } catch {
    return { hands: [], items: null, unread: 0 };
  }
  if (!Array.isArray(v)) return { hands: [], items: null, unread: 0 };
  const items = v.slice(0, HISTORY_SIZE);
  const hands = items.filter(isPlayed);
  return { hands, items, unread: items.length - hands.length };
}

/** The stored list, newest first; entries that are not a played hand are left out. */
export const parseHistory = (raw: string | null): PlayedHand[] => readHistory(raw).hands;

/** The list with one more hand in front (replacing the same hand stored before). */
export function addHand(list: readonly PlayedHand[], p: PlayedHand): PlayedHand[] {
  return addItem(list, p) as PlayedHand[];
}

/** The stored items with one more hand in front: the same hand stored before goes, unreadable items stay. */
export function addItem(items: readonly unknown[], p: PlayedHand): unknown[] {
  const rest = items.filter((x) => !isPlayed(x) || x.game !== p.game || x.hand !== p.hand);
  return [p, ...rest].slice(0, HISTORY_SIZE);
}

/** What became of a stored value that could not be read: kept as a copy, or left as it is (storage refused the copy). */
export type Keeping = 'kept' | 'refused';

/** What the history panel says about the stored list beyond its hands. */
export interface HistoryNote {
  /** The stored value could not be read: kept as a copy (new hands start a fresh list), or refused (new hands are not added). */
  damaged: Keeping | null;
  /** Items of the list this version cannot read, kept in it as they are. */
  unread: number;
}

/** What the history panel says about the stored list beyond its hands (nothing: an empty list). */
export function historyNotes(t: PlayStrings, note: HistoryNote): string[] {
  const said: string[] = [];
  if (note.damaged) said.push(t[`play.history.damaged.${note.damaged}`]);
  if (note.unread === 1) said.push(t['play.history.unread.one']);
  if (note.unread > 1) said.push(fill(t['play.history.unread.other'], { count: note.unread }));
  return said;
}

/** The file name of a downloaded record. */
export const recordFileName = (p: Pick<PlayedHand, 'game' | 'hand'>): string => `fan-laak-${p.game}-${p.hand}.json`;

export const recordFileText = (r: HandRecord): string => `${JSON.stringify(r, null, 2)}\n`;

/** A hand's outcome in the list; the learner (player 0) in the second person ("you won", „du hast gewonnen“). */
export function outcomeText(t: PlayStrings, p: PlayedHand): string {
  const r = p.record.result;
  const seat = r?.seat;
  if (!r || r.outcome === 'draw-game' || seat === undefined) return t['play.history.draw'];
  const player = p.record.game?.players[seat] ?? 0;
  const key = r.outcome === 'win' ? 'play.history.win' : 'play.history.false';
  return player === 0 ? t[`${key}.you`] : fill(t[key], { who: playerName(t, player, seat) });
}
