// The replay page after a release whose shuffle differs (`buildWall` deals seed `s` as the
// earlier release dealt `s ^ 1`): every record the earlier release wrote (the engine's fixtures,
// among them a hand from the play table) reads and replays to its recorded end as a pasted text
// or a file, and the table's hand lists the learner's decisions; none gets a short link, which
// would be dealt from the seed.
import { describe, expect, test, vi } from 'vitest';
import type { HandRecord } from '../../engine/game/index.ts';
import { replayLinkOf } from '../shared/replay-link.ts';
import { decisionsOf } from './decisions.ts';
import { readRecords, replayOf } from './records.ts';

vi.mock('../../engine/game/wall.ts', async (original) => {
  const wall = await original<typeof import('../../engine/game/wall.ts')>();
  return { ...wall, buildWall: (seed: number) => wall.buildWall((seed ^ 1) >>> 0) };
});

const files = import.meta.glob<HandRecord>('../../engine/game/fixtures/*.json', { eager: true, import: 'default' });
const FIXTURES = Object.entries(files).map(([path, r]) => [/([^/]+)\.json$/.exec(path)![1]!, r] as const);

describe('records of an earlier release, after a change to the shuffle', () => {
  test.each(FIXTURES)('%s reads and replays to its end; no link', (_, r) => {
    const read = readRecords(`${JSON.stringify(r, null, 2)}\n`);
    if (!read.ok) throw new Error(read.error.code);
    const replay = replayOf(read.value[0]!);
    expect(replay.ok && replay.value.states.at(-1)!.result).toEqual(r.result);
    expect(replayLinkOf(r)).toEqual({ ok: false, error: 'seed' });
  });

  test('the hand from the play table lists the learner’s decisions', () => {
    const table = FIXTURES.filter(([, r]) => r.learner !== undefined);
    expect(table.length).toBeGreaterThan(0);
    for (const [, r] of table) expect(decisionsOf(r)?.items.length).toBeGreaterThan(0);
  });
});
