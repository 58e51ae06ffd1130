// What scripts/lighthouse.ts gates on, and how it reads a Lighthouse result. The performance
// score follows the host's speed (the same build scored 80 on a slow two-core machine and 98 on
// a fast one), so it is printed, not gated. The gates are figures that do not scale with the
// host: blocking time normalised by the host's own benchmark, layout shift, bytes.

/**
 * The benchmark index the blocking time is normalised to. Lighthouse measures the host before
 * each run (`lhr.environment.benchmarkIndex`: higher is faster) and its simulated mobile CPU
 * multiplies the host's task times by 4 whatever the host, so a host half as fast shows about
 * twice the blocking time. `TBT × benchmarkIndex / REFERENCE_INDEX` is the blocking time the
 * page would show on a host of index 1000. The scaling is approximate: a task counts as blocking
 * only beyond 50 ms, so short tasks on a fast host may not count at all.
 */
export const REFERENCE_INDEX = 1000;

export interface Figures {
  /** Lighthouse's performance score, 0–1 (printed, not gated). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Total blocking time as measured, ms. */
  tbt: number;
  /** The host's benchmark index during the run. */
  benchmarkIndex: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Bytes transferred for the page and everything it loads. */
  bytes: number;
}

/** Total blocking time on the reference host (REFERENCE_INDEX), ms. */
export const normalisedTbt = (f: Pick<Figures, 'tbt' | 'benchmarkIndex'>): number =>
  (f.tbt * f.benchmarkIndex) / REFERENCE_INDEX;

export interface Gate {
  label: string;
  /** The figure, from one run. */
  value: (f: Figures) => number;
  /** Whether a larger value is better (scores) or worse (times, shifts, bytes). */
  higherIsBetter: boolean;
  limit: number;
  format: (n: number) => string;
}

const score = (n: number): string => String(Math.round(n * 100));
const ms = (n: number): string => `${Math.round(n)} ms`;

export const GATES: readonly Gate[] = [
  // Lighthouse's line for a median mobile page (its blocking-time score 0.5). Tighter lines
  // failed runs of unchanged pages on a shared machine; a page that blocks like this fails anywhere.
  { label: 'TBT@1000', value: normalisedTbt, higherIsBetter: false, limit: 600, format: ms },
  // Half Web Vitals' "good" line (0.1): the islands reserve their space; the largest shift
  // measured is the guided hand's 0.019.
  { label: 'CLS', value: (f) => f.cls, higherIsBetter: false, limit: 0.05, format: (n) => n.toFixed(3) },
  // Everything the page transfers (HTML, CSS, scripts, fonts, the tile sprite); JavaScript
  // alone has its own budgets (scripts/budget-js.ts).
  {
    label: 'bytes',
    value: (f) => f.bytes,
    higherIsBetter: false,
    limit: 400_000,
    format: (n) => `${Math.round(n / 1000)} kB`,
  },
  { label: 'accessibility', value: (f) => f.accessibility, higherIsBetter: true, limit: 1, format: score },
  { label: 'best-practices', value: (f) => f.bestPractices, higherIsBetter: true, limit: 0.95, format: score },
  { label: 'seo', value: (f) => f.seo, higherIsBetter: true, limit: 0.9, format: score },
];

export const passes = (g: Gate, n: number): boolean => (g.higherIsBetter ? n >= g.limit : n <= g.limit);

/** The best of several runs' values for a gate. */
export const best = (g: Gate, runs: readonly Figures[]): number =>
  (g.higherIsBetter ? Math.max : Math.min)(...runs.map(g.value));

/** The median of numbers (the lower middle one for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The parts of a Lighthouse result (lhr) read here. */
export interface LhrPart {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

/** A Lighthouse result as Figures; a missing part reads as the worst value, so its gate fails. */
export function figuresOf(lhr: LhrPart): Figures {
  const cat = (id: string): number => lhr.categories[id]?.score ?? 0;
  const num = (id: string): number => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    tbt: num('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
  };
}
