// The hand-over from the table to the replay page: taken once, then gone; blocked storage is a value.
import { expect, test } from 'vitest';
import { handOff, keepOpen, keptOpen, REPLAY_HANDOFF_KEY, REPLAY_OPEN_KEY, takeHandOff } from './record-handoff.ts';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
};
const blocked = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
  removeItem: (): void => undefined,
};

test('a record handed over is taken once', () => {
  const s = memory();
  expect(handOff('{"format":"fan-and-laak/hand"}', s)).toEqual({ ok: true, value: null });
  expect(s.m.has(REPLAY_HANDOFF_KEY)).toBe(true);
  expect(takeHandOff(s)).toEqual({ ok: true, value: '{"format":"fan-and-laak/hand"}' });
  expect(takeHandOff(s)).toEqual({ ok: true, value: null });
});

test('blocked or missing storage is an error value', () => {
  expect(handOff('x', blocked)).toEqual({ ok: false, error: 'full' });
  expect(takeHandOff(blocked)).toEqual({ ok: false, error: 'blocked' });
  expect(handOff('x', null)).toEqual({ ok: false, error: 'blocked' });
  expect(takeHandOff(null)).toEqual({ ok: false, error: 'blocked' });
});

test('the record a tab opened is kept for a reload, and the newest one wins', () => {
  const s = memory();
  expect(keptOpen(s)).toBeNull();
  keepOpen('first', s);
  keepOpen('second', s);
  expect(keptOpen(s)).toBe('second');
  expect([...s.m.keys()]).toEqual([REPLAY_OPEN_KEY]);
});

test('keeping is best effort: blocked or missing storage keeps nothing and throws nothing', () => {
  expect(() => keepOpen('x', blocked)).not.toThrow();
  expect(keptOpen(blocked)).toBeNull();
  expect(keptOpen(null)).toBeNull();
});
