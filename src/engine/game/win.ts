// A Mah-Jongg call: the game builds the hand and the situation (how the tile came, last tile,
// heaven, earth, a liable supplier), the HKE scorer scores it, and the payments are applied.
// A call that is no win (not a winning hand, or below the agreed minimum) is a false
// Mah-Jongg: the caller pays each other player 16 and the hand ends.
import { isSevenPairs, isStandardComplete, isThirteenOrphans } from '../decompose.ts';
import { compareMelds, type Hand } from '../hand.ts';
import { makeHand } from '../notation/hand-notation.ts';
import { toLetters } from '../notation/situation-notation.ts';
import { settle } from '../rules/payments.ts';
import { FALSE_MAHJONG_PENALTY } from '../rules/hke/options.ts';
import { score } from '../rules/score-hke.ts';
import type { Score } from '../rules/types.ts';
import type { Liability, Situation, WinKind } from '../situation.ts';
import { countTiles, isMajor, makeTile, type Tile, type Wind } from '../tiles.ts';
import { emit, insertTile, letter, liveCount, player, type Draft } from './table.ts';
import type { HandResult, HandState, Player } from './types.ts';

/** How the caller got the tile: its own draw, a discard, or a kong being added. */
export type CallKind = 'own' | 'discard' | 'robbing';

/** The hand the caller shows: its concealed tiles less the winning tile, its sets, its bonus tiles. */
export function winningHand(p: Player, tile: Tile, kind: CallKind): Hand {
  const concealed = [...p.concealed];
  if (kind === 'own') concealed.splice(concealed.indexOf(tile), 1);
  const melds = p.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })).sort(compareMelds);
  return { concealed, melds, bonus: [...p.bonus].sort((a, b) => a - b), winning: tile };
}

/** A tile another player offers can only complete a hand that holds it or a neighbour of it. */
function mayFit(p: Player, tile: Tile): boolean {
  if (p.melds.length === 0 && isMajor(tile)) return true; // seven pairs, thirteen orphans
  const suit = Math.floor(tile / 9);
  for (const t of p.concealed)
    if (t === tile || (tile < 27 && Math.floor(t / 9) === suit && Math.abs(t - tile) <= 2)) return true;
  return false;
}

/** Fast shape test (no scoring): do the concealed tiles plus `tile` form a winning hand? */
export function completes(p: Player, tile: Tile, kind: CallKind): boolean {
  if (kind !== 'own' && !mayFit(p, tile)) return false;
  const c = countTiles(p.concealed);
  if (kind !== 'own') c[tile]!++;
  return isStandardComplete(c) || (p.melds.length === 0 && (isSevenPairs(c) || isThirteenOrphans(c)));
}

const totalDiscards = (h: HandState): number => h.players.reduce((n, p) => n + p.discards.length, 0);

/** The supplier of a claimed set that completed a threat, when dangerous play is agreed. */
function supplier(h: HandState, p: Player): Liability | undefined {
  if (!h.options.dangerousPlay) return undefined;
  const m = [...p.melds].reverse().find((x) => x.supplied !== undefined && x.from !== undefined);
  return m ? { seat: m.from!, why: m.supplied! } : undefined;
}

/** The situation the table produced; `from` is the discarder or the robbed player. */
export function situationOf(h: HandState, seat: Wind, kind: CallKind, from?: Wind): Situation {
  const phase = h.phase;
  let win: WinKind = kind === 'discard' ? 'discard' : kind === 'robbing' ? 'robbing-kong' : 'self-draw';
  if (kind === 'own' && phase.kind === 'turn' && phase.source === 'kong') win = 'kong-replacement';
  const dealt = phase.kind === 'turn' && phase.source === 'deal';
  const s: Situation = {
    seat,
    round: h.round,
    win,
    // Drawn: the wall is empty after this draw. Claimed: the discard came after the last draw.
    lastTile: kind !== 'robbing' && !dealt && liveCount(h) === 0,
    heaven: kind === 'own' && seat === 0 && totalDiscards(h) === 0,
    earth: kind === 'discard' && from === 0 && totalDiscards(h) === 1,
  };
  if (from !== undefined) s.from = from;
  const liable = supplier(h, h.players[seat]!);
  if (liable !== undefined && liable.seat !== seat) s.liable = liable;
  return s;
}

/**
 * Scores a call. "No choice" (the discarder held only dangerous tiles, shown after the call)
 * lifts the discarder's liability: the hand is then scored without dangerous play, unless a
 * supplier's liability applies, which the "no choice" of the last discard does not touch.
 */
export function scoreCall(h: HandState, hand: Hand, s: Situation, noChoice: boolean): Score | null {
  const opts = { minFan: h.options.minFan, dangerousPlay: h.options.dangerousPlay };
  const first = score(hand, s, { rules: 'hke', hke: opts });
  if (!first.ok) return null;
  if (!noChoice || first.value.liable === null || first.value.liable !== letter(s.from ?? s.seat)) return first.value;
  if (s.liable !== undefined && first.value.liable === letter(s.liable.seat)) return first.value;
  const { liable: _, ...plain } = s;
  const second = score(hand, plain, { rules: 'hke', hke: { ...opts, dangerousPlay: false } });
  return second.ok ? second.value : first.value;
}

/** Is this call a win that reaches the agreed minimum? (What a computer player may call.) */
export function isLegalWin(h: HandState, seat: Wind, kind: CallKind, tile: Tile, from?: Wind): boolean {
  const p = h.players[seat]!;
  if (!completes(p, tile, kind)) return false;
  if (h.options.minFan === 0) return true;
  return scoreCall(h, winningHand(p, tile, kind), situationOf(h, seat, kind, from), false)?.legal === true;
}

/** For heaven any of the 14 tiles may be read as the last one: the best score counts. */
function bestOwnTile(h: HandState, seat: Wind, drawn: Tile | null, s: Situation): Tile {
  const p = h.players[seat]!;
  if (!s.heaven || drawn !== null) return drawn ?? p.concealed[0]!;
  let best = p.concealed[0]!;
  let bestPoints = -1;
  for (const t of new Set(p.concealed)) {
    const r = scoreCall(h, winningHand(p, t, 'own'), s, false);
    if (r !== null && r.legal && r.points > bestPoints) [best, bestPoints] = [t, r.points];
  }
  return best;
}

/** The call is made: a win, or a false Mah-Jongg. Ends the hand. */
export function callMahjong(d: Draft, seat: Wind, kind: CallKind, tile: Tile | null, from?: Wind): void {
  const h = d.s;
  const s = situationOf(h, seat, kind, from);
  const p = h.players[seat]!;
  const won = kind === 'own' ? bestOwnTile(h, seat, tile, s) : tile!;
  const hand = winningHand(p, won, kind);
  const discard = kind === 'discard' ? h.players[from!]!.discards.at(-1) : undefined;
  const complete = completes(p, won, kind);
  const scored = complete ? scoreCall(h, hand, s, discard?.noChoice === true) : null;
  const base = { seat: letter(seat), hand: makeHand(hand), situation: toLetters(s) };
  let result: HandResult;
  if (scored === null || !scored.legal) {
    const payments = scored?.payments ?? settle(seat, () => -FALSE_MAHJONG_PENALTY);
    // Below the minimum the fan are shown, so the table can say how many were missing.
    const counted =
      scored === null ? {} : { fan: scored.fan, items: scored.items.map((i) => ({ id: i.id, fan: i.fan })) };
    result = {
      outcome: 'false-mahjong',
      ...base,
      ...counted,
      reason: scored === null ? 'not-complete' : 'below-minimum',
      payments,
    };
    // The interrupted kong: its tile goes back to the player who was adding it.
    if (kind === 'robbing') insertTile(player(d, from!).concealed, won);
  } else {
    const items = scored.items.map((i) => ({ id: i.id, fan: i.fan }));
    result = {
      outcome: 'win',
      ...base,
      fan: scored.fan,
      limit: scored.limit,
      points: scored.points,
      items,
      liable: scored.liable,
      payments: scored.payments,
    };
    // The winning tile joins the winner's hand: a discard is taken, a robbed tile leaves its kong.
    if (kind !== 'own') {
      if (kind === 'discard') {
        const dp = player(d, from!);
        dp.discards[dp.discards.length - 1] = { ...dp.discards[dp.discards.length - 1]!, claimedBy: seat };
      }
      insertTile(player(d, seat).concealed, won);
    }
  }
  const event = { type: 'mahjong' as const, seat: letter(seat), tile: makeTile(won), win: s.win };
  emit(d, {
    ...event,
    ...(from === undefined ? {} : { from: letter(from) }),
    ...(result.outcome === 'false-mahjong' ? { penalty: 'false-mahjong' as const } : {}),
  });
  d.s.result = result;
  d.s.phase = { kind: 'over' };
}
