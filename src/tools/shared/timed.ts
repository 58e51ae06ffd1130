// Timing for the browser suite's speed checks: a piece of work recorded as a performance
// measure under a name ("fanlaak:…"), read back by the e2e specs. The page keeps at most KEPT
// measures of each name (at the next they are cleared), so a long visit does not collect them
// without end.

/** Measures of one name kept before they are cleared. */
const KEPT = 2000;

const counts = new Map<string, number>();

/** Records the time from `start` (a `performance.now()`) until now under `name`, with `detail` if given. */
export function measureSince(name: string, start: number, detail?: unknown): void {
  const n = counts.get(name) ?? 0;
  if (n >= KEPT) performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now(), detail });
  counts.set(name, n >= KEPT ? 1 : n + 1);
}

/** Runs `work` and records its duration under `name`. */
export function timed<T>(name: string, work: () => T): T {
  const start = performance.now();
  const value = work();
  measureSince(name, start);
  return value;
}
