// The legal actions of one seat: everything `applyHandAction` accepts from it, except a
// false Mah-Jongg call. A call that is no win is a breach the table handles (a penalty), so a
// page may offer "Mah-Jongg" at any moment a call is possible; the list names `mahjong` only
// when it is a win that reaches the agreed minimum, which is what a computer player calls.
import { isHonour, type Tile, type Wind } from '../tiles.ts';
import { answerAllowed } from './claims.ts';
import { countOf, liveCount, next } from './table.ts';
import type { Action, HandState } from './types.ts';
import { isLegalWin } from './win.ts';

const distinct = (tiles: readonly Tile[]): Tile[] => {
  const out: Tile[] = [];
  for (const t of tiles) if (out[out.length - 1] !== t) out.push(t);
  return out;
};

function kongs(h: HandState, seat: Wind): Action[] {
  if (liveCount(h) === 0) return [];
  const p = h.players[seat]!;
  const out: Action[] = [];
  const pungs = h.phase.kind === 'turn' && p.melds.some((m) => m.kind === 'pung');
  const c = p.concealed;
  // The tiles of `distinct(c)`, without building it: asked on every turn of every player.
  for (let i = 0; i < c.length; i++) {
    const t = c[i]!;
    if (i > 0 && c[i - 1] === t) continue;
    if (countOf(c, t) === 4) out.push({ type: 'concealed-kong', seat, tile: t });
    if (pungs && p.melds.some((m) => m.kind === 'pung' && m.tile === t))
      out.push({ type: 'added-kong', seat, tile: t });
  }
  return out;
}

function turnActions(h: HandState, seat: Wind): Action[] {
  const phase = h.phase;
  if (phase.kind !== 'turn') return [];
  const p = h.players[seat]!;
  const out: Action[] = [];
  if (phase.source !== 'claim') {
    // East's dealt hand has no drawn tile: any of the 14 may be read as the last one.
    const candidates = phase.drawn === null ? distinct(p.concealed) : [phase.drawn];
    if (candidates.some((t) => isLegalWin(h, seat, 'own', t))) out.push({ type: 'mahjong', seat });
    out.push(...kongs(h, seat));
  }
  for (const t of distinct(p.concealed)) out.push({ type: 'discard', seat, tile: t });
  return out;
}

function answers(h: HandState, seat: Wind): Action[] {
  const phase = h.phase;
  if ((phase.kind !== 'claims' && phase.kind !== 'robbing') || seat === phase.seat || phase.answers[seat] !== null)
    return [];
  const out: Action[] = [{ type: 'pass', seat }];
  const kind = phase.kind === 'claims' ? 'discard' : 'robbing';
  if (isLegalWin(h, seat, kind, phase.tile, phase.seat)) out.push({ type: 'mahjong', seat });
  if (phase.kind === 'robbing' || liveCount(h) === 0) return out;
  const t = phase.tile;
  const hand = h.players[seat]!.concealed;
  const n = countOf(hand, t);
  if (n >= 3) out.push({ type: 'kong', seat });
  if (n >= 2) out.push({ type: 'pung', seat });
  if (seat === next(phase.seat) && !isHonour(t)) {
    for (let low = t - 2; low <= t; low++) {
      const a: Action = { type: 'chow', seat, tile: low };
      if (
        low >= 0 &&
        Math.floor(low / 9) === Math.floor(t / 9) &&
        answerAllowed(h, seat, { type: 'chow', tile: low }).ok
      )
        out.push(a);
    }
  }
  return out;
}

/** Every legal action of `seat` now, in a stable order. */
export function legalHandActions(h: HandState, seat: Wind): Action[] {
  const phase = h.phase;
  switch (phase.kind) {
    case 'over':
      return [];
    case 'deal':
      return seat === phase.seat ? [...kongs(h, seat), { type: 'pass', seat }] : [];
    case 'draw':
      return seat === phase.seat ? [{ type: 'draw', seat }] : [];
    case 'turn':
      return seat === phase.seat ? turnActions(h, seat) : [];
    case 'claims':
    case 'robbing':
      return answers(h, seat);
    default: {
      const never: never = phase;
      return never;
    }
  }
}
