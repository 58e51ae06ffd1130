// The chunk loader: one load per page, a failed load retried by the next call.
import { describe, expect, test } from 'vitest';
import { chunkLoader } from './load-chunk.ts';

/** An import that fails the first `failures` times, counting its calls. */
function flaky(failures: number) {
  const calls = { n: 0 };
  const importChunk = () => {
    calls.n += 1;
    return calls.n <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ n: calls.n });
  };
  return { calls, importChunk };
}

describe('chunkLoader', () => {
  test('calls share one load, in flight and after', async () => {
    const { calls, importChunk } = flaky(0);
    const load = chunkLoader(importChunk);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect([a, b, calls.n]).toEqual([{ n: 1 }, { n: 1 }, 1]);
  });

  test.each([1, 2, 3])('after %i failed loads the next call loads again', async (failures) => {
    const { calls, importChunk } = flaky(failures);
    const load = chunkLoader(importChunk);
    for (let i = 0; i < failures; i++) await expect(load()).rejects.toThrow('chunk failed');
    expect(await load()).toEqual({ n: failures + 1 });
    expect(calls.n).toBe(failures + 1);
  });
});
