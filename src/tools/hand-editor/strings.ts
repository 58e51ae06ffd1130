// The strings the hand editor receives, and the sentence its live region announces.
import type { EngineError } from '../../engine/errors.ts';
import { fill } from '../../words/fill.ts';
import { errorMessage, type Messages } from '../../words/messages.ts';
import { tileName, tileWords, type Lang, type TileWords } from '../../words/tile-names.ts';
import { isTileCode } from '../../ui/tiles/codes.ts';
import type { EditorStatus, HandPart, Notice } from './state.ts';

export const EDITOR_KEYS = [
  'editor.title',
  'editor.handLabel',
  'editor.empty',
  'editor.remove',
  'editor.removeExposed',
  'editor.removeConcealedKong',
  'editor.removeWinning',
  'editor.removeHint',
  'editor.removed',
  'editor.undo',
  'editor.notation',
  'editor.notationHint',
  'editor.notationHelp',
  'editor.mode',
  'editor.mode.tile',
  'editor.mode.winning',
  'editor.mode.chow',
  'editor.mode.pung',
  'editor.mode.kong',
  'editor.mode.concealed-kong',
  'editor.palette',
  'editor.keysHint',
  'editor.clear',
  'editor.status.empty',
  'editor.status.building',
  'editor.status.complete',
  'editor.notice.badChow',
  'editor.situation',
  'editor.seat',
  'editor.round',
  'editor.win',
  'editor.win.choose',
  'editor.win.discard',
  'editor.win.self-draw',
  'editor.win.kong-replacement',
  'editor.win.robbing-kong',
  'editor.from',
  'editor.fromRobbed',
  'editor.lastTile',
  'editor.heaven',
  'editor.earth',
  'wait.suit.m',
  'wait.suit.p',
  'wait.suit.s',
  'wait.suit.z',
  'hand.part.bonus',
  'block.chow',
  'block.pung',
  'block.kong',
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
] as const;
export type EditorKey = (typeof EDITOR_KEYS)[number];

export interface EditorStrings {
  t: Record<EditorKey, string>;
  /** `error.*` and `situation.*`, for the engine's messages. */
  messages: Messages;
}

/** A tile's spoken name, for any code the engine prints. */
export const nameOf = (code: string, lang: Lang): string => (isTileCode(code) ? tileName(code, lang) : code);
/** Every case form of a tile's name (`{tile}`, `{tileAcc}`, `{tileDat}`), for any code the engine prints. */
export const wordsOf = (code: string, lang: Lang): TileWords =>
  isTileCode(code) ? tileWords(code, lang) : { tile: code, tileAcc: code, tileDat: code };

export const engineText = (s: EditorStrings, e: EngineError): string => errorMessage(e, s.messages);

export function noticeText(s: EditorStrings, n: Notice): string {
  switch (n.kind) {
    case 'engine':
      return engineText(s, n.error);
    case 'bad-chow':
      return s.t['editor.notice.badChow'];
  }
}

/** The live status line: what the hand still needs, or why it cannot be read. */
export function statusText(s: EditorStrings, st: EditorStatus, lang: Lang, winning: string | null): string {
  switch (st.kind) {
    case 'empty':
      return s.t['editor.status.empty'];
    case 'building':
      return fill(s.t['editor.status.building'], { count: st.count, missing: st.missing });
    case 'unreadable':
    case 'invalid':
      return engineText(s, st.error);
    case 'complete':
      return fill(s.t['editor.status.complete'], winning === null ? {} : wordsOf(winning, lang));
  }
}

/** "Took out 9 Bamboo." or "Took out: Pung, 5 Dots.": what the last tap on the hand removed. */
export function removedText(s: EditorStrings, part: HandPart, lang: Lang): string {
  const tile = nameOf(part.codes[0]!, lang);
  const what = part.meld === undefined ? tile : `${s.t[`block.${part.meld}`]}, ${tile}`;
  return fill(s.t['editor.removed'], { what });
}
