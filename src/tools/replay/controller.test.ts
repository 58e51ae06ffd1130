// The replay controller in Node: the real replay engine, a fake address, the real hand-over
// (record-handoff.ts) over in-memory storage, and a chunk loader that can fail. What the page does
// on a pasted record, a damaged one, a link, the table's hand-over, a reload, a failed load.
import { describe, expect, test } from 'vitest';
import { handRecords, makeBot, type HandRecord } from '../../engine/game/index.ts';
import { keepOpen, keptOpen, REPLAY_HANDOFF_KEY, REPLAY_OPEN_KEY, takeHandOff } from '../shared/record-handoff.ts';
import { replayLinkOf } from '../shared/replay-link.ts';
import { createReplay, momentQuery, shareQuery, type ReplayIO, type ReplayModel } from './controller.ts';
import { parseReplayQuery } from './query.ts';
import * as engine from './replay-engine.ts';

const bots = [0, 1, 2, 3].map(() => makeBot('careful'));
const RECORDS: HandRecord[] = [];
for (const r of handRecords(7, { minFan: 1 }, bots)) {
  if (!r.ok) throw new Error(r.error.code);
  RECORDS.push(r.value);
  if (RECORDS.length === 3) break;
}
const [ONE, TWO] = RECORDS as [HandRecord, HandRecord];
/** The hand's last moment, counted from the engine's own replay. */
const lastOf = (r: HandRecord): number =>
  (engine.replayOf(r) as { value: { states: unknown[] } }).value.states.length - 1;
const lines = (rs: HandRecord[]): string => rs.map((r) => JSON.stringify(r)).join('\n') + '\n';
const linkOf = (r: HandRecord): string => {
  const g = replayLinkOf(r);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

const memory = (items = new Map<string, string>()) => ({
  items,
  getItem: (k: string) => items.get(k) ?? null,
  setItem: (k: string, v: string) => void items.set(k, v),
  removeItem: (k: string) => void items.delete(k),
});

/** A fake world: an address, local and tab storage (null: blocked), `failures` failed loads first. */
function world(
  opts: { query?: string; failures?: number; local?: Map<string, string> | null; tab?: Map<string, string> } = {},
) {
  const writes: string[] = [];
  let query = opts.query ?? '';
  let failures = opts.failures ?? 0;
  let loads = 0;
  const local = opts.local === null ? null : memory(opts.local);
  const tab = memory(opts.tab);
  const io: ReplayIO = {
    loadEngine: () => {
      loads++;
      return failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(engine);
    },
    readQuery: () => query,
    writeQuery: (q) => {
      writes.push(q);
      query = q;
    },
    takeHandOff: () => takeHandOff(local),
    keepOpen: (text) => keepOpen(text, tab),
    keptOpen: () => keptOpen(tab),
  };
  const ctl = createReplay(io);
  return { ctl, writes, tab: tab.items, local: local?.items, loads: () => loads };
}

/** What the view shows of a model, in figures. */
const shown = (m: ReplayModel) => ({
  hand: m.shown?.hand,
  count: m.shown?.count,
  at: m.shown?.at,
  board: m.shown && [m.shown.board.at, m.shown.board.last],
  problem: m.problem,
  focus: m.focus,
});

describe('opening a record', () => {
  test('nothing to open: the engine is in, the form waits', async () => {
    const { ctl, writes } = world();
    expect(ctl.model.engine).toBe('loading');
    await ctl.start();
    expect([ctl.model.engine, ctl.model.shown, ctl.model.problem, writes]).toEqual(['ready', null, null, []]);
  });

  test('a pasted record: its deal, the board takes the focus, the address and the tab keep it', async () => {
    const { ctl, writes, tab } = world();
    await ctl.start();
    await ctl.openText(JSON.stringify(ONE));
    const m = ctl.model;
    expect(shown(m)).toEqual({ hand: 1, count: 1, at: 0, board: [0, lastOf(ONE)], problem: null, focus: 'board' });
    expect(m.shown!.link).toBe(linkOf(ONE));
    expect(m.shown!.decisions).toBeNull(); // the CLI's records name no learner
    expect(writes).toEqual(['?at=0']);
    expect(tab.get(REPLAY_OPEN_KEY)).toBe(JSON.stringify(ONE));
    expect(shareQuery(m.shown!)).toBe(`?g=${encodeURIComponent(linkOf(ONE))}&at=0`);
  });

  test('a damaged record: its code, and the hand shown before is gone', async () => {
    const { ctl, writes, tab } = world();
    await ctl.start();
    await ctl.openText(JSON.stringify(ONE));
    const discard = ONE.events.findIndex((e) => e.type === 'discard');
    const tampered = { ...ONE, events: ONE.events.map((e, i) => (i === discard ? { ...e, tile: '9z' } : e)) };
    const expected = engine.replayOf(tampered);
    expect(expected.ok).toBe(false);
    await ctl.openText(JSON.stringify(tampered));
    expect(ctl.model.problem).toEqual({ kind: 'record', error: expected.ok ? null : expected.error });
    expect(ctl.model.shown).toBeNull();
    await ctl.openText('{"format": "fan-and-laak/hand", ');
    expect(ctl.model.problem).toEqual({ kind: 'record', error: { code: 'not-json' } });
    await ctl.openText(JSON.stringify({ ...ONE, version: 2 }));
    expect(ctl.model.problem).toEqual({ kind: 'record', error: { code: 'version' } });
    // Only the record that replayed was kept and written into the address.
    expect([writes, tab.get(REPLAY_OPEN_KEY)]).toEqual([['?at=0'], JSON.stringify(ONE)]);
  });

  test('several hands: another chosen by number, a damaged one named by its number', async () => {
    const bad = { ...TWO, events: TWO.events.slice(0, -3) };
    const { ctl, writes } = world();
    await ctl.start();
    await ctl.openText(lines(RECORDS));
    ctl.go(4);
    ctl.chooseHand(2);
    expect(shown(ctl.model)).toMatchObject({ hand: 2, count: 3, at: 0, board: [0, lastOf(TWO)], focus: null });
    ctl.chooseHand(9); // beyond the text: its last hand
    expect(ctl.model.shown!.hand).toBe(3);
    expect(writes).toEqual(['?at=0', '?at=4', '?hand=2&at=0', '?hand=3&at=0']);
    await ctl.openText(lines([ONE, bad]));
    ctl.chooseHand(2);
    expect(ctl.model.problem).toMatchObject({ kind: 'record', error: { code: 'tampered', record: 2 } });
  });

  test('a file: read like a pasted text; one that cannot be read is a problem of its own', async () => {
    const { ctl } = world();
    await ctl.start();
    await ctl.openFile(new Blob([lines([ONE])]));
    expect(shown(ctl.model)).toMatchObject({ at: 0, board: [0, lastOf(ONE)], problem: null });
    await ctl.openFile({ text: () => Promise.reject(new Error('NotReadableError')) });
    expect([ctl.model.problem, ctl.model.shown]).toEqual([{ kind: 'file' }, null]);
  });
});

describe('the address', () => {
  test('a hand link at a moment: that moment; each move written back, the link kept', async () => {
    const g = linkOf(ONE);
    const { ctl, writes } = world({ query: `?g=${encodeURIComponent(g)}&at=5` });
    await ctl.start();
    expect(shown(ctl.model)).toEqual({ hand: 1, count: 1, at: 5, board: [5, lastOf(ONE)], problem: null, focus: null });
    expect(ctl.model.shown).toMatchObject({ from: g, link: g, text: '' });
    ctl.go(6);
    ctl.go(6); // no move: nothing written
    ctl.go(0);
    expect(writes.map(parseReplayQuery)).toEqual([5, 6, 0].map((at) => ({ at, hand: null, g })));
    expect(momentQuery(ctl.model.shown!, 9)).toBe(writes[0]!.replace('at=5', 'at=9'));
  });

  test('the moment is clamped to the hand', async () => {
    const last = lastOf(ONE);
    const { ctl, writes } = world({ query: `?g=${linkOf(ONE)}&at=999999` });
    await ctl.start();
    expect([ctl.model.shown!.at, ctl.model.shown!.board.at]).toEqual([last, last]);
    ctl.go(-4);
    expect(ctl.model.shown!.at).toBe(0);
    ctl.go(last + 10);
    ctl.go(2.7);
    expect(writes.map((q) => parseReplayQuery(q).at)).toEqual([last, 0, last, 2]);
  });

  test('a link that does not replay: its code, nothing opened', async () => {
    for (const [g, error] of [
      ['9.abc.E0.AB', 'version'],
      ['<script>', 'syntax'],
      ['1.7.E0.____', 'choice'],
      // Longer than any address the page would read before: told, not dropped.
      [`1.7.E0.${'A'.repeat(5000)}`, 'too-long'],
      ['A'.repeat(100_000), 'too-long'],
    ] as const) {
      const { ctl, writes } = world({ query: `?g=${encodeURIComponent(g)}` });
      await ctl.start();
      expect([ctl.model.problem, ctl.model.shown, writes]).toEqual([{ kind: 'link', error }, null, []]);
    }
  });
});

describe('the hand-over from the play table', () => {
  test('taken once at its moment and kept for the tab: a reload shows it again where it was', async () => {
    const local = new Map([[REPLAY_HANDOFF_KEY, JSON.stringify(ONE)]]);
    const a = world({ query: '?at=4', local });
    await a.ctl.start();
    expect(shown(a.ctl.model)).toMatchObject({ at: 4, board: [4, lastOf(ONE)], focus: null });
    expect([local.has(REPLAY_HANDOFF_KEY), a.tab.get(REPLAY_OPEN_KEY)]).toEqual([false, JSON.stringify(ONE)]);
    a.ctl.go(7);
    // The reload: the same tab, the address as the page left it.
    const b = world({ query: a.writes.at(-1)!, local, tab: a.tab });
    await b.ctl.start();
    expect(shown(b.ctl.model)).toMatchObject({ at: 7, board: [7, lastOf(ONE)], problem: null });
  });

  test('a hand-over wins over a link in the address', async () => {
    const local = new Map([[REPLAY_HANDOFF_KEY, JSON.stringify(TWO)]]);
    const { ctl } = world({ query: `?g=${linkOf(ONE)}&at=1`, local });
    await ctl.start();
    expect(ctl.model.shown).toMatchObject({ from: null, link: linkOf(TWO) });
  });

  test('storage blocked: a problem named, nothing opened', async () => {
    const { ctl } = world({ local: null });
    await ctl.start();
    expect([ctl.model.problem, ctl.model.shown]).toEqual([{ kind: 'storage' }, null]);
  });
});

describe('the engine chunk', () => {
  test('a failed load is kept as a state; the next open loads again', async () => {
    const local = new Map([[REPLAY_HANDOFF_KEY, JSON.stringify(ONE)]]);
    const w = world({ failures: 2, local });
    await w.ctl.start();
    expect([w.ctl.model.engine, w.ctl.model.shown, w.loads()]).toEqual(['failed', null, 1]);
    expect(local.has(REPLAY_HANDOFF_KEY)).toBe(true); // not taken: a reload still finds it
    await w.ctl.openText(JSON.stringify(TWO));
    expect([w.ctl.model.engine, w.ctl.model.shown, w.loads()]).toEqual(['failed', null, 2]);
    await w.ctl.openText(JSON.stringify(TWO));
    expect([w.ctl.model.engine, w.ctl.model.shown?.link, w.loads()]).toEqual(['ready', linkOf(TWO), 3]);
    await w.ctl.openText(JSON.stringify(ONE));
    expect(w.loads()).toBe(3); // loaded once, kept
  });
});

describe("the learner's decisions", () => {
  const learned: HandRecord = { ...ONE, learner: 'S' };
  const decisions = engine.decisionsOf(learned)!;

  test('listed with the record; a jump from the list brings the focus to the board', async () => {
    expect(decisions.items.length).toBeGreaterThan(3);
    const { ctl } = world();
    const seen: ReplayModel[] = [];
    ctl.subscribe((m) => seen.push(m));
    await ctl.start();
    await ctl.openText(JSON.stringify(learned));
    expect(ctl.model.shown!.decisions).toEqual(decisions);
    const x = decisions.items[2]!;
    ctl.go(x.moment, true);
    expect([ctl.model.shown!.at, ctl.model.focus]).toEqual([x.moment, 'board']);
    expect(ctl.model.shown!.here).toEqual(decisions.items.filter((d) => d.moment === x.moment));
    const before = seen.length;
    ctl.go(x.moment, true); // the same link again: the focus is asked for again
    ctl.go(x.moment + 1);
    expect(seen.length).toBe(before + 2);
    expect(seen.at(-2)!.focus).toBe('board');
    expect(ctl.model.focus).toBeNull();
  });
});
