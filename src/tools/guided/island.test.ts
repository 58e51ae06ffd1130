// The guided hand's controller in Node: the real guided engine, a Map for storage and a fake
// chunk loader. What the page does on opening (a fresh start, a saved place, a damaged save, an
// unknown script, a failed load), on a move awaited, on another move, and on restart.
import { describe, expect, test } from 'vitest';
import * as engine from './guided-engine.ts';
import { actionOf, type GuidedMove } from './guided.ts';
import { createGuided, type GuidedIO } from './island.ts';
import { GUIDED_SAVE_KEY, makeSave } from './save.ts';

const SCRIPT = engine.GUIDED_SCRIPTS.first!;

function world(opts: { stored?: string; failures?: number; script?: string } = {}) {
  const items = new Map<string, string>(opts.stored === undefined ? [] : [[GUIDED_SAVE_KEY, opts.stored]]);
  let failures = opts.failures ?? 0;
  const io: GuidedIO = {
    loadEngine: () => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(engine)),
    storage: { get: (k) => items.get(k) ?? null, set: (k, v) => void items.set(k, v) },
  };
  return { items, ctl: createGuided(io, opts.script ?? SCRIPT.id) };
}

/** The move step `k` awaits, as the table's button makes it. */
function awaited(k: number): GuidedMove {
  const { seat: _seat, ...move } = actionOf(SCRIPT.steps[k]!.expect, 1);
  return move as GuidedMove;
}

describe('opening', () => {
  test('nothing saved: the first step, nothing written, the focus left where the page opens', async () => {
    const { ctl, items } = world();
    await ctl.start();
    const m = ctl.model;
    expect([m.failed, m.state?.step, m.resumed, m.moved, items.size]).toEqual([false, 0, false, false, 0]);
    expect(m.view).toEqual(engine.guidedView(SCRIPT, engine.startGuided(SCRIPT)!));
  });

  test('a saved place: the hand as it was there, and the page says it went on', async () => {
    const { ctl } = world({ stored: makeSave(SCRIPT.id, 5) });
    await ctl.start();
    expect([ctl.model.state?.step, ctl.model.resumed]).toEqual([5, true]);
    expect(ctl.model.state?.hand).toEqual(engine.resumeGuided(SCRIPT, 5)!.hand);
  });

  test('a damaged or foreign save starts anew', async () => {
    for (const stored of ['{{', makeSave('other', 3), makeSave(SCRIPT.id, SCRIPT.steps.length + 1)]) {
      const { ctl } = world({ stored });
      await ctl.start();
      expect([ctl.model.state?.step, ctl.model.resumed]).toEqual([0, false]);
    }
  });

  test('an unknown script or a chunk that does not load: the page says so', async () => {
    for (const w of [world({ script: 'nope' }), world({ failures: 1 })]) {
      await w.ctl.start();
      expect([w.ctl.model.failed, w.ctl.model.view]).toEqual([true, null]);
    }
  });
});

describe('moves', () => {
  test('the move awaited goes on and saves the place; another is explained, not saved', async () => {
    const { ctl, items } = world({ stored: makeSave(SCRIPT.id, 2) });
    await ctl.start();
    ctl.move(awaited(2));
    expect([ctl.model.state?.step, ctl.model.resumed, ctl.model.moved]).toEqual([3, false, true]);
    expect(items.get(GUIDED_SAVE_KEY)).toBe(makeSave(SCRIPT.id, 3));
    const before = ctl.model.state!;
    ctl.move({ type: 'mahjong' });
    expect(ctl.model.state?.step).toBe(3);
    expect(ctl.model.state!.note).not.toBeNull();
    expect(ctl.model.state?.hand).toBe(before.hand);
    expect(items.get(GUIDED_SAVE_KEY)).toBe(makeSave(SCRIPT.id, 3));
  });

  test('followed to the end, the hand is won and the last step saved; restart goes back to the first', async () => {
    const { ctl, items } = world();
    await ctl.start();
    for (let k = 0; k < SCRIPT.steps.length; k++) ctl.move(awaited(k));
    expect(engine.isDone(SCRIPT, ctl.model.state!)).toBe(true);
    expect(ctl.model.view!.result).not.toBeNull();
    expect(items.get(GUIDED_SAVE_KEY)).toBe(makeSave(SCRIPT.id, SCRIPT.steps.length));
    ctl.restart();
    expect(ctl.model.state?.step).toBe(0);
    expect(items.get(GUIDED_SAVE_KEY)).toBe(makeSave(SCRIPT.id, 0));
  });
});
