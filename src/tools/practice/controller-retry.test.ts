// "Retry today's mistakes" beside the review schedule: the puzzles missed today come back at once
// until answered right, without touching the schedule, the tallies or the ratings; and the page
// says when the schedule brings puzzles back.
import { describe, expect, test } from 'vitest';
import * as engine from './puzzle-engine.ts';
import { missedToday, nextDue, type ReviewCard } from './review-cards.ts';
import { TODAY, shown, solution, world, wrongAnswer } from './test-world.ts';

const keyOf = (m: { state: { phase: { kind: string } } }) => engine.makePuzzleKey(shown(m).key);

describe('retry today’s mistakes', () => {
  test('serves the puzzles missed today, the other one first, until each is answered right', async () => {
    const clock = new Date(`${TODAY}T10:00:00`);
    const { ctl } = world({ now: () => clock });
    await ctl.start();
    const first = keyOf(ctl.model);
    ctl.answer(wrongAnswer(shown(ctl.model)));
    await ctl.next();
    const second = keyOf(ctl.model);
    ctl.reveal();
    await ctl.next();
    ctl.answer(solution(shown(ctl.model)));
    expect(ctl.retryCount()).toBe(2);
    expect(ctl.dueCount()).toBe(0); // the schedule brings them back tomorrow, not today

    const before = ctl.model.store;
    ctl.retry();
    expect(ctl.model.state.phase).toMatchObject({ source: 'retry' });
    expect(keyOf(ctl.model)).toBe(first);
    ctl.answer(wrongAnswer(shown(ctl.model)));
    // A wrong retry leaves everything as it was; the next retry offers the other puzzle first.
    expect(ctl.model.store).toEqual(before);
    ctl.retry();
    expect(keyOf(ctl.model)).toBe(second);
    ctl.answer(solution(shown(ctl.model)));
    expect(ctl.retryCount()).toBe(1);
    // Only the mistakes list changed: tallies, streak, ratings, themes and the schedule did not.
    const { mistakes, ...rest } = ctl.model.store;
    const { mistakes: old, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect([old, mistakes]).toEqual([[first, second], [first]]);
    ctl.retry();
    expect(keyOf(ctl.model)).toBe(first);
    ctl.answer(solution(shown(ctl.model)));
    expect(ctl.retryCount()).toBe(0);
    expect(ctl.nextDue()).toEqual({ days: 1, count: 2 });
  });

  test('a mistake of another day is not today’s', async () => {
    let clock = new Date(`${TODAY}T10:00:00`);
    const { ctl } = world({ now: () => clock });
    await ctl.start();
    ctl.reveal();
    expect(ctl.retryCount()).toBe(1);
    clock = new Date('2026-03-02T09:00:00');
    expect(ctl.retryCount()).toBe(0);
    expect(ctl.dueCount()).toBe(1);
  });
});

const card = (key: string, due: string, last: string | null): ReviewCard => ({
  key,
  due,
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  state: 1,
  last,
  scheduled: 1,
});

describe('when the schedule brings puzzles back', () => {
  const now = new Date('2026-03-10T22:30:00');
  const at = (d: string) => new Date(d).toISOString();
  test('the first later day with puzzles due and how many', () => {
    const cards = [
      card('a', at('2026-03-10T08:00:00'), null), // due today: not "later"
      card('b', at('2026-03-12T01:00:00'), null),
      card('c', at('2026-03-12T23:00:00'), null),
      card('d', at('2026-03-20T08:00:00'), null),
    ];
    expect(nextDue(cards, now)).toEqual({ days: 2, count: 2 });
    expect(nextDue([card('e', at('2026-03-11T00:10:00'), null)], now)).toEqual({ days: 1, count: 1 });
    expect(nextDue(cards.slice(0, 1), now)).toBeNull();
  });

  test('missed today: the mistakes whose card was last reviewed today, in the order missed', () => {
    const cards = [
      card('x', at('2026-03-11T08:00:00'), at('2026-03-10T00:05:00')),
      card('y', at('2026-03-11T08:00:00'), at('2026-03-09T23:55:00')),
      card('z', at('2026-03-11T08:00:00'), at('2026-03-10T21:00:00')),
    ];
    expect(missedToday(['z', 'y', 'x', 'w'], cards, now)).toEqual(['z', 'x']);
  });
});
