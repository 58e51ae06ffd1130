// The guided hand's state and its one transition. The learner's move is compared with the step's
// expected move: the expected one is played (or, for a step that shows a rule, tried and refused
// by the engine, which says why); any other move is not played but explained – the engine's
// refusal when the rules forbid it, or "allowed, but this step teaches something else". The
// computer players then act by a fixed rule until the learner is asked again. Pure.
import {
  applyHandAction,
  dealWall,
  legalHandActions,
  pendingSeats,
  type Action,
  type GameErrorCode,
  type HandState,
} from '../../engine/game/index.ts';
import { arrangeWall } from '../../engine/game/arranged.ts';
import { makeTile, parseTile, WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import type { ExpectedMove, GuidedScript, GuidedStep } from './script.ts';

type WithoutSeat<T> = T extends unknown ? Omit<T, 'seat'> : never;
/** A move of the learner, as the table's buttons make it. */
export type GuidedMove = WithoutSeat<Action>;

/** Why the last move was not played. */
export type Note =
  /** The rules forbid it: the engine's code (and the tile it names). */
  | { kind: 'refused'; code: GameErrorCode; tile?: string }
  /** Allowed at the table, but this step teaches another move. */
  | { kind: 'other' };

export interface GuidedState {
  hand: HandState;
  /** The step the learner is on (steps.length: the hand is done). */
  step: number;
  /** About the learner's last move; null when it was the one awaited. */
  note: Note | null;
  /** The refusal shown by a step that tries a forbidden move on purpose, kept for the next step. */
  lesson: Note | null;
}

const seatOf = (s: GuidedScript): Wind => WIND_LETTERS.indexOf(s.learner) as Wind;
const tileOf = (code: string): number => parseTile(code) ?? -1;

/** Does the learner's move make the step's move? */
export function matches(e: ExpectedMove, m: GuidedMove): boolean {
  if (e.type !== m.type) return false;
  if ('tile' in e) return 'tile' in m && m.tile === tileOf(e.tile);
  return true;
}

/** The step's move as the engine's action. */
export function actionOf(e: ExpectedMove, seat: Wind): Action {
  return ('tile' in e ? { type: e.type, seat, tile: tileOf(e.tile) } : { type: e.type, seat }) as Action;
}

/** The fixed rule of the computer players: pass, draw, and discard the tile drawn (else the last tile held). */
function computerMove(h: HandState, seat: Wind): Action {
  const p = h.phase;
  if (p.kind === 'draw') return { type: 'draw', seat };
  if (p.kind === 'turn') return { type: 'discard', seat, tile: p.drawn ?? h.players[seat]!.concealed.at(-1)! };
  return { type: 'pass', seat };
}

/** Is the learner asked now, or does the table pass for them (nothing to claim, and the step waits elsewhere)? */
function learnerAsked(h: HandState, seat: Wind, step: GuidedStep | undefined): boolean {
  const p = h.phase;
  if (p.kind === 'draw' || p.kind === 'turn') return true;
  if (p.kind !== 'claims' && p.kind !== 'robbing') return legalHandActions(h, seat).length > 1;
  return legalHandActions(h, seat).length > 1 || (step?.on !== undefined && makeTile(p.tile) === step.on);
}

/** The others act until the learner is asked or the hand is over. */
function playOthers(script: GuidedScript, h: HandState, step: number): HandState {
  const me = seatOf(script);
  for (let guard = 0; h.phase.kind !== 'over' && guard < 500; guard++) {
    const waiting = pendingSeats(h);
    // The others answer first, so that the learner's answer is the one that settles a discard.
    const seat = waiting.find((w) => w !== me) ?? me;
    let a: Action;
    if (seat !== me) a = computerMove(h, seat);
    else if (learnerAsked(h, me, script.steps[step])) return h;
    else a = { type: 'pass', seat: me };
    const r = applyHandAction(h, a);
    if (!r.ok) return h; // the script's deal does not fit its rule: the tests catch this
    h = r.value;
  }
  return h;
}

export function startGuided(script: GuidedScript): GuidedState | null {
  const wall = arrangeWall(script.deal);
  if (!wall.ok) return null;
  const h = dealWall({ seed: 0, options: script.options }, wall.value);
  return { hand: playOthers(script, h, 0), step: 0, note: null, lesson: null };
}

/** The learner's move: played if it is the step's, else explained. */
export function guidedMove(script: GuidedScript, s: GuidedState, m: GuidedMove): GuidedState {
  const step = script.steps[s.step];
  if (step === undefined || s.hand.phase.kind === 'over') return s;
  const r = applyHandAction(s.hand, { ...m, seat: seatOf(script) } as Action);
  const refusal = (): Note =>
    r.ok ? { kind: 'other' } : { kind: 'refused', code: r.error.code, ...(r.error.tile ? { tile: r.error.tile } : {}) };
  if (!matches(step.expect, m)) return { ...s, note: refusal() };
  if (step.refused) return { ...s, step: s.step + 1, note: null, lesson: refusal() };
  if (!r.ok) return { ...s, note: refusal() };
  return { hand: playOthers(script, r.value, s.step + 1), step: s.step + 1, note: null, lesson: null };
}

/** The state after the first `step` steps, each made as expected (to resume a saved place). */
export function resumeGuided(script: GuidedScript, step: number): GuidedState | null {
  let s = startGuided(script);
  if (s === null) return null;
  const me = seatOf(script);
  for (let k = 0; k < step && k < script.steps.length; k++) {
    const { seat: _seat, ...move } = actionOf(script.steps[k]!.expect, me);
    s = guidedMove(script, s, move as GuidedMove);
  }
  return s;
}

export const isDone = (script: GuidedScript, s: GuidedState): boolean =>
  s.step >= script.steps.length && s.hand.phase.kind === 'over';
