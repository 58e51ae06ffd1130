// The import rules of src/, checked by `npm run lint` (node scripts/check-imports.ts, which also
// reads the .astro files). Three kinds of rule:
// 1. ALLOWED: which part of src/ may import which. A part not in a row may not be imported.
// 2. The browser line: code that runs in the browser (.tsx islands, the <script> of an .astro
//    component, and everything they import) never reaches build-time modules (src/build/ and
//    every `*.build.ts`) or a dictionary. Inside tools/ and lessons/, where islands and their
//    build-time data sit side by side, a module that reads src/build/ or a dictionary is named
//    `*.build.ts`, so the line shows in the file name.
// 3. No cycles, and the engine stays closed: nothing outside src/engine, no packages.
// 4. Inside src/tools, the table's users: play, replay and the guided hand draw the table with
//    src/tools/table (and share src/tools/shared) but never import each other, and the table
//    imports no other tool. Tests included: a test makes its hands with the engine or
//    src/tools/table/review/test-hands.ts, not with another tool's controller.
// Tests (*.test.ts) are outside the table: an oracle may come from any part. The engine's own
// tests are not: the engine is tested with the engine.

/**
 * A cell says what the row's part may import from the column's part:
 * - 'all': anything;
 * - 'types': `import type` only (erased, so none of that part's code runs);
 * - { only, why }: values from the files matching `only` (a path inside that part), types from
 *   anywhere in it; `why` is printed with a violation.
 */
const ALLOWED = {
  engine: {},
  words: {
    engine: 'types',
    ui: { only: 'tiles/codes\\.ts$', why: 'tile names are written for every tile picture code' },
  },
  ui: {
    engine: {
      only: '^src/engine/(hand|tiles)\\.ts$',
      why: 'plain view data (ui/plain.ts) is made from hands and tiles',
    },
    words: { only: 'tile-names\\.ts$', why: "a tile picture is labelled with the tile's name" },
  },
  build: {
    engine: 'all',
    words: 'all',
    ui: { only: 'tiles/codes\\.ts$', why: 'plain data carries tile picture codes' },
  },
  lessons: {
    engine: 'all',
    words: 'all',
    ui: 'all',
    build: 'all',
    tools: { only: '^src/tools/(compare/|shared/hand-link\\.ts$)', why: '<Compare> shows the compare view' },
    reference: { only: 'examples/situation-text\\.ts$', why: '<Compare> words a situation like the reference' },
    site: { only: 'paths\\.ts$', why: 'links are built by site/paths.ts' },
  },
  tools: {
    engine: 'all',
    words: { only: '(fill|messages|tile-names)\\.ts$', why: 'islands fill strings they get as props' },
    ui: 'all',
    build: 'all',
    lessons: { only: '^src/lessons/(wait-puzzle|fan-puzzle)/', why: 'practice and play reuse the puzzle islands' },
    site: { only: 'site/progress\\.ts$', why: 'the data page exports and imports lesson progress' },
  },
  reference: {
    engine: 'all',
    words: 'all',
    ui: 'all',
    build: 'all',
    lessons: { only: 'Hand\\.astro\\.ts$', why: 'reference pages draw hands as lessons do' },
    site: { only: '(paths\\.ts|highlight/index\\.ts)$', why: 'links and code highlighting are site plumbing' },
  },
  site: { words: 'all', ui: 'all', build: 'all' },
  cli: { engine: 'all', words: 'all' },
  pages: {
    engine: 'all',
    words: 'all',
    ui: 'all',
    build: 'all',
    lessons: 'all',
    tools: 'all',
    reference: 'all',
    site: 'all',
  },
};

const PARTS = Object.keys(ALLOWED);
const TESTS = '\\.test\\.tsx?$';
const part = (name) => `^src/${name}/`;
// The mirror names an .astro component's frontmatter `X.astro.ts` and its <script> `X.astro.client.ts`.
const BROWSER_ROOTS = '\\.tsx$|\\.astro\\.client\\.ts$';

function tableRules() {
  const rules = [];
  for (const from of PARTS) {
    for (const to of PARTS) {
      if (from === to) continue;
      const cell = ALLOWED[from][to];
      const origin = { path: part(from), pathNot: TESTS };
      if (cell === 'all') continue;
      if (cell === undefined) {
        rules.push({
          name: `${from}-not-${to}`,
          comment: `src/${from} may not import src/${to} (the table in .dependency-cruiser.cjs)`,
          severity: 'error',
          from: origin,
          to: { path: part(to) },
        });
        continue;
      }
      const only = cell === 'types' ? undefined : cell.only;
      rules.push({
        name: `${from}-${to}-${cell === 'types' ? 'types-only' : 'limited'}`,
        comment:
          cell === 'types'
            ? `src/${from} may import only types from src/${to} (import type)`
            : `src/${from} may import from src/${to} only types and ${only}: ${cell.why}`,
        severity: 'error',
        from: origin,
        to: {
          path: part(to),
          ...(only === undefined ? {} : { pathNot: only }),
          dependencyTypesNot: ['type-only'],
        },
      });
    }
  }
  return rules;
}

const TABLE_USERS = ['play', 'replay', 'guided'];

function toolRules() {
  const rules = [];
  for (const from of TABLE_USERS)
    for (const to of TABLE_USERS)
      if (from !== to)
        rules.push({
          name: `tools-${from}-not-${to}`,
          comment: `src/tools/${from} may not import src/tools/${to}: what both need belongs in src/tools/table`,
          severity: 'error',
          from: { path: `^src/tools/${from}/` },
          to: { path: `^src/tools/${to}/` },
        });
  rules.push({
    name: 'tools-table-closed',
    comment: 'src/tools/table imports no other tool: play, replay and the guided hand build on it',
    severity: 'error',
    from: { path: '^src/tools/table/' },
    to: { path: '^src/tools/(?!table/)' },
  });
  return rules;
}

const BUILD_TIME = ['^src/build/', '\\.build\\.ts$', '^src/words/[^/]+\\.json$'];

const browserLine = {
  name: 'browser-not-build',
  comment:
    'code that runs in the browser (a .tsx, an .astro <script>, or what they import) never ' +
    'imports build-time modules (src/build/, *.build.ts) or a whole dictionary (src/words/*.json): ' +
    'compute at build time and pass strings and data as props',
  severity: 'error',
  from: { path: BROWSER_ROOTS },
  to: { path: BUILD_TIME, reachable: true },
};

const buildNamed = {
  name: 'build-time-named',
  comment:
    'a module in src/tools or src/lessons that reads src/build/ or a dictionary runs at build ' +
    'time only: name it *.build.ts (an .astro frontmatter is build time already)',
  severity: 'error',
  from: { path: '^src/(tools|lessons)/', pathNot: ['\\.build\\.ts$', '\\.astro\\.ts$', BROWSER_ROOTS, TESTS] },
  to: { path: ['^src/build/', '^src/words/[^/]+\\.json$'], dependencyTypesNot: ['type-only'] },
};

// Reachability follows every edge, `import type` too, though types never reach the browser. So
// the browser line is checked in a second pass that reads the code as compiled, without types
// (IMPORT_CHECK=values, set by scripts/check-imports.ts).
const valuesOnly = process.env.IMPORT_CHECK === 'values';

module.exports = {
  forbidden: valuesOnly
    ? [browserLine]
    : [
        ...tableRules(),
        ...toolRules(),
        buildNamed,
        {
          name: 'src-not-tooling',
          comment: 'the product never imports the scripts, browser tests or benchmarks',
          severity: 'error',
          from: { path: '^src/' },
          to: { path: '^(scripts|e2e|bench)/' },
        },
        {
          name: 'engine-closed',
          comment: 'src/engine imports nothing outside itself (its tests: vitest and fast-check)',
          severity: 'error',
          from: { path: part('engine') },
          to: { pathNot: ['^src/engine/', '^node_modules/(vitest|fast-check)/'] },
        },
        {
          name: 'engine-test-tools-in-tests',
          comment: 'vitest and fast-check belong in the engine tests and src/engine/test/, not in the engine',
          severity: 'error',
          from: { path: part('engine'), pathNot: [TESTS, '^src/engine/test/'] },
          to: { path: '^node_modules/' },
        },
        {
          name: 'no-circular',
          comment: 'no import cycles: split the shared part into its own module',
          severity: 'error',
          from: { path: '^(src|scripts|e2e|bench)/' },
          to: { circular: true },
        },
      ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Keep `import type` in the graph (the table allows some parts types only), but not in the
    // browser pass.
    tsPreCompilationDeps: !valuesOnly,
    // The mirror reaches node_modules through a link; keep the names short.
    preserveSymlinks: true,
    doNotFollow: { path: '^node_modules/' },
  },
};
