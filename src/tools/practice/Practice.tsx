// The practice island: controls, the current puzzle, feedback and progress. Everything but the
// rendering is in the headless controller (controller.ts): it loads the puzzle engine, keeps
// the state and the stored progress, and writes each puzzle's key into the address (`?p=`).
// This file hands it the browser (`browserIO`), renders its model and moves the focus.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { WaitStrings } from '../../lessons/wait-puzzle/strings.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { createPractice, type PracticeIO } from './controller.ts';
import { Controls } from './Controls.tsx';
import { loadPuzzles } from './load.ts';
import { PuzzleCard } from './PuzzleCard.tsx';
import { Progress } from './Progress.tsx';
import { fill } from '../../words/fill.ts';
import { localStore } from '../../ui/storage.ts';
import { PRACTICE_KEY } from './store.ts';
import type { PracticeStrings } from './strings.ts';

export interface PracticeProps {
  lang: WidgetLang;
  t: PracticeStrings;
  waitT: WaitStrings;
  /** Pattern and limit names, keyed `rules:id`. */
  names: Record<string, string>;
  /** Pattern and limit descriptions (fan rule sets), keyed `rules:id`. */
  descs: Record<string, string>;
}

/** The visitor's local date, `YYYY-MM-DD`: the daily puzzle changes at their midnight. */
export function localDate(d = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function browserIO(): PracticeIO {
  return {
    loadEngine: loadPuzzles,
    readLink: () => new URL(location.href).searchParams.get('p'),
    writeLink: (key) => {
      const url = new URL(location.href);
      url.searchParams.set('p', key);
      history.replaceState(history.state, '', url);
    },
    storage: localStore(), // null where storage is blocked: practice goes on without saving
    exclusive: (f) => {
      // One tab at a time reads, merges and writes the progress (Web Locks); without them, at once.
      let ran = false;
      const run = () => ((ran = true), f());
      if (!navigator.locks) return run();
      navigator.locks.request(PRACTICE_KEY, run).catch(() => ran || run());
    },
    today: localDate(),
    session: Math.floor(Math.random() * 0xffffffff),
    // A new task (a message is not throttled like a timer): the page answers input in between.
    pause: () =>
      new Promise((resolve) => {
        const c = new MessageChannel();
        c.port1.onmessage = () => resolve();
        c.port2.postMessage(null);
      }),
  };
}

/** Scrolls the puzzle's heading to the top of the view and gives it the focus. */
function toPuzzle(h: HTMLHeadingElement | null): void {
  if (!h) return;
  h.scrollIntoView({ block: 'start' });
  h.focus({ preventScroll: true });
}

export default function Practice(p: PracticeProps) {
  const [ctl] = useState(() => createPractice(browserIO()));
  const [m, setModel] = useState(ctl.model);
  const heading = useRef<HTMLHeadingElement>(null);
  // How today's daily puzzle had been answered when it was last opened: it reopens solved.
  const [dailyBefore, setDailyBefore] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const off = ctl.subscribe(setModel);
    // Another tab wrote the progress: this one shows it too (its own unwritten answers kept). A
    // page frozen meanwhile (the back-forward cache, a tab put to sleep) got no storage event:
    // it reads again when shown.
    const stored = (e: StorageEvent) => (e.key === PRACTICE_KEY || e.key === null) && ctl.refresh();
    const shown = () => document.visibilityState === 'visible' && ctl.refresh();
    addEventListener('storage', stored);
    addEventListener('pageshow', shown);
    document.addEventListener('visibilitychange', shown);
    void ctl.start();
    return () => {
      off();
      removeEventListener('storage', stored);
      removeEventListener('pageshow', shown);
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);
  // A shared link is opened for its puzzle: once its card is drawn, bring it into view (it is
  // below the settings on a phone). Only the first time: later puzzles keep the reader's place.
  const linked = useRef(false);
  const ph = m.state.phase;
  useEffect(() => {
    if (linked.current || !('source' in ph) || ph.source !== 'link') return;
    linked.current = true;
    requestAnimationFrame(() => toPuzzle(heading.current));
  }, [ph]);

  // A new puzzle was asked for: its heading takes the focus once it is drawn.
  const thenFocus = (go: () => unknown) => () => {
    void Promise.resolve(go()).then(() => requestAnimationFrame(() => heading.current?.focus()));
  };
  const { state, store, engine } = m;
  const phase = state.phase;
  return (
    <div class="fl-practice">
      {m.storeProblem && (
        <p class="fl-practice-notice" role="status">
          {p.t[`practice.notice.${m.storeProblem}`]}
        </p>
      )}
      <Controls
        t={p.t}
        state={state}
        due={ctl.dueCount()}
        nextDue={ctl.nextDue()}
        retry={ctl.retryCount()}
        dial={m.dial}
        dailyDone={store.daily[ctl.today] !== undefined}
        ready={engine !== null}
        onChoose={(type, level, rules, dial) => thenFocus(() => ctl.choose(type, level, rules, dial))()}
        onDaily={thenFocus(() => {
          setDailyBefore(store.daily[ctl.today]);
          ctl.daily();
        })}
        onDue={thenFocus(() => ctl.due())}
        onRetry={thenFocus(() => ctl.retry())}
        onLadder={thenFocus(() => ctl.climb())}
      />
      {m.ladder?.phase === 'climbing' && m.ladder.step === 0 && (
        <p class="fl-practice-theme-on" role="status">
          {p.t['practice.ladder.intro']}
        </p>
      )}
      {m.theme && (
        <p class="fl-practice-theme-on" role="status">
          {fill(p.t['practice.themeOn'], { theme: p.t[`practice.theme.${m.theme}`] })}
        </p>
      )}
      {state.notice && (
        <p class="fl-practice-notice" role="alert">
          {fill(p.t['practice.notice.link'], { reason: p.t[`practice.link.${state.notice}`] })}
        </p>
      )}
      {phase.kind === 'loading' && (
        // Holds the card's place while the engine loads, so nothing below moves when it arrives.
        <section class="fl-puzzle fl-practice-card is-loading" aria-busy="true">
          <p role="status">{p.t['practice.loading']}</p>
        </section>
      )}
      {phase.kind === 'failed' && <p role="alert">{p.t['practice.loadFailed']}</p>}
      {engine && (phase.kind === 'answering' || phase.kind === 'judged' || phase.kind === 'revealed') && (
        <PuzzleCard
          key={phase.puzzle.id + phase.source}
          lang={p.lang}
          t={p.t}
          waitT={p.waitT}
          names={p.names}
          descs={p.descs}
          engine={engine}
          ladder={m.ladder}
          ladderFrom={m.ladderFrom}
          phase={phase}
          index={state.streamed}
          today={ctl.today}
          dailyBefore={dailyBefore}
          headingRef={heading}
          onAnswer={ctl.answer}
          onReveal={ctl.reveal}
          onNext={thenFocus(() => ctl.next())}
          onClimb={thenFocus(() => ctl.climb())}
        />
      )}
      <Progress
        lang={p.lang}
        t={p.t}
        data={store}
        today={ctl.today}
        onImport={ctl.importData}
        exportText={ctl.exportText}
        onTheme={(theme) => thenFocus(() => ctl.practiseTheme(theme))()}
      />
    </div>
  );
}
