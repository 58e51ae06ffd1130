// A slow phone shows a page's server-rendered form before the island's script runs. The tests
// of what a learner does in that moment hold the island's code back until they release it.
import type { Page } from '@playwright/test';

/** Holds every script whose address matches `pattern`; call the returned function to let them load. */
export async function holdScript(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
