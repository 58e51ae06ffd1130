// The coach's advice for the moment on the table. A claim's advice is shown with the claim
// buttons, so it is worked out at once. A discard's advice is shown only on request ("Hint"),
// and the strong player's ranking of fourteen tiles takes a noticeable moment on a slow phone
// or a busy machine: it is worked out ahead, when the browser is idle after the table asks for
// a discard, so that the hint answers at once. A hint asked before that still gets its answer
// (worked out then).
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TableState } from './controller.ts';
import type { TableEngine } from './load.ts';

type Advice = ReturnType<TableEngine['advise']>;

// The table moves the focus to the hand a frame or two after it asks for a discard; work done
// before that would hold up the focus, and a key pressed meanwhile would miss the hand.
const SETTLE_MS = 300;

/** Runs `work` once the table has settled and the browser is idle; the canceller. */
function whenIdle(work: () => void): () => void {
  let idle = 0;
  const timer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(work, { timeout: 1000 });
    else work();
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== 0) window.cancelIdleCallback(idle);
  };
}

/**
 * The advice for `table` when `wanted` (the hint is open, or a claim is asked), else null.
 * With coaching on, the advice for a learner's discard is prepared on idle either way.
 */
export function useAdvice(engine: TableEngine | null, table: TableState | null, wanted: boolean): Advice {
  const [ahead, setAhead] = useState<{ table: TableState; advice: Advice } | null>(null);
  const learner = engine !== null && table !== null && engine.nextStep(table) === 'learner';
  useEffect(() => {
    if (!engine || !table || !learner || !table.coach || table.game.hand.phase.kind !== 'turn') return;
    if (ahead?.table === table) return;
    return whenIdle(() => setAhead({ table, advice: engine.advise(table) }));
  }, [engine, table]);
  return useMemo(() => {
    if (!engine || !table || !learner || !wanted) return null;
    return ahead?.table === table ? ahead.advice : engine.advise(table);
  }, [engine, table, wanted, ahead?.table === table]);
}
