// One action applied to a hand: the new state, or an error with a stable code. Nothing is
// changed in place and nothing throws, whatever the action holds.
import { makeTiles } from '../notation/hand-notation.ts';
import { makeTile, TILE_COUNT, type Tile, type Wind } from '../tiles.ts';
import { answer, noChoiceAt } from './claims.ts';
import { dangerousFor } from './danger.ts';
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
  wallTileCode,
  type Draft,
} from './table.ts';
import { ACTION_TYPES, BONUS_BASE, type Action, type HandState } from './types.ts';
import { callMahjong } from './win.ts';

const isSeat = (w: unknown): w is Wind => w === 0 || w === 1 || w === 2 || w === 3;
const isTile = (t: unknown): t is Tile => Number.isInteger(t) && (t as number) >= 0 && (t as number) < TILE_COUNT;
const isBonusCode = (t: unknown): boolean =>
  Number.isInteger(t) && (t as number) >= BONUS_BASE && (t as number) < BONUS_BASE + 8;
const CLAIMS = new Set(['pass', 'chow', 'pung', 'kong']);

/** Actions arrive from a page or a file: check their shape before anything else. */
function checkShape(a: Action): GameResult<true> {
  if (typeof a !== 'object' || a === null || !ACTION_TYPES.includes(a.type) || !isSeat(a.seat))
    return refuse('bad-action');
  if (a.type === 'discard' && isBonusCode(a.tile))
    return refuse('bonus-discard', { seat: a.seat, tile: wallTileCode(a.tile) });
  const needsTile = a.type === 'discard' || a.type === 'chow' || a.type === 'concealed-kong' || a.type === 'added-kong';
  if (needsTile && !isTile(a.tile)) return refuse('bad-action', { seat: a.seat });
  return done(true);
}

export function applyHandAction(h: HandState, a: Action): GameResult<HandState> {
  const shape = checkShape(a);
  if (!shape.ok) return shape;
  const phase = h.phase;
  const seat = a.seat;
  switch (phase.kind) {
    case 'over':
      return refuse('hand-over', { seat });
    case 'claims':
    case 'robbing': {
      if (seat === phase.seat || phase.answers[seat] !== null) return refuse('not-your-turn', { seat });
      if (a.type === 'mahjong' || CLAIMS.has(a.type))
        return answer(h, seat, a.type === 'chow' ? { type: 'chow', tile: a.tile } : { type: a.type as 'pass' });
      return refuse('answer-first', { seat });
    }
    case 'deal':
      if (seat !== phase.seat) return refuse('not-your-turn', { seat });
      if (a.type === 'pass') return done(endDealStep(h, seat));
      if (a.type === 'concealed-kong') return concealedKong(h, seat, a.tile);
      return refuse('deal-not-over', { seat });
    case 'draw':
      if (seat !== phase.seat) return refuse('not-your-turn', { seat });
      if (a.type === 'draw') return done(drawTile(h, seat));
      return refuse(CLAIMS.has(a.type) ? 'no-claim-now' : 'must-draw', { seat });
    case 'turn':
      if (seat !== phase.seat) return refuse('not-your-turn', { seat });
      return turnAction(h, a);
    default: {
      const never: never = phase;
      return refuse('bad-state', { reason: String(never) });
    }
  }
}

function turnAction(h: HandState, a: Action): GameResult<HandState> {
  const phase = h.phase;
  if (phase.kind !== 'turn') return refuse('not-your-turn', { seat: a.seat });
  const seat = a.seat;
  switch (a.type) {
    case 'discard':
      return discard(h, seat, a.tile);
    case 'concealed-kong':
      if (phase.source === 'claim') return refuse('kong-after-claim', { seat });
      return concealedKong(h, seat, a.tile);
    case 'added-kong':
      if (phase.source === 'claim') return refuse('kong-after-claim', { seat });
      return addedKong(h, seat, a.tile);
    case 'mahjong': {
      if (phase.source === 'claim') return refuse('mahjong-after-claim', { seat });
      const d = draft(h);
      callMahjong(d, seat, 'own', phase.drawn);
      return done(d.s);
    }
    case 'draw':
      return refuse('must-discard', { seat });
    default:
      return refuse('no-claim-now', { seat });
  }
}

function discard(h: HandState, seat: Wind, tile: Tile): GameResult<HandState> {
  if (!h.players[seat]!.concealed.includes(tile)) return refuse('tile-not-in-hand', { seat, tile: makeTile(tile) });
  // "No choice" is judged on the hand before the discard: every tile in it was dangerous.
  const noChoice = h.options.dangerousPlay && noChoiceAt(h, seat, dangerousFor(h.players, seat));
  const d = draft(h);
  const p = player(d, seat);
  removeTile(p.concealed, tile);
  p.discards.push(noChoice ? { tile, noChoice } : { tile });
  emit(d, { type: 'discard', seat: letter(seat), tile: makeTile(tile) });
  const answers = [null, null, null, null];
  d.s.phase = { kind: 'claims', seat, tile, answers };
  return done(d.s);
}

function concealedKong(h: HandState, seat: Wind, tile: Tile): GameResult<HandState> {
  if (countOf(h.players[seat]!.concealed, tile) < 4)
    return refuse('kong-tiles-missing', { seat, tile: makeTile(tile) });
  if (liveCount(h) === 0) return refuse('no-replacement-tile', { seat });
  const d = draft(h);
  const p = player(d, seat);
  removeTile(p.concealed, tile, 4);
  p.melds.push({ kind: 'kong', tile, concealed: true });
  emit(d, { type: 'concealed-kong', seat: letter(seat), set: makeTiles([tile, tile, tile, tile]) });
  replacement(d, seat);
  return done(d.s);
}

/** After a kong: the replacement tile, kept in the deal phase before play. */
function replacement(d: Draft, seat: Wind): void {
  const dealing = d.s.phase.kind === 'deal';
  const got = takeTile(d, seat, true, dealing ? 'deal' : 'kong');
  if (got === null) return endInDraw(d);
  if (!dealing) d.s.phase = { kind: 'turn', seat, source: got.source, drawn: got.tile };
}

function addedKong(h: HandState, seat: Wind, tile: Tile): GameResult<HandState> {
  const p0 = h.players[seat]!;
  if (!p0.melds.some((m) => m.kind === 'pung' && m.tile === tile))
    return refuse('no-pung-to-extend', { seat, tile: makeTile(tile) });
  if (!p0.concealed.includes(tile)) return refuse('tile-not-in-hand', { seat, tile: makeTile(tile) });
  if (liveCount(h) === 0) return refuse('no-replacement-tile', { seat });
  const d = draft(h);
  removeTile(player(d, seat).concealed, tile);
  emit(d, { type: 'added-kong', seat: letter(seat), tile: makeTile(tile) });
  // The others may rob the kong for Mah-Jongg before it stands (resolveRobbing).
  d.s.phase = { kind: 'robbing', seat, tile, answers: [null, null, null, null] };
  return done(d.s);
}

function drawTile(h: HandState, seat: Wind): HandState {
  const d = draft(h);
  const got = takeTile(d, seat, false, 'wall');
  if (got === null) endInDraw(d);
  else d.s.phase = { kind: 'turn', seat, source: got.source, drawn: got.tile };
  return d.s;
}

/** A seat is done with the deal; after North, East plays from the dealt 14 tiles. */
function endDealStep(h: HandState, seat: Wind): HandState {
  if (seat < 3) return { ...h, phase: { kind: 'deal', seat: next(seat) } };
  return { ...h, phase: { kind: 'turn', seat: 0, source: 'deal', drawn: null } };
}
