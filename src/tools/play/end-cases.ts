// For the tests: finished hands to check the sentences of a hand's end on. Whole games played
// by computer players under every option (the learner's seat played by one too), and hands
// that end in the ways they seldom reach, staged on a full table (the engine's fixture) and
// played to their end: every case of dangerous play (HKE 227–274), robbing a kong, heaven, and
// false Mah-Jongg calls, each wrapped in a game with the learner (player 0) at a chosen seat.
import { BOT_LEVELS, makeBot, type BotLevel } from '../../engine/game/bots/bot.ts';
import { playHand } from '../../engine/game/bots/driver.ts';
import { newGame, nextHand, type GameState } from '../../engine/game/game.ts';
import {
  discardUnclaimed,
  drawAndDiscard,
  pass,
  play,
  T,
  table,
  thirdDragon,
  type TableSpec,
} from '../../engine/game/fixture.ts';
import type { GameOptions, HandState } from '../../engine/game/types.ts';
import type { Wind } from '../../engine/tiles.ts';

const dangerous = { dangerousPlay: true };

// West discards the red dragon to North's two dragon pungs: little three dragons.
const dragonDiscard = (west: string): HandState =>
  play(
    table({
      seats: ['111222333444p5p', '[111s] [222s] [333s] 1234m', west, '[555z] [666z] 7z123m456p'],
      discards: { E: '9p' },
      options: dangerous,
      phase: { kind: 'turn', seat: 2, source: 'wall', drawn: T('7s') },
    }),
    { type: 'discard', seat: 2, tile: T('7z') },
    pass(0),
    pass(1),
    { type: 'mahjong', seat: 3 },
  );

const ROB_SEATS: [string, string, string, string] = [
  '[555p] 5p123m456m789m1z',
  '46p111s222s333s77z',
  '2468p9p2468s1234z',
  '11p33p77p88p99s567z',
];

/** Each planted hand, played to its end. */
export const PLANTED: Readonly<Record<string, () => HandState>> = {
  'supplier, self-drawn: 6×': () => {
    const h = thirdDragon('7z123p456p789p1234s', '111222333444m5m', '1z 2z 3z 9p');
    const d = drawAndDiscard(drawAndDiscard(drawAndDiscard(h, 0, '1z'), 1, '2z'), 2, '3z');
    return play(d, { type: 'draw', seat: 3 }, { type: 'mahjong', seat: 3 });
  },
  'supplier and another discarder: 2× each': () => {
    const h = drawAndDiscard(
      drawAndDiscard(thirdDragon('7z123p456p789p1234s', '111222333444m9p', '1z 2z 3z'), 0, '1z'),
      1,
      '2z',
    );
    return play(h, { type: 'draw', seat: 2 }, { type: 'discard', seat: 2, tile: T('9p') }, pass(0), pass(1), {
      type: 'mahjong',
      seat: 3,
    });
  },
  'supplier discards the winning tile: 4×': () => {
    const h = thirdDragon('7z9p23p456p789p1234s', '111222333444m5m', '1z');
    return play(h, { type: 'draw', seat: 0 }, { type: 'discard', seat: 0, tile: T('9p') }, pass(1), pass(2), {
      type: 'mahjong',
      seat: 3,
    });
  },
  'dangerous discard: 4×': () => dragonDiscard('7z444555666777s1m'),
  'dangerous discard with no choice: the usual shares': () => dragonDiscard('7z444555666777s8s'),
  'supplier of the fourth wind set, self-drawn: 6×': () => {
    const spec: TableSpec = {
      seats: ['111222333444s5s', '4z123m456m789m1234p', '555666777888s9s', '[111z] [222z] [333z] 44z5p9p'],
      discards: { E: '9m' },
      next: '5z 6z 7z 5p',
      options: dangerous,
      phase: { kind: 'turn', seat: 1, source: 'wall', drawn: T('4p') },
    };
    let h = play(table(spec), { type: 'discard', seat: 1, tile: T('4z') }, pass(2), { type: 'pung', seat: 3 }, pass(0));
    h = drawAndDiscard(drawAndDiscard(drawAndDiscard(discardUnclaimed(h, 3, '9p'), 0, '5z'), 1, '6z'), 2, '7z');
    return play(h, { type: 'draw', seat: 3 }, { type: 'mahjong', seat: 3 });
  },
  'robbing the kong': () =>
    play(
      table({ seats: ROB_SEATS, phase: { kind: 'turn', seat: 0, source: 'wall', drawn: T('5p') } }),
      { type: 'added-kong', seat: 0, tile: T('5p') },
      { type: 'mahjong', seat: 1 },
      pass(2),
      pass(3),
    ),
  heaven: () =>
    play(
      table({
        seats: ['123m456m789m123p11z', '456p789p111s222s3s', '333s444s555s666s7s', '777s888s999s22z33z'],
        phase: { kind: 'turn', seat: 0, source: 'deal', drawn: null },
      }),
      { type: 'mahjong', seat: 0 },
    ),
  'false Mah-Jongg: not a winning hand': () =>
    play(
      table({
        seats: ['123m456m789m123p1z', '46p111s222s333s77z', '2468p99p2468s1234z', '11p33p77p88p99s567z'],
        phase: { kind: 'turn', seat: 2, source: 'wall', drawn: T('9p') },
      }),
      { type: 'mahjong', seat: 2 },
    ),
  'false Mah-Jongg: below the minimum': () =>
    play(
      table({
        seats: ['123m456m789m123p1z', '111m456m789m234s55s', '2468p9p2468s1234z', '11p33p77p88p99s567z'],
        options: { minFan: 3 },
        phase: { kind: 'turn', seat: 1, source: 'wall', drawn: T('5s') },
      }),
      { type: 'mahjong', seat: 1 },
    ),
};

/** A game around a planted hand, the learner (player 0) at `learner`. */
export function plantedGame(hand: HandState, learner: Wind): GameState {
  const g = newGame(1, hand.options as Partial<GameOptions>);
  // Players sit in turn order from East; the learner at their seat, the others after them.
  const places = [0, 1, 2, 3].map((seat) => (seat - learner + 4) % 4);
  return { ...g, options: hand.options, round: hand.round, passes: 0, places, hand };
}

/** One option setting of the played games. */
export interface PlayedOptions {
  minFan: 0 | 1 | 3;
  dangerousPlay: boolean;
  level: BotLevel;
}

/** Every fan minimum, with and without dangerous play, at every computer level. */
export const PLAYED_OPTIONS: readonly PlayedOptions[] = ([0, 1, 3] as const).flatMap((minFan) =>
  [false, true].flatMap((dangerousPlay) => BOT_LEVELS.map((level) => ({ minFan, dangerousPlay, level }))),
);

/**
 * `games` seeded games per option setting, `hands` hands each (fewer when a game ends): every
 * finished hand as the game stands after it. The learner's seat is played at the same level.
 */
export function* playedEnds(games: number, hands: number): Generator<{ game: GameState; options: PlayedOptions }> {
  for (const [k, options] of PLAYED_OPTIONS.entries()) {
    const bots = [0, 1, 2, 3].map(() => makeBot(options.level));
    const { level: _, ...rules } = options;
    for (let seed = 1; seed <= games; seed++) {
      let g = newGame(1000 * k + seed, { ...rules, changeSeats: seed % 2 === 0 });
      for (let n = 0; n < hands; n++) {
        const played = playHand(g, bots);
        if (!played.ok) throw new Error(`seed ${seed}: ${played.error.code}`);
        yield { game: played.value, options };
        const next = nextHand(played.value);
        if (!next.ok) break;
        g = next.value;
      }
    }
  }
}
