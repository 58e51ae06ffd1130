// The score sheet page's island: loads the engine (the sheet's reading and computing, the hand
// editor's scoring), opens the store, follows other tabs (the `storage` event) and shows the
// screen the page state names: the list of evenings, the set-up, an evening, its end. The
// evening shown is in the address (`?evening=<id>`), so a reload or Back comes back to it.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { loadEngine } from '../shared/load-engine.ts';
import { loadSheetEngine } from './load.ts';
import { useShareParts } from './use-share-parts.ts';
import type { Engines } from './engines.ts';
import { localStore } from '../../ui/storage.ts';
import { createKeeper, SHEETS_KEY } from './keeper.ts';
import { createPage, type Page, type PageState, type Screen } from './page.ts';
import { eveningOf } from './shelf.ts';
import type { SheetStrings } from './strings.ts';
import type { EntryStrings } from '../sheet-entry/strings.ts';
import type { ShareStrings } from '../sheet-share/strings.ts';
import type { Messages } from '../../words/messages.ts';
import { sheetErrorMessage } from '../../words/sheet-messages.ts';
import { StoreNotice } from './StoreNotice.tsx';
import { StartList } from './StartList.tsx';
import { SetupView } from './SetupView.tsx';
import { EveningView, type EveningLinks } from './EveningView.tsx';

export interface SheetAppProps {
  lang: 'de' | 'en';
  t: SheetStrings;
  links: EveningLinks;
  /** The hand entry's strings (sheet-entry's data.build.ts). */
  entry: EntryStrings;
  /** The share panel's and the received sheet's strings (sheet-share's strings.build.ts). */
  share: ShareStrings;
  /** The engine's error sentences (a refused file's tiles). */
  messages: Messages;
}

/** The address without a sheet in its hash (after the sheet was kept or dismissed). */
function clearHash(): void {
  history.replaceState(history.state, '', location.pathname + location.search);
}

/** The page's `location.hash`, followed as it changes (a sheet link opened in this tab). */
function useHash(): [string, () => void] {
  // Empty while the page is built (no address then); the browser's on the first render there.
  const [hash, setHash] = useState(() => (typeof location === 'undefined' ? '' : location.hash));
  useEffect(() => {
    const onHash = () => setHash(location.hash);
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  return [hash, () => (clearHash(), setHash(''))];
}

/** The screen the address names: `?evening=<id>`, else the list. */
function screenOfAddress(): Screen {
  const id = new URLSearchParams(location.search).get('evening');
  return id === null ? { kind: 'list' } : { kind: 'evening', id, editing: null, ask: null };
}

/** Writes the evening shown into the address; a new screen is a new history entry. */
function showInAddress(s: Screen): void {
  const url = new URL(location.href);
  const want = s.kind === 'evening' ? s.id : null;
  if (url.searchParams.get('evening') === want) return;
  if (want === null) url.searchParams.delete('evening');
  else url.searchParams.set('evening', want);
  history.pushState(null, '', url);
}

function usePage(engine: Engines | null): [Page | null, PageState | null, (s: PageState) => void] {
  const page = useMemo(
    () => (engine === null ? null : createPage(createKeeper(localStore(), engine.sheet.readSheet), screenOfAddress())),
    [engine],
  );
  const [state, setState] = useState<PageState | null>(null);
  useEffect(() => {
    if (page === null) return;
    setState(page.state);
    const onStorage = (e: StorageEvent) => {
      if (e.key === SHEETS_KEY || e.key === null) setState(page.refresh());
    };
    const onPop = () => {
      const s = screenOfAddress();
      setState(s.kind === 'evening' ? page.open(s.id) : page.openList());
    };
    addEventListener('storage', onStorage);
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('storage', onStorage);
      removeEventListener('popstate', onPop);
    };
  }, [page]);
  useEffect(() => {
    if (state !== null) showInAddress(state.screen);
  }, [state?.screen.kind, state?.screen.kind === 'evening' ? state.screen.id : null]);
  return [page, state, setState];
}

export default function SheetApp(props: SheetAppProps) {
  const { t } = props;
  const [engine, setEngine] = useState<Engines | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([loadEngine(), loadSheetEngine()]).then(
      ([rules, sheet]) => setEngine({ rules, sheet, entry: { ...rules, ...sheet } }),
      () => setFailed(true),
    );
  }, []);
  const [page, state, setState] = usePage(engine);
  const [hash, dropHash] = useHash();
  const received = useShareParts(/[#&]sheet=/.test(hash));
  if (page === null || state === null || engine === null)
    return (
      <div class="fl-sheet">
        <p class="fl-sheet-loading" role={failed ? 'alert' : undefined}>
          {failed ? t['sheet.loadFailed'] : t['sheet.loading']}
        </p>
      </div>
    );
  const act = (next: PageState) => setState(next);
  const screen = state.screen;
  const kept = screen.kind === 'evening' ? eveningOf(state.store.shelf, screen.id) : undefined;
  return (
    <div class="fl-sheet">
      <StoreNotice t={t} problem={state.store.problem} others={state.store.shelf.others.length} />
      {received && (
        <received.ReceivedSheet
          lang={props.lang}
          hash={hash}
          t={props.share}
          sheetError={(e) => sheetErrorMessage(e, { ...props.messages, ...t })}
          onKeep={(sheet) => {
            dropHash();
            act(page.importSheet({ ok: true, value: sheet }));
          }}
          onDismiss={dropHash}
        />
      )}
      {screen.kind === 'setup' ? (
        <SetupView t={t} screen={screen} page={page} act={act} />
      ) : screen.kind === 'evening' && kept !== undefined ? (
        <EveningView
          {...props}
          engine={engine}
          sheet={kept.sheet}
          screen={screen}
          state={state}
          page={page}
          act={act}
        />
      ) : (
        <StartList
          t={t}
          lang={props.lang}
          messages={props.messages}
          engine={engine}
          state={state}
          page={page}
          act={act}
        />
      )}
    </div>
  );
}
