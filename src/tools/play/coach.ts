// The coach's advice for the learner's question now: every choice ranked by the strong
// player's evaluation from the learner's own view (never the state), for a discard (shown on
// request) or a claim (shown with the claim buttons). Null when coaching is off or the table
// asks nothing the evaluation can weigh. A discard's advice also says why its tile is a risk,
// from what the learner can see: the liable case it would feed under dangerous play, or the
// opponent nearest a win; and which honour pairs and pungs in the hand are worth keeping.
import { legalActions, threatOf, viewOf, type SeatView, type ThreatKind } from '../../engine/game/index.ts';
import { isDragon, windTile, type Tile, type Wind } from '../../engine/tiles.ts';
import { evaluate, type Choice } from '../table/review/advisor.ts';
import { othersInTurn } from '../table/seats.ts';
import { learnerSeat, nextStep, type TableState } from './controller.ts';

/** Why a discard is a risk. */
export type Risk =
  /** Dangerous play: the discard would feed `seat`'s shown threat, and the learner would pay for everyone. */
  | { kind: 'liable'; seat: Wind; threat: ThreatKind }
  /** Another player may be waiting on it: the one showing the most sets (`sets` 0: late in the hand). */
  | { kind: 'risky'; seat: Wind; sets: number };

/**
 * Expected points a discard gives away (the evaluation's `danger`, calibrated: what a discard
 * of that kind paid on average) from which the coach calls it risky. Measured on 80 seeded
 * hands played by the strong player: the best discard's median was 0.01 with the wall full and
 * 0.8 in its last 20 tiles; from half a point the warning comes for 6% of best discards with no
 * minimum and 17% at 3 fan (where a win costs 8 points or more), nearly all late or against an
 * opponent showing sets. Below it the warning would come on almost every discard.
 */
export const RISKY = 0.5;

export interface Advice {
  kind: 'discard' | 'claim';
  /** Best first. */
  choices: Choice[];
  minFan: number;
  /** A discard: why the best one is a risk, or null. */
  risk: Risk | null;
  /** A discard: the honours left in the hand after the best one whose pung brings a fan. */
  keep: Kept[];
}

/** An honour held two or three times whose pung is worth a fan (a dragon, the seat or the prevalent wind). */
export interface Kept {
  tile: Tile;
  pung: boolean;
}

/** The valued honours held in pairs or pungs once `discard` is gone (what "keep the dragon pung" means). */
export function keptAfter(view: SeatView, discard: Tile): Kept[] {
  const valued = (t: Tile) => isDragon(t) || t === windTile(view.seat) || t === windTile(view.round);
  const count = (t: Tile) => view.concealed.filter((x) => x === t).length - (t === discard ? 1 : 0);
  const held = [...new Set(view.concealed)].filter((t) => valued(t) && count(t) >= 2).sort((a, b) => a - b);
  return held.map((tile) => ({ tile, pung: count(tile) >= 3 }));
}

/** Why discarding `tile` is a risk, seen from `view`; null when it is not. */
export function riskOf(view: SeatView, c: Choice): Risk | null {
  if (c.action.type !== 'discard') return null;
  const tile = c.action.tile;
  const others = othersInTurn(view.seat);
  if (c.reason.liable)
    for (const seat of others) {
      const threat = threatOf(view.players[seat]!.melds, tile);
      if (threat !== null) return { kind: 'liable', seat, threat };
    }
  if (c.reason.danger < RISKY) return null;
  // The first in turn order among those showing the most sets.
  const seat = others.reduce((a, b) => (view.players[b]!.melds.length > view.players[a]!.melds.length ? b : a));
  return { kind: 'risky', seat, sets: view.players[seat]!.melds.length };
}

export function advise(s: TableState): Advice | null {
  if (!s.coach || nextStep(s) !== 'learner') return null;
  const phase = s.game.hand.phase;
  if (phase.kind !== 'turn' && phase.kind !== 'claims') return null;
  const me = learnerSeat(s.game);
  const legal = legalActions(s.game, me);
  if (legal.length < 2) return null;
  const view = viewOf(s.game.hand, me);
  const choices = evaluate(view, legal, 'strong');
  const kind = phase.kind === 'turn' ? 'discard' : 'claim';
  const best = choices[0]!;
  const discard = kind === 'discard' && best.action.type === 'discard' ? best.action.tile : null;
  return {
    kind,
    choices,
    minFan: s.game.options.minFan,
    risk: kind === 'discard' ? riskOf(view, best) : null,
    keep: discard === null || best.reason.plan === 'pairs' ? [] : keptAfter(view, discard),
  };
}
