// The guided hand's strings, picked at build time and handed to the island: the table's words
// (`guided.*` without a script), each script's instructions (`guided.<id>.*`), the seat winds,
// the engine's refusals (`game.error.*`) and the names of the patterns a finished hand scores.
import type { GuidedNoteStrings } from './notes.ts';

export const GUIDED_KEYS = [
  'guided.loading',
  'guided.loadFailed',
  'guided.step',
  'guided.resumed',
  'guided.restart',
  'guided.note.other',
  'guided.note.refused',
  'guided.lesson',
  'guided.you',
  'guided.hidden',
  'guided.hand',
  'guided.discards',
  'guided.melds',
  'guided.bonus',
  'guided.actions',
  'guided.draw',
  'guided.chow',
  'guided.pung',
  'guided.kong',
  'guided.pass',
  'guided.mahjong',
  'guided.discardTile',
  'guided.lastDiscard',
  'guided.done.title',
  'guided.done.breakdown',
  'guided.done.fan',
  'guided.done.pays',
  'guided.done.pay',
  'guided.done.next',
  'guided.done.points',
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
] as const;
export type GuidedKey = (typeof GUIDED_KEYS)[number];
/** The table's words plus the script's (`guided.<id>.<say>`, `guided.<id>.end`). */
export type GuidedStrings = Readonly<Record<GuidedKey, string>> & Readonly<Record<string, string>>;
export type { GuidedNoteStrings };
