// The end of a hand as the table shows it: the winner's hand taken apart (the same FanAnswer the
// lesson puzzles show), who pays what and, under dangerous play, why, the hand as a link to the
// compare page, and where the deal goes next. Built in the browser from the engine's result: the
// hand is scored again only for its reading, the payments are the table's.
import { nextHand, playerAt, type GameState, type HandOutcome } from '../../engine/game/index.ts';
import { parseHand } from '../../engine/notation/hand-notation.ts';
import { fromLetters } from '../../engine/notation/situation-notation.ts';
import { paidAsLimit } from '../../engine/puzzles/paid-as-limit.ts';
import { score } from '../../engine/rules/score-hke.ts';
import type { Situation, WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';
import type { FanAnswer } from '../../lessons/fan-puzzle/types.ts';
import { plainReading } from '../../ui/plain.ts';
import { compareQuery } from './compare-link.ts';

/**
 * Pattern and limit names and descriptions by i18n key (`hke.pattern.<id>`, `….desc`,
 * `hke.limit.<id>`, `….desc`), and the third-person descriptions for a computer player's win
 * where the general one says "you": `hke.otherDesc.<id>`, `hke.otherDesc.limit.<id>`. The names
 * are neutral (src/words/pattern-names.test.ts).
 */
export type PatternNames = Readonly<Record<string, string>>;

/** `liable`: pays for everyone; `supplier`: supplied the deciding set and pays beside the discarder. */
export type PayRole = 'winner' | 'discarder' | 'robbed' | 'liable' | 'supplier' | 'caller' | 'other';

/** Who pays for others under dangerous play, and why (HKE 227–268). */
export interface Liability {
  seat: WindLetter;
  player: number;
  /** `discard`: the winning discard completed the hand the open sets showed; `supplied`: this
   * player's discard gave the winner the third dragon pung or the fourth pung (`why`). */
  cause: 'discard' | 'supplied';
  why: 'third-dragon' | 'fourth-set' | null;
}

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
  /** Won with East's 14 dealt tiles (blessing of heaven): there is no drawn winning tile. */
  heaven: boolean;
  from: WindLetter | null;
  /** The winner's hand taken apart; null for a draw or a false call. */
  answer: FanAnswer | null;
  /** A false call: why it was no win, and its fan when it was only below the minimum. */
  reason: 'not-complete' | 'below-minimum' | null;
  fan: number | null;
  minFan: number;
  /** In seat order, East first. */
  payments: PaymentRow[];
  /** Under dangerous play, the player who pays for others; null when everyone pays their share. */
  liability: Liability | null;
  /** The winning hand and its situation as a compare-page query (without "?"); null without a winner. */
  compare: string | null;
  /** Where the next hand is dealt; null when the game is over. */
  next: { east: number; round: WindLetter; newRound: boolean; eastStays: boolean } | null;
}

/** A pattern's or limit's name and description; for a computer player's win the third-person
 * description where there is one (every general one that says "you" has one: result.test.ts). */
export function patternText(
  names: PatternNames,
  kind: 'pattern' | 'limit',
  id: string,
  computer: boolean,
): { name: string; desc: string } {
  const name = names[`hke.${kind}.${id}`] ?? `hke.${kind}.${id}`;
  const other = computer ? names[kind === 'pattern' ? `hke.otherDesc.${id}` : `hke.otherDesc.limit.${id}`] : undefined;
  const desc = other ?? names[`hke.${kind}.${id}.desc`] ?? `hke.${kind}.${id}.desc`;
  return { name, desc };
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
  // A computer player's win is told about them, not "you" (the view fills in the name).
  const computer = playerAt(g, situation.seat) !== 0;
  return {
    reading: plainReading(s.reading),
    // A limit hand is paid as its limit: the fan items do not count there, so none are listed.
    items: (s.limits.length > 0 ? [] : s.items).map((i) => ({
      id: i.id,
      ...patternText(names, 'pattern', i.id, computer),
      fan: i.fan,
      blocks: i.blocks,
      situational: i.blocks.length === 0,
    })),
    fan: s.fan,
    limits: s.limits.map((id) => ({ id, ...patternText(names, 'limit', id, computer) })),
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

/**
 * The liable player of a win and why. Named as supplier, they may also be liable for the
 * dangerous discard itself: scored again without the supplier, the same seat still liable means
 * the discard alone explains it.
 */
function liabilityOf(g: GameState): Liability | null {
  const r = g.hand.result!;
  if (r.outcome !== 'win' || !r.liable || r.situation === undefined || r.hand === undefined) return null;
  const liable = r.liable;
  const player = playerAt(g, WIND_LETTERS.indexOf(liable) as Wind);
  const supplied = r.situation.liable;
  if (supplied === undefined || supplied.seat !== liable || supplied.why === 'kong-replacement')
    return { seat: liable, player, cause: 'discard', why: null };
  // A discarder who had no choice is not liable for the discard (HKE 270–274): only the supply counts.
  const from = r.situation.from;
  const discard = from === undefined ? undefined : g.hand.players[WIND_LETTERS.indexOf(from)]?.discards.at(-1);
  if (r.situation.win === 'discard' && discard?.noChoice === true)
    return { seat: liable, player, cause: 'supplied', why: supplied.why };
  const hand = parseHand(r.hand);
  const { liable: _, ...plain } = fromLetters(r.situation) as Situation;
  const options = { minFan: g.options.minFan, dangerousPlay: true };
  const alone = hand.ok ? score(hand.value, plain, { rules: 'hke', hke: options }) : null;
  if (alone?.ok && alone.value.liable === liable) return { seat: liable, player, cause: 'discard', why: null };
  return { seat: liable, player, cause: 'supplied', why: supplied.why };
}

function roleOf(g: GameState, seat: WindLetter): PayRole {
  const r = g.hand.result!;
  if (r.outcome === 'draw-game') return 'other';
  if (r.seat === seat) return r.outcome === 'win' ? 'winner' : 'caller';
  if (r.outcome !== 'win') return 'other';
  // Beside a discarder who pays too, the liable supplier pays a share, not for everyone.
  const payers = WIND_LETTERS.filter((w) => r.payments[w] < 0).length;
  if (r.liable === seat) return payers > 1 ? 'supplier' : 'liable';
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
    heaven: r.situation?.heaven === true,
    from: r.situation?.from ?? null,
    answer: answerOf(g, names),
    reason: r.reason ?? null,
    fan: r.fan ?? null,
    minFan: g.options.minFan,
    payments,
    liability: liabilityOf(g),
    compare: compareQuery(r),
    next,
  };
}
