// Sentences for the guided table: a refusal in the engine's words (with its tile named), and
// the note on a move that was not the step's.
import { fill } from '../../words/fill.ts';
import { tileName, type Lang } from '../../words/tile-names.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { Note } from './guided.ts';

/** `game.error.<code>` sentences, by key. */
export type GuidedNoteStrings = Readonly<Record<string, string>>;

export function reasonText(errors: GuidedNoteStrings, lang: Lang, n: Note & { kind: 'refused' }): string {
  const template = errors[`game.error.${n.code}`] ?? n.code;
  return fill(template, { tile: n.tile === undefined ? '' : tileName(n.tile as TileCode, lang) });
}

export function noteText(
  t: Readonly<Record<string, string>>,
  errors: GuidedNoteStrings,
  lang: Lang,
  n: Note,
  key: 'guided.note.refused' | 'guided.lesson',
): string {
  if (n.kind === 'other') return t['guided.note.other']!;
  return fill(t[key]!, { reason: reasonText(errors, lang, n) });
}
