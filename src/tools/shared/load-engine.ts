// Loads the rules engine on demand, once per page. Islands that score in the browser call this
// instead of importing src/engine/, which keeps the engine out of every other page's JavaScript.
export type Engine = typeof import('./engine.ts');

let pending: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  pending ??= import('./engine.ts');
  // A failed load (a flaky network) may be retried by the next call.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
