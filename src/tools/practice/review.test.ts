import { describe, expect, test } from 'vitest';
import { dueToday, parseReviewCard, reviewAnswer, type ReviewCard } from './review.ts';

const DAY = 86_400_000;
const KEY = '1w2e-k3x9q1';
const at = (days: number): Date => new Date(Date.UTC(2026, 10, 1, 12) + days * DAY);
const card = (cards: ReviewCard[]): ReviewCard => cards.find((c) => c.key === KEY)!;

describe('spaced repetition of mistakes (FSRS)', () => {
  test('a right answer to a puzzle never missed schedules nothing; a miss schedules it', () => {
    expect(reviewAnswer([], KEY, true, at(0))).toEqual([]);
    const cards = reviewAnswer([], KEY, false, at(0));
    expect(cards).toHaveLength(1);
    expect(Date.parse(card(cards).due)).toBeGreaterThan(at(0).getTime());
  });

  test('intervals grow after right answers and reset after a wrong one', () => {
    let cards = reviewAnswer([], KEY, false, at(0));
    let day: number;
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Answered on the day it falls due.
      day = Math.ceil((Date.parse(card(cards).due) - at(0).getTime()) / DAY);
      cards = reviewAnswer(cards, KEY, true, at(day));
      intervals.push(card(cards).scheduled);
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
    const before = card(cards).scheduled;
    day = Math.ceil((Date.parse(card(cards).due) - at(0).getTime()) / DAY);
    cards = reviewAnswer(cards, KEY, false, at(day));
    expect(card(cards).scheduled).toBeLessThan(before);
    expect(card(cards).scheduled).toBeLessThanOrEqual(intervals[0]!);
    expect(card(cards).lapses).toBeGreaterThanOrEqual(1);
  });

  test('due today: what is due by the end of the day, most overdue first', () => {
    let cards = reviewAnswer([], 'a', false, at(0));
    cards = reviewAnswer(cards, 'b', false, at(2));
    expect(dueToday(cards, at(0))).toEqual([]);
    expect(dueToday(cards, at(30))).toEqual(['a', 'b']);
    const soon = Date.parse(cards[0]!.due);
    expect(dueToday(cards, new Date(soon))).toContain('a');
  });

  test('cards survive JSON and are checked when read back', () => {
    const cards = reviewAnswer([], KEY, false, at(0));
    const back = JSON.parse(JSON.stringify(cards)).map(parseReviewCard);
    expect(back).toEqual(cards);
    expect(parseReviewCard({ ...cards[0], due: 'soon' })).toBeUndefined();
    expect(parseReviewCard({ ...cards[0], key: 'NOT A KEY' })).toBeUndefined();
    expect(parseReviewCard('x')).toBeUndefined();
  });
});
