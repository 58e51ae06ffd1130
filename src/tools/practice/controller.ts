// The practice page, headless: one controller that owns the page's model (the state of
// state.ts, the stored progress, the engine once loaded) and its effects, each behind the small
// `PracticeIO` the view hands in (engine chunk, address, storage). The view renders the model it
// is sent and calls these methods; tests drive the same controller in Node with a fake IO.
import type { Level, Puzzle, PuzzleType } from '../../engine/puzzles/types.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { Submission } from './answer.ts';
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
import {
  BACKUP_KEY,
  PRACTICE_KEY,
  emptyPractice,
  readPractice,
  recordAnswer,
  writePractice,
  type PracticeData,
  type ReadProblem,
} from './store.ts';

/** The world as the controller sees it; the browser's is in Practice.tsx, the tests' is a fake. */
export interface PracticeIO {
  /** The puzzle engine chunk; rejects when it does not load. */
  loadEngine: () => Promise<PuzzleEngine>;
  /** The address's `?p=` puzzle key, or null. */
  readLink: () => string | null;
  /** Writes the shown puzzle's key into the address (its share link). */
  writeLink: (key: string) => void;
  /** Local storage, or null when the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The visitor's local date, `YYYY-MM-DD`. */
  today: string;
  /** The session seed: which stream of puzzles this visit gets. */
  session: number;
}

export interface PracticeModel {
  state: PracticeState;
  /** The stored progress (streak, mistakes, days). */
  store: PracticeData;
  /** Why the stored progress could not be read as it was, shown once. */
  storeProblem: ReadProblem | null;
  /** Null until the chunk has loaded. */
  engine: PuzzleEngine | null;
}

/** The engine's judge for the puzzle on screen; null when the answer is for another type. */
export function judge(e: PuzzleEngine, p: Puzzle, a: Submission): Feedback | null {
  if (a.type === 'waits' && p.type === 'waits') return { type: 'waits', fb: e.judgeWaits(p, a.input) };
  if (a.type === 'fan' && p.type === 'fan') return { type: 'fan', fb: e.judgeFan(p, a.input) };
  if (a.type === 'pay' && p.type === 'pay') return { type: 'pay', fb: e.judgePay(p, a.input) };
  if (a.type === 'valid' && p.type === 'valid') return { type: 'valid', fb: e.judgeValid(p, a.input) };
  if (a.type === 'discard' && p.type === 'discard') return { type: 'discard', fb: e.judgeDiscard(p, a.input) };
  return null;
}

/** The next stream puzzle of a kind that was not seen in this session (or, past the skips, the plain next one). */
export function streamPuzzle(e: PuzzleEngine, s: PracticeState, index: number): { puzzle: Puzzle; next: number } {
  const kind = { type: s.type, level: s.level, rules: s.rules };
  const r = e.nextPuzzle(kind, s.session, index, new Set(s.seen));
  return r.ok
    ? { puzzle: r.puzzle, next: r.next }
    : { puzzle: e.generatePuzzle(e.sessionKey(kind, s.session, index)), next: index + 1 };
}

/** The oldest mistake whose key still parses (a key from an older generator is skipped). */
export function oldestMistake(e: PuzzleEngine, mistakes: readonly string[]): Puzzle | null {
  for (const m of mistakes) {
    const k = e.parsePuzzleKey(m);
    if (k.ok) return e.generatePuzzle(k.value);
  }
  return null;
}

/** Reads the stored progress; a damaged value is kept under the backup key before anything overwrites it. */
export function readStore(
  storage: PracticeIO['storage'],
  today: string,
): { data: PracticeData; problem: ReadProblem | null } {
  try {
    const raw = storage?.getItem(PRACTICE_KEY) ?? null;
    const r = readPractice(raw, today);
    if (r.problem && raw !== null && storage?.getItem(BACKUP_KEY) === null) storage.setItem(BACKUP_KEY, raw);
    return r;
  } catch {
    return { data: emptyPractice(), problem: null };
  }
}

function writeStore(storage: PracticeIO['storage'], data: PracticeData): void {
  try {
    storage?.setItem(PRACTICE_KEY, writePractice(data));
  } catch {
    // Private mode or full storage: practice goes on without saving.
  }
}

export function createPractice(io: PracticeIO) {
  let model: PracticeModel = {
    state: initialPractice(io.session),
    store: emptyPractice(),
    storeProblem: null,
    engine: null,
  };
  const listeners = new Set<(m: PracticeModel) => void>();
  const set = (next: PracticeModel) => {
    model = next;
    for (const f of listeners) f(model);
  };
  const dispatch = (...actions: Action[]) => set({ ...model, state: actions.reduce(reduce, model.state) });
  const saveStore = (store: PracticeData) => {
    set({ ...model, store });
    writeStore(io.storage, store);
  };
  const show = (e: PuzzleEngine, puzzle: Puzzle, source: Source, next?: number) => {
    dispatch({ kind: 'show', puzzle, source, next });
    io.writeLink(e.makePuzzleKey(puzzle.key));
  };
  const stream = (e: PuzzleEngine, index: number) => {
    const r = streamPuzzle(e, model.state, index);
    show(e, r.puzzle, 'stream', r.next);
  };
  /** Runs `then` with the engine, loading it first (again, after a failed load). */
  const withEngine = async (then: (e: PuzzleEngine) => void): Promise<void> => {
    if (model.engine) return then(model.engine);
    let e: PuzzleEngine;
    try {
      e = await io.loadEngine();
    } catch {
      return dispatch({ kind: 'failed' }); // the next action that needs the engine loads again
    }
    set({ ...model, engine: e });
    then(e);
  };
  const record = (e: PuzzleEngine, right: boolean) => {
    const phase = model.state.phase;
    if (phase.kind !== 'answering') return;
    const key = e.makePuzzleKey(phase.puzzle.key);
    saveStore(recordAnswer(model.store, io.today, phase.puzzle.type, key, right, phase.source === 'daily'));
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
      const r = readStore(io.storage, io.today);
      set({ ...model, store: r.data, storeProblem: r.problem });
      return withEngine((e) => {
        const param = io.readLink();
        const k = param === null ? null : e.parsePuzzleKey(param);
        if (k?.ok) {
          dispatch({ kind: 'choose', type: k.value.type, level: k.value.level, rules: k.value.rules });
          return show(e, e.generatePuzzle(k.value), 'link');
        }
        if (k) dispatch({ kind: 'notice', code: k.error.code });
        stream(e, 0);
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
    next(): Promise<void> {
      dispatch({ kind: 'notice', code: null });
      return withEngine((e) => stream(e, model.state.index));
    },
    choose(type: PuzzleType, level: Level, rules: RuleSetId): Promise<void> {
      dispatch({ kind: 'choose', type, level, rules }, { kind: 'notice', code: null });
      return withEngine((e) => stream(e, 0));
    },
    daily(): void {
      const e = model.engine;
      const key = e?.dailyKey(io.today);
      if (!e || !key) return;
      show(e, e.generatePuzzle(key), 'daily');
      // Answered earlier today: it reopens with its solution and nothing is recorded again.
      if (model.store.daily[io.today] !== undefined) dispatch({ kind: 'reveal' });
    },
    mistake(): void {
      const e = model.engine;
      const puzzle = e && oldestMistake(e, model.store.mistakes);
      if (e && puzzle) show(e, puzzle, 'mistakes');
    },
    /** Progress imported from a file (already merged by the view's import form). */
    importData(store: PracticeData): void {
      saveStore(store);
    },
  };
}
