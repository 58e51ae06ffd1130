// The replay's list of the learner's decisions, checked against the table's own review (the
// oracle: the review the learner saw at the end of the hand) on seeded hands played by a
// careless learner, so that there are mistakes to jump to; each decision sits at a replay moment
// where the learner's choice was open, with the same legal moves; records without a learner
// (the CLI's) have no decisions.
import { describe, expect, test } from 'vitest';
import { handRecord, legalHandActions, recordPickOf, type Action, type HandRecord } from '../../engine/game/index.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import { reviewOf } from '../table/review/review-view.ts';
import { careless, playedHand, someMistake, type PlayedHand } from '../table/review/test-hands.ts';
import { mistakeFrom, type Decisions } from './decision-list.ts';
import { decisionsOf } from './decisions.ts';
import { readRecords, replayOf } from './records.ts';

/** One hand to its end, the learner taking a random legal move. */
const carelessHand = (seed: number): PlayedHand =>
  playedHand(seed, { minFan: seed % 2, dangerousPlay: seed % 3 === 0 }, careless);

/** The hand's record as the play table writes it: it names the learner's seat. */
const recordOf = (p: PlayedHand): HandRecord => ({ ...handRecord(p.hand), learner: WIND_LETTERS[p.seat]! });

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('decisions in the replay', () => {
  test.each(SEEDS)(
    'seed %i: the same decisions and verdicts as the table review, each at a moment it was open',
    (seed) => {
      const s = carelessHand(seed);
      const record = recordOf(s);
      const d = decisionsOf(record)!;
      const review = reviewOf(s.hand, s.log, s.seat);
      expect(d.seat).toBe(WIND_LETTERS[s.seat]);
      expect(d.summary).toEqual(review.summary);
      expect(d.items.map(({ moment: _, ...x }) => x)).toEqual(
        review.items.map((x) => ({
          yours: x.yours,
          best: x.best,
          estimated: null,
          trials: null,
          estimate: false,
          estimateOnly: x.estimateOnly,
          tie: x.tie,
          agreed: x.agreed,
          mistake: x.mistake,
        })),
      );
      const replay = replayOf(record);
      if (!replay.ok) throw new Error('the record does not replay');
      d.items.forEach((x, i) => {
        const open = legalHandActions(replay.value.states[x.moment]!, s.seat);
        expect(open).toEqual(review.items[i]!.legal);
      });
      // Moments only go forward through the hand.
      expect(d.items.map((x) => x.moment)).toEqual([...d.items.map((x) => x.moment)].sort((a, b) => a - b));
    },
  );

  test.each(SEEDS)(
    'seed %i: with the search’s picks the record keeps, the same verdicts as the table’s review with them',
    (seed) => {
      const s = carelessHand(seed);
      // A pick at every decision: its last choice, which the review leads with where it may overrule.
      // With the trial games that decided it, at every other moment.
      const trials = {
        games: 64,
        pick: { wins: 9, dealIns: 1, points: 120 },
        estimate: { wins: 7, dealIns: 4, points: 33 },
      };
      const picks = reviewOf(s.hand, s.log, s.seat).moments.map((m, i) => ({
        event: m.hand.events.length,
        pick: m.legal.at(-1)!,
        trials: i % 2 === 0 ? trials : null,
      }));
      const record = {
        ...recordOf(s),
        searched: picks.map((p) => ({
          event: p.event,
          pick: recordPickOf(p.pick),
          ...(p.trials ? { trials: p.trials } : {}),
        })),
      };
      // The record as the learner downloads it, read back.
      const read = readRecords(JSON.stringify(record));
      if (!read.ok) throw new Error(`the record is refused: ${read.error.code}`);
      const d = decisionsOf(read.value[0]!)!;
      const review = reviewOf(s.hand, s.log, s.seat, picks);
      expect(review.items.some((x) => x.estimated !== null)).toBe(true);
      expect(review.items.some((x) => x.trials !== null)).toBe(true);
      expect(d.summary).toEqual(review.summary);
      expect(d.items.map(({ moment: _, ...x }) => x)).toEqual(
        review.items.map((x) => ({
          yours: x.yours,
          best: x.best,
          estimated: x.estimated,
          trials: x.trials,
          estimate: x.estimate,
          estimateOnly: x.estimateOnly,
          tie: x.tie,
          agreed: x.agreed,
          mistake: x.mistake,
        })),
      );
    },
  );

  test('a record’s searched picks of the wrong shape are refused; one that names no choice changes nothing', () => {
    const s = carelessHand(2);
    const record = recordOf(s);
    for (const searched of [{}, [null], [{ event: -1, pick: { type: 'pass' } }], [{ event: 3, pick: { tile: '5p' } }]])
      expect(readRecords(JSON.stringify({ ...record, searched }))).toEqual({ ok: false, error: { code: 'shape' } });
    const odd = {
      ...record,
      searched: [
        { event: 4, pick: { type: 'discard', tile: '9z' } },
        { event: 5, pick: { type: 'pung', tile: '1m' } },
      ],
    };
    expect(readRecords(JSON.stringify(odd)).ok).toBe(true);
    expect(decisionsOf(odd as HandRecord)).toEqual(decisionsOf(record));
  });

  test('a record’s trial games that do not hold are left out; its picks keep their verdicts', () => {
    const s = carelessHand(3);
    const picks = reviewOf(s.hand, s.log, s.seat).moments.map((m) => ({
      event: m.hand.events.length,
      pick: recordPickOf(m.legal.at(-1)!),
    }));
    const tally = { wins: 3, dealIns: 1, points: 20 };
    const record = { ...recordOf(s), searched: picks };
    const tampered = {
      ...record,
      searched: picks.map((p) => ({ ...p, trials: { games: 4, pick: { ...tally, wins: 5 }, estimate: tally } })),
    };
    const d = decisionsOf(tampered as HandRecord)!;
    expect(d.items.every((x) => x.trials === null)).toBe(true);
    expect(d).toEqual(decisionsOf(record as HandRecord));
  });

  test('a careless learner makes mistakes to jump to', () => {
    const mistakes = SEEDS.map((seed) => decisionsOf(recordOf(carelessHand(seed)))!.summary.mistakes);
    expect(mistakes.reduce((a, b) => a + b)).toBeGreaterThan(SEEDS.length);
  });

  test('a record that names no learner (the CLI writes none) or a seat that is not one has no decisions', () => {
    const record = recordOf(carelessHand(1));
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
    estimated: null,
    trials: null,
    estimate: false,
    estimateOnly: false,
    tie: false,
    agreed: !mistake,
    mistake: mistake ? someMistake('slower', 1) : null,
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
