// The replay page's strings (picked at build time, handed to the island as props) and the pure
// functions that turn its data – events, results, reading errors – into sentences.
import type { GameEvent, HandResult } from '../../engine/game/types.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { KeysUnder } from '../../words/index.ts';
import { fill } from '../../words/fill.ts';
import { tileName, tileWords, type Lang, type TileWords } from '../../words/tile-names.ts';
import type { DECISION_KEYS } from '../table/review/words.ts';
import type { RecordError } from './records.ts';

/** The namespaces the island takes: all of `replay.` and the seat winds, besides the table review's DECISION_KEYS. */
export const REPLAY_PREFIXES = ['replay.', 'wind.'] as const;
export type ReplayKey = KeysUnder<(typeof REPLAY_PREFIXES)[number]> | (typeof DECISION_KEYS)[number];
export type ReplayStrings = Readonly<Record<ReplayKey, string>>;

export const tileText = (lang: Lang, code: string): string => tileName(code as TileCode, lang);
/** Every case form of a tile's name (`{tile}`, `{tileAcc}`, `{tileDat}`), to spread into `fill`. */
const tileVars = (lang: Lang, code: string): TileWords => tileWords(code as TileCode, lang);
const wind = (t: ReplayStrings, seat: WindLetter): string => t[`wind.${seat}`];

/** `123m` → "1 Characters to 3 Characters" is too long to hear at every step: a set is named by its claimed tile. */
export function eventText(t: ReplayStrings, lang: Lang, e: GameEvent): string {
  if (e.type === 'draw-game') return t['replay.event.drawGame'];
  const vars = { who: wind(t, e.seat) };
  switch (e.type) {
    case 'draw':
      return fill(t[e.replacement ? 'replay.event.replacement' : 'replay.event.draw'], {
        ...vars,
        ...tileVars(lang, e.tile),
      });
    case 'bonus':
    case 'discard':
    case 'added-kong':
    case 'mahjong': {
      const key = e.type === 'added-kong' ? 'addedKong' : e.type;
      return fill(t[`replay.event.${key}`], { ...vars, ...tileVars(lang, e.tile) });
    }
    case 'chow':
    case 'pung':
    case 'kong':
      return fill(t[`replay.event.${e.type}`], { ...vars, ...tileVars(lang, e.tile), from: wind(t, e.from) });
    case 'concealed-kong':
      return fill(t['replay.event.concealedKong'], { ...vars, tile: tileText(lang, `${e.set[0]}${e.set.at(-1)}`) });
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** The headline of a finished hand: who won and for how much, or why nobody did. */
export function resultText(t: ReplayStrings, r: HandResult): string {
  if (r.outcome === 'draw-game' || r.seat === undefined) return t['replay.result.draw'];
  const who = wind(t, r.seat);
  if (r.outcome === 'false-mahjong') return fill(t['replay.result.false'], { who });
  const key = r.limit ? 'replay.result.limit' : 'replay.result.win';
  const points = r.points ?? 0;
  return fill(t[key], {
    who,
    fan: r.fan ?? 0,
    points: fill(t[points === 1 ? 'replay.result.point' : 'replay.result.points'], { points }),
  });
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A reading error in words; for one of several records, which one. */
export function recordErrorText(t: ReplayStrings, e: RecordError): string {
  const problem =
    e.code === 'tampered' && e.event !== undefined
      ? fill(t['replay.error.tamperedAt'], { event: e.event + 1 })
      : t[`replay.error.${e.code}`];
  return e.record === undefined ? problem : fill(t['replay.error.record'], { record: e.record, problem });
}
