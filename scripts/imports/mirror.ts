// dependency-cruiser reads .ts, .tsx and .mjs but not .astro. So the import check runs on a
// mirror of the tree in which every `X.astro` becomes two TypeScript files: `X.astro.ts` holds
// the frontmatter (build time) and `X.astro.client.ts` the bundled <script> tags (browser code,
// like a .tsx). Imports of `./X.astro` are rewritten to `./X.astro.ts`; every other file is
// copied as it is, so paths, tsconfig and package.json resolve as in the real tree.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export interface AstroParts {
  /** The frontmatter: runs at build time. */
  readonly server: string;
  /** The <script> tags Astro bundles for the browser (not `is:inline`, not JSON data). */
  readonly client: string;
}

const FRONTMATTER = /^\s*---\r?\n([\s\S]*?)\r?\n---/;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Splits an Astro component into its build-time and browser code. */
export function splitAstro(source: string): AstroParts {
  const server = FRONTMATTER.exec(source)?.[1] ?? '';
  const client: string[] = [];
  for (const [, attributes = '', body = ''] of source.matchAll(SCRIPT)) {
    // Inline scripts are not bundled, so their imports (if any) are the browser's business;
    // JSON-LD and other data blocks are not code.
    if (/\bis:inline\b|\btype=/.test(attributes)) continue;
    client.push(body);
  }
  return { server, client: client.join('\n') };
}

/** `'./Hand.astro'` → `'./Hand.astro.ts'` in import specifiers. */
export function rewriteAstroImports(code: string): string {
  return code.replace(/(['"])([^'"\n]+?\.astro)\1/g, '$1$2.ts$1');
}

/** The mirror's names for a component's two halves, mapped back for messages. */
export function realPath(mirrorPath: string): string {
  return mirrorPath.replace(/\.astro\.client\.ts\b/g, '.astro <script>').replace(/\.astro\.ts\b/g, '.astro');
}

const CODE = /\.(ts|tsx|mts|mjs|cjs|js)$/;

function mirrorFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  if (from.endsWith('.astro')) {
    const { server, client } = splitAstro(readFileSync(from, 'utf8'));
    writeFileSync(`${to}.ts`, rewriteAstroImports(server));
    if (client.trim() !== '') writeFileSync(`${to}.client.ts`, rewriteAstroImports(client));
  } else if (CODE.test(from)) {
    writeFileSync(to, rewriteAstroImports(readFileSync(from, 'utf8')));
  } else {
    copyFileSync(from, to);
  }
}

function mirrorTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) mirrorTree(source, join(to, entry.name));
    else if (entry.isFile()) mirrorFile(source, join(to, entry.name));
  }
}

/** Writes a fresh mirror of `paths` (files or folders, relative to `root`) into `target`. */
export function writeMirror(root: string, target: string, paths: readonly string[]): void {
  rmSync(target, { recursive: true, force: true });
  for (const path of paths) {
    const source = join(root, path);
    if (!existsSync(source)) continue;
    if (statSync(source).isDirectory()) mirrorTree(source, join(target, path));
    else mirrorFile(source, join(target, path));
  }
}
