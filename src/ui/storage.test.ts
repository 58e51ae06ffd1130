// The storage module: one key convention, errors as values, and the move of the keys written
// before the convention, which never loses a value (kept under the old key until the copy
// reads back; the new key wins when both hold one).
import { describe, expect, test } from 'vitest';
import { fakeStorage } from './fake-storage.ts';
import { readItem, readText, removeItem, storageKey, writeItem, type Store } from './storage.ts';
import { migrateStorage, newKeyOf, oldKeyOf, readMoved } from './storage-moves.ts';

const OLD = 'fan-laak.practice.v1';
const NEW = 'fanlaak:practice:v1';

describe('keys', () => {
  test('fanlaak:<name>:v<N>', () => {
    expect(storageKey('play-history', 1)).toBe('fanlaak:play-history:v1');
    expect(storageKey('practice', 2)).toBe('fanlaak:practice:v2');
  });

  test.each([
    ['fan-laak.practice.v1', 'fanlaak:practice:v1'],
    ['fan-laak.practice.backup', 'fanlaak:practice-backup:v1'],
    ['fan-laak.practice.backup.2026-02-01', 'fanlaak:practice-backup-2026-02-01:v1'],
  ])('%s is now %s, and back', (old, now) => {
    expect(newKeyOf(old)).toBe(now);
    expect(oldKeyOf(now)).toBe(old);
  });

  test.each([
    'fanlaak:play:v1',
    'fanlaak:practice:v2',
    'fan-laak.practice.v2',
    'fan-laak.practice.backup.x',
    'fanlaak:theme',
  ])('%s has no other name', (key) => {
    expect(newKeyOf(key)).toBeNull();
    expect(oldKeyOf(key)).toBeNull();
  });
});

describe('errors are values', () => {
  test('no storage, or storage that refuses everything, reads and writes as blocked', () => {
    for (const s of [null, fakeStorage({ [NEW]: 'x' }, 'everything')]) {
      expect(readItem(s, NEW)).toEqual({ ok: false, error: 'blocked' });
      expect(readText(s, NEW)).toBeNull();
      expect(writeItem(s, NEW, 'y')).toEqual({ ok: false, error: s === null ? 'blocked' : 'full' });
      expect(removeItem(s, NEW)).toEqual({ ok: false, error: 'blocked' });
    }
  });

  test('a full storage still reads; writing is refused as full', () => {
    const s = fakeStorage({ [NEW]: 'x' }, 'writes');
    expect(readItem(s, NEW)).toEqual({ ok: true, value: 'x' });
    expect(writeItem(s, NEW, 'y')).toEqual({ ok: false, error: 'full' });
    expect(s.items.get(NEW)).toBe('x');
  });

  test('written, read back, removed', () => {
    const s = fakeStorage();
    expect(readItem(s, 'fanlaak:guided:v1')).toEqual({ ok: true, value: null });
    expect(writeItem(s, 'fanlaak:guided:v1', '{}')).toEqual({ ok: true, value: null });
    expect(readText(s, 'fanlaak:guided:v1')).toBe('{}');
    expect(removeItem(s, 'fanlaak:guided:v1')).toEqual({ ok: true, value: null });
    expect(s.items.size).toBe(0);
  });
});

describe('the move from the old keys', () => {
  test('every old key moves to its key now, and only the old keys go', () => {
    const s = fakeStorage({
      [OLD]: 'progress',
      'fan-laak.practice.backup': 'first damage',
      'fan-laak.practice.backup.2026-02-01': 'second damage',
      'fanlaak:play:v1': 'settings',
      'another-site': 'theirs',
    });
    migrateStorage(s);
    expect(Object.fromEntries(s.items)).toEqual({
      [NEW]: 'progress',
      'fanlaak:practice-backup:v1': 'first damage',
      'fanlaak:practice-backup-2026-02-01:v1': 'second damage',
      'fanlaak:play:v1': 'settings',
      'another-site': 'theirs',
    });
  });

  test('the first read of a moved key moves them', () => {
    const s = fakeStorage({ [OLD]: 'progress' });
    expect(readMoved(s, NEW)).toEqual({ ok: true, value: 'progress' });
    expect([...s.items]).toEqual([[NEW, 'progress']]);
  });

  test('when both keys hold a value, the new one wins and the old one is kept', () => {
    const s = fakeStorage({ [OLD]: 'written by an older page', [NEW]: 'now' });
    expect(readMoved(s, NEW)).toEqual({ ok: true, value: 'now' });
    expect(s.items.get(OLD)).toBe('written by an older page');
  });

  test('a full storage keeps the old key, and its value is still read', () => {
    const s = fakeStorage({ [OLD]: 'progress' }, 'writes');
    expect(readMoved(s, NEW)).toEqual({ ok: true, value: 'progress' });
    expect([...s.items]).toEqual([[OLD, 'progress']]);
    expect(readMoved(null, NEW)).toEqual({ ok: false, error: 'blocked' });
  });

  test('a copy that does not read back keeps the old key', () => {
    const items = new Map([[OLD, 'progress']]);
    const lossy: Store = {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v.slice(1)),
      removeItem: (k) => void items.delete(k),
    };
    migrateStorage(lossy);
    expect(items.get(OLD)).toBe('progress');
  });

  test('a storage that cannot list its keys still has the fixed keys moved', () => {
    const items = new Map([
      [OLD, 'progress'],
      ['fan-laak.practice.backup', 'damage'],
    ]);
    const plain: Store = {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    };
    migrateStorage(plain);
    expect(Object.fromEntries(items)).toEqual({ [NEW]: 'progress', 'fanlaak:practice-backup:v1': 'damage' });
  });

  test('the move runs once per storage and page', () => {
    const s = fakeStorage({ [OLD]: 'progress' });
    migrateStorage(s);
    s.items.set(OLD, 'written later by an older page');
    expect(readMoved(s, NEW)).toEqual({ ok: true, value: 'progress' });
    expect(s.items.get(OLD)).toBe('written later by an older page');
  });
});

test('nothing else in the site reaches the browser storage itself', async () => {
  const { globSync, readFileSync } = await import('node:fs');
  // The inline scripts that set the theme before the first paint (and the language choice at "/")
  // cannot import this module; see its header.
  const inline = ['src/site/components/Head.astro', 'src/site/components/ThemeToggle.astro', 'src/pages/index.astro'];
  const USE = /\b(window|globalThis)\.(local|session)Storage\b|\b(local|session)Storage\??\.\w+\(/;
  const touching = globSync('src/**/*.{ts,tsx,astro}')
    .filter((f) => !/\.test\.tsx?$/.test(f) && f !== 'src/ui/storage.ts' && !inline.includes(f))
    .filter((f) => USE.test(readFileSync(f, 'utf8')));
  expect(touching).toEqual([]);
});
