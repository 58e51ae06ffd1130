// Copy-on-write helpers for one transition: a draft copies the state shallowly and each
// player it touches once, so the state handed in is never changed and unchanged parts are
// shared with the next state.
import { makeBonus, makeTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../tiles.ts';
import { emptyPayments } from '../rules/payments.ts';
import { BONUS_BASE, type GameEvent, type HandState, type Player, type TileSource, type WallTile } from './types.ts';

export interface Draft {
  s: HandState;
  /** Which players are already private copies. */
  own: boolean[];
}

export const draft = (h: HandState): Draft => ({
  s: { ...h, players: [...h.players], events: [...h.events] },
  own: [false, false, false, false],
});

/** The seat's player, copied on first use so it may be changed. */
export function player(d: Draft, seat: Wind): Player {
  if (!d.own[seat]) {
    const p = d.s.players[seat]!;
    d.s.players[seat] = {
      concealed: [...p.concealed],
      melds: [...p.melds],
      bonus: [...p.bonus],
      discards: [...p.discards],
    };
    d.own[seat] = true;
  }
  return d.s.players[seat]!;
}

export const letter = (w: Wind): WindLetter => WIND_LETTERS[w]!;
export const next = (w: Wind, k = 1): Wind => ((w + k) % 4) as Wind;
export const liveCount = (h: HandState): number => h.liveEnd - h.head;
export const deadCount = (h: HandState): number => h.deadTop - h.liveEnd;
export const isBonusTile = (w: WallTile): boolean => w >= BONUS_BASE;
export const wallTileCode = (w: WallTile): string => (isBonusTile(w) ? makeBonus(w - BONUS_BASE) : makeTile(w));

export const emit = (d: Draft, e: GameEvent): void => {
  d.s.events.push(e);
};

/** Inserts a tile into a sorted hand (in place: the caller owns the array). */
export function insertTile(hand: Tile[], t: Tile): void {
  let i = hand.length;
  while (i > 0 && hand[i - 1]! > t) i--;
  hand.splice(i, 0, t);
}

/** Removes `n` copies of `t`; false when the hand holds fewer. */
export function removeTile(hand: Tile[], t: Tile, n = 1): boolean {
  let have = 0;
  for (const x of hand) if (x === t) have++;
  if (have < n) return false;
  for (let k = 0; k < n; k++) hand.splice(hand.indexOf(t), 1);
  return true;
}

export const countOf = (hand: readonly Tile[], t: Tile): number => {
  let n = 0;
  for (const x of hand) if (x === t) n++;
  return n;
};

/**
 * The seat takes a tile: from the live wall, or a replacement from the dead wall (refilled
 * from the end of the live wall). A bonus tile is set aside and replaced at once. Returns the
 * playing tile and where it came from, or null when no tile can be had: the live wall is
 * empty, so the hand is a draw (a replacement needs a live tile to keep the dead wall at 14).
 */
export function takeTile(
  d: Draft,
  seat: Wind,
  fromDead: boolean,
  source: TileSource,
): { tile: Tile; source: TileSource } | null {
  const s = d.s;
  for (;;) {
    if (s.liveEnd === s.head) return null;
    let w: WallTile;
    if (fromDead) {
      w = s.wall[s.deadTop - 1]!;
      s.deadTop--;
      s.liveEnd--;
    } else {
      w = s.wall[s.head]!;
      s.head++;
    }
    emit(
      d,
      fromDead
        ? { type: 'draw', seat: letter(seat), tile: wallTileCode(w), replacement: true }
        : { type: 'draw', seat: letter(seat), tile: wallTileCode(w) },
    );
    const p = player(d, seat);
    if (!isBonusTile(w)) {
      insertTile(p.concealed, w);
      return { tile: w, source };
    }
    p.bonus.push(w - BONUS_BASE);
    emit(d, { type: 'bonus', seat: letter(seat), tile: wallTileCode(w) });
    fromDead = true;
    source = source === 'deal' ? 'deal' : 'bonus';
  }
}

/** Sets the seat's dealt bonus tiles aside and replaces them (before play). False: the wall ran out. */
export function replaceDealtBonus(d: Draft, seat: Wind): boolean {
  const p = player(d, seat);
  // Dealt bonus tiles are kept among the concealed tiles as wall codes ≥ 34 until now.
  while (p.concealed.length > 0 && p.concealed[p.concealed.length - 1]! >= BONUS_BASE) {
    const w = p.concealed.pop()!;
    p.bonus.push(w - BONUS_BASE);
    emit(d, { type: 'bonus', seat: letter(seat), tile: wallTileCode(w) });
    if (takeTile(d, seat, true, 'deal') === null) return false;
  }
  return true;
}

/** The live wall is empty and nobody won: a draw game, nobody pays. */
export function endInDraw(d: Draft): void {
  d.s.phase = { kind: 'over' };
  emit(d, { type: 'draw-game' });
  d.s.result = { outcome: 'draw-game', payments: emptyPayments() };
}
