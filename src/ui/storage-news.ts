// What storage did that the learner must hear about, told to whoever shows it: a write the browser
// refused (full, private mode), a damaged value kept as a backup before it was replaced, and one
// that could not be kept and so is not replaced. Every
// write through storage.ts reports its failure here, so no page can lose data silently; the site's
// storage notice (src/site/components/StorageNotice.astro) listens and says it once per page. News
// told before a listener exists is kept for it: islands and the notice load in any order.
import type { StorageError } from './storage-errors.ts';

export type StorageNews =
  /** A write was refused: what it held lives on for this visit only. */
  | { kind: 'write-failed'; key: string; error: StorageError }
  /** A stored value could not be read; it was kept under `backup` before anything replaced it. */
  | { kind: 'kept'; key: string; backup: string }
  /**
   * A stored value could not be read, and no copy could be kept (today's backups hold other
   * damaged values): it stays as it is, and nothing is saved over it.
   */
  | { kind: 'unkept'; key: string };

type Listener = (n: StorageNews) => void;
const listeners = new Set<Listener>();
const told: StorageNews[] = [];

const same = (a: StorageNews, b: StorageNews): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Tells every listener now and every later one on arrival; a later listener hears each different
 * news once (a full storage refuses every save of a long visit alike).
 */
export function tellStorage(n: StorageNews): void {
  if (!told.some((t) => same(t, n))) told.push(n);
  for (const f of listeners) f(n);
}

/** Listens to storage news, those told before included; returns the way to stop listening. */
export function onStorageNews(f: Listener): () => void {
  listeners.add(f);
  for (const n of told) f(n);
  return () => listeners.delete(f);
}
