// The practice page, headless: one controller that owns the page's model (the state of
// state.ts, the stored progress, the engine once loaded) and its effects, each behind the small
// `PracticeIO` the view hands in (engine chunk, address, storage). The view renders the model it
// is sent and calls these methods; tests drive the same controller in Node with a fake IO.
import type { FanPuzzle, Level, Puzzle, PuzzleType, RatedPuzzle } from '../../engine/puzzles/types.ts';
import type { Dial } from '../../engine/puzzles/select.ts';
import type { Theme } from '../../engine/puzzles/themes.ts';
import type { Ladder } from '../../engine/puzzles/ladder.ts';
import { dueToday, missedToday, nextDue } from './review-cards.ts';
import { adaptivePuzzle, duePuzzle, ladderPuzzle, retryPuzzle } from './next-puzzle.ts';
import type { PracticeStorage } from './storage.ts';
import { tabSync } from './tab-sync.ts';
import type { StoredPractice } from './merge.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { FanTotal, Submission } from './answer.ts';
import type { PuzzleEngine } from './load.ts';
import {
  initialPractice,
  reduce,
  revealCountsAsMiss,
  type Action,
  type Feedback,
  type PracticeState,
  type Source,
} from './state.ts';
import { emptyPractice, type PracticeData, type ReadProblem } from './store.ts';

/** The world as the controller sees it; the browser's is in Practice.tsx, the tests' is a fake. */
export interface PracticeIO {
  /** The puzzle engine chunk; rejects when it does not load. */
  loadEngine: () => Promise<PuzzleEngine>;
  /** The address's `?p=` puzzle key, or null. */
  readLink: () => string | null;
  /** Writes the shown puzzle's key into the address (its share link). */
  writeLink: (key: string) => void;
  /** Local storage, or null when the browser refuses it. */
  storage: PracticeStorage;
  /** The visitor's local date, `YYYY-MM-DD`. */
  today: string;
  /** The session seed: which stream of puzzles this visit gets. */
  session: number;
  /** The clock for the review schedule (tests move it); the browser's by default. */
  now?: () => Date;
  /**
   * Runs `f` (a read, merge and write of the store) while no other tab runs one (the browser's
   * Web Locks), or at once when left out (the tests, browsers without them).
   */
  exclusive?: (f: () => void) => void;
  /** This tab's name in its events' ids; random by default. */
  tab?: string;
  /**
   * Lets the page respond between the steps of the first puzzle (the engine's first run, then its
   * drawing), each in a task of its own; resolves at once when left out (the tests).
   */
  pause?: () => Promise<void>;
}

export interface PracticeModel {
  state: PracticeState;
  /** The stored progress (streak, mistakes, days). */
  store: PracticeData;
  /** Why the stored progress could not be read as it was, shown once. */
  storeProblem: ReadProblem | null;
  /** Null until the chunk has loaded. */
  engine: PuzzleEngine | null;
  /** Where the stream's puzzles sit against the learner's rating. */
  dial: Dial;
  /** "Practise this theme": the stream serves puzzles of this theme until another choice. */
  theme: Theme | null;
  /** The streak ladder while it is on (climbing or just over); null in free practice. */
  ladder: Ladder | null;
  /** The best run when this climb started: the end screen says whether this run beat it. */
  ladderFrom: number;
}

/** The engine's judge for the puzzle on screen; null when the answer is for another type. */
export function judge(e: PuzzleEngine, p: Puzzle, a: Submission): Feedback | null {
  if (a.type === 'waits' && p.type === 'waits') return { type: 'waits', fb: e.judgeWaits(p, a.input) };
  if (a.type === 'fan' && p.type === 'fan') return { type: 'fan', fb: e.judgeFan(p, a.input) };
  if (a.type === 'fan-items' && p.type === 'fan') return fanStepsFeedback(e, p, a.items, a.total);
  if (a.type === 'pay' && p.type === 'pay') return { type: 'pay', fb: e.judgePay(p, a.input) };
  if (a.type === 'valid' && p.type === 'valid') return { type: 'valid', fb: e.judgeValid(p, a.input) };
  if (a.type === 'discard' && p.type === 'discard') return { type: 'discard', fb: e.judgeDiscard(p, a.input) };
  return null;
}

/** An item-by-item fan answer: wrong as a whole when the items or the total are, with both steps kept. */
function fanStepsFeedback(e: PuzzleEngine, p: FanPuzzle, items: string[], total: FanTotal): Feedback {
  const r = e.judgeFanSteps(p, items, total);
  const fb = r.right ? ({ kind: 'right' } as const) : r.items.kind !== 'right' ? r.items : r.total;
  return { type: 'fan', fb, steps: { given: items, items: r.items, total: r.total } };
}

export function createPractice(io: PracticeIO) {
  let model: PracticeModel = {
    state: initialPractice(io.session),
    store: emptyPractice(),
    storeProblem: null,
    engine: null,
    dial: 'as-rated',
    theme: null,
    ladder: null,
    ladderFrom: 0,
  };
  const now = io.now ?? (() => new Date());
  const listeners = new Set<(m: PracticeModel) => void>();
  const set = (next: PracticeModel) => {
    model = next;
    for (const f of listeners) f(model);
  };
  const dispatch = (...actions: Action[]) => set({ ...model, state: actions.reduce(reduce, model.state) });
  const sync = tabSync({ ...io, now }, (store, problem) =>
    set({ ...model, store, storeProblem: model.storeProblem ?? problem }),
  );
  const show = (e: PuzzleEngine, puzzle: Puzzle, source: Source, next?: number) => {
    dispatch({ kind: 'show', puzzle, source, next });
    io.writeLink(e.makePuzzleKey(puzzle.key));
  };
  /** The stream's next puzzle: the ladder's next rung while it climbs, else one near the learner. */
  const pick = (e: PuzzleEngine, index: number): { puzzle: Puzzle; next: number; source: Source } => {
    const l = model.ladder;
    if (l?.phase === 'climbing') {
      // The rung just answered (none when the climb starts): the next one is not easier.
      const phase = model.state.phase;
      const last = l.step > 0 && 'source' in phase && phase.source === 'ladder' ? (phase.puzzle as RatedPuzzle) : null;
      return { ...ladderPuzzle(e, model.state, l, last, index), source: 'ladder' };
    }
    return { ...adaptivePuzzle(e, model.state, model.store, model.dial, model.theme, index), source: 'stream' };
  };
  const stream = (e: PuzzleEngine, index: number) => {
    const r = pick(e, index);
    show(e, r.puzzle, r.source, r.next);
  };
  const pause = io.pause ?? (() => Promise.resolve());
  /** Leaves the ladder (another choice was made); an unfinished climb is dropped, its best kept. */
  const leaveLadder = () => {
    if (model.ladder) set({ ...model, ladder: null });
  };
  /** Runs `then` with the engine, loading it first (again, after a failed load). */
  const withEngine = async (then: (e: PuzzleEngine) => void | Promise<void>): Promise<void> => {
    if (model.engine) return then(model.engine);
    let e: PuzzleEngine;
    try {
      e = await io.loadEngine();
    } catch {
      return dispatch({ kind: 'failed' }); // the next action that needs the engine loads again
    }
    set({ ...model, engine: e });
    return then(e);
  };
  const record = (e: PuzzleEngine, right: boolean) => {
    const phase = model.state.phase;
    if (phase.kind !== 'answering') return;
    const key = e.makePuzzleKey(phase.puzzle.key);
    // A retry only takes a puzzle answered right off the mistakes (snapshot.ts recordRetry).
    if (phase.source === 'retry') return right ? sync.append(() => ({ k: 'retry', key, right })) : undefined;
    // Every generated puzzle carries its difficulty and themes (generatePuzzle returns RatedPuzzle).
    const rated = phase.puzzle as RatedPuzzle;
    // The ladder climbs on a right answer and ends at the first mistake; the best run is stored.
    const ladder = phase.source === 'ladder' && model.ladder ? e.ladderAnswer(model.ladder, right) : null;
    if (ladder) set({ ...model, ladder });
    sync.append((d, at) => ({
      k: 'answer',
      date: io.today,
      type: rated.type,
      key,
      right,
      ...(phase.source === 'daily' ? { daily: true as const } : {}),
      rating: rated.rating,
      themes: [...rated.themes],
      card: e.reviewAnswer(d.reviews, key, right, at).find((c) => c.key === key) ?? null,
      ...(ladder ? { run: ladder.step } : {}),
    }));
  };

  return {
    /** The visitor's date, as the controller counts it (the daily puzzle, the days' tallies). */
    today: io.today,
    get model(): PracticeModel {
      return model;
    },
    subscribe(f: (m: PracticeModel) => void): () => void {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    /** Reads the progress, loads the engine, then shows the linked puzzle or the first of the stream. */
    start(): Promise<void> {
      sync.read();
      // Loading the chunk, making the first puzzle and drawing it are each a task of their own:
      // together they blocked the page for over 100 ms on a slow phone (Lighthouse's TBT).
      // Whatever the learner starts in between (the buttons work once the engine is in) wins.
      const untouched = () => model.state.phase.kind === 'loading';
      return withEngine(async (e) => {
        await pause();
        if (!untouched()) return;
        const param = io.readLink();
        const k = param === null ? null : e.parsePuzzleKey(param);
        const first = k?.ok ? { puzzle: e.generatePuzzle(k.value), source: 'link' as const } : pick(e, 0);
        await pause();
        if (!untouched()) return;
        // The settings follow the link in the same task as its card: the page changes once.
        if (k?.ok) dispatch({ kind: 'choose', type: k.value.type, level: k.value.level, rules: k.value.rules });
        else if (k) dispatch({ kind: 'notice', code: k.error.code });
        show(e, first.puzzle, first.source, 'next' in first ? first.next : undefined);
      });
    },
    /** Judges and records the first answer to the puzzle on screen. */
    answer(a: Submission): void {
      const e = model.engine;
      const phase = model.state.phase;
      if (!e || phase.kind !== 'answering') return;
      const feedback = judge(e, phase.puzzle, a);
      if (!feedback) return;
      record(e, feedback.fb.kind === 'right');
      dispatch({ kind: 'answer', feedback });
    },
    /** Shows the solution; before any answer it counts as a miss. */
    reveal(): void {
      if (model.engine && revealCountsAsMiss(model.state)) record(model.engine, false);
      dispatch({ kind: 'reveal' });
    },
    /** The next puzzle: the next rung while the ladder climbs; after its end, back to free practice. */
    next(): Promise<void> {
      if (model.ladder?.phase === 'over') leaveLadder();
      dispatch({ kind: 'notice', code: null });
      return withEngine((e) => stream(e, model.state.index));
    },
    /** Starts (or restarts) the streak ladder at its first rung. */
    climb(): Promise<void> {
      dispatch({ kind: 'notice', code: null });
      return withEngine((e) => {
        set({
          ...model,
          theme: null,
          ladder: e.startLadder(model.store.ladderBest),
          ladderFrom: model.store.ladderBest,
        });
        stream(e, model.state.index);
      });
    },
    choose(type: PuzzleType, level: Level, rules: RuleSetId, dial: Dial = model.dial): Promise<void> {
      set({ ...model, dial, theme: null, ladder: null });
      dispatch({ kind: 'choose', type, level, rules }, { kind: 'notice', code: null });
      return withEngine((e) => stream(e, 0));
    },
    daily(): void {
      const e = model.engine;
      const key = e?.dailyKey(io.today);
      if (!e || !key) return;
      leaveLadder();
      show(e, e.generatePuzzle(key), 'daily');
      // Answered earlier today: it reopens with its solution and nothing is recorded again.
      if (model.store.daily[io.today] !== undefined) dispatch({ kind: 'reveal' });
    },
    /** "Practise this theme": a stream of puzzles tagged with it, of any type that exercises it. */
    practiseTheme(theme: Theme): Promise<void> {
      set({ ...model, theme, ladder: null });
      dispatch({ kind: 'notice', code: null });
      return withEngine((e) => stream(e, 0));
    },
    /** The first puzzle due for review today (the schedule of missed puzzles). */
    due(): void {
      const e = model.engine;
      const puzzle = e && duePuzzle(e, model.store, now());
      if (!e || !puzzle) return;
      leaveLadder();
      show(e, puzzle, 'mistakes');
    },
    /** How many puzzles are due for review by the end of today. */
    dueCount(): number {
      return dueToday(model.store.reviews, now()).length;
    },
    /** When the schedule brings puzzles back after today, and how many. */
    nextDue(): { days: number; count: number } | null {
      return nextDue(model.store.reviews, now());
    },
    /** A puzzle missed today, again, until it is answered right (beside the schedule). */
    retry(): void {
      const e = model.engine;
      const puzzle = e && retryPuzzle(e, missedToday(model.store.mistakes, model.store.reviews, now()), model.state);
      if (!e || !puzzle) return;
      leaveLadder();
      show(e, puzzle, 'retry');
    },
    /** How many puzzles missed today are not yet answered right. */
    retryCount(): number {
      return missedToday(model.store.mistakes, model.store.reviews, now()).length;
    },
    /** Reads the store again: another tab wrote it. This tab's events not in it stay. */
    refresh(): void {
      sync.read();
    },
    /** Progress imported from a file, merged into the stored progress (merge.ts). */
    importData(file: StoredPractice): void {
      sync.merge(file);
    },
    /** The progress as an export file: every event folded into the snapshot, their ids kept. */
    exportText(): string {
      return sync.exportText();
    },
  };
}
