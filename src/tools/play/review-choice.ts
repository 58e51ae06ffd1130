// A choice of the review's second try, named as the table's own buttons name it: "Chow" and
// its three tiles, "Pung" and the claimed tile three times, "Pass" ("Carry on" before the first
// discard), "Mah-Jongg!", a kong as the kong button says it; a discard, which the table makes
// by picking the tile, as "Discard 5 Dots" with the tile's picture.
import { fill } from '../../words/fill.ts';
import { tileName } from '../../words/tile-names.ts';
import type { Action } from '../../engine/game/types.ts';
import { makeTile } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { actionText } from '../table/review/words.ts';
import { tileVars, type PlayStrings } from './strings.ts';

type Lang = 'de' | 'en';

export interface ChoiceLabel {
  words: string;
  /** The tiles shown after the words (their names are part of the button's name). */
  tiles: TileCode[];
  /** A discard's tile, shown before the words and left out of the name (the words name it). */
  picture: TileCode | null;
}

const code = (t: number): TileCode => makeTile(t) as TileCode;
const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** `claimed`: the discard being answered; `dealt`: before the first discard. */
export function choiceLabel(
  t: PlayStrings,
  lang: Lang,
  a: Action,
  at: { claimed: TileCode | null; dealt: boolean },
): ChoiceLabel {
  const plain = (words: string): ChoiceLabel => ({ words, tiles: [], picture: null });
  switch (a.type) {
    case 'discard':
      return { words: upper(actionText(t, lang, a)), tiles: [], picture: code(a.tile) };
    case 'chow':
      return { words: t['play.action.chow'], tiles: [0, 1, 2].map((i) => code(a.tile + i)), picture: null };
    case 'pung':
    case 'kong': {
      const n = a.type === 'pung' ? 3 : 4;
      return {
        words: t[`play.action.${a.type}`],
        tiles: at.claimed ? Array<TileCode>(n).fill(at.claimed) : [],
        picture: null,
      };
    }
    case 'concealed-kong':
      return plain(fill(t['play.action.concealedKong'], tileVars(lang, code(a.tile))));
    case 'added-kong':
      // German starts with the tile ("den Ostwind an deinen Pong legen"): a button starts with a capital.
      return plain(upper(fill(t['play.action.addedKong'], tileVars(lang, code(a.tile)))));
    case 'pass':
      return plain(t[at.dealt ? 'play.action.carryOn' : 'play.action.pass']);
    case 'mahjong':
    case 'draw':
      return plain(t[`play.action.${a.type}`]);
    default: {
      const never: never = a;
      return never;
    }
  }
}

/** The words of the label and its tiles' names, in order: what a screen reader says for the button. */
export const choiceWords = (lang: Lang, l: ChoiceLabel): string[] => [
  l.words,
  ...l.tiles.map((c) => tileName(c, lang)),
];
