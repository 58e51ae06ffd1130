// fsrs.ts against ts-fsrs, the library it replaces in the browser: the same card after every
// answer, field by field, over random review histories and random stored cards.
import fc from 'fast-check';
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import { describe, expect, test } from 'vitest';
import { AGAIN, GOOD, nextCard, type FsrsCard } from './fsrs.ts';

const library = fsrs({ enable_fuzz: false, enable_short_term: false });

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1, 9, 30);

/** The fields the practice store keeps (review.ts). */
const kept = (c: FsrsCard | Card): object => ({
  due: c.due.getTime(),
  stability: c.stability,
  difficulty: c.difficulty,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  scheduled_days: c.scheduled_days,
  last_review: c.last_review?.getTime(),
});

const answers = fc.array(
  fc.record({
    // Answered early, on time or late; at any hour (day boundaries in UTC matter).
    afterDays: fc.integer({ min: 0, max: 400 }),
    hour: fc.integer({ min: 0, max: 23 }),
    right: fc.boolean(),
  }),
  { minLength: 1, maxLength: 12 },
);

describe('fsrs', () => {
  test('a history of answers gives the cards ts-fsrs gives', () => {
    fc.assert(
      fc.property(answers, (history) => {
        let now = new Date(START);
        let ours: FsrsCard = { ...createEmptyCard(now) };
        let theirs: Card = createEmptyCard(now);
        for (const a of history) {
          now = new Date(now.getTime() + a.afterDays * DAY + a.hour * 3_600_000);
          ours = nextCard(ours, now, a.right ? GOOD : AGAIN);
          theirs = library.next(theirs, now, a.right ? Rating.Good : Rating.Again).card;
          expect(kept(ours)).toEqual(kept(theirs));
        }
      }),
      { numRuns: 500 },
    );
  });

  test('a stored card in any state and memory is answered as ts-fsrs answers it', () => {
    const stored = fc.record({
      stability: fc.double({ min: 0.001, max: 36500, noNaN: true }),
      difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
      reps: fc.integer({ min: 1, max: 50 }),
      lapses: fc.integer({ min: 0, max: 20 }),
      state: fc.integer({ min: 1, max: 3 }),
      lastDaysAgo: fc.option(fc.integer({ min: 0, max: 3000 })),
      scheduled: fc.integer({ min: 0, max: 36500 }),
      right: fc.boolean(),
    });
    fc.assert(
      fc.property(stored, (s) => {
        const now = new Date(START);
        const card: FsrsCard = {
          due: new Date(START - DAY),
          stability: s.stability,
          difficulty: s.difficulty,
          reps: s.reps,
          lapses: s.lapses,
          state: s.state,
          scheduled_days: s.scheduled,
          ...(s.lastDaysAgo === null ? {} : { last_review: new Date(START - s.lastDaysAgo * DAY - 5_000) }),
        };
        const theirs = library.next(
          { ...createEmptyCard(card.due), ...card },
          now,
          s.right ? Rating.Good : Rating.Again,
        );
        expect(kept(nextCard(card, now, s.right ? GOOD : AGAIN))).toEqual(kept(theirs.card));
      }),
      { numRuns: 1000 },
    );
  });

  test('a card outside FSRS ranges is refused as ts-fsrs refuses it', () => {
    const card: FsrsCard = { ...createEmptyCard(new Date(START)), difficulty: 0.5, stability: 3, state: 2 };
    expect(() => library.next({ ...createEmptyCard(card.due), ...card }, new Date(START), Rating.Good)).toThrow();
    expect(() => nextCard(card, new Date(START), GOOD)).toThrow();
  });
});
