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
  viewOf,
  type GameState,
} from '../../engine/game/index.ts';
import type { Hand } from '../../engine/hand.ts';
import type { Tile, Wind, WindLetter } from '../../engine/tiles.ts';
import { waits } from '../../engine/waits.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import {
  aroundFrom,
  ownTiles,
  tableSeats,
  tileCode as code,
  windLetter as letter,
  windOf,
  type HandTile,
  type TableSeat,
} from '../table/seats.ts';
import { waitReach } from './coach-facts.ts';
import { learnerSeat, nextStep, type Move, type TableState } from './controller.ts';

export type { HandTile } from '../table/seats.ts';

/** One seat at the play table: the table's seat, who sits there and their score. */
export interface PlaySeat extends TableSeat {
  /** The engine's player number: 0 is the learner. */
  player: number;
  score: number;
  /** This seat is to act. */
  active: boolean;
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
  /** Coaching under a fan minimum: which of `waits` win only by self-draw, which cannot win yet. */
  waitReach: { minFan: number; selfDrawOnly: TileCode[]; never: TileCode[] } | null;
  /** The dangerous tile the learner chose once, waiting for a second choice. */
  confirm: TileCode | null;
  /** The last discard on the table (highlighted): its seat and index. */
  lastDiscard: { seat: WindLetter; index: number } | null;
}

/** The four seats from the learner's place, with who sits there and whose turn it is. */
function playSeats(g: GameState, me: Wind, actor: Wind | null): PlaySeat[] {
  const around = aroundFrom(me);
  return tableSeats(g.hand, me, 'own').map((seat, k) => {
    const w = around[k]!;
    const player = playerAt(g, w);
    return { ...seat, player, score: g.scores[player]!, active: actor === w };
  });
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
function waitsOf(g: GameState, me: Wind): Tile[] {
  const p = g.hand.players[me]!;
  const hand: Hand = {
    concealed: [...p.concealed],
    melds: p.melds.map((m) => ({ kind: m.kind, tile: m.tile, concealed: m.concealed })),
    bonus: [],
  };
  const w = waits(hand);
  return w.ok ? w.value : [];
}

/** The waits and, under a fan minimum, what they reach (coaching on, 13 tiles held). */
function waitFacts(s: TableState, me: Wind, shown: boolean): Pick<TableView, 'waits' | 'waitReach'> {
  if (!shown) return { waits: null, waitReach: null };
  const w = waitsOf(s.game, me);
  const minFan = s.game.options.minFan;
  if (minFan === 0 || w.length === 0) return { waits: w.map(code), waitReach: null };
  const reach = waitReach(viewOf(s.game.hand, me), w);
  return {
    waits: w.map(code),
    waitReach: { minFan, selfDrawOnly: reach.selfDrawOnly.map(code), never: reach.never.map(code) },
  };
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
  const danger = s.coach && g.options.dangerousPlay ? dangerousFor(g.hand.players, me) : [];
  const idle = s.coach ? idleTiles(g.hand.players[me]!.concealed) : new Set<Tile>();
  const tile = (t: Tile): HandTile => ({ tile: t, code: code(t), danger: danger[t] === true, idle: idle.has(t) });
  const own = ownTiles(g.hand, me);
  return { hand: own.hand.map(tile), drawn: own.drawn === null ? null : tile(own.drawn) };
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
  const actorSeat = prompt.kind === 'wait' ? windOf(prompt.seat) : prompt.kind === 'over' ? null : me;
  const seats = playSeats(g, me, actorSeat);
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
    ...waitFacts(s, me, s.coach && holding === 13 && prompt.kind !== 'over'),
    confirm: s.confirm === null ? null : code(s.confirm),
    lastDiscard: lastDiscard(g),
  };
}
