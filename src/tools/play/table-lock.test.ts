// The table lock on the real Web Locks and BroadcastChannel (Node has both): two "tabs" in one
// process. The first holds the table; the second is told it is busy; asked, the first lets go
// and the second is granted it; a holder that does not answer has it taken, and is told so.
import { afterEach, expect, test } from 'vitest';
import { tableLock } from './table-lock.ts';

const opened: { close: () => void }[] = [];
afterEach(() => opened.splice(0).forEach((t) => t.close()));

function tab(stealMs?: number) {
  const t = tableLock(stealMs)!;
  opened.push(t);
  return t;
}
/** The claim's answer; 'none' when none came within a second. */
const claimed = (t: ReturnType<typeof tab>, wait: boolean) =>
  new Promise<boolean | 'none'>((r) => {
    const timer = setTimeout(() => r('none'), 1000);
    t.claim(wait, (held) => {
      clearTimeout(timer);
      r(held);
    });
  });

test('the second tab finds the table busy, asks, and gets it once the first lets go', async () => {
  const a = tab();
  const b = tab();
  const told: string[] = [];
  a.onLetGo((asked) => {
    told.push(`a asked=${asked}`);
    a.release();
  });
  b.onLetGo((asked) => told.push(`b asked=${asked}`));
  expect(await claimed(a, false)).toBe(true);
  expect(await claimed(b, false)).toBe(false);
  b.askOthers();
  expect(await claimed(b, true)).toBe(true);
  expect(told).toEqual(['a asked=true']);
  // Now the first is told the table is busy; the second, not holding it before, was never asked.
  expect(await claimed(a, false)).toBe(false);
});

test('a holder that does not answer has the table taken after the wait, and is told (not asked)', async () => {
  const a = tab();
  const b = tab(50);
  const told: boolean[] = [];
  a.onLetGo((asked) => told.push(asked)); // never releases
  expect(await claimed(a, false)).toBe(true);
  b.askOthers();
  expect(await claimed(b, true)).toBe(true);
  await new Promise((r) => setTimeout(r, 20));
  expect(told).toEqual([true, false]);
});

test('a lock request the browser refuses lets the tab play, as without locks', async () => {
  const request = navigator.locks.request.bind(navigator.locks);
  navigator.locks.request = (() => Promise.reject(new DOMException('no', 'SecurityError'))) as typeof request;
  try {
    expect(await claimed(tab(), false)).toBe(true);
  } finally {
    navigator.locks.request = request;
  }
});
