// The replay page's island: a form to open a record (paste or file), then the hand moment by
// moment with all four hands face up. The engine arrives by a dynamic import; the moment shown
// lives in the address (`?at=N`), so a reload or a shared address shows the same moment.
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { chunkLoader } from '../shared/load-chunk.ts';
import { keepOpen, keptOpen, takeHandOff } from '../shared/record-handoff.ts';
import { DecisionList, MistakeJumps } from './Decisions.tsx';
import { decisionText } from './decision-words.ts';
import type { Decisions } from './decision-list.ts';
import { Moment } from './Moment.tsx';
import { makeReplayQuery, parseReplayQuery, type ReplayQuery } from './query.ts';
import type { HandRecord } from '../../engine/game/record.ts';
import type { Replay as ReplayData, RecordError } from './records.ts';
import { recordErrorText, type ReplayStrings } from './strings.ts';

export interface ReplayProps {
  lang: WidgetLang;
  t: ReplayStrings;
}

type Engine = typeof import('./replay-engine.ts');
const loadReplay: () => Promise<Engine> = chunkLoader(() => import('./replay-engine.ts'));

interface Opened {
  count: number;
  /** 1-based. */
  hand: number;
  replay: ReplayData;
  /** The learner's decisions, for a record from the play table; null for others. */
  decisions: Decisions | null;
  /** The record as a hand link (`g`), or null when it cannot be written as one. */
  link: string | null;
}

function showQuery(q: ReplayQuery): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${makeReplayQuery(q)}`);
}

export default function Replay({ lang, t }: ReplayProps) {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [texts, setTexts] = useState<string>('');
  const [at, setAt] = useState(0);
  const [g, setG] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  const fail = (e: RecordError) => {
    setOpened(null);
    setProblem(recordErrorText(t, e));
  };

  /** Reads a text and shows hand `hand` of it at moment `want` (clamped to the hand). */
  const open = (en: Engine, text: string, hand: number, want: number, link: string | null) => {
    const read = en.readRecords(text);
    if (!read.ok) return fail(read.error);
    if (show(en, read.value, text, hand, want, link)) keepOpen(text);
  };

  /** Shows hand `hand` of the records read from `text` (or from the link `link`); false when it does not replay. */
  const show = (en: Engine, records: HandRecord[], text: string, hand: number, want: number, link: string | null) => {
    const k = Math.min(Math.max(hand, 1), records.length);
    const r = en.replayOf(records[k - 1]!);
    if (!r.ok) {
      fail(records.length > 1 ? { ...r.error, record: k } : r.error);
      return false;
    }
    setProblem(null);
    setTexts(text);
    setG(link);
    const g = link ?? en.replayLinkOf(r.value.record);
    setOpened({
      count: records.length,
      hand: k,
      replay: r.value,
      decisions: en.decisionsOf(r.value.record),
      link: typeof g === 'string' ? g : g.ok ? g.value : null,
    });
    setAt(en.clampMoment(r.value, want));
    return true;
  };

  useEffect(() => {
    loadReplay().then(
      (en) => {
        setEngine(en);
        const q = parseReplayQuery(window.location.search);
        const handed = takeHandOff();
        if (!handed.ok) setProblem(t['replay.error.storage']);
        else if (handed.value !== null) open(en, handed.value, q.hand ?? 1, q.at ?? 0, null);
        else if (q.g !== null) {
          // A hand link from the table: the hand is played again from its seed and choices.
          const linked = en.readReplayLink(q.g);
          if (linked.ok) show(en, [linked.value], '', 1, q.at ?? 0, q.g);
          else setProblem(t[`replay.link.${linked.error}`]);
        } else {
          // A reload, or Back to this page: the record this tab showed comes back at its moment.
          const kept = keptOpen();
          if (kept !== null) open(en, kept, q.hand ?? 1, q.at ?? 0, null);
        }
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    if (opened !== null) showQuery({ at, hand: opened.hand, g });
  }, [opened, at, g]);

  if (failed) return <p role="alert">{t['replay.loadFailed']}</p>;
  if (engine === null)
    return (
      <div class="fl-replay fl-replay-loading">
        <p aria-busy="true">{t['replay.loading']}</p>
      </div>
    );

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = ''; // the same file chosen again (after an edit) opens again
    if (file === undefined) return;
    try {
      open(engine, await file.text(), 1, 0, null);
    } catch {
      setProblem(t['replay.error.file']);
    }
  };
  const onSubmit = (e: Event) => {
    e.preventDefault();
    const area = (e.currentTarget as HTMLFormElement).elements.namedItem('record') as HTMLTextAreaElement;
    open(engine, area.value, 1, 0, null);
  };

  /** To a decision's moment; from the list, the board takes the focus (and so comes into view). */
  const jump = (n: number, focus: boolean) => {
    if (opened === null) return;
    setAt(engine.clampMoment(opened.replay, n));
    if (focus) boardRef.current?.focus();
  };

  return (
    <div class="fl-replay">
      {problem !== null && (
        <div class="fl-replay-problem" role="alert">
          <h2>{t['replay.error.title']}</h2>
          <p>{problem}</p>
        </div>
      )}
      {opened !== null && (
        <>
          {opened.count > 1 && (
            <label class="fl-replay-hand">
              {t['replay.hand.choose']}{' '}
              <select
                value={opened.hand}
                onChange={(e) => open(engine, texts, Number((e.currentTarget as HTMLSelectElement).value), 0, g)}
              >
                {Array.from({ length: opened.count }, (_, i) => (
                  <option value={i + 1} key={i}>
                    {fill(t['replay.hand.option'], { n: i + 1, count: opened.count })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {opened.decisions !== null && (
            <DecisionList
              d={opened.decisions}
              at={at}
              t={t}
              lang={lang}
              href={(n) => makeReplayQuery({ at: n, hand: opened.hand, g })}
              onGo={jump}
            />
          )}
          <Moment
            board={engine.boardAt(opened.replay, at)}
            t={t}
            lang={lang}
            boardRef={boardRef}
            onGo={(n) => setAt(engine.clampMoment(opened.replay, n))}
            notes={(opened.decisions?.items ?? []).filter((x) => x.moment === at).map((x) => decisionText(t, lang, x))}
            jumps={opened.decisions && <MistakeJumps d={opened.decisions} at={at} t={t} onGo={jump} />}
            link={opened.link && `${window.location.pathname}${makeReplayQuery({ at, hand: null, g: opened.link })}`}
          />
        </>
      )}
      <form class="fl-replay-open-form" onSubmit={onSubmit}>
        <h2>{opened === null ? t['replay.open.title'] : t['replay.open.another']}</h2>
        <label>
          {t['replay.open.paste']}
          <textarea name="record" rows={opened === null ? 6 : 3} spellcheck={false} />
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
