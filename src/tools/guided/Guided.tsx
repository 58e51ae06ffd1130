// The guided hand's island: the step counter and the instruction, the table, and at the end the
// breakdown and who pays. Everything but the rendering is in the headless controller
// (island.ts): it loads the engine, deals the script, plays each move and saves the place. This
// file hands it the browser (`browserIO`), renders its model, and moves the focus to the move
// awaited once the learner has moved, so a keyboard user presses Enter or Tab to it, and scrolls
// the instruction and that move on screen together (the learner's bar sticks to the bottom).
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { chunkLoader } from '../shared/load-chunk.ts';
import { GuidedEnd, GuidedTable } from './GuidedTable.tsx';
import { createGuided, type GuidedEngine, type GuidedIO } from './island.ts';
import { factText } from './facts.ts';
import { noteText, type GuidedNoteStrings } from './notes.ts';
import type { GuidedStrings } from './strings.ts';
import { reveal } from '../../ui/reveal.ts';
import { localStore, readText, writeItem } from '../../ui/storage.ts';

export interface GuidedProps {
  lang: WidgetLang;
  script: string;
  t: GuidedStrings;
  errors: GuidedNoteStrings;
  /** Pattern names (`hke.pattern.<id>`). */
  names: Readonly<Record<string, string>>;
  playHref: string;
}

const loadGuided: () => Promise<GuidedEngine> = chunkLoader(() => import('./guided-engine.ts'));

/** The browser's world: the chunk and local storage (blocked or full, the place holds for this visit). */
const browserIO: GuidedIO = {
  loadEngine: loadGuided,
  storage: {
    get: (key) => readText(localStore(), key),
    set: (key, value) => void writeItem(localStore(), key, value),
  },
};

export default function Guided(props: GuidedProps) {
  const { lang, t, errors } = props;
  const [ctl] = useState(() => createGuided(browserIO, props.script));
  const [m, setModel] = useState(ctl.model);
  const coach = useRef<HTMLDivElement>(null);
  // The controls the focus may go to, handed in by the view as it draws them.
  const awaited = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLElement | null>(null);
  const keep = (r: { current: HTMLElement | null }) => (el: HTMLElement | null) => void (r.current = el);
  useEffect(() => {
    const off = ctl.subscribe(setModel);
    void ctl.start();
    return off;
  }, []);

  const { state, view } = m;
  useEffect(() => {
    if (!m.moved) return; // not on load: the page opens at its top
    const target = heading.current ?? awaited.current;
    if (target === null) return;
    target.focus({ preventScroll: true });
    reveal(coach.current, target);
  }, [state]);

  if (m.failed)
    return (
      <div class="fl-guided">
        <p role="alert">{t['guided.loadFailed']}</p>
      </div>
    );
  if (state === null || view === null || m.script === null)
    return (
      <div class="fl-guided">
        <p aria-busy="true">{t['guided.loading']}</p>
      </div>
    );

  return (
    <div class="fl-guided">
      <div class="fl-guided-coach" ref={coach}>
        <p class="fl-guided-count">{fill(t['guided.step'], { n: view.step, count: view.count })}</p>
        {m.resumed && <p>{t['guided.resumed']}</p>}
        <div aria-live="polite">
          {state.lesson !== null && (
            <p class="fl-guided-lesson">{noteText(t, errors, lang, state.lesson, 'guided.lesson')}</p>
          )}
          {view.say !== null && <p class="fl-guided-say">{factText(t[view.say] ?? view.say, t, view.facts)}</p>}
        </div>
        <p class="fl-guided-note" role="status">
          {state.note === null ? '' : noteText(t, errors, lang, state.note, 'guided.note.refused')}
        </p>
      </div>
      {view.result !== null && view.say === null && (
        <GuidedEnd
          view={view}
          t={t}
          names={props.names}
          script={m.script.id}
          playHref={props.playHref}
          headingRef={keep(heading)}
        />
      )}
      <GuidedTable view={view} t={t} lang={lang} onMove={ctl.move} awaitedRef={keep(awaited)} />
      <p>
        <button type="button" class="fl-button fl-guided-restart" onClick={ctl.restart}>
          {t['guided.restart']}
        </button>
      </p>
    </div>
  );
}
