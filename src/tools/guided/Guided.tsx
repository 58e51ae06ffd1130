// The guided hand's island: the step counter and the instruction, the table, and at the end the
// breakdown and who pays. Every move goes through `guidedMove`; the place is saved after each
// step. The focus moves to the move awaited, so a keyboard user presses Enter or Tab to it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { chunkLoader } from '../shared/load-chunk.ts';
import type { GuidedMove, GuidedState } from './guided.ts';
import { GuidedEnd, GuidedTable } from './GuidedTable.tsx';
import { noteText, type GuidedNoteStrings } from './notes.ts';
import { readSave, writeSave } from './save.ts';
import type { GuidedStrings } from './strings.ts';

export interface GuidedProps {
  lang: WidgetLang;
  script: string;
  t: GuidedStrings;
  errors: GuidedNoteStrings;
  /** Pattern names (`hke.pattern.<id>`). */
  names: Readonly<Record<string, string>>;
  playHref: string;
}

type Engine = typeof import('./guided-engine.ts');
const loadGuided: () => Promise<Engine> = chunkLoader(() => import('./guided-engine.ts'));

/**
 * On a phone the instruction sits above the table and a move scrolls it away. One scroll brings
 * back the instruction's top with the move awaited when both fit on the screen, else the move
 * alone; at once, not smoothly: two smooth scrolls in a row raced (the second could stop where
 * the first had gone), and a smooth one is still moving when the learner's next tap lands.
 */
function reveal(coach: Element | null, target: Element): void {
  const screen = window.innerHeight;
  const t = target.getBoundingClientRect();
  const c = coach?.getBoundingClientRect();
  let dy = 0;
  if (c !== undefined && t.bottom - c.top <= screen && c.top < 0) dy = c.top;
  else if (t.bottom > screen) dy = t.bottom - screen;
  else if (t.top < 0) dy = t.top;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' });
}

export default function Guided(props: GuidedProps) {
  const { lang, t, errors } = props;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<GuidedState | null>(null);
  const [resumed, setResumed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    loadGuided().then(
      (en) => {
        const script = en.GUIDED_SCRIPTS[props.script];
        if (script === undefined) return setFailed(true);
        const saved = readSave(script.id, script.steps.length);
        const s = saved === null ? en.startGuided(script) : en.resumeGuided(script, saved);
        if (s === null) return setFailed(true);
        setEngine(en);
        setState(s);
        setResumed(saved !== null && saved > 0);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    if (!moved.current) return; // not on load: the page opens at its top
    const target = root.current?.querySelector<HTMLElement>('[data-awaited="true"], .fl-guided-end h2');
    target?.focus({ preventScroll: true });
    if (target) reveal(root.current?.querySelector('.fl-guided-coach') ?? null, target);
  }, [state]);

  if (failed)
    return (
      <div class="fl-guided">
        <p role="alert">{t['guided.loadFailed']}</p>
      </div>
    );
  if (engine === null || state === null)
    return (
      <div class="fl-guided">
        <p aria-busy="true">{t['guided.loading']}</p>
      </div>
    );
  const script = engine.GUIDED_SCRIPTS[props.script]!;
  const view = engine.guidedView(script, state);

  const onMove = (m: GuidedMove) => {
    moved.current = true;
    const next = engine.guidedMove(script, state, m);
    if (next.step !== state.step) writeSave(script.id, next.step);
    setResumed(false);
    setState(next);
  };
  const restart = () => {
    moved.current = true;
    writeSave(script.id, 0);
    setResumed(false);
    setState(engine.startGuided(script));
  };

  return (
    <div class="fl-guided" ref={root}>
      <div class="fl-guided-coach">
        <p class="fl-guided-count">{fill(t['guided.step'], { n: view.step, count: view.count })}</p>
        {resumed && <p>{t['guided.resumed']}</p>}
        <div aria-live="polite">
          {state.lesson !== null && (
            <p class="fl-guided-lesson">{noteText(t, errors, lang, state.lesson, 'guided.lesson')}</p>
          )}
          {view.say !== null && <p class="fl-guided-say">{t[view.say]}</p>}
        </div>
        <p class="fl-guided-note" role="status">
          {state.note === null ? '' : noteText(t, errors, lang, state.note, 'guided.note.refused')}
        </p>
      </div>
      {view.result !== null && view.say === null && (
        <GuidedEnd view={view} t={t} names={props.names} script={script.id} playHref={props.playHref} />
      )}
      <GuidedTable view={view} t={t} lang={lang} onMove={onMove} />
      <p>
        <button type="button" class="fl-button fl-guided-restart" onClick={restart}>
          {t['guided.restart']}
        </button>
      </p>
    </div>
  );
}
