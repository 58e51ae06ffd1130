// What the table shows, as plain data for the view: every seat around the table from the
// learner's place, the learner's hand (the drawn tile set apart), what the learner may do now,
// and the coaching notes. Tiles are codes of the artwork ("5p", "back"); the view knows no rules.
import {
  dangerousFor,
  legalActions,
  liveCount,
  deadCount,
  playerAt,
  type Action,
  type GameState,
  type TableMeld,
} from '../../engine/game/index.ts';
import type { Hand } from '../../engine/hand.ts';
import { makeBonus, makeTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../../engine/tiles.ts';
import { waits } from '../../engine/waits.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { learnerSeat, nextStep, type Move, type TableState } from './controller.ts';

/** Where a player sits, seen from the learner: the next in turn sits on the right. */
export const PLACES = ['bottom', 'right', 'top', 'left'] as const;
export type Place = (typeof PLACES)[number];

export interface MeldView {
  kind: TableMeld['kind'];
  tiles: TileCode[];
  /** The tile taken from a discard (drawn sideways), or -1. */
  claimed: number;
  /** A concealed kong, shown half-open (the outer tiles face down). */
  concealed: boolean;
}

export interface DiscardView {
  tile: TileCode;
  /** Taken into a set or for Mah-Jongg, by this seat. */
  claimedBy: WindLetter | null;
}

/** One seat as the table draws it (not the engine's SeatView, which is what a player may see). */
export interface PlaySeat {
  /** The engine's player number: 0 is the learner. */
  player: number;
  seat: WindLetter;
  place: Place;
  /** Tiles held face down (the learner's own are shown instead). */
  hidden: number;
  melds: MeldView[];
  bonus: TileCode[];
  discards: DiscardView[];
  score: number;
  /** This seat is to act. */
  active: boolean;
}

export interface HandTile {
  tile: Tile;
  code: TileCode;
  /** Feeds another player's shown threat (coaching under dangerous play). */
  danger: boolean;
  /** Coaching: a single tile with no neighbour within two in its suit (or a lone honour): it fits nothing. */
  idle: boolean;
}

export interface KongOption {
  move: Move;
  tile: TileCode;
  /** Added to an exposed pung, rather than four in hand. */
  added: boolean;
}

export interface ClaimOption {
  move: Move;
  kind: 'kong' | 'pung' | 'chow';
  /** The set it makes. */
  set: TileCode[];
}

export type Prompt =
  | { kind: 'wait'; seat: WindLetter; answering: boolean } // a computer player is to act (answering: a discard is being answered)
  | { kind: 'draw' }
  | { kind: 'discard'; kongs: KongOption[]; canWin: boolean; afterClaim: boolean }
  | { kind: 'deal'; kongs: KongOption[] } // before the first discard: a dealt concealed kong?
  | { kind: 'claim'; from: WindLetter; tile: TileCode; options: ClaimOption[]; canWin: boolean }
  | { kind: 'rob'; from: WindLetter; tile: TileCode; canWin: boolean }
  | { kind: 'over' };

export interface TableView {
  me: WindLetter;
  round: WindLetter;
  handNumber: number;
  live: number;
  dead: number;
  /** Bottom, right, top, left. */
  seats: PlaySeat[];
  /** The learner's hidden tiles, sorted, without the drawn one. */
  hand: HandTile[];
  drawn: HandTile | null;
  prompt: Prompt;
  /** Coaching: the tiles the learner waits on (empty: not waiting), or null (coaching off, or 14 tiles). */
  waits: TileCode[] | null;
  /** The dangerous tile the learner chose once, waiting for a second choice. */
  confirm: TileCode | null;
  /** The last discard on the table (highlighted): its seat and index. */
  lastDiscard: { seat: WindLetter; index: number } | null;
}

// The artwork's codes are the engine's notation; the sprite draws every one of them.
const code = (t: Tile): TileCode => makeTile(t) as TileCode;
const letter = (w: Wind): WindLetter => WIND_LETTERS[w]!;

function meldView(m: TableMeld): MeldView {
  const n = m.kind === 'kong' ? 4 : 3;
  const tiles = Array.from({ length: n }, (_, i) => code(m.kind === 'chow' ? m.tile + i : m.tile));
  if (m.concealed) return { kind: m.kind, tiles: ['back', tiles[1]!, tiles[2]!, 'back'], claimed: -1, concealed: true };
  const claimed = m.claimed === undefined ? -1 : m.kind === 'chow' ? m.claimed - m.tile : 0;
  return { kind: m.kind, tiles, claimed, concealed: false };
}

function playSeat(g: GameState, seat: Wind, me: Wind, actor: Wind | null): PlaySeat {
  const p = g.hand.players[seat]!;
  const player = playerAt(g, seat);
  return {
    player,
    seat: letter(seat),
    place: PLACES[(seat - me + 4) % 4]!,
    hidden: p.concealed.length,
    melds: p.melds.map(meldView),
    bonus: p.bonus.map((b) => makeBonus(b) as TileCode),
    discards: p.discards.map((d) => ({
      tile: code(d.tile),
      claimedBy: d.claimedBy === undefined ? null : letter(d.claimedBy),
    })),
    score: g.scores[player]!,
    active: actor === seat,
  };
}

const kongOptions = (legal: readonly Action[]): KongOption[] =>
  legal.flatMap((a) =>
    a.type === 'concealed-kong' || a.type === 'added-kong'
      ? [{ move: { type: a.type, tile: a.tile }, tile: code(a.tile), added: a.type === 'added-kong' }]
      : [],
  );

function claimOptions(legal: readonly Action[], tile: Tile): ClaimOption[] {
  const out: ClaimOption[] = [];
  for (const a of legal) {
    if (a.type === 'kong') out.push({ move: { type: 'kong' }, kind: 'kong', set: [0, 1, 2, 3].map(() => code(tile)) });
    if (a.type === 'pung') out.push({ move: { type: 'pung' }, kind: 'pung', set: [0, 1, 2].map(() => code(tile)) });
    if (a.type === 'chow')
      out.push({ move: { type: 'chow', tile: a.tile }, kind: 'chow', set: [0, 1, 2].map((i) => code(a.tile + i)) });
  }
  return out;
}

/** What the learner is asked now. Mah-Jongg is offered whenever a call is possible (a false call is the table's business). */
function promptOf(s: TableState, me: Wind): Prompt {
  const g = s.game;
  const phase = g.hand.phase;
  if (phase.kind === 'over') return { kind: 'over' };
  if (nextStep(s) !== 'learner') {
    return { kind: 'wait', seat: letter(phase.seat), answering: phase.kind === 'claims' || phase.kind === 'robbing' };
  }
  const legal = legalActions(g, me);
  const canWin = legal.some((a) => a.type === 'mahjong');
  switch (phase.kind) {
    case 'deal':
      return { kind: 'deal', kongs: kongOptions(legal) };
    case 'draw':
      return { kind: 'draw' };
    case 'turn':
      return { kind: 'discard', kongs: kongOptions(legal), canWin, afterClaim: phase.source === 'claim' };
    case 'claims':
      return {
        kind: 'claim',
        from: letter(phase.seat),
        tile: code(phase.tile),
        options: claimOptions(legal, phase.tile),
        canWin,
      };
    case 'robbing':
      return { kind: 'rob', from: letter(phase.seat), tile: code(phase.tile), canWin };
  }
}

/** The tiles that complete the learner's 13 tiles (empty: not waiting yet). */
function waitsOf(g: GameState, me: Wind): TileCode[] {
  const p = g.hand.players[me]!;
  const hand: Hand = {
    concealed: [...p.concealed],
    melds: p.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })),
    bonus: [],
  };
  const w = waits(hand);
  return w.ok ? w.value.map(code) : [];
}

/** The tiles that fit nothing: held once, and (a suit tile) with no other tile of its suit within two. */
export function idleTiles(hand: readonly Tile[]): Set<Tile> {
  const c = new Array<number>(34).fill(0);
  for (const t of hand) c[t]!++;
  const out = new Set<Tile>();
  for (const t of new Set(hand)) {
    if (c[t] !== 1) continue;
    const n = t % 9;
    const near = t < 27 && [-2, -1, 1, 2].some((d) => n + d >= 0 && n + d <= 8 && c[t + d]! > 0);
    if (!near) out.add(t);
  }
  return out;
}

function handTiles(s: TableState, me: Wind): { hand: HandTile[]; drawn: HandTile | null } {
  const g = s.game;
  const phase = g.hand.phase;
  const danger = s.coach && g.options.dangerousPlay ? dangerousFor(g.hand.players, me) : [];
  const concealed = [...g.hand.players[me]!.concealed];
  const idle = s.coach ? idleTiles(concealed) : new Set<Tile>();
  const tile = (t: Tile): HandTile => ({ tile: t, code: code(t), danger: danger[t] === true, idle: idle.has(t) });
  const drawnTile = phase.kind === 'turn' && phase.seat === me ? phase.drawn : null;
  if (drawnTile !== null) concealed.splice(concealed.lastIndexOf(drawnTile), 1);
  return { hand: concealed.map(tile), drawn: drawnTile === null ? null : tile(drawnTile) };
}

function lastDiscard(g: GameState): TableView['lastDiscard'] {
  const phase = g.hand.phase;
  if (phase.kind !== 'claims') return null;
  return { seat: letter(phase.seat), index: g.hand.players[phase.seat]!.discards.length - 1 };
}

export function tableView(s: TableState): TableView {
  const g = s.game;
  const me = learnerSeat(g);
  const prompt = promptOf(s, me);
  const actorSeat =
    prompt.kind === 'wait' ? (WIND_LETTERS.indexOf(prompt.seat) as Wind) : prompt.kind === 'over' ? null : me;
  const seats = [0, 1, 2, 3].map((k) => playSeat(g, ((me + k) % 4) as Wind, me, actorSeat));
  const { hand, drawn } = handTiles(s, me);
  const holding = hand.length + (drawn ? 1 : 0) + g.hand.players[me]!.melds.length * 3;
  return {
    me: letter(me),
    round: letter(g.round),
    handNumber: g.handNumber,
    live: liveCount(g.hand),
    dead: deadCount(g.hand),
    seats,
    hand,
    drawn,
    prompt,
    waits: s.coach && holding === 13 && prompt.kind !== 'over' ? waitsOf(g, me) : null,
    confirm: s.confirm === null ? null : code(s.confirm),
    lastDiscard: lastDiscard(g),
  };
}
