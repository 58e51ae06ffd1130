// The table's words: the keys the island receives (PLAY_PREFIXES, from src/words/*.json) and the
// functions that turn its data – news, hints, the end of a hand – into sentences. Pure and
// engine-free, so the page carries no engine code until the table is dealt.
import { fill } from '../../words/fill.ts';
import { gameErrorMessage } from '../../words/messages.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import type { KeysUnder } from '../../words/index.ts';
import { tileName, tileWords, type Lang, type TileWords } from '../../words/tile-names.ts';
import type { News } from './controller.ts';
import type { Hint } from './hints.ts';
import type { TableView } from './model.ts';
import type { HandEnd } from './result.ts';

type WindLetter = 'E' | 'S' | 'W' | 'N';

/** The namespaces the island takes: all of `play.`, the seat winds, the suit names of the wait picker. */
export const PLAY_PREFIXES = ['play.', 'wind.', 'wait.suit.'] as const;
export type PlayKey = KeysUnder<(typeof PLAY_PREFIXES)[number]>;
export type PlayStrings = Record<PlayKey, string>;

/** `game.error.<code>` sentences, by code. */
export type ErrorStrings = Readonly<Record<string, string>>;

/** Who sits where in this hand: the learner's seat and every seat's player. */
export interface Seating {
  lang: Lang;
  me: WindLetter;
  /** The player (0 the learner) at each seat wind. */
  players: Readonly<Record<WindLetter, number>>;
}

export const seatingOf = (lang: Lang, v: Pick<TableView, 'me' | 'seats'>): Seating => ({
  lang,
  me: v.me,
  players: Object.fromEntries(v.seats.map((x) => [x.seat, x.player])) as Record<WindLetter, number>,
});

export const tileText = (lang: Lang, code: string): string => tileName(code as TileCode, lang);
/** Every case form of a tile's name (`{tile}`, `{tileAcc}`, `{tileDat}`), to spread into `fill`. */
export const tileVars = (lang: Lang, code: string): TileWords => tileWords(code as TileCode, lang);
const setText = (lang: Lang, set: string): string => {
  const suit = set.at(-1)!;
  return [...set.slice(0, -1)].map((n) => tileText(lang, `${n}${suit}`)).join(', ');
};

/** A player's name: "you" for the learner, else "Ben (South)". */
export function playerName(t: PlayStrings, player: number, seat: WindLetter): string {
  if (player === 0) return t['play.you'];
  return fill(t['play.who'], { name: t[`play.player.${player}` as PlayKey], wind: t[`wind.${seat}`] });
}

export const seatName = (t: PlayStrings, s: Seating, seat: WindLetter): string => playerName(t, s.players[seat], seat);
/** A player inside a sentence: "you" as the subject (German "du"), or the name. */
export const subjectName = (t: PlayStrings, s: Seating, seat: WindLetter): string =>
  seat === s.me ? t['play.you.subject'] : seatName(t, s, seat);
/** A player after "from", "by" (German "von dir"). */
export const objectName = (t: PlayStrings, s: Seating, seat: WindLetter): string =>
  seat === s.me ? t['play.you.object'] : seatName(t, s, seat);

/** One table event as a sentence; the learner's own in the second person. */
export function newsText(t: PlayStrings, s: Seating, n: News): string {
  if (n.type === 'draw-game') return t['play.news.drawGame'];
  const you = n.seat === s.me;
  const key = (base: string): string => t[(you ? `${base}.you` : base) as PlayKey];
  const vars = { who: seatName(t, s, n.seat) };
  switch (n.type) {
    case 'draw':
      return fill(key(n.replacement ? 'play.news.replacement' : 'play.news.draw'), {
        ...vars,
        ...(n.tile === null ? {} : tileVars(s.lang, n.tile)),
      });
    case 'bonus':
      return fill(key('play.news.bonus'), { ...vars, ...tileVars(s.lang, n.tile) });
    case 'discard':
      return fill(key('play.news.discard'), { ...vars, ...tileVars(s.lang, n.tile) });
    case 'chow':
    case 'pung':
    case 'kong':
      return fill(key(`play.news.${n.type}`), {
        ...vars,
        from: objectName(t, s, n.from),
        ...tileVars(s.lang, n.tile),
        set: setText(s.lang, n.set),
      });
    case 'concealed-kong':
      return fill(key('play.news.concealedKong'), { ...vars, ...tileVars(s.lang, `${n.set[0]}${n.set.at(-1)}`) });
    case 'added-kong':
      return fill(key('play.news.addedKong'), { ...vars, ...tileVars(s.lang, n.tile) });
    case 'mahjong':
      return fill(key('play.news.mahjong'), { ...vars, ...tileVars(s.lang, n.tile) });
  }
}

/** A rule hint as a sentence. */
export function hintText(t: PlayStrings, errors: ErrorStrings, s: Seating, h: Hint): string {
  const tile = (code: string) => tileText(s.lang, code);
  const words = (code: string) => tileVars(s.lang, code);
  switch (h.id) {
    case 'chow-not-from-left': {
      const left = (['E', 'S', 'W', 'N'] as const)[('ESWN'.indexOf(s.me) + 3) % 4]!;
      return fill(t['play.hint.chow-not-from-left'], {
        who: seatName(t, s, h.from),
        ...words(h.tile),
        sets: h.sets.map((x) => setText(s.lang, x)).join(' / '),
        left: seatName(t, s, left),
      });
    }
    case 'last-tile':
      return fill(t[h.couldClaim ? 'play.hint.last-tile.claim' : 'play.hint.last-tile'], {
        who: seatName(t, s, h.from),
        ...words(h.tile),
      });
    case 'bonus-replaced':
      return fill(t['play.hint.bonus-replaced'], { tiles: h.tiles.map(tile).join(', ') });
    case 'kong-replacement':
      return fill(t['play.hint.kong-replacement'], words(h.tile));
    case 'two-mahjong':
      return fill(t[h.from === s.me ? 'play.hint.two-mahjong.you' : 'play.hint.two-mahjong'], {
        callers: h.callers.map((w) => subjectName(t, s, w)).join(', '),
        from: seatName(t, s, h.from),
        winner: subjectName(t, s, h.winner),
      });
    case 'claim-lost':
      return fill(t['play.hint.claim-lost'], {
        claim: t[`play.call.${h.claim}`],
        winner: seatName(t, s, h.winner),
        won: t[`play.call.${h.won}`],
      });
    case 'refused':
      return gameErrorMessage(h, errors, words);
    case 'false-mahjong':
      return fill(t[`play.hint.false-mahjong.${h.reason}`], { fan: h.fan ?? 0, minFan: h.minFan });
    case 'danger':
      return fill(t['play.hint.danger'], words(h.tile));
  }
}

/** The end of a hand in sentences: what happened, then where the deal goes. */
export function endLines(t: PlayStrings, s: Seating, end: HandEnd): string[] {
  const lines: string[] = [];
  const you = end.player === 0;
  const who = end.seat === null ? '' : seatName(t, s, end.seat);
  const pick = (base: string, self: boolean): string => t[(self ? `${base}.you` : base) as PlayKey];
  if (end.outcome === 'draw-game') lines.push(t['play.end.draw']);
  else if (end.outcome === 'false-mahjong') {
    lines.push(fill(pick('play.end.false', you), { who }));
    if (end.reason) lines.push(fill(t[`play.end.reason.${end.reason}`], { fan: end.fan ?? 0, minFan: end.minFan }));
  } else {
    const points = end.answer?.points ?? 0;
    lines.push(fill(pick('play.end.win', you), { who, points: pointsText(t, points), how: howWon(t, s, end) }));
  }
  if (end.next === null) lines.push(t['play.end.gameOver']);
  else {
    const eastSeat = (Object.keys(s.players) as WindLetter[]).find((w) => s.players[w] === end.next!.east) ?? 'E';
    const east = seatName(t, s, eastSeat);
    const self = end.next.east === 0;
    lines.push(fill(pick(end.next.eastStays ? 'play.end.eastStays' : 'play.end.dealPasses', self), { who: east }));
    if (end.next.newRound) lines.push(fill(t['play.end.newRound'], { round: t[`wind.${end.next.round}`] }));
  }
  return lines;
}

/** How the hand was won; the learner as the discarder or the robbed player: "on your discard", „mit deinem Abwurf“. */
function howWon(t: PlayStrings, s: Seating, end: HandEnd): string {
  const yours = end.from === s.me;
  const from = end.from === null ? '' : seatName(t, s, end.from);
  // East's dealt tiles: no tile came from the wall to win with (HKE 179–180).
  if (end.heaven) return t['play.end.how.heaven'];
  switch (end.win) {
    case 'discard':
      return fill(t[yours ? 'play.end.how.discard.you' : 'play.end.how.discard'], { from });
    case 'robbing-kong':
      return fill(t[yours ? 'play.end.how.robbingKong.you' : 'play.end.how.robbingKong'], { from });
    case 'kong-replacement':
      return t['play.end.how.kongReplacement'];
    default:
      return t['play.end.how.selfDraw'];
  }
}

/** A payment with its sign: "+24", "−8" (typographic minus), "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** "8 points", "1 point", "−16 points" (`sign`: with +/−). */
export const pointsText = (t: PlayStrings, n: number, sign = false): string =>
  fill(t[Math.abs(n) === 1 ? 'play.point' : 'play.points'], { points: sign ? signed(n) : n });

/** The name of a link to a lesson section: "Lesson: Claiming a discard". */
export const lessonLink = (t: PlayStrings, label: string): string => fill(t['play.more'], { section: label });
