// The start of the score sheet: the evenings kept in this browser, newest first (name, players,
// hands, who leads), each to open or delete (asked first, with an Undo after), "New evening", and
// an evening opened from a JSON file.
import { useEffect, useRef } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import type { Messages } from '../../words/messages.ts';
import type { Engines } from './engines.ts';
import { NoteLine } from './NoteLine.tsx';
import type { Page, PageState } from './page.ts';
import { newestFirst, type Kept } from './shelf.ts';
import { parseJson, readFileText } from './files.ts';
import { signedAmount, type SheetStrings } from './strings.ts';
import { listText, titleOf } from './text.ts';

interface Props {
  t: SheetStrings;
  lang: string;
  messages: Messages;
  engine: Engines;
  state: PageState;
  page: Page;
  act: (s: PageState) => void;
}

/** "12 hands · leading: Anna (+48)" / "no hand yet" / "ended". */
function summary(t: SheetStrings, engine: Engines, k: Kept): string {
  const sheet = k.sheet;
  const e = engine.sheet.computeSheet(sheet);
  const n = sheet.hands.length;
  if (n === 0) return t['sheet.list.noHands'];
  const parts = [fill(t[n === 1 ? 'sheet.list.hands.one' : 'sheet.list.hands.other'], { count: n })];
  const best = Math.max(...e.net);
  if (best > 0) {
    const who = e.net.flatMap((x, p) => (x === best ? [sheet.players[p]!] : []));
    parts.push(fill(t['sheet.list.leader'], { names: listText(t, who), net: signedAmount(best) }));
  }
  if (e.end !== null) parts.push(t['sheet.list.ended']);
  return parts.join(' · ');
}

function Evening({ k, props }: { k: Kept; props: Props }) {
  const { t, page, act, state } = props;
  const title = titleOf(t, k.sheet, props.lang);
  const asking = state.askDelete === k.sheet.id;
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  return (
    <li class="fl-sheet-evening">
      <h3>{title}</h3>
      <p>{k.sheet.players.join(', ')}</p>
      <p class="fl-sheet-muted">{summary(t, props.engine, k)}</p>
      {asking ? (
        <div class="fl-sheet-ask" role="group" aria-label={fill(t['sheet.list.deleteAsk'], { title })}>
          <p>{fill(t['sheet.list.deleteAsk'], { title })}</p>
          <button type="button" class="fl-button" onClick={() => act(page.delete(k.sheet.id))}>
            {t['sheet.list.deleteYes']}
          </button>
          <button type="button" class="fl-button" ref={keep} onClick={() => act(page.askDelete(null))}>
            {t['sheet.list.deleteNo']}
          </button>
        </div>
      ) : (
        <p class="fl-actions">
          <button type="button" class="fl-button is-primary" onClick={() => act(page.open(k.sheet.id))}>
            {t['sheet.list.open']}
            <span class="fl-sr-only"> {title}</span>
          </button>
          <button type="button" class="fl-button" onClick={() => act(page.askDelete(k.sheet.id))}>
            {t['sheet.list.delete']}
            <span class="fl-sr-only"> {title}</span>
          </button>
        </p>
      )}
    </li>
  );
}

export function StartList(props: Props) {
  const { t, state, page, act, engine } = props;
  const evenings = newestFirst(state.store.shelf);
  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    const text = await readFileText(file);
    input.value = '';
    if (file === undefined) return;
    const value = text === null ? undefined : parseJson(text);
    act(
      page.importSheet(
        value === undefined ? { ok: false, error: { code: 'not-json' } } : engine.sheet.readSheet(value),
      ),
    );
  };
  return (
    <section class="fl-sheet-start" aria-labelledby="fl-sheet-list">
      <p>
        <button type="button" class="fl-button is-primary fl-sheet-new" onClick={() => act(page.openSetup())}>
          {t['sheet.list.new']}
        </button>
      </p>
      <NoteLine t={t} state={state} page={page} act={act} lang={props.lang} messages={props.messages} />
      <h2 id="fl-sheet-list">{t['sheet.list.title']}</h2>
      {evenings.length === 0 ? (
        <p>{t['sheet.list.none']}</p>
      ) : (
        <ul class="fl-sheet-evenings">
          {evenings.map((k) => (
            <Evening key={k.sheet.id} k={k} props={props} />
          ))}
        </ul>
      )}
      <h2>{t['sheet.import.title']}</h2>
      <p>{t['sheet.import.intro']}</p>
      <label class="fl-button fl-file-button">
        <span>{t['sheet.import.file']}</span>
        <input type="file" accept=".json,application/json" class="fl-sr-only" onChange={(e) => void onFile(e)} />
      </label>
    </section>
  );
}
