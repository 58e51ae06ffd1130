// The detailed feedback under the picker: every right, missed and wrong tile with its reason
// (the readings it makes, or the judge's reason why it makes none). Only reads state.
import { fill } from '../../words/fill.ts';
import { TileFace } from '../../ui/tiles/TileFace.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { Blocks } from '../../ui/Blocks.tsx';
import type { BlockLabels, PlainReading, TileNames } from '../../ui/types.ts';
import { solution, type WaitStep, type WaitState } from './state.ts';
import { REASON_KEY, type WaitKey, type WaitStrings } from './strings.ts';

interface Shared {
  readings: Partial<Record<TileCode, PlainReading[]>>;
  names: TileNames;
  t: WaitStrings;
  labels: BlockLabels;
}

/** One tile of a section and what explains it: its readings, or why it does not win. */
type Entry = { code: TileCode; why?: keyof typeof REASON_KEY };

function Readings({ readings, names, t, labels }: { readings: PlainReading[] } & Omit<Shared, 'readings'>) {
  return (
    <ol class="fl-readings">
      {readings.map((r, i) => {
        const title = fill(t['wait.readingOf'], { n: i + 1, count: readings.length });
        return (
          <li key={i}>
            {readings.length > 1 && <p class="fl-reading-title">{title}</p>}
            <Blocks blocks={r.blocks} names={names} labels={labels} size={28} label={title} />
          </li>
        );
      })}
    </ol>
  );
}

function EntryView({ entry, ...shared }: { entry: Entry } & Shared) {
  const readings = shared.readings[entry.code];
  return (
    <li class="fl-entry">
      <TileFace code={entry.code} label={shared.names[entry.code]} size={40} />
      <div class="fl-entry-body">
        {entry.why !== undefined ? (
          <p class="fl-reason">{shared.t[REASON_KEY[entry.why]]}</p>
        ) : (
          readings && <Readings readings={readings} names={shared.names} t={shared.t} labels={shared.labels} />
        )}
      </div>
    </li>
  );
}

function Section({
  title,
  entries,
  tone,
  ...shared
}: { title: WaitKey; entries: readonly Entry[]; tone: string } & Shared) {
  if (entries.length === 0) return null;
  return (
    <section class={`fl-section is-${tone}`}>
      <h3 class="fl-section-title">
        {shared.t[title]} ({entries.length})
      </h3>
      <ul class="fl-entries">
        {entries.map((e) => (
          <EntryView entry={e} key={e.code} {...shared} />
        ))}
      </ul>
    </section>
  );
}

const entries = (codes: readonly string[]): Entry[] => codes.map((code) => ({ code: code as TileCode }));

export function WaitFeedback({
  feedback,
  question,
  ...shared
}: { feedback: WaitStep } & Pick<WaitState, 'question'> & Shared) {
  switch (feedback.kind) {
    case 'answering':
      return null;
    case 'revealed':
      return <Section title="wait.section.solution" entries={entries(solution(question))} tone="hit" {...shared} />;
    case 'right':
      return <Section title="wait.section.hits" entries={entries(feedback.hits)} tone="hit" {...shared} />;
    case 'wrong': {
      // A picked tile is always a tile, so the judge never says `not-a-tile` here.
      const wrong = feedback.wrong.flatMap((w) =>
        w.why === 'not-a-tile' ? [] : [{ code: w.tile as TileCode, why: w.why }],
      );
      return (
        <>
          <Section title="wait.section.hits" entries={entries(feedback.hits)} tone="hit" {...shared} />
          <Section title="wait.section.missed" entries={entries(feedback.missed)} tone="missed" {...shared} />
          <Section title="wait.section.wrong" entries={wrong} tone="wrong" {...shared} />
        </>
      );
    }
  }
}
