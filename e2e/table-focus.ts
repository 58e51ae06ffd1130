// Where the play page's focus is, as the table specs read it.
import type { Page } from '@playwright/test';

/** What has the focus: a control of the table's question, a tile to discard, the hand's end. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (a === null) return 'none';
    if (a.id === 'fl-play-end-title') return 'end';
    if (a.closest('.fl-play-controls')) return `control`;
    if (a.closest('.fl-play-hand') && a.getAttribute('aria-disabled') !== 'true') return 'tile';
    return 'none';
  });
