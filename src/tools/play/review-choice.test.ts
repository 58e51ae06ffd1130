// The second try's buttons say what the table's own buttons say: each claim and call by the
// table's label (capitalised, "Chow" with its three tiles, "Pung" with the claimed tile three
// times), a pass before the first discard as "Carry on", a discard as a capitalised phrase
// naming its tile; in both languages.
import { describe, expect, test } from 'vitest';
import { pickStrings } from '../../build/dictionary.ts';
import { LANGS } from '../../words/index.ts';
import { tileName } from '../../words/tile-names.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { EVERY_ACTION } from '../table/review/test-hands.ts';
import { choiceLabel, choiceWords } from './review-choice.ts';
import { PLAY_PREFIXES, type PlayStrings } from './strings.ts';

const at: { claimed: TileCode | null; dealt: boolean } = { claimed: '7s', dealt: false };

describe.each(LANGS)('%s', (lang) => {
  const t = pickStrings(lang, ...PLAY_PREFIXES) as PlayStrings;
  const label = (type: string, where = at) =>
    choiceLabel(
      t,
      lang,
      EVERY_ACTION.find((a) => a.type === type)!,
      where,
    );

  test.each(EVERY_ACTION)('$type: a whole label that does not start in lower case', (a) => {
    const l = choiceLabel(t, lang, a, at);
    expect(l.words).not.toMatch(/[{}]|undefined/);
    expect(l.words).not.toMatch(/^\p{Ll}/u);
  });

  test('claims and calls are the table’s own labels, with the set’s tiles', () => {
    expect(label('chow')).toEqual({ words: t['play.action.chow'], tiles: ['2p', '3p', '4p'], picture: null });
    expect(label('pung')).toEqual({ words: t['play.action.pung'], tiles: ['7s', '7s', '7s'], picture: null });
    expect(label('kong').tiles).toEqual(['7s', '7s', '7s', '7s']);
    expect(label('pass').words).toBe(t['play.action.pass']);
    expect(label('pass', { claimed: null, dealt: true }).words).toBe(t['play.action.carryOn']);
    expect(label('mahjong').words).toBe(t['play.action.mahjong']);
    expect(label('draw').words).toBe(t['play.action.draw']);
  });

  test('a discard names its tile in words and shows it as a picture left out of the name', () => {
    const l = label('discard');
    expect(l.picture).toBe('5m');
    expect(l.words).toContain(tileName('5m', lang));
    expect(choiceWords(lang, label('chow'))).toEqual([
      t['play.action.chow'],
      ...['2p', '3p', '4p'].map((c) => tileName(c as TileCode, lang)),
    ]);
  });
});
