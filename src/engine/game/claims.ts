// Answers to a discard or to a kong that may be robbed, and how they are resolved
// (hke-dmjl-kurzregel, "Rufvorrang", "Letzter Stein"): Mah-Jongg before kong and pung before
// chow; of several Mah-Jongg calls only the next player in turn order after the discarder
// wins; the discard of the last tile may only be claimed for Mah-Jongg.
import { makeTiles } from '../notation/hand-notation.ts';
import { isHonour, makeTile, type Tile, type Wind } from '../tiles.ts';
import { hadNoChoice, supplyCase } from './danger.ts';
import { done, refuse, type GameResult } from './errors.ts';
import {
  countOf,
  draft,
  emit,
  endInDraw,
  letter,
  liveCount,
  next,
  player,
  removeTile,
  takeTile,
  type Draft,
} from './table.ts';
import type { Answer, HandState, TableMeld } from './types.ts';
import { callMahjong } from './win.ts';

/** May this seat give this answer now? Ok when it may; an error value says why not. */
export function answerAllowed(h: HandState, seat: Wind, a: Answer): GameResult<true> {
  const phase = h.phase;
  if (phase.kind !== 'claims' && phase.kind !== 'robbing') return refuse('no-claim-now', { seat });
  if (a.type === 'pass' || a.type === 'mahjong') return done(true);
  if (phase.kind === 'robbing') return refuse('robbing-only-mahjong', { seat });
  const tile = phase.tile;
  const hand = h.players[seat]!.concealed;
  if (liveCount(h) === 0) return refuse('last-tile-claim', { seat, tile: makeTile(tile) });
  switch (a.type) {
    case 'pung':
      return countOf(hand, tile) >= 2 ? done(true) : refuse('pung-tiles-missing', { seat, tile: makeTile(tile) });
    case 'kong':
      return countOf(hand, tile) >= 3 ? done(true) : refuse('kong-tiles-missing', { seat, tile: makeTile(tile) });
    case 'chow': {
      if (seat !== next(phase.seat)) return refuse('chow-not-from-left', { seat, tile: makeTile(tile) });
      if (isHonour(tile)) return refuse('honour-chow', { seat, tile: makeTile(tile) });
      const low = a.tile;
      const fits =
        Number.isInteger(low) && low >= 0 && low < 27 && low % 9 <= 6 && Math.floor(low / 9) === Math.floor(tile / 9);
      // The three tiles of a chow differ: the discard is one, the hand must hold the other two.
      const others = [low, low + 1, low + 2].filter((t) => t !== tile);
      const ok = fits && others.length === 2 && others.every((t) => hand.includes(t));
      return ok ? done(true) : refuse('not-a-chow', { seat, tile: makeTile(tile) });
    }
    default: {
      const never: never = a;
      return refuse('bad-action', { reason: String(never) });
    }
  }
}

/** The three answering seats, nearest to the discarder first. */
const inTurnOrder = (from: Wind): Wind[] => [next(from), next(from, 2), next(from, 3)];

/** Every answer is in: apply the one with priority. */
export function resolveClaims(d: Draft): void {
  const phase = d.s.phase;
  if (phase.kind !== 'claims') return;
  const order = inTurnOrder(phase.seat);
  const answer = (w: Wind) => phase.answers[w]!;
  const mahjong = order.find((w) => answer(w).type === 'mahjong');
  if (mahjong !== undefined) return callMahjong(d, mahjong, 'discard', phase.tile, phase.seat);
  const set =
    order.find((w) => answer(w).type === 'pung' || answer(w).type === 'kong') ??
    order.find((w) => answer(w).type === 'chow');
  if (set !== undefined) return claimSet(d, set, answer(set), phase.seat, phase.tile);
  if (liveCount(d.s) === 0) return endInDraw(d);
  d.s.phase = { kind: 'draw', seat: next(phase.seat) };
}

function claimSet(d: Draft, seat: Wind, a: Answer, from: Wind, tile: Tile): void {
  const dp = player(d, from);
  const discard = dp.discards[dp.discards.length - 1]!;
  dp.discards[dp.discards.length - 1] = { ...discard, claimedBy: seat };
  const p = player(d, seat);
  const kind = a.type === 'chow' ? 'chow' : a.type === 'kong' ? 'kong' : 'pung';
  const low = a.type === 'chow' ? a.tile : tile;
  const meld: TableMeld = { kind, tile: low, concealed: false, from, claimed: tile };
  if (kind !== 'chow' && d.s.options.dangerousPlay && discard.noChoice !== true) {
    const why = supplyCase(p.melds, tile);
    if (why !== null) meld.supplied = why;
  }
  if (kind === 'chow') {
    for (const t of [low, low + 1, low + 2]) if (t !== tile) removeTile(p.concealed, t);
  } else removeTile(p.concealed, tile, kind === 'kong' ? 3 : 2);
  p.melds.push(meld);
  const tiles = kind === 'chow' ? [low, low + 1, low + 2] : new Array<Tile>(kind === 'kong' ? 4 : 3).fill(tile);
  emit(d, { type: kind, seat: letter(seat), from: letter(from), tile: makeTile(tile), set: makeTiles(tiles) });
  if (kind !== 'kong') {
    d.s.phase = { kind: 'turn', seat, source: 'claim', drawn: null };
    return;
  }
  const got = takeTile(d, seat, true, 'kong');
  if (got === null) return endInDraw(d);
  d.s.phase = { kind: 'turn', seat, source: got.source, drawn: got.tile };
}

/** Every answer to a kong being added is in: robbed for Mah-Jongg, or the kong stands. */
export function resolveRobbing(d: Draft): void {
  const phase = d.s.phase;
  if (phase.kind !== 'robbing') return;
  const robber = inTurnOrder(phase.seat).find((w) => phase.answers[w]!.type === 'mahjong');
  if (robber !== undefined) return callMahjong(d, robber, 'robbing', phase.tile, phase.seat);
  const p = player(d, phase.seat);
  const i = p.melds.findIndex((m) => m.kind === 'pung' && m.tile === phase.tile);
  p.melds[i] = { ...p.melds[i]!, kind: 'kong' };
  const got = takeTile(d, phase.seat, true, 'kong');
  if (got === null) return endInDraw(d);
  d.s.phase = { kind: 'turn', seat: phase.seat, source: got.source, drawn: got.tile };
}

/** Records an answer; resolves when the last one is in. */
export function answer(h: HandState, seat: Wind, a: Answer): GameResult<HandState> {
  const phase = h.phase;
  if (phase.kind !== 'claims' && phase.kind !== 'robbing') return refuse('no-claim-now', { seat });
  if (seat === phase.seat || phase.answers[seat] !== null) return refuse('not-your-turn', { seat });
  const ok = answerAllowed(h, seat, a);
  if (!ok.ok) return ok;
  const answers = [...phase.answers];
  answers[seat] = a;
  // Until the last answer is in, only the phase changes; the rest is shared.
  if (answers.some((x, w) => w !== phase.seat && x === null)) return done({ ...h, phase: { ...phase, answers } });
  const d = draft(h);
  d.s.phase = { ...phase, answers };
  if (phase.kind === 'claims') resolveClaims(d);
  else resolveRobbing(d);
  return done(d.s);
}

/** For the discard record: did the discarder hold nothing but dangerous tiles? */
export const noChoiceAt = (h: HandState, seat: Wind, danger: readonly boolean[]): boolean =>
  h.options.dangerousPlay && hadNoChoice(h.players[seat]!.concealed, danger);
