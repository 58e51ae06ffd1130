// Claims and kongs, measured like discards: a chow or pung is worth taking when the hand after
// it (and after its best discard) is worth more than the hand without it, so a claim that
// breaks the only fan source, or leads to a hand that cannot reach the minimum, is passed. A
// kong is declared when the hand without the four tiles is worth at least as much as the
// hand after its best discard (a kong takes all four copies: `4444p 56p 78s` stays ready only
// by throwing a 4p).
import type { Action, TableMeld } from '../types.ts';
import {
  assess,
  assessDiscards,
  assessWaits,
  WAITS_NEAR,
  type Assessment,
  type Profile,
  type Shape,
} from './assess.ts';
import {
  compareKeys,
  KONG,
  KONG_AT_LOSS,
  PLAY,
  PROFILES,
  reasonOf,
  shapeOf,
  WIN,
  type BotLevel,
  type LevelProfile,
  type Ranked,
  type RankKey,
} from './choice.ts';
import type { Sight } from './sight.ts';

/** A 3n+1 hand's best plan, its waits looked at when it is waiting. */
function settled(s: Sight, p: Profile, shape: Shape): Assessment {
  const a = assess(s, p, shape);
  return a.shanten === 0 ? assessWaits(s, p, shape, a) : a;
}

/** A 3n+2 hand after its best discard. */
function afterBestDiscard(s: Sight, p: Profile, shape: Shape): Assessment {
  const tiles: number[] = [];
  shape.c.forEach((n, t) => n > 0 && tiles.push(t));
  const as = assessDiscards(s, p, shape, tiles);
  let best = as[0]!;
  let bestValue = -Infinity;
  const top = Math.max(...as.map((a) => a.value));
  as.forEach((a, i) => {
    let v = a;
    if (a.shanten === 0 && a.value >= top * WAITS_NEAR) {
      shape.c[tiles[i]!]!--;
      v = assessWaits(s, p, shape, a);
      shape.c[tiles[i]!]!++;
    }
    if (v.value > bestValue) [best, bestValue] = [v, v.value];
  });
  return best;
}

const withMeld = (s: Sight, shape: Shape, meld: TableMeld, take: readonly number[]): Shape => {
  const c = shape.c.slice();
  for (const t of take) c[t]!--;
  const fan = meld.kind === 'chow' ? 0 : s.pungFan[meld.tile]!;
  return { c, melds: [...shape.melds, meld], fixedFan: shape.fixedFan + fan };
};

// The tuned constants of this file, their values and the measurements behind them: docs/bots.md.

/**
 * A claim's key: how much it is worth taking (above the pass's [0, 0]: take it), then, at
 * equal worth, whether the rule takes it anyway (1) or not (0); a claim not worth taking at all
 * is [REFUSED, 0]. The eager player takes whatever brings the hand closer, the closest first;
 * the careful player what makes it worth more. The strong player (each rule measured claim by
 * claim, docs/bots.md): a chow only when it brings the hand closer, and then even at up to
 * CHOW_SPEED of the hand's worth, which the chance table undervalues in a claim's speed; a
 * pung or kong at no minimum whenever it brings the hand closer or makes it worth more, with
 * a minimum only when it makes the hand worth more. With no minimum a pung of a tile worth a
 * fan (a dragon, the own or prevalent wind) is taken even when the hand seems worth no more,
 * unless it leaves a ready hand.
 */
function claimKey(
  rule: LevelProfile['claims'],
  type: Action['type'],
  minFan: number,
  closer: boolean,
  valued: boolean,
  now: Assessment,
  after: Assessment,
): RankKey {
  const gain = after.value - now.value;
  switch (rule) {
    case 'eager':
      return closer ? [1, -after.shanten] : [REFUSED, 0];
    case 'worth':
      return [gain, 0];
    case 'closer': {
      if (type === 'chow') return closer ? [gain + CHOW_SPEED * now.value, 0] : [REFUSED, 0];
      if (minFan >= 2) return [gain, 0];
      // Not a valued pung that leaves a ready hand (it would also break a ready seven pairs).
      const valuedPung = valued && type === 'pung' && (now.shanten > 0 || after.shanten <= 0);
      // Taken even at no gain: just above the pass.
      return closer || valuedPung ? [Math.max(gain, 0), 1] : [gain, 0];
    }
    default: {
      const never: never = rule;
      return never;
    }
  }
}

/** The first element of a claim that is not taken at all: below the pass (0). */
const REFUSED = -1;

/** The share of a hand's worth a chow that brings it closer may cost (strong player). */
const CHOW_SPEED = 0.3;

/** The claim choices for a discard of `tile`, pass included. */
export function claimChoices(s: Sight, level: BotLevel, legal: readonly Action[], tile: number): Ranked[] {
  const p = PROFILES[level];
  const shape = shapeOf(s);
  const now = settled(s, p, shape);
  const out: Ranked[] = [];
  for (const a of legal) {
    let meld: TableMeld;
    let take: number[];
    if (a.type === 'pung' || a.type === 'kong') {
      meld = { kind: a.type, tile, concealed: false };
      take = a.type === 'kong' ? [tile, tile, tile] : [tile, tile];
    } else if (a.type === 'chow') {
      meld = { kind: 'chow', tile: a.tile, concealed: false };
      take = [a.tile, a.tile + 1, a.tile + 2].filter((t) => t !== tile);
    } else continue;
    const next = withMeld(s, shape, meld, take);
    let after = assess(s, p, next);
    // A full hand's shanten is its best discard's: the discards are only tried for the waits.
    if (a.type === 'kong' ? after.shanten === 0 : after.shanten <= 0)
      after = a.type === 'kong' ? settled(s, p, next) : afterBestDiscard(s, p, next);
    // Closer: a chow or pung lowers the tiles away, a kong keeps them.
    const closer = a.type === 'kong' ? after.shanten <= now.shanten : after.shanten < now.shanten;
    const key = claimKey(p.claims, a.type, s.minFan, closer, s.pungFan[tile]! > 0, now, after);
    out.push({ action: a, key, reason: reasonOf(now.shanten, after) });
  }
  out.push({ action: { type: 'pass', seat: s.seat }, key: [0, 0], reason: reasonOf(now.shanten, now) });
  return out;
}

/**
 * Kong choices on a turn or at the deal; at the deal the pass (no kong) is a choice too, ranked
 * as a discard worth nothing would be. `ranked`: the choices so far (a Mah-Jongg, the discards).
 * A kong that keeps the hand's worth ranks before every discard, by its gain (KONG, gain). One
 * that lowers it ranks after every discard and the pass, by its gain (KONG_AT_LOSS, gain). With
 * a Mah-Jongg on offer every kong ties with it (listed after it).
 */
export function kongChoices(s: Sight, level: BotLevel, legal: readonly Action[], ranked: readonly Ranked[]): Ranked[] {
  const kongs = legal.filter((a) => a.type === 'concealed-kong' || a.type === 'added-kong');
  const deal = legal.some((a) => a.type === 'pass');
  if (kongs.length === 0) return [];
  const p = PROFILES[level];
  const shape = shapeOf(s);
  const full = shape.c.reduce((x, y) => x + y, 0) % 3 === 2;
  const keep = full ? afterBestDiscard(s, p, shape) : settled(s, p, shape);
  let top: RankKey = [PLAY, 0];
  for (let i = 0; i < ranked.length; i++) if (i === 0 || compareKeys(ranked[i]!.key, top) > 0) top = ranked[i]!.key;
  const out: Ranked[] = kongs.map((a) => {
    const t = (a as { tile: number }).tile;
    const next: Shape =
      a.type === 'added-kong'
        ? {
            c: shape.c.map((n, u) => (u === t ? n - 1 : n)),
            melds: shape.melds.map((m) => (m.tile === t && m.kind === 'pung' ? { ...m, kind: 'kong' as const } : m)),
            fixedFan: shape.fixedFan,
          }
        : withMeld(s, shape, { kind: 'kong', tile: t, concealed: true }, [t, t, t, t]);
    const after = settled(s, p, next);
    // Equal worth: the kong, for its replacement tile.
    const gain = after.value - keep.value;
    const key: RankKey = top[0] === WIN ? [WIN] : [gain >= 0 ? KONG : KONG_AT_LOSS, gain];
    return { action: a, key, reason: reasonOf(keep.shanten, after) };
  });
  if (deal) out.push({ action: { type: 'pass', seat: s.seat }, key: top, reason: reasonOf(keep.shanten, keep) });
  return out;
}
