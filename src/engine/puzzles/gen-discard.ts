// "Who gets the discard?" (HKE): a discard, and the three other players' hands and calls. The
// table is dealt from one set of 144 tiles, every call is checked against the table engine's
// legal actions, and the engine's own claim resolution says who gets the tile. Version 2 adds
// the last discard of the hand, which may only be claimed for Mah-Jongg (HKE's short rule
// "Letzter Stein", game/claims.ts: `last-tile-claim`): there a player calls a set he may not claim.
import { makeHand } from '../notation/hand-notation.ts';
import { randomInt, type Rng } from '../random.ts';
import { isHonour, makeTile, WIND_LETTERS, type Tile, type Wind } from '../tiles.ts';
import { applyHandAction } from '../game/apply.ts';
import { answerAllowed } from '../game/claims.ts';
import { legalHandActions } from '../game/legal.ts';
import { BONUS_BASE, GAME_DEFAULTS, WALL_TILES, type Action, type HandState, type Player } from '../game/types.ts';
import { DEAD_WALL } from '../game/wall.ts';
import { attempt, chance, pick, randomWind } from './build.ts';
import { chowAround, draw, drawSet, fullPool, handOf, exposedMeldOf, take, suitTiles, type Pool } from './pool.ts';
import { versionOf } from './key.ts';
import type {
  DiscardCall,
  DiscardCallType,
  Caller,
  DiscardPuzzle,
  DiscardReason,
  GeneratorVersion,
  Level,
  PuzzleKey,
} from './types.ts';

type Plan = [DiscardCallType, DiscardCallType, DiscardCallType];

interface DiscardVariant {
  id: string;
  /** The calls of the three seats after the discarder, in turn order (only the first may chow). */
  plan: (rng: Rng) => Plan;
  /** Chance that a caller shows an exposed set. */
  melds: number;
  /** A Mah-Jongg caller completes a chow with the tile. */
  chowShape?: boolean;
  /** The discard is the last tile of the live wall; set calls are announced but refused. */
  lastTile?: boolean;
}

const at = (pos: number, call: DiscardCallType, rest: DiscardCallType = 'pass'): Plan =>
  [0, 1, 2].map((i) => (i === pos ? call : rest)) as Plan;
const laterPung = (rng: Rng): Plan => (rng() < 0.5 ? ['chow', 'pung', 'pass'] : ['chow', 'pass', 'pung']);

function twoMahjong(rng: Rng, third: 'pass' | 'set'): Plan {
  const other = randomInt(rng, 3);
  const plan = at(other, 'mahjong', 'mahjong');
  plan[other] = third === 'pass' ? 'pass' : other === 0 ? 'chow' : 'pung';
  return plan;
}

function mahjongAndSet(rng: Rng): Plan {
  const m = randomInt(rng, 3);
  const plan = at(m, 'mahjong');
  if (m !== 0 && rng() < 0.5) plan[0] = 'chow';
  else plan[m === 2 ? 1 : 2] = 'pung';
  return plan;
}

/** Version 1, frozen: its keys are in share links and stored progress (docs/puzzles.md, "Versions"). */
const VERSION_1: Record<Level, DiscardVariant[]> = {
  1: [
    { id: 'only-pung', plan: (r) => at(randomInt(r, 3), 'pung'), melds: 0 },
    { id: 'only-chow', plan: () => at(0, 'chow'), melds: 0 },
    { id: 'pung-before-chow', plan: laterPung, melds: 0 },
  ],
  2: [
    { id: 'only-mahjong', plan: (r) => at(randomInt(r, 3), 'mahjong'), melds: 0.3 },
    { id: 'mahjong-first', plan: mahjongAndSet, melds: 0.3 },
    { id: 'mahjong-turn-order', plan: (r) => twoMahjong(r, 'pass'), melds: 0.3 },
    {
      id: 'kong-before-chow',
      plan: (r) => (r() < 0.5 ? ['chow', 'kong', 'pass'] : ['chow', 'pass', 'kong']),
      melds: 0.3,
    },
  ],
  3: [
    { id: 'mahjong-far', plan: () => ['chow', 'pung', 'mahjong'], melds: 0.5 },
    { id: 'mahjong-turn-order-3', plan: () => ['mahjong', 'mahjong', 'mahjong'], melds: 0.5, chowShape: true },
    { id: 'mahjong-turn-order-mixed', plan: (r) => twoMahjong(r, 'set'), melds: 0.5 },
    {
      id: 'mahjong-chow-shape',
      plan: (r) => (r() < 0.5 ? ['chow', 'mahjong', 'pass'] : ['chow', 'pass', 'mahjong']),
      melds: 0.5,
      chowShape: true,
    },
  ],
};

/** Version 2: level 3 gains the last discard, a Mah-Jongg call and a set call it may not make. */
const VERSION_2: Record<Level, DiscardVariant[]> = {
  ...VERSION_1,
  3: [...VERSION_1[3], { id: 'last-tile', plan: mahjongAndSet, melds: 0.5, lastTile: true }],
};

const VERSIONS: Record<GeneratorVersion, Record<Level, DiscardVariant[]>> = { 1: VERSION_1, 2: VERSION_2 };

export const discardVariants = (level: Level, version: GeneratorVersion): string[] =>
  VERSIONS[version][level].map((v) => v.id);

const isSetCall = (c: DiscardCall): boolean => c.type === 'pung' || c.type === 'kong' || c.type === 'chow';

/** The reason follows from the calls alone: how many call, and how many call Mah-Jongg. */
export function discardReason(calls: readonly DiscardCall[]): DiscardReason {
  const active = calls.filter((c) => c.type !== 'pass');
  const mahjong = active.filter((c) => c.type === 'mahjong').length;
  if (active.length === 1) return 'only-call';
  if (mahjong >= 2) return 'mahjong-turn-order';
  return mahjong === 1 ? 'mahjong-first' : 'pung-before-chow';
}

interface Built {
  player: Player;
  call: DiscardCall;
}

/** One exposed set, sometimes: it takes three of the thirteen tiles. */
function someMelds(rng: Rng, pool: Pool, chanceOf: number, t: Tile) {
  const b = chance(rng, chanceOf) ? drawSet(rng, pool, [t]) : null;
  return b === null ? [] : [exposedMeldOf(b)];
}

function setCaller(rng: Rng, pool: Pool, t: Tile, type: 'pung' | 'kong' | 'chow', melds: number): Built | null {
  const low = type === 'chow' ? chowAround(rng, t) : t;
  const own =
    type === 'chow' ? [low, low + 1, low + 2].filter((x) => x !== t) : new Array<Tile>(type === 'kong' ? 3 : 2).fill(t);
  if (!take(pool, own)) return null;
  const m = someMelds(rng, pool, melds, t);
  const rest = draw(rng, pool, 13 - own.length - 3 * m.length, [t]);
  if (rest === null) return null;
  const call: DiscardCall = type === 'chow' ? { type, tile: low } : { type };
  return { player: { ...handOf([...own, ...rest], m), discards: [] }, call };
}

/** Thirteen tiles that the discard completes: a block holding it, then sets and a pair. */
function mahjongCaller(rng: Rng, pool: Pool, t: Tile, melds: number, chowShape: boolean): Built | null {
  const shape = !isHonour(t) && (chowShape || rng() < 0.5) ? 'chow' : rng() < 0.5 ? 'pair' : 'pung';
  const low = shape === 'chow' ? chowAround(rng, t) : t;
  const own =
    shape === 'chow'
      ? [low, low + 1, low + 2].filter((x) => x !== t)
      : new Array<Tile>(shape === 'pung' ? 2 : 1).fill(t);
  if (!take(pool, own)) return null;
  const sets = shape === 'pair' ? 4 : 3;
  const m = someMelds(rng, pool, melds, t);
  const concealed = [...own];
  for (let i = m.length; i < sets; i++) {
    const b = drawSet(rng, pool, [t]);
    if (b === null) return null;
    concealed.push(...(b.kind === 'chow' ? [b.tile, b.tile + 1, b.tile + 2] : [b.tile, b.tile, b.tile]));
  }
  if (shape !== 'pair') {
    const p = pick(
      rng,
      pool.flatMap((c, x) => (c >= 2 && x !== t ? [x] : [])),
    );
    if (p === undefined || !take(pool, [p, p])) return null;
    concealed.push(p, p);
  }
  return { player: { ...handOf(concealed, m), discards: [] }, call: { type: 'mahjong' } };
}

function passer(rng: Rng, pool: Pool, t: Tile): Built | null {
  const tiles = draw(rng, pool, 13, [t]);
  return tiles === null ? null : { player: { ...handOf(tiles, []), discards: [] }, call: { type: 'pass' } };
}

// Tiles that need copies of the discard are dealt first.
const ORDER: DiscardCallType[] = ['kong', 'pung', 'chow', 'mahjong', 'pass'];

/** Deals the whole table: the three answering seats, the discarder, discards and the wall. */
function deal(
  rng: Rng,
  v: DiscardVariant,
  plan: Plan,
  discarder: Wind,
  t: Tile,
  round: Wind,
): { h: HandState; built: Built[] } | null {
  const pool = fullPool();
  take(pool, [t]);
  const built: (Built | null)[] = [null, null, null];
  for (const type of ORDER) {
    for (let i = 0; i < 3; i++) {
      if (plan[i] !== type) continue;
      if (type === 'mahjong') built[i] = mahjongCaller(rng, pool, t, v.melds, v.chowShape === true);
      else if (type === 'pass') built[i] = passer(rng, pool, t);
      else built[i] = setCaller(rng, pool, t, type, v.melds);
      if (built[i] === null) return null;
    }
  }
  const own = draw(rng, pool, 13);
  if (own === null) return null;
  const players: Player[] = [];
  players[discarder] = { ...handOf(own, []), discards: [] };
  built.forEach((b, i) => (players[(discarder + 1 + i) % 4] = b!.player));
  // A few earlier discards each, so that this is not East's first discard (which would be earth).
  for (const p of players) for (const x of draw(rng, pool, 2 + randomInt(rng, 3)) ?? []) p.discards.push({ tile: x });
  players[discarder]!.discards.push({ tile: t });
  const rest = pool.flatMap((c, x) => new Array<number>(c).fill(x));
  for (let b = 0; b < 8; b++) rest.splice(randomInt(rng, rest.length + 1), 0, BONUS_BASE + b);
  // On the last discard the live wall is empty: what is left lies in the dead wall and the discards.
  const drawn = WALL_TILES - rest.length;
  const head = v.lastTile === true ? WALL_TILES - DEAD_WALL : drawn;
  const h: HandState = {
    rules: 'hke',
    options: { ...GAME_DEFAULTS },
    seed: 0,
    round,
    dice: [1, 1],
    wall: [...new Array<number>(drawn).fill(0), ...rest],
    head,
    liveEnd: WALL_TILES - DEAD_WALL,
    deadTop: WALL_TILES,
    players,
    phase: { kind: 'claims', seat: discarder, tile: t, answers: [null, null, null, null] },
    events: [],
    result: null,
  };
  return { h, built: built as Built[] };
}

/** Is exactly this call what the seat may do (and no Mah-Jongg unless it is the call)? */
function callFits(h: HandState, seat: Wind, call: DiscardCall): boolean {
  const acts = legalHandActions(h, seat);
  const has = (type: string, tile?: Tile) =>
    acts.some((a) => a.type === type && (tile === undefined || (a as { tile?: Tile }).tile === tile));
  switch (call.type) {
    case 'pass':
      return acts.length === 1;
    case 'mahjong':
      return has('mahjong');
    case 'pung':
    case 'kong':
      return has(call.type) && !has('mahjong') && !has('chow');
    case 'chow':
      return has('chow', call.tile) && !has('mahjong') && !has('pung');
  }
}

const PASS: DiscardCall = { type: 'pass' };

const toAction = (seat: Wind, c: DiscardCall): Action =>
  c.type === 'chow' ? { type: 'chow', seat, tile: c.tile } : { type: c.type, seat };

/**
 * On the last discard: every set call is refused for that reason alone (with one more tile in
 * the live wall it would be the seat's call), and no other call is.
 */
function refusedLast(h: HandState, callers: readonly { seat: Wind; call: DiscardCall }[]): boolean {
  const earlier: HandState = { ...h, head: h.head - 1 };
  return callers.every(({ seat, call }) => {
    if (!callFits(earlier, seat, call)) return false;
    const r = answerAllowed(h, seat, call);
    return isSetCall(call) ? !r.ok && r.error.code === 'last-tile-claim' : r.ok && callFits(h, seat, call);
  });
}

/** The seat that gets the tile, as the engine resolves the calls; null if an answer is refused. */
function resolveCalls(h: HandState, calls: readonly { seat: Wind; call: DiscardCall }[]): Wind | null {
  let s = h;
  for (const { seat, call } of calls) {
    const r = applyHandAction(s, toAction(seat, call));
    if (!r.ok) return null;
    s = r.value;
  }
  // A Mah-Jongg ends the hand with its result; a set claimed makes it the claimer's turn.
  if (s.result !== null && s.result.seat !== undefined) return WIND_LETTERS.indexOf(s.result.seat) as Wind;
  return s.phase.kind === 'turn' ? s.phase.seat : null;
}

function build(rng: Rng, v: DiscardVariant, tries: number) {
  return attempt(tries, () => {
    const plan = v.plan(rng);
    const discarder = randomWind(rng);
    const t = plan.includes('chow') || v.chowShape ? pick(rng, suitTiles()) : randomInt(rng, 34);
    const dealt = deal(rng, v, plan, discarder, t, randomWind(rng));
    if (dealt === null) return null;
    const callers: Caller[] = dealt.built.map((b, i) => {
      const hand = {
        concealed: b.player.concealed,
        melds: b.player.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })),
        bonus: [],
      };
      return { seat: ((discarder + 1 + i) % 4) as Wind, hand, notation: makeHand(hand), call: b.call };
    });
    if (v.lastTile === true) {
      if (!refusedLast(dealt.h, callers)) return null;
    } else if (!callers.every((c) => callFits(dealt.h, c.seat, c.call))) return null;
    // A refused call is no call: the engine resolves what is left.
    const answered = callers.map((c) => (v.lastTile === true && isSetCall(c.call) ? { ...c, call: PASS } : c));
    const seat = resolveCalls(dealt.h, answered);
    return seat === null ? null : { v, discarder, t, round: dealt.h.round, callers, seat };
  });
}

export function generateDiscard(key: PuzzleKey, rng: Rng, variantIndex: number): DiscardPuzzle {
  const variants = VERSIONS[versionOf(key)][key.level];
  let found: NonNullable<ReturnType<typeof build>> | null = null;
  for (let k = 0; k < variants.length && found === null; k++)
    found = build(rng, variants[(variantIndex + k) % variants.length]!, 500);
  // Never needed in practice (see the tests): a lone pung deals within a few tries.
  while (found === null) found = build(rng, VERSION_1[1][0]!, 500);
  const last = found.v.lastTile === true;
  const calls = found.callers.map((c) => c.call);
  const reason = discardReason(calls);
  const text = found.callers
    .map((c) => `${c.notation}:${c.call.type}${c.call.type === 'chow' ? c.call.tile : ''}`)
    .join('|');
  const p: DiscardPuzzle = {
    type: 'discard',
    key,
    id: `d:${WIND_LETTERS[found.discarder]}${makeTile(found.t)}|${text}${last ? '|last' : ''}`,
    variant: found.v.id,
    discarder: found.discarder,
    tile: found.t,
    round: found.round,
    callers: found.callers,
    answer: { seat: found.seat, reason },
  };
  // Only the last discard has these fields, so the puzzles of older keys stay exactly as they were.
  if (!last) return p;
  // The set call counts for nothing (the last-tile rule); the Mah-Jongg call would win by priority anyway.
  return { ...p, lastTile: true, answer: { ...p.answer, reasons: ['last-tile', reason] } };
}
