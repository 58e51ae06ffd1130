// The replay's list of the learner's decisions, checked against the table's own review (the
// oracle: the review the learner saw at the end of the hand) on seeded hands played by a
// careless learner, so that there are mistakes to jump to; each decision sits at a replay moment
// where the learner's choice was open, with the same legal moves; records without a learner
// (the CLI's) have no decisions.
import { describe, expect, test } from 'vitest';
import { legalActions, legalHandActions, type Action } from '../../engine/game/index.ts';
import { seededRng } from '../../engine/random.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { createTable, learnerSeat, nextStep, update, type TableState } from '../play/controller.ts';
import { handRecordOf } from '../play/play-engine.ts';
import { reviewOf } from '../table/review/review-view.ts';
import { mistakeFrom, type Decisions } from './decision-list.ts';
import { decisionsOf } from './decisions.ts';
import { replayOf } from './records.ts';

/** One hand to its end, the learner taking a random legal move (Mah-Jongg whenever it wins). */
function carelessHand(seed: number): TableState {
  const rng = seededRng(seed);
  let s = createTable(seed, {
    minFan: seed % 2,
    dangerousPlay: seed % 3 === 0,
    changeSeats: false,
    bot: 'beginner',
    coach: false,
  });
  for (let guard = 0; guard < 3000; guard++) {
    const step = nextStep(s);
    if (step === 'computer') s = update(s, { type: 'advance', all: true });
    else if (step !== 'learner') break;
    else {
      const legal = legalActions(s.game, learnerSeat(s.game));
      const win = legal.find((a) => a.type === 'mahjong');
      const { seat: _, ...move } = win ?? legal[Math.floor(rng() * legal.length)]!;
      s = update(s, { type: 'move', move: move as never });
    }
  }
  return s;
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('decisions in the replay', () => {
  test.each(SEEDS)(
    'seed %i: the same decisions and verdicts as the table review, each at a moment it was open',
    (seed) => {
      const s = carelessHand(seed);
      const record = handRecordOf(s);
      const d = decisionsOf(record)!;
      const review = reviewOf(s);
      expect(d.seat).toBe(WIND_LETTERS[learnerSeat(s.game)]);
      expect(d.summary).toEqual(review.summary);
      expect(d.items.map(({ moment: _, ...x }) => x)).toEqual(
        review.items.map((x) => ({ yours: x.yours, best: x.best, agreed: x.agreed, mistake: x.mistake })),
      );
      const replay = replayOf(record);
      if (!replay.ok) throw new Error('the record does not replay');
      d.items.forEach((x, i) => {
        const open = legalHandActions(replay.value.states[x.moment]!, learnerSeat(s.game));
        expect(open).toEqual(review.items[i]!.legal);
      });
      // Moments only go forward through the hand.
      expect(d.items.map((x) => x.moment)).toEqual([...d.items.map((x) => x.moment)].sort((a, b) => a - b));
    },
  );

  test('a careless learner makes mistakes to jump to', () => {
    const mistakes = SEEDS.map((seed) => decisionsOf(handRecordOf(carelessHand(seed)))!.summary.mistakes);
    expect(mistakes.reduce((a, b) => a + b)).toBeGreaterThan(SEEDS.length);
  });

  test('a record that names no learner (the CLI writes none) or a seat that is not one has no decisions', () => {
    const record = handRecordOf(carelessHand(1));
    const { learner: _, ...cli } = record;
    expect(decisionsOf(cli)).toBeNull();
    expect(decisionsOf({ ...record, learner: 'X' as never })).toBeNull();
  });
});

describe('next and previous mistake', () => {
  const pass = (seat: 0 | 1 | 2 | 3): Action => ({ type: 'pass', seat });
  const item = (moment: number, mistake: boolean) => ({
    moment,
    yours: pass(1),
    best: pass(1),
    agreed: !mistake,
    mistake: mistake ? { kind: 'slower' as const, size: 1 } : null,
  });
  const d: Decisions = {
    seat: 'S',
    items: [item(3, false), item(7, true), item(12, false), item(20, true)],
    summary: { decisions: 4, agreed: 2, mistakes: 2, biggest: 1 },
  };
  test.each([
    [0, 1, 7],
    [7, 1, 20],
    [8, 1, 20],
    [20, 1, null],
    [30, -1, 20],
    [20, -1, 7],
    [7, -1, null],
  ] as const)('from moment %i, way %i: moment %s', (at, way, moment) => {
    expect(mistakeFrom(d, at, way)?.moment ?? null).toBe(moment);
  });
});
