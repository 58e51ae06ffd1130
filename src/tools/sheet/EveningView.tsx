// One evening: whose turn as East next and the round, the running totals, the entry of the next
// hand (or the hand being edited), the last change with its Undo, the hands so far, and the end:
// asked for ("End the evening"), offered when the time is up, or reached by the rules.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Sheet } from '../../engine/sheet/types.ts';
import { fill } from '../../words/fill.ts';
import type { Messages } from '../../words/messages.ts';
import { useShareParts } from './use-share-parts.ts';
import type { ShareStrings } from '../sheet-share/strings.ts';
import type { Engines } from './engines.ts';
import { EndView } from './EndView.tsx';
import { HandsTable, type HandPaths } from './HandsTable.tsx';
import { NoteLine } from './NoteLine.tsx';
import type { Page, PageState, Screen } from './page.ts';
import { SheetFiles } from './SheetFiles.tsx';
import { Standings } from './Standings.tsx';
import { rulesLine } from './rules-line.ts';
import type { SheetStrings } from './strings.ts';
import type { EntryStrings } from '../sheet-entry/strings.ts';
import { EntryArea } from './EntryArea.tsx';
import { minutesLeft, nextText, seatsText, titleOf } from './text.ts';

export type EveningLinks = HandPaths;

interface Props {
  lang: 'de' | 'en';
  t: SheetStrings;
  entry: EntryStrings;
  share: ShareStrings;
  messages: Messages;
  links: EveningLinks;
  engine: Engines;
  sheet: Sheet;
  screen: Extract<Screen, { kind: 'evening' }>;
  state: PageState;
  page: Page;
  act: (s: PageState) => void;
}

/** The minutes left of the evening's time limit, checked every 15 seconds. */
function useMinutesLeft(sheet: Sheet): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sheet.minutes === null) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [sheet.minutes]);
  return minutesLeft(sheet, now);
}

export function EveningView(props: Props) {
  const { t, sheet, screen, page, act, engine } = props;
  const evening = useMemo(() => engine.sheet.computeSheet(sheet), [sheet]);
  const left = useMinutesLeft(sheet);
  const share = useShareParts(true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [sheet.id]);
  const next = evening.next;
  const last = evening.rows.at(-1);
  const askEnd = screen.ask === 'end';
  const end = (why: 'time' | 'agreed') => act(page.end({ why, at: new Date().toISOString() }));
  return (
    <article class="fl-sheet-evening-view" aria-labelledby="fl-sheet-title">
      <p class="fl-sheet-noprint">
        <button type="button" class="fl-button" onClick={() => act(page.openList())}>
          {t['sheet.back']}
        </button>
      </p>
      <h2 id="fl-sheet-title" tabIndex={-1} ref={heading}>
        {titleOf(t, sheet, props.lang)}
      </h2>
      <p class="fl-sheet-muted">{rulesLine(t, sheet)}</p>
      {next !== null ? (
        <>
          <p class="fl-sheet-next" aria-live="polite">
            {nextText(t, sheet, next, last?.main.eastStays ?? false)}
          </p>
          <p class="fl-sheet-muted">{seatsText(t, sheet, next.seats)}</p>
        </>
      ) : null}
      {left !== null && next !== null && (
        <p class={left === 0 ? 'fl-sheet-timeup' : 'fl-sheet-muted'} role={left === 0 ? 'alert' : undefined}>
          {left === 0
            ? t['sheet.time.up']
            : fill(t[left === 1 ? 'sheet.time.left.one' : 'sheet.time.left.other'], { minutes: left })}
          {left === 0 && (
            <>
              {' '}
              <button type="button" class="fl-button is-primary" onClick={() => end('time')}>
                {t['sheet.time.end']}
              </button>
            </>
          )}
        </p>
      )}
      <Standings t={t} sheet={sheet} evening={evening} />
      <NoteLine t={t} state={props.state} page={page} act={act} lang={props.lang} messages={props.messages} />
      <div class="fl-sheet-noprint">
        <EntryArea
          lang={props.lang}
          s={props.entry}
          sheet={sheet}
          evening={evening}
          engine={engine}
          screen={screen}
          notationHref={props.links.notation}
          page={page}
          act={act}
        />
      </div>
      {evening.end !== null && <EndView t={t} sheet={sheet} evening={evening} onResume={() => act(page.end(null))} />}
      <section class="fl-sheet-list" aria-labelledby="fl-sheet-hands">
        <h2 id="fl-sheet-hands">{t['sheet.hands.title']}</h2>
        <HandsTable t={t} sheet={sheet} evening={evening} screen={screen} paths={props.links} page={page} act={act} />
      </section>
      {next !== null && (
        <div class="fl-sheet-noprint fl-sheet-end-ask">
          {askEnd ? (
            <div role="group" aria-label={t['sheet.endAsk']}>
              <p>{t['sheet.endAsk']}</p>
              <button type="button" class="fl-button" onClick={() => end('agreed')}>
                {t['sheet.endYes']}
              </button>
              <button type="button" class="fl-button" onClick={() => act(page.ask(null))} autoFocus>
                {t['sheet.endNo']}
              </button>
            </div>
          ) : (
            <button type="button" class="fl-button" onClick={() => act(page.ask('end'))}>
              {t['sheet.endEvening']}
            </button>
          )}
        </div>
      )}
      <SheetFiles t={t} lang={props.lang} sheet={sheet} evening={evening} engine={engine} />
      <div class="fl-sheet-noprint">
        {share && <share.SharePanel lang={props.lang} sheet={sheet} origin={location.origin} t={props.share} />}
      </div>
    </article>
  );
}
