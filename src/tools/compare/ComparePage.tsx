// The compare page's island: the hand editor and the four columns. The engine arrives by a
// dynamic import (its own chunk); the state lives in the address bar: read once on load (a bad
// link is a message, never markup), written back with history.replaceState after each edit.
import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import { fill } from '../../words/index.ts';
import { errorMessage } from '../../words/messages.ts';
import { LINK_DEFAULTS, makeHandLink, parseHandLink, toSituation, type LinkError } from '../shared/hand-link.ts';
import { HandEditor } from '../hand-editor/HandEditor.tsx';
import {
  editorStatus,
  fromLink,
  initialEditor,
  linkOf,
  update,
  type EditorAction,
  type EditorState,
} from '../hand-editor/state.ts';
import type { EditorStrings } from '../hand-editor/strings.ts';
import { loadEngine, type Engine } from '../shared/load-engine.ts';
import type { WidgetLang } from '../../ui/types.ts';
import { compareHand, type CompareResult } from './compare-hand.ts';
import { CompareTable } from './CompareTable.tsx';
import type { CompareStrings } from './strings.ts';

export const PAGE_KEYS = [
  'editor.title',
  'compare.loading',
  'compare.loadFailed',
  'compare.empty',
  'compare.example',
  'compare.resultTitle',
  'compare.scoreError',
  'link.error',
  'link.error.too-long',
  'link.error.bad-encoding',
  'link.error.repeated',
  'link.error.bad-value',
  'link.error.hand',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface ComparePageProps {
  lang: WidgetLang;
  t: Record<PageKey, string>;
  editor: EditorStrings;
  compare: CompareStrings;
  /** A link to a worked example, shown while there is nothing to compare. */
  exampleHref: string;
  notationHref: string;
}

const { hand: _, ...NO_SITUATION } = LINK_DEFAULTS;

/**
 * The first scoring also compiles the engine's code (on a slow phone that alone takes about two
 * frames); doing it once in idle time, while the visitor is still building a hand, keeps their
 * first comparison as quick as the rest.
 */
function warmUp(engine: Engine): void {
  const run = () => {
    const hand = engine.parseHand('123m456m78m11z [777z] +9m');
    if (hand.ok) compareHand(engine, hand.value, toSituation({ ...NO_SITUATION, win: 'self-draw' }));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 100);
}

function linkErrorText(t: ComparePageProps['t'], e: LinkError): string {
  return fill(t['link.error'], { reason: fill(t[`link.error.${e.code}`], { param: e.param }) });
}

/** Scores the editor's hand when it is complete, and times it for the performance check. */
function useComparison(engine: Engine | null, state: EditorState): CompareResult | null {
  return useMemo(() => {
    if (!engine) return null;
    const status = editorStatus(engine, state);
    if (status.kind !== 'complete') return null;
    const start = performance.now();
    const result = compareHand(engine, status.hand, toSituation(state.situation));
    performance.measure('fanlaak:compare', { start, end: performance.now() });
    return result;
  }, [engine, state.hand, state.situation, state.textError]);
}

export default function ComparePage(props: ComparePageProps) {
  const { t, lang } = props;
  const id = useId();
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<EditorState>(() => initialEditor(NO_SITUATION));
  const [linkError, setLinkError] = useState<string | null>(null);

  // Load the engine, then read the link once.
  useEffect(() => {
    loadEngine().then(
      (e) => {
        const link = parseHandLink(window.location.search);
        if (!link.ok) setLinkError(linkErrorText(t, link.error));
        else {
          const filled = fromLink(e, link.value);
          setState(filled.state);
          if (filled.error)
            setLinkError(
              fill(t['link.error'], {
                reason: fill(t['link.error.hand'], { message: errorMessage(filled.error, props.editor.messages) }),
              }),
            );
        }
        setEngine(() => e);
        warmUp(e);
      },
      () => setFailed(true),
    );
  }, []);

  // The address bar follows every edit, without adding to the history.
  useEffect(() => {
    if (!engine) return;
    const query = makeHandLink(linkOf(engine, state));
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(window.history.state, '', url);
  }, [engine, state]);

  const dispatch = (a: EditorAction) => {
    if (engine) setState((s) => update(engine, s, a));
  };
  const result = useComparison(engine, state);
  return (
    <div class="fl-compare-page">
      {linkError && (
        <p class="fl-link-error" role="alert">
          {linkError}
        </p>
      )}
      <section class="fl-compare-editor" aria-labelledby={`${id}-editor`}>
        <h2 id={`${id}-editor`}>{t['editor.title']}</h2>
        <HandEditor
          engine={engine}
          state={state}
          dispatch={dispatch}
          lang={lang}
          s={props.editor}
          notationHref={props.notationHref}
          loading={failed ? t['compare.loadFailed'] : t['compare.loading']}
        />
      </section>
      <section class="fl-compare-result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>{t['compare.resultTitle']}</h2>
        {result?.ok ? (
          <CompareTable comparison={result.value} s={props.compare} />
        ) : result ? (
          <p class="fl-editor-status is-problem">
            {fill(t['compare.scoreError'], { message: errorMessage(result.error, props.compare.messages) })}
          </p>
        ) : (
          <div class="fl-compare-empty">
            <p>{t['compare.empty']}</p>
            <p>
              <a href={props.exampleHref}>{t['compare.example']}</a>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
