// The replay page's island: a form to open a record (paste or file), then the hand moment by
// moment with all four hands face up. Everything but the rendering is in the headless
// controller (controller.ts): it loads the table engine, opens what the page was reached with,
// and keeps the moment shown in the address (`?at=N`), so a reload or a shared address shows the
// same moment. This file hands it the browser (`browserIO`), renders its model and moves the
// focus where the model asks.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { chunkLoader } from '../shared/load-chunk.ts';
import { keepOpen, keptOpen, takeHandOff } from '../shared/record-handoff.ts';
import { createReplay, momentQuery, shareQuery, type Problem, type ReplayIO } from './controller.ts';
import { DecisionList, MistakeJumps } from './Decisions.tsx';
import { decisionText } from './decision-words.ts';
import { Taught } from '../table/review/Taught.tsx';
import type { TaughtLinks } from '../table/review/words.ts';
import { Moment } from './Moment.tsx';
import { recordErrorText, type ReplayStrings } from './strings.ts';

export interface ReplayProps {
  lang: WidgetLang;
  t: ReplayStrings;
  /** Where the lessons teach the words of the learner's verdicts (how far from waiting, dangerous play). */
  links: TaughtLinks;
}

const loadReplay = chunkLoader(() => import('./replay-engine.ts'));

function browserIO(): ReplayIO {
  return {
    loadEngine: loadReplay,
    readQuery: () => location.search,
    writeQuery: (q) => history.replaceState(history.state, '', `${location.pathname}${q}`),
    // Called with no storage of their own, these use the browser's.
    takeHandOff,
    keepOpen,
    keptOpen,
  };
}

function problemText(t: ReplayStrings, p: Problem): string {
  switch (p.kind) {
    case 'record':
      return recordErrorText(t, p.error);
    case 'link':
      return t[`replay.link.${p.error}`];
    case 'storage':
      return t['replay.error.storage'];
    case 'file':
      return t['replay.error.file'];
  }
}

export default function Replay({ lang, t, links }: ReplayProps) {
  const [ctl] = useState(() => createReplay(browserIO()));
  const [m, setModel] = useState(ctl.model);
  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const off = ctl.subscribe(setModel);
    void ctl.start();
    return off;
  }, []);
  // The board takes the focus when the change asks for it (a record opened, a decision followed
  // from the list), as soon as it is drawn, and its top (the step counter) comes into view at
  // once: a smooth scroll could be cut short by the page's next change and stop off the board.
  useLayoutEffect(() => {
    const board = boardRef.current;
    if (m.focus !== 'board' || board === null) return;
    board.focus({ preventScroll: true });
    const top = board.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.5) board.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [m]);

  if (m.engine === 'loading')
    return (
      <div class="fl-replay fl-replay-loading">
        <p aria-busy="true">{t['replay.loading']}</p>
      </div>
    );

  const onFile = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = ''; // the same file chosen again (after an edit) opens again
    if (file !== undefined) void ctl.openFile(file);
  };
  const onSubmit = (e: Event) => {
    e.preventDefault();
    const area = (e.currentTarget as HTMLFormElement).elements.namedItem('record') as HTMLTextAreaElement;
    void ctl.openText(area.value);
  };

  const s = m.shown;
  const share = s && shareQuery(s);
  return (
    <div class="fl-replay">
      {m.engine === 'failed' && <p role="alert">{t['replay.loadFailed']}</p>}
      {m.problem !== null && (
        <div class="fl-replay-problem" role="alert">
          <h2>{t['replay.error.title']}</h2>
          <p>{problemText(t, m.problem)}</p>
        </div>
      )}
      {s !== null && (
        <>
          {m.notKept && (
            <p class="fl-replay-not-kept" role="status">
              {t['replay.notKept']}
            </p>
          )}
          {s.count > 1 && (
            <label class="fl-replay-hand">
              {t['replay.hand.choose']}{' '}
              <select
                value={s.hand}
                onChange={(e) => ctl.chooseHand(Number((e.currentTarget as HTMLSelectElement).value))}
              >
                {Array.from({ length: s.count }, (_, i) => (
                  <option value={i + 1} key={i}>
                    {fill(t['replay.hand.option'], { n: i + 1, count: s.count })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {s.decisions !== null && (
            <DecisionList d={s.decisions} at={s.at} t={t} lang={lang} href={(n) => momentQuery(s, n)} onGo={ctl.go} />
          )}
          <Moment
            board={s.board}
            t={t}
            lang={lang}
            boardRef={boardRef}
            onGo={ctl.go}
            notes={s.here.map((x) => decisionText(t, lang, x))}
            taught={<Taught mistakes={s.here.map((x) => (x.agreed ? null : x.mistake))} links={links} />}
            jumps={s.decisions && <MistakeJumps d={s.decisions} at={s.at} t={t} onGo={ctl.go} />}
            link={share && `${location.pathname}${share}`}
          />
        </>
      )}
      <form class="fl-replay-open-form" onSubmit={onSubmit}>
        <h2>{s === null ? t['replay.open.title'] : t['replay.open.another']}</h2>
        <label>
          {t['replay.open.paste']}
          <textarea name="record" rows={s === null ? 6 : 3} spellcheck={false} />
        </label>
        <button type="submit" class="fl-button">
          {t['replay.open.submit']}
        </button>
        <label class="fl-button fl-file-button">
          <span>{t['replay.open.file']}</span>
          <input type="file" accept=".json,.jsonl,.txt,application/json" class="fl-sr-only" onChange={onFile} />
        </label>
      </form>
    </div>
  );
}
