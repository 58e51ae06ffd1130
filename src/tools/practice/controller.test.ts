// The practice controller in Node: the real puzzle engine, a fake address, storage and chunk
// loader. What the page does on start, on an answer, a reveal, a mistake, a failed load.
import { describe, expect, test } from 'vitest';
import * as engine from './puzzle-engine.ts';
import type { RatedPuzzle } from '../../engine/puzzles/types.ts';
import { BACKUP_KEY, PRACTICE_KEY, readPractice } from './store.ts';
import { TODAY, shown, solution, world } from './test-world.ts';
import { datedBackupKey } from './storage.ts';

describe('start', () => {
  test('no link: the first stream puzzle, its key written into the address', async () => {
    const { ctl, links } = world();
    await ctl.start();
    const p = shown(ctl.model);
    expect([p.type, ctl.model.state.phase.kind, ctl.model.engine !== null]).toEqual(['waits', 'answering', true]);
    expect(links).toEqual([engine.makePuzzleKey(p.key)]);
  });

  test('a link: that puzzle, and the controls follow its kind', async () => {
    const key = { type: 'pay', level: 2, rules: 'classic', seed: 4242 } as const;
    const { ctl } = world({ link: engine.makePuzzleKey(key) });
    await ctl.start();
    expect(shown(ctl.model).key).toEqual(key);
    expect(ctl.model.state).toMatchObject({ type: 'pay', level: 2, rules: 'classic', notice: null });
    expect(ctl.model.state.phase).toMatchObject({ source: 'link' });
  });

  test('a bad link: a notice with its code, then the stream', async () => {
    const { ctl } = world({ link: 'nonsense' });
    await ctl.start();
    const parsed = engine.parsePuzzleKey('nonsense');
    expect(ctl.model.state.notice).toBe(parsed.ok ? 'parsed' : parsed.error.code);
    expect(shown(ctl.model).type).toBe('waits');
  });

  test('the first puzzle is made and drawn after pauses; a choice made in a pause wins', async () => {
    const waiting: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => waiting.push(resolve));
    const release = async () => {
      while (waiting.length > 0) {
        waiting.shift()!();
        await new Promise((r) => setTimeout(r, 0));
      }
    };
    // Undisturbed: still loading in the pauses, then the stream's first puzzle.
    const a = world({ pause });
    const started = a.ctl.start();
    await new Promise((r) => setTimeout(r, 0));
    expect([a.ctl.model.state.phase.kind, a.ctl.model.engine !== null, waiting.length]).toEqual(['loading', true, 1]);
    await release();
    await started;
    expect(a.ctl.model.state.phase).toMatchObject({ kind: 'answering', source: 'stream' });
    // The ladder started while the first puzzle was on its way: it stays.
    const b = world({ pause });
    const again = b.ctl.start();
    await new Promise((r) => setTimeout(r, 0));
    await b.ctl.climb();
    const rung = shown(b.ctl.model);
    await release();
    await again;
    expect(b.ctl.model.state.phase).toMatchObject({ kind: 'answering', source: 'ladder', puzzle: { id: rung.id } });
    expect(b.links).toEqual([engine.makePuzzleKey(rung.key)]);
  });

  test("a link's settings change with its card, in one step, and not over a choice made in between", async () => {
    const link = engine.makePuzzleKey({ type: 'fan', level: 2, rules: 'classic', seed: 5 });
    const waiting: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => waiting.push(resolve));
    const step = async () => {
      waiting.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    };
    const a = world({ link, pause });
    const started = a.ctl.start();
    await new Promise((r) => setTimeout(r, 0));
    await step();
    // The puzzle is made, its card not yet drawn: the settings have not moved either.
    expect(a.ctl.model.state).toMatchObject({ type: 'waits', phase: { kind: 'loading' } });
    await step();
    await started;
    expect(a.ctl.model.state).toMatchObject({ type: 'fan', rules: 'classic', phase: { source: 'link' } });
    // The ladder started while the link's card was on its way: the settings stay the learner's.
    const b = world({ link, pause });
    const again = b.ctl.start();
    await new Promise((r) => setTimeout(r, 0));
    await step();
    await b.ctl.climb();
    await step();
    await again;
    expect(b.ctl.model.state).toMatchObject({ type: 'waits', phase: { source: 'ladder' } });
  });

  test('a failed chunk load is a phase; the next request loads again', async () => {
    const { ctl } = world({ failures: 1 });
    await ctl.start();
    expect([ctl.model.state.phase.kind, ctl.model.engine]).toEqual(['failed', null]);
    await ctl.next();
    expect(ctl.model.state.phase.kind).toBe('answering');
  });

  test('damaged progress is kept under the backup key and reported', async () => {
    const { ctl, items } = world({ stored: '{broken' });
    await ctl.start();
    expect(ctl.model.storeProblem).not.toBeNull();
    expect(items.get(BACKUP_KEY)).toBe('{broken');
  });

  test('a second, different damage is kept too, beside the first backup', async () => {
    const newer = JSON.stringify({ version: 4, days: {}, streak: 1, best: 1, mistakes: [], daily: {}, shiny: true });
    const { ctl, items } = world({ stored: newer });
    items.set(BACKUP_KEY, '{broken');
    await ctl.start();
    expect(ctl.model.storeProblem).toBe('newer');
    expect([items.get(BACKUP_KEY), items.get(datedBackupKey(TODAY))]).toEqual(['{broken', newer]);
    // Read again before anything is saved: nothing more is copied.
    const again = world({ stored: newer });
    again.items.set(BACKUP_KEY, newer);
    await again.ctl.start();
    expect(again.items.has(datedBackupKey(TODAY))).toBe(false);
  });
});

describe('answers', () => {
  test('a right answer is judged and recorded once', async () => {
    const { ctl, items } = world();
    await ctl.start();
    const p = shown(ctl.model);
    ctl.answer(solution(p));
    ctl.answer({ type: 'waits', input: [] }); // a second answer does not count
    expect(ctl.model.state.phase).toMatchObject({ kind: 'judged', feedback: { type: 'waits', fb: { kind: 'right' } } });
    const stored = readPractice(items.get(PRACTICE_KEY), TODAY).data;
    expect([stored.days[TODAY]?.waits, stored.streak, stored.mistakes]).toEqual([[1, 1], 1, []]);
  });

  test('an answer for another type is ignored', async () => {
    const { ctl } = world();
    await ctl.start();
    ctl.answer({ type: 'fan', input: { kind: 'limit' } });
    expect(ctl.model.state.phase.kind).toBe('answering');
  });

  test('a wrong answer is remembered as a mistake and scheduled for review', async () => {
    const { ctl } = world();
    await ctl.start();
    const p = shown(ctl.model);
    ctl.answer({ type: 'waits', input: [] });
    expect(ctl.model.store.mistakes).toEqual([engine.makePuzzleKey(p.key)]);
    expect(ctl.model.store.reviews.map((c) => c.key)).toEqual([engine.makePuzzleKey(p.key)]);
  });

  test('revealing counts as a miss before an answer only', async () => {
    const { ctl } = world();
    await ctl.start();
    ctl.reveal();
    expect([ctl.model.state.phase.kind, ctl.model.store.days[TODAY]?.waits]).toEqual(['revealed', [0, 1]]);
    await ctl.next();
    ctl.answer(solution(shown(ctl.model)));
    ctl.reveal();
    expect(ctl.model.store.days[TODAY]?.waits).toEqual([1, 2]);
  });

  test('choose starts a new stream of that kind; the daily puzzle is recorded as the day’s', async () => {
    const { ctl } = world();
    await ctl.start();
    await ctl.choose('discard', 3, 'hke');
    expect(shown(ctl.model)).toMatchObject({ type: 'discard' });
    ctl.daily();
    const p = shown(ctl.model);
    ctl.answer(solution(p));
    expect(ctl.model.store.daily[TODAY]).toBe(true);
  });

  test('the daily puzzle answered earlier today reopens solved, and nothing is recorded again', async () => {
    const first = world();
    await first.ctl.start();
    first.ctl.daily();
    first.ctl.answer(solution(shown(first.ctl.model)));
    const stored = first.items.get(PRACTICE_KEY)!;
    const { ctl } = world({ stored });
    await ctl.start();
    ctl.daily();
    expect([ctl.model.state.phase.kind, (ctl.model.state.phase as { source?: string }).source]).toEqual([
      'revealed',
      'daily',
    ]);
    ctl.reveal();
    expect(ctl.model.store).toEqual(readPractice(stored, TODAY).data);
  });
});

describe('adaptive', () => {
  test('an answer moves the type’s rating and records it in the history of the day', async () => {
    const { ctl } = world();
    await ctl.start();
    ctl.answer(solution(shown(ctl.model)));
    const r = ctl.model.store.ratings.waits!;
    expect(r.rating).toBeGreaterThan(1500);
    expect(r.history).toEqual([[TODAY, r.rating]]);
  });

  test('the dial serves puzzles nearer the harder end than the easier', async () => {
    const mean = async (dial: 'easier' | 'harder') => {
      const { ctl } = world();
      await ctl.start();
      let sum = 0;
      for (let i = 0; i < 6; i++) {
        await (i === 0 ? ctl.choose('fan', 1, 'hke', dial) : ctl.next());
        sum += (shown(ctl.model) as RatedPuzzle).rating;
      }
      return sum / 6;
    };
    expect(await mean('harder')).toBeGreaterThan(await mean('easier'));
  });

  test('practise a theme: every puzzle served carries it', async () => {
    const { ctl } = world();
    await ctl.start();
    await ctl.practiseTheme('seven-pairs');
    for (let i = 0; i < 3; i++) {
      expect((shown(ctl.model) as RatedPuzzle).themes).toContain('seven-pairs');
      await ctl.next();
    }
  });

  test('a missed puzzle is due the next day and comes back; a right review makes it wait longer', async () => {
    let clock = new Date('2026-03-01T10:00:00');
    const { ctl } = world({ now: () => clock });
    await ctl.start();
    const missed = shown(ctl.model);
    ctl.reveal();
    expect(ctl.dueCount()).toBe(0);
    clock = new Date('2026-03-02T10:00:00');
    expect(ctl.dueCount()).toBe(1);
    ctl.due();
    expect(shown(ctl.model).id).toBe(missed.id);
    ctl.answer(solution(missed));
    expect(ctl.dueCount()).toBe(0);
    clock = new Date('2026-03-03T10:00:00');
    expect(ctl.dueCount()).toBe(0);
    clock = new Date('2026-06-01T10:00:00');
    expect(ctl.dueCount()).toBe(1);
  });
});
