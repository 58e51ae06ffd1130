// The table's words: the keys the island receives (PLAY_KEYS, from src/words/*.json) and the
// functions that turn its data – news, hints, the end of a hand – into sentences. Pure and
// engine-free, so the page carries no engine code until the table is dealt.
import { fill } from '../../words/fill.ts';
import { gameErrorMessage } from '../../words/messages.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { tileName, tileWords, type Lang, type TileWords } from '../../words/tile-names.ts';
import type { News } from './controller.ts';
import type { Hint } from './hints.ts';
import type { TableView } from './model.ts';
import type { HandEnd } from './result.ts';
import { TEACH_KEYS } from './teach-keys.ts';

type WindLetter = 'E' | 'S' | 'W' | 'N';

export const PLAY_KEYS = [
  'play.loading',
  'play.loadFailed',
  'play.link.badSeed',
  'play.link.badSpeed',
  'play.setup.title',
  'play.setup.intro',
  'play.setup.rules',
  'play.setup.table',
  'play.setup.minFan',
  'play.setup.minFan.none',
  'play.setup.dangerousPlay',
  'play.setup.changeSeats',
  'play.setup.bot',
  'play.setup.bot.beginner',
  'play.setup.bot.careful',
  'play.setup.bot.strong',
  'play.setup.bot.suggested',
  'play.setup.hints',
  'play.setup.speed',
  'play.speed.normal',
  'play.speed.fast',
  'play.speed.instant',
  'play.setup.seed',
  'play.setup.start',
  'play.table.label',
  'play.you',
  'play.player.1',
  'play.player.2',
  'play.player.3',
  'play.who',
  'play.place.bottom',
  'play.place.right',
  'play.place.top',
  'play.place.left',
  'play.hidden',
  'play.discards',
  'play.melds',
  'play.bonus',
  'play.taken',
  'play.points',
  'play.point',
  'play.more',
  'play.wall',
  'play.deadWall',
  'play.round',
  'play.handNumber',
  'play.turnMark',
  'play.hand.label',
  'play.hand.drawn',
  'play.hand.danger',
  'play.hand.help',
  'play.prompt.wait',
  'play.prompt.draw',
  'play.prompt.discard',
  'play.prompt.discardAfterClaim',
  'play.prompt.deal',
  'play.prompt.claim',
  'play.prompt.rob',
  'play.prompt.confirm',
  'play.action.draw',
  'play.action.carryOn',
  'play.action.concealedKong',
  'play.action.addedKong',
  'play.action.mahjong',
  'play.action.pass',
  'play.action.chow',
  'play.action.pung',
  'play.action.kong',
  'play.action.nextHand',
  'play.action.newGame',
  'play.action.download',
  'play.action.share',
  'play.share.note',
  'play.coach.title',
  'play.coach.waits',
  'play.coach.notWaiting',
  'play.coach.canWin',
  'play.coach.claim.pung',
  'play.coach.claim.kong',
  'play.coach.claim.chow',
  'play.coach.rob',
  'play.coach.deal',
  'play.news.title',
  'play.news.draw',
  'play.news.draw.you',
  'play.news.replacement',
  'play.news.replacement.you',
  'play.news.bonus',
  'play.news.bonus.you',
  'play.news.discard',
  'play.news.discard.you',
  'play.news.chow',
  'play.news.chow.you',
  'play.news.pung',
  'play.news.pung.you',
  'play.news.kong',
  'play.news.kong.you',
  'play.news.concealedKong',
  'play.news.concealedKong.you',
  'play.news.addedKong',
  'play.news.addedKong.you',
  'play.news.mahjong',
  'play.news.mahjong.you',
  'play.news.drawGame',
  'play.hints.title',
  'play.hint.chow-not-from-left',
  'play.hint.last-tile',
  'play.hint.last-tile.claim',
  'play.hint.bonus-replaced',
  'play.hint.kong-replacement',
  'play.hint.two-mahjong',
  'play.hint.claim-lost',
  'play.hint.false-mahjong.not-complete',
  'play.hint.false-mahjong.below-minimum',
  'play.hint.danger',
  'play.call.mahjong',
  'play.call.kong',
  'play.call.pung',
  'play.call.chow',
  'play.call.pass',
  'play.end.title',
  'play.end.win',
  'play.end.win.you',
  'play.end.false',
  'play.end.false.you',
  'play.end.reason.not-complete',
  'play.end.reason.below-minimum',
  'play.end.draw',
  'play.end.eastStays',
  'play.end.eastStays.you',
  'play.end.dealPasses',
  'play.end.dealPasses.you',
  'play.end.newRound',
  'play.end.gameOver',
  'play.pay.title',
  'play.pay.player',
  'play.pay.hand',
  'play.pay.total',
  'play.pay.role.winner',
  'play.pay.role.discarder',
  'play.pay.role.robbed',
  'play.pay.role.liable',
  'play.pay.role.caller',
  'play.final.title',
  'play.final.place',
  'play.options.hints',
  'play.options.speed',
  'play.rules.minFan',
  'play.rules.noMinFan',
  'play.rules.dangerousPlay',
  'play.rules.changeSeats',
  'play.rules.bot.beginner',
  'play.rules.bot.careful',
  'play.rules.bot.strong',
  'play.end.how.discard',
  'play.end.how.selfDraw',
  'play.end.how.kongReplacement',
  'play.end.how.robbingKong',
  'play.you.subject',
  'play.you.object',
  'play.prompt.answering',
  'play.prompt.wait.you',
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
  ...TEACH_KEYS,
] as const;
export type PlayKey = (typeof PLAY_KEYS)[number];
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
      return fill(t['play.hint.two-mahjong'], {
        callers: h.callers.map((w) => subjectName(t, s, w)).join(', '),
        from: objectName(t, s, h.from),
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

function howWon(t: PlayStrings, s: Seating, end: HandEnd): string {
  const from = end.from === null ? '' : objectName(t, s, end.from);
  switch (end.win) {
    case 'discard':
      return fill(t['play.end.how.discard'], { from });
    case 'robbing-kong':
      return fill(t['play.end.how.robbingKong'], { from });
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
