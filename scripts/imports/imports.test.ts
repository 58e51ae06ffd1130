// The import check catches what it is for: a fixture tree with one planted violation per rule
// kind, cruised by the same script `npm run lint` runs; and the .astro split it relies on.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { realPath, rewriteAstroImports, splitAstro } from './mirror.ts';

const repo = resolve(import.meta.dirname, '..', '..');

describe('splitAstro', () => {
  const component = [
    '---',
    "import Hand from './Hand.astro';",
    "import { t } from '../words/index.ts';",
    '---',
    '<Hand />',
    '<script is:inline>window.x = 1;</script>',
    '<script type="application/ld+json">{"a": 1}</script>',
    "<script>import { mark } from './progress.ts'; mark();</script>",
  ].join('\n');

  test('the frontmatter is build-time code, bundled scripts are browser code', () => {
    const { server, client } = splitAstro(component);
    expect(server).toContain("from '../words/index.ts'");
    expect(server).not.toContain('progress');
    expect(client).toContain("from './progress.ts'");
    expect(client).not.toContain('window.x');
    expect(client).not.toContain('"a"');
  });

  test('a component without frontmatter or script has no code', () => {
    expect(splitAstro('<p>hello</p>')).toEqual({ server: '', client: '' });
  });

  test('imports of components point at the mirrored halves, and messages back at the file', () => {
    expect(rewriteAstroImports("import Hand from '../lessons/Hand.astro';")).toBe(
      "import Hand from '../lessons/Hand.astro.ts';",
    );
    expect(realPath('src/a/X.astro.ts → src/a/X.astro.client.ts')).toBe('src/a/X.astro → src/a/X.astro <script>');
  });
});

// Each file of the fixture, and the rule its planted import breaks (null: a lawful file).
const FIXTURE: readonly [path: string, code: string, breaks: string | null][] = [
  ['src/words/index.ts', "export const t = (k: string): string => k;\nexport type Lang = 'de';", null],
  ['src/words/de.json', '{ "a": "b" }', null],
  ['src/build/dictionary.ts', "import de from '../words/de.json';\nexport const dict = de;", null],
  ['src/engine/tiles.ts', "import { t } from '../words/index.ts';\nexport const tile = t('x');", 'engine-closed'],
  ['src/engine/hand.ts', 'export const hand = 1;\nexport type Hand = number;', null],
  ['src/engine/decompose.ts', 'export const decompose = 1;', null],
  [
    'src/ui/seats.ts',
    "import { decompose } from '../engine/decompose.ts';\nexport const seat = decompose;",
    'ui-engine-limited',
  ],
  ['src/ui/types.ts', "import type { Hand } from '../engine/hand.ts';\nexport type Seat = Hand;", null],
  ['src/site/nav.ts', "import { tools } from '../tools/a/state.ts';\nexport const nav = tools;", 'site-not-tools'],
  [
    'src/tools/a/state.ts',
    "import { dict } from '../../build/dictionary.ts';\nexport const tools = dict;",
    'build-time-named',
  ],
  [
    'src/tools/a/View.tsx',
    "import { tools } from './state.ts';\nexport const View = () => tools;",
    'browser-not-build',
  ],
  ['src/tools/a/words.build.ts', "import { dict } from '../../build/dictionary.ts';\nexport const words = dict;", null],
  ['src/tools/a/answer.build.ts', 'export const answer = 42;', null],
  [
    'src/tools/a/Answer.tsx',
    "import { answer } from './answer.build.ts';\nexport const Answer = () => answer;",
    'browser-not-build',
  ],
  ['src/tools/a/Page.astro', "<script>import de from '../../words/de.json'; console.log(de);</script>", null],
  ['src/reference/a.ts', "import { b } from './b.ts';\nexport const a = (): number => b();", 'no-circular'],
  ['src/reference/b.ts', "import { a } from './a.ts';\nexport const b = (): number => a();", null],
];

describe('scripts/check-imports.ts on a fixture with planted violations', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-check-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const tsconfig = {
    compilerOptions: {
      module: 'preserve',
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      verbatimModuleSyntax: true,
      noEmit: true,
      jsx: 'react-jsx',
      jsxImportSource: 'preact',
    },
  };
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  for (const [path, code] of FIXTURE) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  const run = spawnSync(process.execPath, [join(repo, 'scripts', 'check-imports.ts'), root], { encoding: 'utf8' });
  const output = run.stdout + run.stderr;

  test('it fails', () => {
    expect(run.status).toBe(1);
  });

  test.each(FIXTURE.filter(([, , rule]) => rule !== null).map(([path, , rule]) => [rule, path]))(
    '%s is reported for %s',
    (rule, path) => {
      expect(output).toMatch(new RegExp(`error ${rule}: ${path!.replace(/[.[\]]/g, '\\$&')}`));
    },
  );

  test("an .astro component's <script> is browser code", () => {
    expect(output).toContain('error browser-not-build: src/tools/a/Page.astro <script> → src/words/de.json');
  });

  test('a *.build.ts is build time by its name alone, and may read the dictionaries', () => {
    expect(output).toContain('error browser-not-build: src/tools/a/Answer.tsx → src/tools/a/answer.build.ts');
    expect(output).not.toMatch(/build-time-named: src\/tools\/a\/words\.build\.ts/);
  });

  test('type imports pass where the table allows types only', () => {
    expect(output).not.toContain('src/ui/types.ts');
  });
});
