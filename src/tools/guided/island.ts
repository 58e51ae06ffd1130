// The guided hand's page, headless: one controller that owns the page's model (the engine once
// loaded, the script, the learner's place) and its effects, each behind the small `GuidedIO` the
// view hands in (the engine chunk and storage). The rules of a step stay in guided.ts. The view
// renders the model it is sent and calls these methods; tests drive the same controller in Node.
import type { GuidedMove, GuidedState } from './guided.ts';
import { GUIDED_SAVE_KEY, makeSave, parseSave } from './save.ts';
import type { GuidedScript } from './script.ts';
import type { GuidedView } from './view.ts';

export type GuidedEngine = typeof import('./guided-engine.ts');

/** The world as the controller sees it; the browser's is in Guided.tsx, the tests' a fake. */
export interface GuidedIO {
  /** The guided engine chunk; rejects when it does not load. */
  loadEngine: () => Promise<GuidedEngine>;
  /** Local storage: reads null and drops writes when the browser refuses it; never throws. */
  storage: { get: (key: string) => string | null; set: (key: string, value: string) => void };
}

export interface GuidedModel {
  /** The chunk did not load, or the script is unknown or does not deal: the page says so. */
  failed: boolean;
  /** Null until the chunk has loaded. */
  script: GuidedScript | null;
  state: GuidedState | null;
  /** The table as the learner sees it at this step. */
  view: GuidedView | null;
  /** The hand went on from a saved place (said until the next move). */
  resumed: boolean;
  /** The learner has moved in this visit: the focus follows the move awaited (never on opening, the page opens at its top). */
  moved: boolean;
}

export function createGuided(io: GuidedIO, scriptId: string) {
  let model: GuidedModel = { failed: false, script: null, state: null, view: null, resumed: false, moved: false };
  let engine: GuidedEngine | null = null;
  const listeners = new Set<(m: GuidedModel) => void>();
  const set = (patch: Partial<GuidedModel>) => {
    const next = { ...model, ...patch };
    next.view = engine && next.script && next.state ? engine.guidedView(next.script, next.state) : null;
    model = next;
    for (const f of listeners) f(model);
  };
  const save = (script: GuidedScript, step: number) => io.storage.set(GUIDED_SAVE_KEY, makeSave(script.id, step));

  return {
    get model(): GuidedModel {
      return model;
    },
    subscribe(f: (m: GuidedModel) => void): () => void {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    /** Loads the engine, then deals the script, carrying on from a saved place. */
    start(): Promise<void> {
      return io.loadEngine().then(
        (e) => {
          const script = e.GUIDED_SCRIPTS[scriptId];
          if (script === undefined) return set({ failed: true });
          const saved = parseSave(io.storage.get(GUIDED_SAVE_KEY), script.id, script.steps.length);
          const state = saved === null ? e.startGuided(script) : e.resumeGuided(script, saved);
          if (state === null) return set({ failed: true });
          engine = e;
          set({ script, state, resumed: saved !== null && saved > 0 });
        },
        () => set({ failed: true }),
      );
    },
    /** The learner's move: played if it is the step's, else explained; the place is saved after each step. */
    move(m: GuidedMove): void {
      const { script, state } = model;
      if (!engine || !script || !state) return;
      const next = engine.guidedMove(script, state, m);
      if (next.step !== state.step) save(script, next.step);
      set({ state: next, resumed: false, moved: true });
    },
    /** Back to the first step. */
    restart(): void {
      const { script } = model;
      if (!engine || !script) return;
      save(script, 0);
      set({ state: engine.startGuided(script), resumed: false, moved: true });
    },
  };
}
