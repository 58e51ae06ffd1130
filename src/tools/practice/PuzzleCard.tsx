// One puzzle on screen: where it came from, the question, the puzzle, the answer form, then
// the feedback, its share link and the buttons to go on.
import type { Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Ladder } from '../../engine/puzzles/ladder.ts';
import type { RatedPuzzle } from '../../engine/puzzles/types.ts';
import { LadderEnd, LadderStatus, shownRung } from './Ladder.tsx';
import type { WaitStrings } from '../../lessons/wait-puzzle/strings.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { Answer } from './Answer.tsx';
import { Explain } from './Explain.tsx';
import type { PuzzleEngine } from './load.ts';
import { Shown } from './Shown.tsx';
import { WaitsWhy } from './Why.tsx';
import type { Submission } from './answer.ts';
import type { Phase } from './state.ts';
import { fill } from '../../words/fill.ts';
import { askText } from './solution-text.ts';
import type { PracticeStrings } from './strings.ts';

export interface PuzzleCardProps {
  lang: WidgetLang;
  t: PracticeStrings;
  waitT: WaitStrings;
  names: Record<string, string>;
  descs: Record<string, string>;
  engine: PuzzleEngine;
  /** The streak ladder when this puzzle is one of its rungs, and the best run before the climb. */
  ladder: Ladder | null;
  ladderFrom: number;
  phase: Extract<Phase, { puzzle: unknown }>;
  /** The puzzle's number in the stream (its title). */
  index: number;
  today: string;
  /** How today's daily puzzle had been answered (true: right) before it was opened this time. */
  dailyBefore: boolean | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (a: Submission) => void;
  onReveal: () => void;
  onNext: () => void;
  onClimb: () => void;
}

export function PuzzleCard(p: PuzzleCardProps) {
  const { puzzle, source } = p.phase;
  const key = p.engine.makePuzzleKey(puzzle.key);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const done = p.phase.kind !== 'answering';
  const ladder = source === 'ladder' ? p.ladder : null;
  // Once answered (or revealed), the feedback takes the focus: it is what the learner reads next.
  useEffect(() => {
    if (done) feedbackRef.current?.focus();
  }, [done]);
  const title =
    ladder !== null
      ? fill(p.t['practice.source.ladder'], { n: shownRung(ladder, done) })
      : source === 'stream'
        ? fill(p.t['practice.source.stream'], { n: p.index })
        : source === 'daily'
          ? fill(p.t['practice.source.daily'], { date: p.today })
          : p.t[`practice.source.${source === 'ladder' ? 'stream' : source}`];
  const ask = askText(puzzle, p.t);
  const feedback = p.phase.kind === 'judged' ? p.phase.feedback : null;
  const daily = source === 'daily';
  const nextKey =
    ladder === null ? 'practice.next' : ladder.phase === 'over' ? 'practice.ladder.leave' : 'practice.ladder.next';
  // The daily puzzle reopened after today's answer: its solution, with a word on why.
  const reopened = daily && p.dailyBefore !== undefined && p.phase.kind === 'revealed';
  const note = reopened ? p.t[p.dailyBefore ? 'practice.daily.doneRight' : 'practice.daily.doneWrong'] : undefined;
  return (
    <section
      class="fl-puzzle fl-practice-card"
      aria-labelledby="fl-practice-title"
      data-key={key}
      data-type={puzzle.type}
    >
      <h2 id="fl-practice-title" tabIndex={-1} ref={p.headingRef}>
        {title} · {p.t[`practice.type.${puzzle.type}`]}
      </h2>
      {ladder && <LadderStatus ladder={ladder} rating={(puzzle as RatedPuzzle).rating} t={p.t} />}
      <p class="fl-prompt">{ask}</p>
      <Shown puzzle={puzzle} lang={p.lang} t={p.t} engine={p.engine} />
      <Answer
        puzzle={puzzle}
        lang={p.lang}
        t={p.t}
        waitT={p.waitT}
        feedback={feedback}
        locked={done}
        onAnswer={p.onAnswer}
        engine={p.engine}
        names={p.names}
      />
      <div aria-live="polite" tabIndex={-1} ref={feedbackRef} class="fl-practice-after">
        {done && (
          <Explain
            puzzle={puzzle}
            feedback={feedback}
            note={note}
            t={p.t}
            names={p.names}
            descs={p.descs}
            engine={p.engine}
            lang={p.lang}
          />
        )}
        {done && puzzle.type === 'waits' && (
          <WaitsWhy
            puzzle={puzzle}
            feedback={feedback?.type === 'waits' ? feedback.fb : null}
            engine={p.engine}
            lang={p.lang}
            t={p.t}
          />
        )}
        {daily && done && !reopened && <p>{p.t['practice.daily.tomorrow']}</p>}
        {ladder?.phase === 'over' && <LadderEnd ladder={ladder} from={p.ladderFrom} t={p.t} onAgain={p.onClimb} />}
      </div>
      <div class="fl-actions">
        {p.phase.kind !== 'revealed' && (
          <button type="button" class="fl-button" onClick={p.onReveal}>
            {p.t['practice.reveal']}
          </button>
        )}
        {/* On the ladder a rung is answered, not skipped: "next" comes after the answer. */}
        {(ladder === null || done) && (
          <button
            type="button"
            class={`fl-button${done && ladder?.phase !== 'over' ? ' is-primary' : ''}`}
            onClick={p.onNext}
          >
            {p.t[nextKey]}
          </button>
        )}
        <a class="fl-practice-share" href={`?p=${key}`}>
          {p.t['practice.share']}
        </a>
      </div>
    </section>
  );
}
