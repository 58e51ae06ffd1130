// The evenings as today's release keeps them (`fanlaak:sheets:v1`, written by writeShelf from
// the engine's fixture sheets) read back whole by every later release.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readSheet } from '../../engine/sheet/index.ts';
import { readShelf, writeShelf } from './shelf.ts';

const stored = readFileSync(new URL('./fixtures/shelf-v1.json', import.meta.url), 'utf8');

describe('the shelf written by today’s release', () => {
  const read = readShelf(stored, readSheet);

  test('reads as two evenings, nothing left unread', () => {
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(read.shelf.others).toEqual([]);
    expect(read.shelf.evenings.map((e) => [e.sheet.id, e.sheet.hands.length, e.updated])).toEqual([
      ['fixture-hke-classic', 21, '2026-11-28T20:40:00.000Z'],
      ['fixture-chips', 3, '2026-11-27T21:10:00.000Z'],
    ]);
  });

  test('writes back to the same value', () => {
    if (read.kind !== 'ok') throw new Error('not read');
    expect(JSON.parse(writeShelf(read.shelf))).toEqual(JSON.parse(stored));
  });
});
