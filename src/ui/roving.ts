// Arrow-key movement in a picker laid out in rows (one row per suit). Pure, so the keyboard
// behaviour is tested without a browser; the view maps KeyboardEvent.key to a NavKey.

export const NAV_KEYS = ['left', 'right', 'up', 'down', 'home', 'end'] as const;
export type NavKey = (typeof NAV_KEYS)[number];

const KEY_MAP: Readonly<Record<string, NavKey>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

export const navKey = (key: string): NavKey | undefined => KEY_MAP[key];

/**
 * The index after pressing `key` at `index`, in items laid out as rows of the given lengths.
 * Left/right walk through all items and stop at the ends; up/down jump to the same position in
 * the row above or below (clamped to that row's length); home/end go to the first/last item.
 */
export function move(rows: readonly number[], index: number, key: NavKey): number {
  const total = rows.reduce((a, b) => a + b, 0);
  switch (key) {
    case 'left':
      return Math.max(0, index - 1);
    case 'right':
      return Math.min(total - 1, index + 1);
    case 'home':
      return 0;
    case 'end':
      return total - 1;
    case 'up':
    case 'down': {
      const starts = rows.map((_, r) => rows.slice(0, r).reduce((a, b) => a + b, 0));
      const row = starts.findLastIndex((s) => s <= index);
      const target = key === 'up' ? row - 1 : row + 1;
      if (target < 0 || target >= rows.length) return index;
      return starts[target]! + Math.min(index - starts[row]!, rows[target]! - 1);
    }
  }
}
