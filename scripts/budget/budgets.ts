// The JavaScript budgets per page type (gzip) and the pages allowed to load each engine chunk;
// docs/budgets.md states the policy. scripts/budget-js.ts measures the built site against them.

export interface Budget {
  /** The page type, as the table prints it. */
  label: string;
  /** Which page paths the budget covers; the first budget whose test matches a path is its. */
  test: RegExp;
  /** Gzipped bytes of every script the page loads, dynamic imports included. */
  bytes: number;
}

export const BUDGETS: readonly Budget[] = [
  // The lesson widgets (quiz, fan and wait puzzles) on Preact.
  { label: 'lesson', test: /^\/(de|en)\/lessons\/[^/]+\/$/, bytes: 23_000 },
  // The hand editor and the four-column table, plus the rules engine on demand.
  { label: 'compare', test: /^\/(de|en)\/compare\/$/, bytes: 45_500 },
  // The hand editor, HKE's breakdown and the compare table, plus the rules engine on demand.
  { label: 'calculator', test: /^\/(de|en)\/calculator\/$/, bytes: 51_500 },
  // The table, setup, review and history, plus the table engine (rules, computer players) on demand.
  { label: 'play', test: /^\/(de|en)\/play\/$/, bytes: 90_500 },
  // The replay viewer and its decisions, plus the table engine on demand.
  { label: 'replay', test: /^\/(de|en)\/replay\/$/, bytes: 58_500 },
  // The guided first hand's script and table, plus the table engine on demand.
  { label: 'guided', test: /^\/(de|en)\/play\/guided\/$/, bytes: 52_500 },
  // The puzzle stream, progress and chart, plus the generators, judges and scheduler on demand.
  { label: 'practice', test: /^\/(de|en)\/practice\/$/, bytes: 78_000 },
  // The evenings, set-up, hand entry (the hand editor) and sheet, plus the rules and sheet engines on demand.
  { label: 'score sheet', test: /^\/(de|en)\/score-sheet\/$/, bytes: 75_000 },
  // What the browser keeps and the file's checks, plus the table engine's restore on demand.
  { label: 'your data', test: /^\/(de|en)\/your-data\/$/, bytes: 67_500 },
  // Theme switch, service-worker registration and the phone menu only.
  {
    label: 'reference',
    test: /^\/(de|en)\/(limit-hands|fan-table|notation|glossary|rules(\/[^/]+)?)\/$/,
    bytes: 10_000,
  },
  // The rest: home, about, the lessons list, search (Pagefind's UI), 404.
  { label: 'other', test: /./, bytes: 40_000 },
];

/** The service worker (scripts/sw.ts), fetched once per visitor rather than by each page. */
export const SW_BUDGET: Budget = { label: 'service worker', test: /^\/sw\.js$/, bytes: 15_000 };

/** Every budget keeps this much room above the largest page it covers (docs/budgets.md). */
export const HEADROOM = 0.1;

/** True when `bytes` leaves the budget its headroom: bytes × 1.1 ≤ budget. */
export const hasHeadroom = (bytes: number, budget: number): boolean => bytes * (1 + HEADROOM) <= budget;

/** How much a page of `bytes` may still grow before it is over `budget` (0.1 = by 10%). */
export const growthLeft = (bytes: number, budget: number): number => budget / bytes - 1;

/** An engine chunk (loaded by import()) and the only pages that may, and must, load it. */
export interface ChunkRule {
  label: string;
  file: RegExp;
  pages: RegExp;
}

export const CHUNK_RULES: readonly ChunkRule[] = [
  // src/tools/shared/engine.ts: the pages that score in the browser.
  { label: 'engine', file: /^\/_astro\/engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/(compare|calculator|score-sheet)\/$/ },
  // src/tools/sheet/sheet-engine.ts: reading and computing a score sheet.
  { label: 'sheet engine', file: /^\/_astro\/sheet-engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/score-sheet\/$/ },
  // src/tools/play/play-engine.ts
  { label: 'table engine', file: /^\/_astro\/play-engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/play\/$/ },
  // src/tools/replay/replay-engine.ts
  { label: 'replay engine', file: /^\/_astro\/replay-engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/replay\/$/ },
  // src/tools/guided/guided-engine.ts
  { label: 'guided engine', file: /^\/_astro\/guided-engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/play\/guided\/$/ },
  // src/tools/data/data-engine.ts: the saved game's check, when a file or the browser holds a game.
  { label: 'data engine', file: /^\/_astro\/data-engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/your-data\/$/ },
  // src/tools/practice/puzzle-engine.ts
  { label: 'puzzle engine', file: /^\/_astro\/puzzle-engine\.[\w-]+\.js$/, pages: /^\/(de|en)\/practice\/$/ },
];

/** Where `path`'s files break the chunk rules: one sentence per broken rule. */
export function misplacedChunks(path: string, files: Iterable<string>): string[] {
  const list = [...files];
  return CHUNK_RULES.flatMap((rule) => {
    const loads = list.some((f) => rule.file.test(f));
    if (loads === rule.pages.test(path)) return [];
    return [`${path} ${loads ? 'loads' : 'does not load'} the ${rule.label} chunk`];
  });
}

export interface BudgetRow {
  label: string;
  pages: number;
  /** The largest page's bytes. */
  largest: number;
  budget: number;
}

const kb = (n: number): string => `${(n / 1000).toFixed(1)} kB`;

/** The budgets as a Markdown table, as docs/budgets.md shows it. */
export function budgetTable(rows: readonly BudgetRow[]): string[] {
  return [
    '| page type | pages | largest now | budget | headroom |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const grow = `${Math.round(growthLeft(r.largest, r.budget) * 100)}%`;
      const flag = hasHeadroom(r.largest, r.budget) ? '' : ' ✗';
      return `| ${r.label} | ${r.pages} | ${kb(r.largest)} | ${kb(r.budget)} | ${grow}${flag} |`;
    }),
  ];
}
