// Loads the puzzle engine once per page, on demand (its own chunk).
export type PuzzleEngine = typeof import('./puzzle-engine.ts');

let pending: Promise<PuzzleEngine> | undefined;

export function loadPuzzles(): Promise<PuzzleEngine> {
  pending ??= import('./puzzle-engine.ts');
  // A failed load (a flaky network) may be retried by the next call.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
