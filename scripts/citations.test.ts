// Comments and docs cite what a reader of the repository can open: docs/rules/<id>.md, not the
// private rule texts the rule sets were written from, nor files outside the repository.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const SEARCHED = ['src', 'docs', 'e2e', 'scripts', 'bench', 'README.md', 'CONTRIBUTING.md'];
const TEXT = /\.(ts|tsx|astro|mjs|cjs|js|md|mdx)$/;

/** Names of files that are not in the repository. */
const OUTSIDE = [
  /RULESETS\.md/,
  /hke-dmjl-kurzregel/,
  /classic-elian-harold/,
  /classic-deal-and-claims/,
  /hk-simple\.en\.txt/,
  /hk-modern\.de\.txt/,
  /\/work\/shared/,
];

function files(path: string): string[] {
  const full = join(repo, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

const all = SEARCHED.flatMap(files).map((f) => relative(repo, join(repo, f)).split('\\').join('/'));
// This file names what it forbids.
const checked = all.filter((f) => f !== 'scripts/citations.test.ts');

test('no file cites a text outside the repository', () => {
  const found = checked.flatMap((file) => {
    const lines = readFileSync(join(repo, file), 'utf8').split('\n');
    return lines.flatMap((line, i) =>
      OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
  });
  expect(found).toEqual([]);
});

test('every docs/….md a file cites exists', () => {
  const missing = checked.flatMap((file) =>
    [...readFileSync(join(repo, file), 'utf8').matchAll(/\bdocs\/[\w/.-]+?\.md\b/g)]
      .map(([cited]) => cited)
      .filter((cited) => !existsSync(join(repo, cited)))
      .map((cited) => `${file}: ${cited}`),
  );
  expect(missing).toEqual([]);
});
