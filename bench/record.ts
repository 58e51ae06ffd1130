// A bench run's figures deal by deal, so that a run too long for one sitting can be played in
// pieces (`--seed S --deals N --record DIR`) and added up (combine.ts). One file per line,
// `DIR/<line>.tsv`: a first line naming the line and the player measured, then one row a deal,
// its seed and its figure (net points a hand, or the share of its rotations that ended in a
// draw game). Rows are appended as each deal ends; a file of another player is refused, so two
// players are never added up as one.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const slug = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const headerOf = (label: string, player: string): string => `# ${label}; ${player}`;

/** A writer for `dir`: for a line and its first seed, the function that keeps each deal's figure in turn. */
export function recorder(dir: string, player: string) {
  mkdirSync(dir, { recursive: true });
  return (label: string, seed: number): ((figure: number) => void) => {
    const file = join(dir, `${slug(label)}.tsv`);
    const header = headerOf(label, player);
    if (!existsSync(file)) appendFileSync(file, `${header}\n`);
    else {
      const first = readFileSync(file, 'utf8').split('\n', 1)[0];
      if (first !== header) throw new Error(`${file} records another player: "${first}", not "${header}"`);
    }
    let k = 0;
    return (figure) => appendFileSync(file, `${seed + k++}\t${figure}\n`);
  };
}

export interface Recorded {
  label: string;
  player: string;
  /** Figure by seed; a seed recorded twice (a piece run again) counts once, its last figure. */
  bySeed: Map<number, number>;
}

/** Every line recorded in `dir`. */
export function readRecords(dir: string): Recorded[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => {
      const [head = '', ...rows] = readFileSync(join(dir, f), 'utf8').split('\n');
      const [label = '', player = ''] = head.replace(/^# /, '').split('; ');
      const bySeed = new Map<number, number>();
      for (const row of rows) {
        if (row.trim() === '') continue;
        const [seed, figure] = row.split('\t').map(Number);
        if (Number.isInteger(seed) && Number.isFinite(figure)) bySeed.set(seed!, figure!);
      }
      return { label, player, bySeed };
    });
}

/**
 * The paired differences of two records of a line, `a` less `b`, over the seeds both hold, in
 * the order of the seeds: the same deals played by two players (recorded in pieces that start
 * at the same seeds, so each seed is the same deal in both).
 */
export function pairedDifferences(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): number[] {
  return [...a.keys()]
    .filter((seed) => b.has(seed))
    .sort((x, y) => x - y)
    .map((seed) => a.get(seed)! - b.get(seed)!);
}
