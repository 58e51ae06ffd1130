// The shell of a page whose state lives in the address bar and needs the engine (the calculator,
// the compare page): load the engine, then read the link once (a bad link is a value in the
// state, never markup), then write the state back with history.replaceState after each change.
// The page brings its state's pure functions; this hook only does the effects.
import { useEffect, useState } from 'preact/hooks';
import { loadEngine, type Engine } from './load-engine.ts';

export interface LinkedPage<S, A> {
  /** The state before the engine is there. */
  initial: () => S;
  /** The state a query string opens. */
  open: (engine: Engine, query: string) => S;
  /** The query string (without "?") that reopens a state. */
  query: (engine: Engine, state: S) => string;
  update: (engine: Engine, state: S, action: A) => S;
  /** Runs once, when the engine has loaded (e.g. a warm-up score in idle time). */
  ready?: (engine: Engine) => void;
}

export interface LinkedEngineState<S, A> {
  /** Null until the engine has loaded. */
  engine: Engine | null;
  /** The engine could not be loaded (a network error). */
  failed: boolean;
  state: S;
  /** Ignored until the engine is there. */
  dispatch: (action: A) => void;
}

export function useLinkedEngineState<S, A>(page: LinkedPage<S, A>): LinkedEngineState<S, A> {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<S>(page.initial);

  // Load the engine, then read the link once.
  useEffect(() => {
    loadEngine().then(
      (e) => {
        setState(page.open(e, window.location.search));
        setEngine(() => e);
        page.ready?.(e);
      },
      () => setFailed(true),
    );
  }, []);

  // The address bar follows every change, without adding to the history.
  useEffect(() => {
    if (!engine) return;
    const query = page.query(engine, state);
    const { pathname, search, hash } = window.location;
    const url = `${pathname}${query ? `?${query}` : ''}${hash}`;
    if (url !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', url);
  }, [engine, state]);

  const dispatch = (a: A) => {
    if (engine) setState((s) => page.update(engine, s, a));
  };
  return { engine, failed, state, dispatch };
}

/** Runs `work` when the browser is idle: a first score compiles the engine's code, and doing it
 * early keeps the visitor's first real one as quick as the rest. */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work);
  else setTimeout(work, 100);
}
