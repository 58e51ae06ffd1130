// Computer players. A bot is a function of what a seat sees (a view) and the legal actions:
// it never gets the state, so it cannot look at the wall or another hand. Both levels play
// towards a winning hand: fewest tiles missing (shanten), then the most winning tiles; they
// claim a set when it brings them closer and always call a Mah-Jongg the list offers (the
// legal actions name it only when it is a win that reaches the agreed minimum). The careful
// player also defends: no dangerous discards under that option, and safe discards when
// another player looks close to winning. No randomness: the same view gives the same action.
import { countTiles, isDragon, isHonour, isMajor, TILE_COUNT, windTile, type Tile, type Wind } from '../../tiles.ts';
import type { Action } from '../types.ts';
import type { SeatView } from '../view.ts';
import { dangerousTiles, safety, threats, visibleCounts } from './defence.ts';
import { completingTiles, shanten, shantenAfterEach } from './shanten.ts';

export const BOT_LEVELS = ['beginner', 'careful'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export type Bot = (view: SeatView, legal: readonly Action[]) => Action;

interface Ctx {
  view: SeatView;
  level: BotLevel;
  /** Own hidden tiles as counts (changed and restored while trying moves). */
  c: number[];
  declared: number;
}

/** Could `u` be part of a winning hand with these tiles? (Held, or a neighbour of a held suit tile.) */
function couldWin(c: readonly number[], u: Tile, declared: number): boolean {
  if (c[u]! > 0 || (declared === 0 && isMajor(u))) return true;
  if (isHonour(u)) return false;
  const n = u % 9;
  return (n > 0 && c[u - 1]! > 0) || (n > 1 && c[u - 2]! > 0) || (n < 8 && c[u + 1]! > 0) || (n < 7 && c[u + 2]! > 0);
}

/** Copies still unseen of the tiles that would complete this waiting hand. */
function winningTileCount(x: Ctx, visible: readonly number[]): number {
  const candidates: Tile[] = [];
  for (let u = 0; u < TILE_COUNT; u++) if (visible[u]! < 4 && couldWin(x.c, u, x.declared)) candidates.push(u);
  let n = 0;
  for (const u of completingTiles(x.c, x.declared, candidates)) n += 4 - visible[u]!;
  return n;
}

/** How much a tile is worth keeping beyond the shanten count: copies, neighbours, fan. */
function keepValue(x: Ctx, t: Tile): number {
  const c = x.c;
  let v = (c[t]! - 1) * 3;
  if (isHonour(t)) {
    // A pung of these is worth a fan: more so when a fan minimum was agreed.
    const valued = isDragon(t) || t === windTile(x.view.seat) || t === windTile(x.view.round);
    return v + (valued ? (x.view.options.minFan > 0 ? 2 : 1) : 0);
  }
  const n = t % 9;
  for (const d of [-2, -1, 1, 2]) if (n + d >= 0 && n + d <= 8) v += c[t + d]! * (Math.abs(d) === 1 ? 2 : 1);
  return v + (n === 0 || n === 8 ? 0 : n === 1 || n === 7 ? 0.5 : 1);
}

interface Option {
  tile: Tile;
  shanten: number;
  wins: number;
  keep: number;
  safety: number;
}

function evaluate(x: Ctx, tiles: readonly Tile[], visible: readonly number[], against: readonly Wind[]): Option[] {
  const after = shantenAfterEach(x.c, x.declared, tiles);
  return tiles.map((t, i) => {
    const s = after[i]!;
    let wins = 0;
    if (s === 0) {
      x.c[t]!--;
      wins = winningTileCount(x, visible);
      x.c[t]!++;
    }
    const safe = against.length > 0 ? safety(x.view, visible, against, t) : 0;
    return { tile: t, shanten: s, wins, keep: keepValue(x, t), safety: safe };
  });
}

/** The option that is least by `key` (compared left to right), ties to the lower tile. */
function least(options: readonly Option[], key: (o: Option) => readonly number[]): Option {
  let best = options[0]!;
  let bestKey = key(best);
  for (let i = 1; i < options.length; i++) {
    const k = key(options[i]!);
    let d = 0;
    for (let j = 0; j < k.length && d === 0; j++) d = k[j]! - bestKey[j]!;
    if (d < 0 || (d === 0 && options[i]!.tile < best.tile)) [best, bestKey] = [options[i]!, k];
  }
  return best;
}

function chooseDiscard(x: Ctx, legal: readonly Action[]): { action: Action; best: number } {
  const tiles = legal.flatMap((a) => (a.type === 'discard' ? [a.tile] : []));
  const visible = visibleCounts(x.view);
  const careful = x.level === 'careful';
  const against = careful ? threats(x.view) : [];
  let options = evaluate(x, tiles, visible, against);
  let best = Infinity;
  for (const o of options) best = Math.min(best, o.shanten);
  if (careful) {
    const danger = dangerousTiles(x.view);
    const harmless = options.filter((o) => !danger[o.tile]);
    if (harmless.length > 0) options = harmless;
  }
  let fewest = Infinity;
  for (const o of options) fewest = Math.min(fewest, o.shanten);
  const onCourse = options.filter((o) => o.shanten === fewest);
  // Someone looks close: far from winning, fold to the safest tile; close, stay on course as safely as possible.
  const pick =
    against.length > 0
      ? least(fewest >= 2 ? options : onCourse, (o) => [-o.safety, o.shanten, -o.wins, o.keep])
      : least(onCourse, (o) => [-o.wins, o.keep]);
  return { action: { type: 'discard', seat: x.view.seat, tile: pick.tile }, best };
}

function bestDiscard(x: Ctx): number {
  let best = Infinity;
  for (const t of new Set(x.view.concealed)) {
    x.c[t]!--;
    best = Math.min(best, shanten(x.c, x.declared));
    x.c[t]!++;
  }
  return best;
}

/** Trades one copy of `t` for a tile that fits nothing: does the hand lose anything? */
function fourthCopyIdle(x: Ctx, t: Tile, bestDiscard: number | null): boolean {
  x.c[t]!--;
  let idle: boolean;
  if (bestDiscard !== null) idle = shanten(x.c, x.declared) <= bestDiscard;
  else {
    const spare = [27, 28, 29, 30, 31, 32, 33].find((h) => x.c[h] === 0);
    if (spare === undefined) idle = true;
    else {
      x.c[spare]!++;
      x.c[t]!++;
      const before = shanten(x.c, x.declared);
      x.c[t]!--;
      idle = shanten(x.c, x.declared) <= before;
      x.c[spare]!--;
    }
  }
  x.c[t]!++;
  return idle;
}

function claim(x: Ctx, legal: readonly Action[], tile: Tile): Action {
  const now = shanten(x.c, x.declared);
  let pick: Action = { type: 'pass', seat: x.view.seat };
  let pickValue = Infinity;
  for (const a of legal) {
    const take =
      a.type === 'kong'
        ? [tile, tile, tile]
        : a.type === 'pung'
          ? [tile, tile]
          : a.type === 'chow'
            ? [a.tile, a.tile + 1, a.tile + 2].filter((t) => t !== tile)
            : null;
    if (take === null) continue;
    for (const t of take) x.c[t]!--;
    const after = shanten(x.c, x.declared + 1);
    for (const t of take) x.c[t]!++;
    // A kong brings a replacement tile, so it may keep the count; a pung or chow must lower it.
    const worth = a.type === 'kong' ? after <= now : after < now;
    if (worth && after < pickValue) [pick, pickValue] = [a, after];
  }
  return pick;
}

function decide(level: BotLevel, view: SeatView, legal: readonly Action[]): Action {
  const mahjong = legal.find((a) => a.type === 'mahjong');
  if (mahjong !== undefined) return mahjong;
  if (legal.length === 1) return legal[0]!; // a draw, or a pass with nothing to claim
  const me = view.players[view.seat]!;
  const x: Ctx = { view, level, c: countTiles(view.concealed), declared: me.melds.length };
  const phase = view.phase;
  const pass: Action = { type: 'pass', seat: view.seat };
  switch (phase.kind) {
    case 'deal': {
      // East holds 14 tiles here: measure against its best discard, like on a turn.
      const best = view.concealed.length % 3 === 2 ? bestDiscard(x) : null;
      const kong = legal.find((a) => a.type === 'concealed-kong' && fourthCopyIdle(x, a.tile, best));
      return kong ?? pass;
    }
    case 'turn': {
      const { action, best } = chooseDiscard(x, legal);
      const kong = legal.find(
        (a) => (a.type === 'concealed-kong' || a.type === 'added-kong') && fourthCopyIdle(x, a.tile, best),
      );
      return kong ?? action;
    }
    case 'claims':
      return claim(x, legal, phase.tile);
    default:
      return legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'pass') ?? legal[0] ?? pass;
  }
}

export const makeBot =
  (level: BotLevel): Bot =>
  (view, legal) =>
    decide(level, view, legal);
