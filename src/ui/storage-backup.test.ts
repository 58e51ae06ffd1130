import { describe, expect, test } from 'vitest';
import { backupKey, datedBackupKey, keepDamaged } from './storage-backup.ts';
import { onStorageNews, type StorageNews } from './storage-news.ts';
import { writeItem, type Store } from './storage.ts';

function memory(limit = Infinity): Store & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem(k, v) {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

const heard: StorageNews[] = [];
onStorageNews((n) => heard.push(n));

describe('keepDamaged', () => {
  test.each([
    // [what was kept before, the damaged value now, where it goes]
    [{}, 'x', 'fanlaak:progress-backup:v1'],
    [{ 'fanlaak:progress-backup:v1': 'x' }, 'x', 'fanlaak:progress-backup:v1'],
    [{ 'fanlaak:progress-backup:v1': 'y' }, 'x', 'fanlaak:progress-backup-2026-11-28:v1'],
    [
      { 'fanlaak:progress-backup:v1': 'y', 'fanlaak:progress-backup-2026-11-28:v1': 'x' },
      'x',
      'fanlaak:progress-backup-2026-11-28:v1',
    ],
    [{ 'fanlaak:progress-backup:v1': 'y', 'fanlaak:progress-backup-2026-11-28:v1': 'z' }, 'x', null],
  ])('held %j, damaged %s: kept under %s', (held, raw, at) => {
    const s = memory();
    for (const [k, v] of Object.entries(held)) s.setItem(k, v);
    expect(keepDamaged(s, 'fanlaak:progress:v1', 'progress', raw, '2026-11-28')).toBe(at);
    if (at !== null) expect(s.getItem(at)).toBe(raw);
    else expect(heard.at(-1)).toEqual({ kind: 'unkept', key: 'fanlaak:progress:v1' });
    for (const [k, v] of Object.entries(held)) expect(s.getItem(k)).toBe(v); // nothing kept before is replaced
  });

  test('names follow the storage key convention', () => {
    expect(backupKey('play-history')).toBe('fanlaak:play-history-backup:v1');
    expect(datedBackupKey('play-history', '2026-01-02')).toBe('fanlaak:play-history-backup-2026-01-02:v1');
  });

  test('a backup and a refused write are told; a full store keeps nothing and says so', () => {
    const heard: StorageNews[] = [];
    const stop = onStorageNews((n) => heard.push(n));
    const before = heard.length; // news told by the tests above
    keepDamaged(memory(), 'fanlaak:progress:v1', 'progress', 'x', '2026-11-28');
    expect(keepDamaged(memory(0), 'fanlaak:progress:v1', 'progress', 'x', '2026-11-28')).toBeNull();
    writeItem(memory(0), 'fanlaak:play:v1', '{}');
    writeItem(null, 'fanlaak:play:v1', '{}');
    stop();
    expect(heard.slice(before)).toEqual([
      { kind: 'kept', key: 'fanlaak:progress:v1', backup: 'fanlaak:progress-backup:v1' },
      { kind: 'write-failed', key: 'fanlaak:progress-backup:v1', error: 'full' },
      { kind: 'write-failed', key: 'fanlaak:play:v1', error: 'full' },
      { kind: 'write-failed', key: 'fanlaak:play:v1', error: 'blocked' },
    ]);
  });

  test('a listener that comes late hears what was told before', () => {
    const late: StorageNews[] = [];
    onStorageNews((n) => late.push(n))();
    expect(late.length).toBeGreaterThan(0);
  });
});
