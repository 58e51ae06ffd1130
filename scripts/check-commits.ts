// `node scripts/check-commits.ts`: the commit convention (CONTRIBUTING.md) on every commit
// since the convention holds: a subject of at most 72 characters, and, where there is a body,
// a blank line between subject and body. Run by `npm run lint`. Outside a git checkout, or in a
// shallow clone without the first commit of the convention, it says so and passes.
import { spawnSync } from 'node:child_process';
import { subjectProblems } from './commits/convention.ts';

/** The first commit written under the convention; everything after it is checked. */
const FIRST = '9e49566';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

if (git('cat-file', '-e', `${FIRST}^{commit}`).status !== 0) {
  console.log(`check-commits: commit ${FIRST} is not in this checkout; nothing to check.`);
  process.exit(0);
}
// %x1e between commits, %x1f between hash and raw message.
const log = git('log', '--no-merges', '--format=%h%x1f%B%x1e', `${FIRST}~1..HEAD`);
if (log.status !== 0) {
  console.error(`check-commits: git log failed: ${log.stderr.trim()}`);
  process.exit(2);
}
const problems = log.stdout
  .split('\x1e')
  .map((entry) => entry.trim())
  .filter((entry) => entry !== '')
  .flatMap((entry) => {
    const [hash = '', message = ''] = entry.split('\x1f');
    return subjectProblems(message).map((problem) => `${hash}: ${problem}`);
  });
for (const problem of problems) console.error(`check-commits: ${problem}`);
if (problems.length > 0) {
  console.error('A commit is a subject of at most 72 characters, a blank line, then the body (CONTRIBUTING.md).');
  process.exit(1);
}
console.log(`check-commits: every commit since ${FIRST} follows the convention.`);
