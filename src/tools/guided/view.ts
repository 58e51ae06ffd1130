// The guided table as plain data for the view: the other three seats (hands face down), the
// learner's sets and hand with the step's tiles marked, the moves offered now (each marked when
// it is the one awaited), the step counter and the result at the end. The view knows no rules.
import type { HandResult, HandState } from '../../engine/game/index.ts';
import { makeTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../../engine/tiles.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { tableSeats, tileCode as code, type MeldView, type TableSeat } from '../table/seats.ts';
import { seatFacts, type SeatFacts } from './facts.ts';
import { matches, type GuidedMove, type GuidedState } from './guided.ts';
import type { GuidedScript } from './script.ts';

/** Another seat: the table's seat (its hand face down), and the discard waiting for answers. */
export interface OtherSeat extends TableSeat {
  /** The index of the discard now waiting for answers, or -1. */
  open: number;
}

export type ButtonKey = 'draw' | 'chow' | 'pung' | 'kong' | 'pass' | 'mahjong';

export interface MoveButton {
  key: ButtonKey;
  move: GuidedMove;
  awaited: boolean;
}

export interface HandTileView {
  code: TileCode;
  move: GuidedMove | null;
  marked: boolean;
  awaited: boolean;
}

export interface GuidedView {
  step: number;
  count: number;
  /** The instruction's key, or null once the hand is over. */
  say: string | null;
  /** The seats the instruction (and the end's words) name, read from the table. */
  facts: SeatFacts;
  others: OtherSeat[];
  melds: MeldView[];
  bonus: TileCode[];
  hand: HandTileView[];
  buttons: MoveButton[];
  /** The discard waiting for answers: its tile and who threw it. */
  claim: { tile: TileCode; from: WindLetter; marked: boolean } | null;
  result: HandResult | null;
}

/** The chow the Chow button asks for: the lowest run the hand can make with the discard (else the discard itself, which the table refuses). */
function chowTile(hand: readonly Tile[], d: Tile): Tile {
  if (d >= 27) return d;
  const suit = Math.floor(d / 9);
  for (const low of [d - 2, d - 1, d]) {
    if (low < suit * 9 || low + 2 >= suit * 9 + 9) continue;
    const need = [low, low + 1, low + 2].filter((x) => x !== d);
    if (need.every((x) => hand.includes(x))) return low;
  }
  return d;
}

function buttons(h: HandState, me: Wind, awaited: (m: GuidedMove) => boolean): MoveButton[] {
  const p = h.phase;
  const hand = h.players[me]!.concealed;
  const b = (key: ButtonKey, move: GuidedMove): MoveButton => ({ key, move, awaited: awaited(move) });
  if (p.kind === 'draw' && p.seat === me) return [b('draw', { type: 'draw' })];
  if (p.kind === 'turn' && p.seat === me) {
    const four = hand.find((t) => hand.filter((x) => x === t).length === 4) ?? hand[0]!;
    return [b('kong', { type: 'concealed-kong', tile: four }), b('mahjong', { type: 'mahjong' })];
  }
  if (p.kind === 'claims' && p.answers[me] === null)
    return [
      b('chow', { type: 'chow', tile: chowTile(hand, p.tile) }),
      b('pung', { type: 'pung' }),
      b('kong', { type: 'kong' }),
      b('mahjong', { type: 'mahjong' }),
      b('pass', { type: 'pass' }),
    ];
  return [];
}

export function guidedView(script: GuidedScript, s: GuidedState): GuidedView {
  const h = s.hand;
  const me = WIND_LETTERS.indexOf(script.learner) as Wind;
  const step = script.steps[s.step];
  const marks = new Set(step?.highlight ?? []);
  const awaited = (m: GuidedMove) => step !== undefined && matches(step.expect, m);
  const p = h.phase;
  const claims = p.kind === 'claims' ? p : null;
  const [mine, ...rest] = tableSeats(h, me, 'own');
  const others = rest.map((o): OtherSeat => ({
    ...o,
    open: claims !== null && WIND_LETTERS[claims.seat] === o.seat ? o.discards.length - 1 : -1,
  }));
  const turn = p.kind === 'turn' && p.seat === me;
  return {
    step: Math.min(s.step + 1, script.steps.length),
    count: script.steps.length,
    say: step === undefined ? null : `guided.${script.id}.${step.say}`,
    facts: seatFacts(h, script.learner),
    others,
    melds: mine!.melds,
    bonus: mine!.bonus,
    hand: h.players[me]!.concealed.map((t) => {
      const move: GuidedMove | null = turn ? { type: 'discard', tile: t } : null;
      return { code: code(t), move, marked: marks.has(makeTile(t)), awaited: move !== null && awaited(move) };
    }),
    buttons: buttons(h, me, awaited),
    claim: claims && {
      tile: code(claims.tile),
      from: WIND_LETTERS[claims.seat]!,
      marked: marks.has(makeTile(claims.tile)),
    },
    result: h.result,
  };
}
