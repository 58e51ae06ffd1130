// The end of a hand as the table shows it: the winner's hand taken apart (the same FanAnswer the
// lesson puzzles show), who pays what, and where the deal goes next. Built in the browser from
// the engine's result: the hand is scored again only for its reading, the payments are the table's.
import { nextHand, playerAt, type GameState, type HandOutcome } from '../../engine/game/index.ts';
import { parseHand } from '../../engine/notation/hand-notation.ts';
import { fromLetters } from '../../engine/notation/situation-notation.ts';
import { paidAsLimit } from '../../engine/puzzles/paid-as-limit.ts';
import { score } from '../../engine/rules/score-hke.ts';
import type { WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';
import type { FanAnswer } from '../../lessons/fan-puzzle/types.ts';
import { plainReading } from '../../ui/plain.ts';

/** Pattern and limit names and descriptions by i18n key (`hke.pattern.<id>`, `….desc`, `hke.limit.<id>`). */
export type PatternNames = Readonly<Record<string, string>>;

export type PayRole = 'winner' | 'discarder' | 'robbed' | 'liable' | 'caller' | 'other';

export interface PaymentRow {
  player: number;
  seat: WindLetter;
  /** Signed: what this player got (+) or paid (−) in this hand. */
  amount: number;
  role: PayRole;
  /** The running score after this hand. */
  total: number;
}

export interface HandEnd {
  outcome: HandOutcome;
  /** The winner, or the player who called a false Mah-Jongg. */
  seat: WindLetter | null;
  player: number | null;
  win: WinKind | null;
  from: WindLetter | null;
  /** The winner's hand taken apart; null for a draw or a false call. */
  answer: FanAnswer | null;
  /** A false call: why it was no win, and its fan when it was only below the minimum. */
  reason: 'not-complete' | 'below-minimum' | null;
  fan: number | null;
  minFan: number;
  /** In seat order, East first. */
  payments: PaymentRow[];
  /** Where the next hand is dealt; null when the game is over. */
  next: { east: number; round: WindLetter; newRound: boolean; eastStays: boolean } | null;
}

/** The winner's hand, scored again for its reading and the sets behind each item. */
export function answerOf(g: GameState, names: PatternNames): FanAnswer | null {
  const r = g.hand.result;
  if (r?.outcome !== 'win' || r.hand === undefined || r.situation === undefined) return null;
  const hand = parseHand(r.hand);
  if (!hand.ok) return null;
  const situation = fromLetters(r.situation);
  const scored = score(hand.value, situation, {
    rules: 'hke',
    hke: { minFan: g.options.minFan, dangerousPlay: g.options.dangerousPlay },
  });
  if (!scored.ok) return null;
  const s = scored.value;
  const name = (key: string): string => names[key] ?? key;
  const winner = playerAt(g, situation.seat);
  return {
    reading: plainReading(s.reading),
    items: s.items.map((i) => ({
      id: i.id,
      name: name(`hke.pattern.${i.id}`),
      // A computer player's win is told about them, not "you" (the view fills in the name).
      desc: (winner !== 0 && names[`hke.otherDesc.${i.id}`]) || name(`hke.pattern.${i.id}.desc`),
      fan: i.fan,
      blocks: i.blocks,
      situational: i.blocks.length === 0,
    })),
    fan: s.fan,
    limits: s.limits.map((id) => ({ id, name: name(`hke.limit.${id}`), desc: name(`hke.limit.${id}.desc`) })),
    paidAsLimit: paidAsLimit(s),
    // The table's numbers: with "no choice" under dangerous play the table may settle differently.
    points: r.points ?? s.points,
    payments: r.payments,
    seat: r.situation.seat,
    from: r.situation.from ?? null,
    win: r.situation.win,
    table: [],
    limitPoints: 0,
    askPayments: false,
  };
}

function roleOf(g: GameState, seat: WindLetter): PayRole {
  const r = g.hand.result!;
  if (r.outcome === 'draw-game') return 'other';
  if (r.seat === seat) return r.outcome === 'win' ? 'winner' : 'caller';
  if (r.outcome !== 'win') return 'other';
  if (r.liable === seat) return 'liable';
  if (r.situation?.from === seat) return r.situation.win === 'robbing-kong' ? 'robbed' : 'discarder';
  return 'other';
}

export function handEnd(g: GameState, names: PatternNames): HandEnd | null {
  const r = g.hand.result;
  if (r === null) return null;
  const following = nextHand(g);
  const next = following.ok
    ? {
        east: playerAt(following.value, 0),
        round: WIND_LETTERS[following.value.round]!,
        newRound: following.value.round !== g.round,
        eastStays: playerAt(following.value, 0) === playerAt(g, 0),
      }
    : null;
  const payments = WIND_LETTERS.map((seat, w): PaymentRow => {
    const player = playerAt(g, w as Wind);
    return { player, seat, amount: r.payments[seat], role: roleOf(g, seat), total: g.scores[player]! };
  });
  return {
    outcome: r.outcome,
    seat: r.seat ?? null,
    player: r.seat === undefined ? null : playerAt(g, WIND_LETTERS.indexOf(r.seat) as Wind),
    win: r.situation?.win ?? null,
    from: r.situation?.from ?? null,
    answer: answerOf(g, names),
    reason: r.reason ?? null,
    fan: r.fan ?? null,
    minFan: g.options.minFan,
    payments,
    next,
  };
}
