// The practice island: controls, the current puzzle, feedback and progress. It loads the puzzle
// engine on demand, keeps the headless state (state.ts) and the stored progress (store.ts), and
// writes each puzzle's key into the address (`?p=`), so the address is its share link.
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { Level, Puzzle, PuzzleType } from '../../engine/puzzles/types.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { WaitStrings } from '../../lessons/wait-puzzle/strings.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { loadPuzzles, type PuzzleEngine } from './load.ts';
import { Controls } from './Controls.tsx';
import { PuzzleCard } from './PuzzleCard.tsx';
import { Progress } from './Progress.tsx';
import { initialPractice, reduce, revealCountsAsMiss, type Feedback, type Source } from './state.ts';
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
import { fill } from '../../words/index.ts';
import type { PracticeStrings } from './strings.ts';

export interface PracticeProps {
  lang: WidgetLang;
  t: PracticeStrings;
  waitT: WaitStrings;
  /** Pattern and limit names, keyed `rules:id`. */
  names: Record<string, string>;
}

/** The visitor's local date, `YYYY-MM-DD`: the daily puzzle changes at their midnight. */
export function localDate(d = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function loadStore(today: string): {
  data: PracticeData;
  problem: ReadProblem | null;
} {
  try {
    const raw = localStorage.getItem(PRACTICE_KEY);
    const r = readPractice(raw, today);
    // Keep the damaged value before anything is written over it (only the first one).
    if (r.problem && raw !== null && localStorage.getItem(BACKUP_KEY) === null) localStorage.setItem(BACKUP_KEY, raw);
    return r;
  } catch {
    return { data: emptyPractice(), problem: null };
  }
}

function saveStore(data: PracticeData): void {
  try {
    localStorage.setItem(PRACTICE_KEY, writePractice(data));
  } catch {
    // Private mode or full storage: practice goes on without saving.
  }
}

function setLink(key: string | null): void {
  const url = new URL(location.href);
  if (key === null) url.searchParams.delete('p');
  else url.searchParams.set('p', key);
  history.replaceState(history.state, '', url);
}

export default function Practice(p: PracticeProps) {
  const today = useRef(localDate()).current;
  const [state, dispatch] = useReducer(reduce, undefined, () =>
    initialPractice(Math.floor(Math.random() * 0xffffffff)),
  );
  const [store, setStore] = useState<PracticeData>(emptyPractice);
  const [storeProblem, setStoreProblem] = useState<ReadProblem | null>(null);
  const engine = useRef<PuzzleEngine | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const show = (puzzle: Puzzle, source: Source, next?: number) => {
    dispatch({ kind: 'show', puzzle, source, next });
    setLink(engine.current!.makePuzzleKey(puzzle.key));
  };

  const streamNext = (type: PuzzleType, level: Level, rules: RuleSetId, index: number) => {
    const e = engine.current;
    if (!e) return;
    const s = stateRef.current;
    const r = e.nextPuzzle({ type, level, rules }, s.session, index, new Set(s.seen));
    if (r.ok) show(r.puzzle, 'stream', r.next);
    else show(e.generatePuzzle(e.sessionKey({ type, level, rules }, s.session, index)), 'stream', index + 1);
  };

  useEffect(() => {
    const r = loadStore(today);
    setStore(r.data);
    setStoreProblem(r.problem);
    loadPuzzles().then(
      (e) => {
        engine.current = e;
        const param = new URL(location.href).searchParams.get('p');
        if (param !== null) {
          const k = e.parsePuzzleKey(param);
          if (k.ok) {
            dispatch({
              kind: 'choose',
              type: k.value.type,
              level: k.value.level,
              rules: k.value.rules,
            });
            show(e.generatePuzzle(k.value), 'link');
            return;
          }
          dispatch({ kind: 'notice', code: k.error.code });
        }
        streamNext('waits', 1, 'hke', 0);
      },
      () => dispatch({ kind: 'failed' }),
    );
  }, []);

  const record = (right: boolean) => {
    const phase = stateRef.current.phase;
    if (phase.kind !== 'answering' || !engine.current) return;
    const key = engine.current.makePuzzleKey(phase.puzzle.key);
    const next = recordAnswer(store, today, phase.puzzle.type, key, right, phase.source === 'daily');
    setStore(next);
    saveStore(next);
  };

  const onAnswer = (feedback: Feedback) => {
    record(feedback.fb.kind === 'right');
    dispatch({ kind: 'answer', feedback });
  };
  const onReveal = () => {
    if (revealCountsAsMiss(stateRef.current)) record(false);
    dispatch({ kind: 'reveal' });
  };
  const focusPuzzle = () => requestAnimationFrame(() => heading.current?.focus());
  const onNext = () => {
    dispatch({ kind: 'notice', code: null });
    streamNext(state.type, state.level, state.rules, state.index);
    focusPuzzle();
  };
  const onChoose = (type: PuzzleType, level: Level, rules: RuleSetId) => {
    dispatch({ kind: 'choose', type, level, rules });
    dispatch({ kind: 'notice', code: null });
    streamNext(type, level, rules, 0);
    focusPuzzle();
  };
  const onDaily = () => {
    const e = engine.current;
    const key = e?.dailyKey(today);
    if (!e || !key) return;
    show(e.generatePuzzle(key), 'daily');
    focusPuzzle();
  };
  const onMistake = () => {
    const e = engine.current;
    if (!e) return;
    // The oldest mistake whose key still parses (a key from an older generator is skipped).
    for (const m of store.mistakes) {
      const k = e.parsePuzzleKey(m);
      if (k.ok) {
        show(e.generatePuzzle(k.value), 'mistakes');
        focusPuzzle();
        return;
      }
    }
  };

  return (
    <div class="fl-practice">
      {storeProblem && (
        <p class="fl-practice-notice" role="status">
          {p.t[`practice.notice.${storeProblem}`]}
        </p>
      )}
      <Controls
        key={`${state.type}-${state.level}-${state.rules}`}
        t={p.t}
        state={state}
        mistakes={store.mistakes.length}
        ready={engine.current !== null}
        onChoose={onChoose}
        onDaily={onDaily}
        onMistake={onMistake}
      />
      {state.notice && (
        <p class="fl-practice-notice" role="alert">
          {fill(p.t['practice.notice.link'], { code: state.notice })}
        </p>
      )}
      {state.phase.kind === 'loading' && <p role="status">{p.t['practice.loading']}</p>}
      {state.phase.kind === 'failed' && <p role="alert">{p.t['practice.loadFailed']}</p>}
      {engine.current &&
        (state.phase.kind === 'answering' || state.phase.kind === 'judged' || state.phase.kind === 'revealed') && (
          <PuzzleCard
            key={state.phase.puzzle.id + state.phase.source}
            lang={p.lang}
            t={p.t}
            waitT={p.waitT}
            names={p.names}
            engine={engine.current}
            phase={state.phase}
            index={state.index}
            today={today}
            headingRef={heading}
            onAnswer={onAnswer}
            onReveal={onReveal}
            onNext={onNext}
          />
        )}
      <Progress
        lang={p.lang}
        t={p.t}
        data={store}
        today={today}
        onImport={(d) => {
          setStore(d);
          saveStore(d);
        }}
      />
    </div>
  );
}
