// The calculator page's island: the hand editor with the live waits and score under the hand,
// then HKE's breakdown, the payments, copy and share, and the other rule sets. The engine
// arrives by a dynamic import (its own chunk). The state lives in the address bar (the shell
// shared with the compare page, useLinkedEngineState): a bad link is a value, shown in words.
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { HandEditor } from '../hand-editor/HandEditor.tsx';
import type { EditorStrings } from '../hand-editor/strings.ts';
import type { Engine } from '../shared/load-engine.ts';
import { timed } from '../shared/timed.ts';
import { LINK_SITUATION_DEFAULTS } from '../shared/hand-link.ts';
import { useLinkedEngineState, whenIdle } from '../shared/use-linked-engine-state.ts';
import type { BlockLabels, WidgetLang } from '../../ui/types.ts';
import { Glance } from './Glance.tsx';
import { HkeBreakdown } from './HkeBreakdown.tsx';
import { Others } from './Others.tsx';
import { Payments } from './Payments.tsx';
import { scoreCalc, unchosenProblem, winChoices, type CalcResult, type WinChoice } from './result.ts';
import { Share } from './Share.tsx';
import {
  fromQuery,
  initialCalc,
  queryOf,
  stageOf,
  update,
  waitCodes,
  type CalcAction,
  type CalcState,
  type Stage,
} from './state.ts';
import { headlineText, linkProblemText, scoreErrorText, type CalcStrings } from './strings.ts';
import { summaryText } from './summary.ts';

export interface CalculatorProps {
  lang: WidgetLang;
  s: CalcStrings;
  editor: EditorStrings;
  labels: BlockLabels;
  /** A link to a worked example, shown while there is nothing to score. */
  exampleHref: string;
  notationHref: string;
}

/** From this width the result column has room for the comparison: it starts open there. */
const WIDE = '(min-width: 64rem)';

/** The first scoring also compiles the engine's code; doing it once in idle time keeps the
 * visitor's first score as quick as the rest (as on the compare page). */
function warmUp(engine: Engine): void {
  whenIdle(() => {
    const hand = engine.parseHand('123m456m78m11z [777z] +9m');
    if (hand.ok) scoreCalc(engine, hand.value, { ...LINK_SITUATION_DEFAULTS, win: 'self-draw' });
    const waiting = engine.parseHand('1112345678999m');
    if (waiting.ok) engine.waits(waiting.value);
  });
}

/** The waits of a waiting hand, and the score of a complete one once the way of winning is
 * chosen (until then the ways it can have been won), each timed. */
function useAnalysis(
  engine: Engine | null,
  state: CalcState,
): { stage: Stage | null; waits: string[]; result: CalcResult | null; choices: WinChoice[] | null } {
  const { hand, situation, textError } = state.editor;
  const chosen = state.winChosen;
  const stage = useMemo(() => (engine ? stageOf(engine, state) : null), [engine, hand, textError]);
  const waits = useMemo(
    () => (engine && stage?.kind === 'waiting' ? timed('fanlaak:calc-waits', () => waitCodes(engine, stage.hand)) : []),
    [engine, stage],
  );
  const offered = useMemo(
    () => (engine && stage?.kind === 'complete' && !chosen ? winChoices(engine, stage.hand, situation) : null),
    [engine, stage, situation, chosen],
  );
  // Until the way of winning is chosen, only a problem no way of winning mends is shown (e.g. no
  // winning hand); otherwise the ways are offered.
  const result = useMemo(() => {
    if (!engine || stage?.kind !== 'complete') return null;
    if (offered !== null) return unchosenProblem(engine, stage.hand, situation, offered);
    return timed('fanlaak:calc-score', () => scoreCalc(engine, stage.hand, situation));
  }, [engine, stage, situation, offered]);
  return { stage, waits, result, choices: result === null ? offered : null };
}

export default function Calculator(props: CalculatorProps) {
  const { s, lang } = props;
  const id = useId();
  const [othersOpen, setOthersOpen] = useState(false);
  const { engine, failed, state, dispatch } = useLinkedEngineState<CalcState, CalcAction>({
    initial: initialCalc,
    open: fromQuery,
    query: queryOf,
    update,
    ready: (e) => {
      setOthersOpen(window.matchMedia?.(WIDE).matches ?? false);
      warmUp(e);
    },
  });
  const scoreRef = useRef<HTMLParagraphElement>(null);
  const picked = useRef(false);
  const { stage, waits, result, choices } = useAnalysis(engine, state);

  // After a winning tile was picked among the waits (its button is gone), the score at a
  // glance takes the focus.
  useEffect(() => {
    if (!picked.current) return;
    picked.current = false;
    scoreRef.current?.focus();
  }, [result]);

  const ids = {
    editor: `${id}-editor`,
    result: `${id}-result`,
    breakdown: `${id}-breakdown`,
    pay: `${id}-pay`,
    share: `${id}-share`,
  };
  const summary = () =>
    engine && result?.ok
      ? summaryText(s, {
          hand: engine.makeHand(state.editor.hand),
          situation: state.editor.situation,
          score: result.value,
          url: window.location.href,
        })
      : '';
  // Pins and announcements belong to one hand in one situation.
  const handKey = `${state.editor.text}|${JSON.stringify(state.editor.situation)}`;
  return (
    <div class="fl-calc">
      {state.linkProblem && (
        <p class="fl-link-error" role="alert">
          {linkProblemText(s, state.linkProblem)}
        </p>
      )}
      <section class="fl-calc-editor" aria-labelledby={ids.editor}>
        <h2 id={ids.editor}>{s.t['editor.title']}</h2>
        <HandEditor
          engine={engine}
          state={state.editor}
          dispatch={(action) => {
            picked.current = false;
            dispatch({ type: 'edit', action });
          }}
          lang={lang}
          s={props.editor}
          notationHref={props.notationHref}
          loading={failed ? s.t['calc.loadFailed'] : s.t['calc.loading']}
          winChosen={state.winChosen}
        >
          <Glance
            stage={stage}
            waits={waits}
            result={result}
            s={s}
            lang={lang}
            resultId={ids.result}
            scoreRef={scoreRef}
            onPick={(code) => {
              picked.current = true;
              dispatch({ type: 'pick-winning', code });
            }}
            choices={choices}
            onChoose={(c) => {
              picked.current = true;
              const patch = c.from === null ? { win: c.win } : { win: c.win, from: c.from };
              dispatch({ type: 'edit', action: { type: 'situation', patch } });
            }}
          />
        </HandEditor>
      </section>
      <section class="fl-calc-result" aria-labelledby={ids.result}>
        <h2 id={ids.result} tabIndex={-1}>
          {s.t['calc.resultTitle']}
        </h2>
        {result?.ok ? (
          <>
            <p class="fl-calc-total">{headlineText(s, result.value)}</p>
            <HkeBreakdown
              hke={result.value.hke}
              s={s}
              lang={lang}
              labels={props.labels}
              headingId={ids.breakdown}
              key={handKey}
            />
            <Payments score={result.value} s={s} headingId={ids.pay} />
            <Share s={s} summary={summary} headingId={ids.share} key={handKey} />
            <Others score={result.value} s={s} open={othersOpen} onToggle={setOthersOpen} />
          </>
        ) : result ? (
          <p class="fl-calc-problem">{scoreErrorText(s, result.error)}</p>
        ) : choices !== null ? (
          <p class="fl-calc-empty fl-calc-asked">{s.t['calc.resultAsk']}</p>
        ) : (
          <div class="fl-calc-empty">
            <p>{s.t['calc.empty']}</p>
            <p>
              <a href={props.exampleHref}>{s.t['calc.example']}</a>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
