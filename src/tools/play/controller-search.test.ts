// The decision a search elsewhere is asked for (`searchFor`) and the move it sends back
// (`advance` with `decided`): on whole games at a strong 3-fan table, at every step of the
// computer players, the decision named is the one `advance` comes to first, and a move sent
// for it is the move played, whichever of its choices it is; moves for another seat or not
// among the choices are ignored. Other tables name no decision.
import { describe, expect, test } from 'vitest';
import { legalActions, pendingSeats } from '../../engine/game/index.ts';
import { seededRng, randomInt } from '../../engine/random.ts';
import {
  createTable,
  learnerDecision,
  learnerSeat,
  nextStep,
  searchFor,
  update,
  type TableState,
} from './controller.ts';

const STRONG_3 = { minFan: 3, dangerousPlay: false, changeSeats: false, bot: 'strong', coach: false } as const;

/** The learner's move: the first of their choices (the table passes for them where that is all). */
function learnerMoves(s: TableState): TableState {
  const me = learnerSeat(s.game);
  const [a] = legalActions(s.game, me);
  const { seat: _, ...move } = a!;
  return update(s, { type: 'move', move } as never);
}

describe('searchFor and advance with a decided move', () => {
  test('on whole hands, every decision named is the one advance comes to, and the move sent is played', () => {
    const rng = seededRng(7);
    let named = 0;
    for (const seed of [1, 2, 3]) {
      let s = createTable(seed, STRONG_3);
      for (let guard = 0; guard < 600 && s.game.hand.phase.kind !== 'over'; guard++) {
        if (nextStep(s) !== 'computer') {
          s = learnerMoves(s);
          continue;
        }
        const d = searchFor(s);
        if (d === null) {
          s = update(s, { type: 'advance' });
          continue;
        }
        named++;
        expect(d.budget).toBeGreaterThan(0);
        expect(pendingSeats(s.game.hand)).toContain(d.seat);
        expect(d.view.seat).toBe(d.seat);
        const sent = d.legal[randomInt(rng, d.legal.length)]!;
        const next = update(s, { type: 'advance', decided: { seat: d.seat, action: sent } });
        const played = next.log.slice(s.log.length);
        // The first move that was not forced is the one sent, made in the view searchFor gave.
        const at = played.findIndex((a) => a === sent || JSON.stringify(a) === JSON.stringify(sent));
        expect(at).toBeGreaterThanOrEqual(0);
        expect(
          played.slice(0, at).every((a) => a.seat === learnerSeat(s.game) || a.type === 'draw' || a.type === 'pass'),
        ).toBe(true);
        s = next;
      }
      expect(s.game.hand.phase.kind).toBe('over');
    }
    expect(named).toBeGreaterThan(20);
  });

  test('a move for another seat, or not among the choices, is ignored: the players decide', () => {
    let s = createTable(2, STRONG_3);
    while (searchFor(s) === null) s = nextStep(s) === 'computer' ? update(s, { type: 'advance' }) : learnerMoves(s);
    const d = searchFor(s)!;
    const plain = update(s, { type: 'advance' });
    const other = ((d.seat + 1) % 4) as typeof d.seat;
    expect(update(s, { type: 'advance', decided: { seat: other, action: d.legal.at(-1)! } }).log).toEqual(plain.log);
    const foreign = { type: 'discard', seat: d.seat, tile: 999 } as const;
    expect(update(s, { type: 'advance', decided: { seat: d.seat, action: foreign } }).log).toEqual(plain.log);
  });

  test('careful players, and strong ones below a 3-fan minimum, name no decision', () => {
    for (const setup of [
      { ...STRONG_3, bot: 'careful' as const },
      { ...STRONG_3, minFan: 2 },
    ]) {
      let s = createTable(1, setup);
      for (let guard = 0; guard < 300 && s.game.hand.phase.kind !== 'over'; guard++) {
        expect(searchFor(s)).toBeNull();
        s = nextStep(s) === 'computer' ? update(s, { type: 'advance' }) : learnerMoves(s);
      }
    }
  });
});

describe('the search’s pick for the learner’s decision, kept for the review', () => {
  test('kept at the moment the learner’s decision was searched; ignored elsewhere; gone with the hand', () => {
    let s = createTable(4, { ...STRONG_3, coach: true });
    let kept = 0;
    for (let guard = 0; guard < 600 && s.game.hand.phase.kind !== 'over'; guard++) {
      if (nextStep(s) === 'computer') {
        // Not the learner's decision: a pick is ignored.
        const me = learnerSeat(s.game);
        expect(update(s, { type: 'searched', pick: { type: 'pass', seat: me } })).toBe(s);
        s = update(s, { type: 'advance' });
        continue;
      }
      const d = learnerDecision(s);
      if (d !== null) {
        const pick = d.legal.at(-1)!;
        // Not among the choices: ignored.
        expect(update(s, { type: 'searched', pick: { type: 'discard', seat: d.seat, tile: 99 } })).toBe(s);
        const once = update(s, { type: 'searched', pick: d.legal[0]! });
        const next = update(once, { type: 'searched', pick });
        // One pick a decision: the last one sent.
        expect(next.searched).toEqual([...s.searched, { event: s.game.hand.events.length, pick }]);
        s = next;
        kept++;
      }
      s = learnerMoves(s);
    }
    expect(kept).toBeGreaterThan(5);
    expect(s.searched).toHaveLength(kept);
    expect(update(s, { type: 'next-hand' }).searched).toEqual([]);
  });

  test('with coaching off the learner’s decisions are not searched, and no pick is kept', () => {
    let s = createTable(4, STRONG_3);
    for (let guard = 0; guard < 600 && s.game.hand.phase.kind !== 'over'; guard++) {
      if (nextStep(s) === 'learner') {
        const me = learnerSeat(s.game);
        const [a] = legalActions(s.game, me);
        expect(update(s, { type: 'searched', pick: a! })).toBe(s);
        s = learnerMoves(s);
      } else s = update(s, { type: 'advance' });
    }
  });
});
