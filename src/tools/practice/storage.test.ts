// Practice's damaged values go through the site's keepDamaged under practice's keys of old, and
// a value that could not be kept is never written over.
import { describe, expect, test } from 'vitest';
import { fakeStorage } from '../../ui/fake-storage.ts';
import { onStorageNews, type StorageNews } from '../../ui/storage-news.ts';
import { datedBackupKey, readStore, writeStore } from './storage.ts';
import { snapshot } from './merge.ts';
import { BACKUP_KEY, PRACTICE_KEY, emptyPractice, writePractice } from './store.ts';

const TODAY = '2026-11-28';

function heard(run: () => void): StorageNews[] {
  const news: StorageNews[] = [];
  const stop = onStorageNews((n) => news.push(n));
  news.length = 0;
  run();
  stop();
  return news;
}

describe('practice backups', () => {
  test('the keys stay those practice always used', () => {
    expect([BACKUP_KEY, datedBackupKey(TODAY)]).toEqual([
      'fanlaak:practice-backup:v1',
      'fanlaak:practice-backup-2026-11-28:v1',
    ]);
  });

  test('a damaged value is kept, told, and then replaced', () => {
    const s = fakeStorage({ [PRACTICE_KEY]: '{broken' });
    const news = heard(() => expect(readStore(s, TODAY).problem).toBe('unreadable'));
    expect(news).toEqual([{ kind: 'kept', key: PRACTICE_KEY, backup: BACKUP_KEY }]);
    expect(s.items.get(BACKUP_KEY)).toBe('{broken');
    writeStore(s, snapshot());
    expect(s.items.get(PRACTICE_KEY)).toBe(writePractice(snapshot()));
  });

  test('a backup made before the key convention, not yet moved (full storage), counts as the first one', () => {
    const s = fakeStorage({ [PRACTICE_KEY]: '{broken', 'fan-laak.practice.backup': '{broken' }, 'writes');
    expect(heard(() => readStore(s, TODAY))).toEqual([]);
    expect(s.items.has(datedBackupKey(TODAY))).toBe(false);
  });

  test('a damaged value that cannot be kept stays, and that is told', () => {
    const s = fakeStorage({ [PRACTICE_KEY]: '{third', [BACKUP_KEY]: '{first', [datedBackupKey(TODAY)]: '{second' });
    expect(readStore(s, TODAY).problem).toBe('unreadable');
    const news = heard(() => writeStore(s, snapshot()));
    expect(news).toEqual([{ kind: 'unkept', key: PRACTICE_KEY }]);
    expect(s.items.get(PRACTICE_KEY)).toBe('{third');
  });

  test('once another tab has replaced the unkept value, saving goes on', () => {
    const s = fakeStorage({ [PRACTICE_KEY]: '{third', [BACKUP_KEY]: '{first', [datedBackupKey(TODAY)]: '{second' });
    readStore(s, TODAY);
    s.items.set(PRACTICE_KEY, writePractice(snapshot()));
    writeStore(s, snapshot({ ...emptyPractice(), streak: 1, best: 1 }));
    expect(JSON.parse(s.items.get(PRACTICE_KEY)!)).toMatchObject({ streak: 1, best: 1 });
  });
});
