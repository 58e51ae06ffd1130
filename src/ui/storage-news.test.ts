import { expect, test } from 'vitest';
import { onStorageNews, tellStorage, type StorageNews } from './storage-news.ts';

test('a listener hears every news; a late one hears each different news once', () => {
  const now: StorageNews[] = [];
  const stop = onStorageNews((n) => now.push(n));
  now.length = 0; // news told by other tests in this file's module
  const full: StorageNews = { kind: 'write-failed', key: 'fanlaak:news-test:v1', error: 'full' };
  const kept: StorageNews = { kind: 'kept', key: 'fanlaak:news-test:v1', backup: 'fanlaak:news-test-backup:v1' };
  for (let i = 0; i < 1000; i++) tellStorage(full);
  tellStorage(kept);
  tellStorage(full);
  stop();
  expect(now.length).toBe(1002);
  const late: StorageNews[] = [];
  onStorageNews((n) => late.push(n))();
  expect(late.filter((n) => n.key === 'fanlaak:news-test:v1')).toEqual([full, kept]);
});
