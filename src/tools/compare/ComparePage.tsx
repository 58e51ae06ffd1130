// The compare page's island: the hand editor and the four columns. The engine arrives by a
// dynamic import (its own chunk); the state lives in the address bar (the shell shared with the
// calculator, useLinkedEngineState): a bad link is a value in the state, shown in words.
import { useId, useMemo } from 'preact/hooks';
import { fill } from '../../words/fill.ts';
import { errorMessage } from '../../words/messages.ts';
import { LINK_SITUATION_DEFAULTS, toSituation } from '../shared/hand-link.ts';
import {
  editLinked,
  initialLinked,
  linkProblemText,
  linkQuery,
  openLink,
  type LinkedEditor,
} from '../shared/linked-editor.ts';
import { useLinkedEngineState, whenIdle } from '../shared/use-linked-engine-state.ts';
import { HandEditor } from '../hand-editor/HandEditor.tsx';
import { editorStatus, type EditorAction, type EditorState } from '../hand-editor/state.ts';
import type { EditorStrings } from '../hand-editor/strings.ts';
import type { Engine } from '../shared/load-engine.ts';
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

/**
 * The first scoring also compiles the engine's code (on a slow phone that alone takes about two
 * frames); doing it once in idle time, while the visitor is still building a hand, keeps their
 * first comparison as quick as the rest.
 */
function warmUp(engine: Engine): void {
  whenIdle(() => {
    const hand = engine.parseHand('123m456m78m11z [777z] +9m');
    if (hand.ok) compareHand(engine, hand.value, toSituation({ ...LINK_SITUATION_DEFAULTS, win: 'self-draw' }));
  });
}

/** Scores the editor's hand when it is complete, and times it for the performance check. */
function useComparison(engine: Engine | null, state: EditorState): CompareResult | null {
  return useMemo(() => {
    if (!engine) return null;
    const status = editorStatus(engine, state);
    if (status.kind !== 'complete') return null;
    // Measured here rather than through shared/timed.ts, which would be a chunk of its own on
    // this page, the one page type with no byte to spare (docs/budgets.md).
    const start = performance.now();
    const result = compareHand(engine, status.hand, toSituation(state.situation));
    performance.measure('fanlaak:compare', { start, end: performance.now() });
    return result;
  }, [engine, state.hand, state.situation, state.textError]);
}

export default function ComparePage(props: ComparePageProps) {
  const { t, lang } = props;
  const id = useId();
  const { engine, failed, state, dispatch } = useLinkedEngineState<LinkedEditor, EditorAction>({
    initial: initialLinked,
    open: openLink,
    query: linkQuery,
    update: editLinked,
    ready: warmUp,
  });
  const result = useComparison(engine, state.editor);
  return (
    <div class="fl-compare-page">
      {state.linkProblem && (
        <p class="fl-link-error" role="alert">
          {linkProblemText(t, props.editor.messages, state.linkProblem)}
        </p>
      )}
      <section class="fl-compare-editor" aria-labelledby={`${id}-editor`}>
        <h2 id={`${id}-editor`}>{t['editor.title']}</h2>
        <HandEditor
          engine={engine}
          state={state.editor}
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
