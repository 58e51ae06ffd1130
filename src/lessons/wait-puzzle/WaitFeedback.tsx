// The detailed feedback under the picker: every right, missed and wrong tile with its reason
// (the readings it makes, or why it makes none). Only reads state.
import { fill } from '../../words/index.ts';
import { TileView } from '../../ui/tiles/TileView.tsx';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { Blocks } from '../../ui/Blocks.tsx';
import type { BlockLabels, PlainReading, WidgetLang } from '../../ui/types.ts';
import type { Feedback, WaitTile } from './state.ts';
import { REASON_KEY, type WaitKey, type WaitStrings } from './strings.ts';

interface Shared {
  tiles: readonly WaitTile[];
  lang: WidgetLang;
  t: WaitStrings;
  labels: BlockLabels;
}

function Readings({ readings, lang, t, labels }: { readings: PlainReading[] } & Omit<Shared, 'tiles'>) {
  return (
    <ol class="fl-readings">
      {readings.map((r, i) => {
        const title = fill(t['wait.readingOf'], { n: i + 1, count: readings.length });
        return (
          <li key={i}>
            {readings.length > 1 && <p class="fl-reading-title">{title}</p>}
            <Blocks blocks={r.blocks} lang={lang} labels={labels} size={28} label={title} />
          </li>
        );
      })}
    </ol>
  );
}

function Entry({ code, ...shared }: { code: TileCode } & Shared) {
  const tile = shared.tiles.find((x) => x.code === code);
  if (!tile) return null;
  return (
    <li class="fl-entry">
      <TileView code={code} lang={shared.lang} size={40} />
      <div class="fl-entry-body">
        {tile.wins ? (
          <Readings readings={tile.readings} lang={shared.lang} t={shared.t} labels={shared.labels} />
        ) : (
          <p class="fl-reason">{shared.t[REASON_KEY[tile.reason]]}</p>
        )}
      </div>
    </li>
  );
}

function Section({
  title,
  codes,
  tone,
  ...shared
}: { title: WaitKey; codes: readonly TileCode[]; tone: string } & Shared) {
  if (codes.length === 0) return null;
  return (
    <section class={`fl-section is-${tone}`}>
      <h3 class="fl-section-title">
        {shared.t[title]} ({codes.length})
      </h3>
      <ul class="fl-entries">
        {codes.map((c) => (
          <Entry code={c} key={c} {...shared} />
        ))}
      </ul>
    </section>
  );
}

export function WaitFeedback({ feedback, ...shared }: { feedback: Feedback } & Shared) {
  switch (feedback.kind) {
    case 'answering':
      return null;
    case 'revealed': {
      const codes = shared.tiles.filter((x) => x.wins).map((x) => x.code);
      return <Section title="wait.section.solution" codes={codes} tone="hit" {...shared} />;
    }
    case 'checked': {
      const j = feedback.judgement;
      return (
        <>
          <Section title="wait.section.hits" codes={j.hits} tone="hit" {...shared} />
          <Section title="wait.section.missed" codes={j.missed} tone="missed" {...shared} />
          <Section title="wait.section.wrong" codes={j.wrong} tone="wrong" {...shared} />
        </>
      );
    }
  }
}
