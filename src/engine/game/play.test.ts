// Properties over thousands of hands played by the computer players, every option in turn:
// the 144 tiles are all somewhere at every step (live wall, dead wall of 14, hands, sets,
// bonus tiles, discards), no tile more than four times, every win is a complete hand that the
// HKE scorer scores as the table did with the situation the table produced, payments sum to
// zero, and each hand's record replays into the same states.
import { describe, expect, test } from 'vitest';
import { decompose } from '../decompose.ts';
import { parseHand } from '../notation/hand-notation.ts';
import { fromLetters } from '../notation/situation-notation.ts';
import { score } from '../rules/score.ts';
import { WIND_LETTERS, type Wind } from '../tiles.ts';
import { makeBot, type Bot, type BotLevel } from './bots/bot.ts';
import { playHand, recordOf } from './bots/driver.ts';
import { newGame, nextHand, type GameState } from './game.ts';
import { replayRecord, type HandRecord } from './record.ts';
import { checkHand, restoreGame, serializeGame } from './serial.ts';
import { dealtTiles } from './start.ts';
import type { Action, GameOptions, HandState } from './types.ts';
import { DEALT } from './wall.ts';

/** Hands to play; raise it for a longer run (GAME_HANDS=20000 npx vitest run …). */
const HANDS = Number(process.env['GAME_HANDS'] ?? 2000);
/** Hands whose every intermediate state is compared with the replay (the rest: the final state). */
const FULL_REPLAYS = 40;

const OPTIONS: Partial<GameOptions>[] = [
  {},
  { dangerousPlay: true },
  { minFan: 1, changeSeats: true },
  { dangerousPlay: true, minFan: 3 },
];
const LEVELS: BotLevel[][] = [
  ['careful', 'careful', 'careful', 'careful'],
  ['beginner', 'careful', 'beginner', 'careful'],
  ['strong', 'careful', 'strong', 'beginner'],
];

/** A bot that must pick one of its legal actions, and must call every Mah-Jongg it is offered. */
const checked =
  (bot: Bot): Bot =>
  (view, legal) => {
    const a = bot(view, legal);
    const same = (l: Action) =>
      l.type === a.type && l.seat === a.seat && ('tile' in l ? l.tile : -1) === ('tile' in a ? a.tile : -1);
    if (!legal.some(same)) throw new Error(`illegal choice ${JSON.stringify(a)}`);
    if (legal.some((l) => l.type === 'mahjong') && a.type !== 'mahjong') throw new Error('a Mah-Jongg passed up');
    return a;
  };

const windOfLetter = (l: string): Wind => WIND_LETTERS.indexOf(l as 'E') as Wind;
interface Played {
  record: HandRecord;
  final: HandState;
  /** The hand's states where an event happened, the dealt state first (only for full replays). */
  steps: HandState[];
  stepsChecked: number;
}

function playAll(): { hands: Played[]; games: GameState[]; failures: string[] } {
  const hands: Played[] = [];
  const games: GameState[] = [];
  const failures: string[] = [];
  for (let gameNo = 0; hands.length < HANDS; gameNo++) {
    const bots = LEVELS[gameNo % LEVELS.length]!.map((l) => checked(makeBot(l)));
    let g = newGame(1000 + gameNo, OPTIONS[gameNo % OPTIONS.length]);
    for (;;) {
      const full = hands.length < FULL_REPLAYS;
      const steps: HandState[] = [g.hand];
      let stepsChecked = 0;
      const before = g.scores;
      const played = playHand(g, bots, (s) => {
        const ok = checkHand(s.hand);
        if (!ok.ok) failures.push(`game ${gameNo} hand ${s.handNumber}: ${ok.error.reason}`);
        stepsChecked++;
        if (full && s.hand.events.length > steps[steps.length - 1]!.events.length) steps.push(s.hand);
      });
      if (!played.ok) throw new Error(JSON.stringify(played.error));
      g = played.value;
      hands.push({ record: recordOf(g, before), final: g.hand, steps, stepsChecked });
      const n = nextHand(g);
      if (!n.ok || hands.length >= HANDS) break;
      g = n.value;
    }
    games.push(g);
  }
  return { hands, games, failures };
}

const run = playAll();

describe(`${HANDS} hands played by the computer players`, () => {
  test('every step leaves all 144 tiles in place, four of each and every bonus tile once, a dead wall of 14', () => {
    expect(run.failures).toEqual([]);
    expect(run.hands.reduce((n, h) => n + h.stepsChecked, 0)).toBeGreaterThan(HANDS * 50);
  });

  test('the hands end in wins of every kind and in draws', () => {
    const kinds = new Set(run.hands.map((h) => h.final.result?.situation?.win ?? h.final.result?.outcome));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['discard', 'draw-game', 'self-draw', 'kong-replacement']),
    );
    expect(run.hands.every((h) => h.final.phase.kind === 'over' && h.final.result !== null)).toBe(true);
    expect(run.hands.some((h) => h.final.result?.outcome === 'false-mahjong')).toBe(false);
  });

  test('every win is complete and scored by the HKE scorer with the table’s situation; payments sum to zero', () => {
    for (const { final } of run.hands) {
      const r = final.result!;
      expect(Object.values(r.payments).reduce((a, b) => a + b, 0)).toBe(0);
      if (r.outcome !== 'win') continue;
      const hand = parseHand(r.hand!);
      expect(hand.ok).toBe(true);
      if (!hand.ok) continue;
      expect(decompose(hand.value).length).toBeGreaterThan(0);
      const s = score(hand.value, fromLetters(r.situation!), {
        hke: { minFan: final.options.minFan, dangerousPlay: final.options.dangerousPlay },
      });
      expect(s.ok && { fan: s.value.fan, points: s.value.points, legal: s.value.legal }).toEqual({
        fan: r.fan,
        points: r.points,
        legal: true,
      });
      const from = r.situation!.from;
      const noChoice = from !== undefined && final.players[windOfLetter(from)]!.discards.at(-1)?.noChoice === true;
      if (s.ok && !noChoice)
        expect({ payments: s.value.payments, liable: s.value.liable }).toEqual({
          payments: r.payments,
          liable: r.liable,
        });
      if (r.situation!.lastTile) expect(final.liveEnd).toBe(final.head);
    }
  });

  test('records survive JSON and replay into the same final state', () => {
    // The replay itself checks every event and the result against the record; here the tiles.
    const tiles = (h: HandState) => JSON.stringify([h.players, h.head, h.liveEnd, h.deadTop, h.phase]);
    for (const { record, final } of run.hands) {
      const r = replayRecord(JSON.parse(JSON.stringify(record)) as HandRecord);
      expect(r.ok ? tiles(r.value.at(-1)!) : r.error).toBe(tiles(final));
    }
  });

  test(`for ${FULL_REPLAYS} hands, replay reproduces every state with an event`, () => {
    // The record holds each seat's dealt tiles (not the order they were dealt in) and the tiles
    // drawn, not the ones left in the wall at the end: the replayed wall is compared as those,
    // the live draws up to the last one and the replacements from the far end; all else in full.
    const shown = (s: HandState, end: HandState) =>
      JSON.stringify({
        ...s,
        wall: [dealtTiles(s), s.wall.slice(DEALT, end.head), s.wall.slice(end.deadTop)],
      });
    for (const { record, steps } of run.hands.slice(0, FULL_REPLAYS)) {
      const r = replayRecord(record);
      const end = steps.at(-1)!;
      expect(r.ok && r.value.map((s) => shown(s, end))).toEqual(steps.map((s) => shown(s, end)));
    }
  });

  test('scores: each game’s scores sum to zero and are the sum of its hands’ payments', () => {
    for (const g of run.games) expect(g.scores.reduce((a, b) => a + b, 0)).toBe(0);
    expect(run.games.some((g) => g.over)).toBe(true);
  });

  test('a game state survives JSON exactly', () => {
    for (const g of run.games) {
      const back = restoreGame(serializeGame(g));
      // Strict: no field may be undefined (JSON would drop it) and none may go missing.
      expect(back.ok && back.value).toStrictEqual(g);
    }
  });
});
