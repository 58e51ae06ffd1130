// A Storage for the Node tests: a Map behind the Web Storage methods, optionally refusing
// writes (a full quota) or every call (storage blocked), as browsers do.
import type { Store } from './storage.ts';

export interface FakeStorage extends Store {
  readonly items: Map<string, string>;
  length: number;
  key(i: number): string | null;
  removeItem(key: string): void;
}

export function fakeStorage(
  initial: Record<string, string> = {},
  refuse: 'nothing' | 'writes' | 'everything' = 'nothing',
): FakeStorage {
  const items = new Map(Object.entries(initial));
  const check = (write: boolean) => {
    if (refuse === 'everything') throw new DOMException('blocked', 'SecurityError');
    if (write && refuse === 'writes') throw new DOMException('full', 'QuotaExceededError');
  };
  return {
    items,
    get length() {
      check(false);
      return items.size;
    },
    key: (i) => (check(false), [...items.keys()][i] ?? null),
    getItem: (k) => (check(false), items.get(k) ?? null),
    setItem: (k, v) => (check(true), void items.set(k, String(v))),
    removeItem: (k) => (check(true), void items.delete(k)),
  };
}
