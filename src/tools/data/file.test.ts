// The data file: what is exported from a browser (every key the format knows, nothing else), the
// fixtures written by the releases of 2026-11-28 read back part by part (export-v1.json with
// practice in its store version 2, export-v1-practice-v3.json after practice moved to version 3),
// and a table of damaged, foreign, newer and over-large files, each refused with its code. Counts
// are recounted from the JSON.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fakeStorage } from '../../ui/fake-storage.ts';
import { gameRestores } from './data-engine.ts';
import { collect, fileName, makeFile, MAX_FILE, readFile, type FileError } from './file.ts';
import { PART_KEYS } from './parts.ts';
import { factsOf } from './summary.ts';

const TODAY = '2026-11-28';
const fixtureText = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FIXTURES = ['export-v1.json', 'export-v1-practice-v3.json'].map((n) => [n, fixtureText(n)] as const);
const FIXTURE = fixtureText('export-v1.json');
const fixture = JSON.parse(FIXTURE) as { parts: Record<string, unknown> };
/** The browser the fixture was exported from: every part under its key. */
const storedFixture = (): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [part, key] of Object.entries(PART_KEYS)) {
    const v = fixture.parts[part];
    if (v !== undefined) out[key] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return { ...out, ...(fixture.parts.backups as Record<string, string>) };
};

describe.each(FIXTURES)('the fixture %s', (_name, FIXTURE) => {
  const fixture = JSON.parse(FIXTURE) as { parts: Record<string, unknown> };
  test('reads back whole, the game replaying with the table engine', () => {
    const r = readFile(FIXTURE, TODAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.value.parts).sort()).toEqual(
      ['game', 'guided', 'history', 'lang', 'practice', 'progress', 'settings', 'theme'].sort(),
    );
    expect(gameRestores(r.value.parts.game)).toBe(true);
    expect(r.value.backups).toEqual(fixture.parts.backups);
  });

  test('its figures, recounted from the JSON', () => {
    const r = readFile(FIXTURE, TODAY);
    if (!r.ok) throw new Error('fixture refused');
    const p = fixture.parts as {
      progress: { lessons: Record<string, { done?: boolean }> };
      practice: { days: Record<string, Record<string, [number, number]>>; reviews: unknown[] };
      history: unknown[];
      game: { table: { game: { handNumber: number } } };
    };
    const lessons = ['tiles', 'setup', 'turn', 'waiting'];
    const answers = Object.values(p.practice.days)
      .flatMap((day) => Object.values(day))
      .reduce((s, [, n]) => s + n, 0);
    expect(factsOf(r.value, lessons, TODAY)).toEqual({
      lessons: {
        started: lessons.filter((l) => p.progress.lessons[l] !== undefined).length,
        done: lessons.filter((l) => p.progress.lessons[l]?.done === true).length,
        total: 4,
      },
      practice: { answers, reviews: p.practice.reviews.length },
      game: { hand: p.game.table.game.handNumber },
      hands: p.history.length,
      settings: true,
      guided: 5,
      sheets: null,
      theme: 'dark',
      lang: 'en',
      backups: 1,
      unreadable: [],
    });
  });
});

describe('export', () => {
  test('every key the format knows, the backups, and nothing else', () => {
    const store = fakeStorage({ ...storedFixture(), 'fanlaak:replay-handoff:v1': '{}', 'other-site': 'x' });
    const held = collect(store, TODAY, gameRestores);
    const again = readFile(makeFile(held, '2026-11-28T16:30:00.000Z'), TODAY);
    const fixed = readFile(FIXTURE, TODAY);
    expect(again.ok && again.value).toEqual(fixed.ok && fixed.value);
    expect(makeFile(held, '2026-11-28T16:30:00.000Z')).not.toContain('replay-handoff');
    expect(fileName(TODAY)).toBe('fan-laak-data-2026-11-28.json');
  });

  test('a value its page cannot read is exported as unreadable, so the file still imports', () => {
    const store = fakeStorage({
      'fanlaak:progress:v1': '{"lessons": broken',
      'fanlaak:play-history:v1': '{"game": 1}',
      'fanlaak:theme': 'purple',
      'fanlaak:lang': 'de',
    });
    const held = collect(store, TODAY, null);
    expect(held.parts).toEqual({ lang: 'de' });
    expect(Object.keys(held.unreadable).sort()).toEqual([
      'fanlaak:play-history:v1',
      'fanlaak:progress:v1',
      'fanlaak:theme',
    ]);
    const r = readFile(makeFile(held, '2026-11-28T16:30:00.000Z'), TODAY);
    expect(r.ok && r.value.unreadable['fanlaak:progress:v1']).toBe('{"lessons": broken');
  });

  test('practice under the keys from before the key convention, not yet moved by the practice page', () => {
    const practice = JSON.stringify(fixture.parts.practice);
    const store = fakeStorage({ 'fan-laak.practice.v1': practice, 'fan-laak.practice.backup.2026-11-01': 'x' });
    const held = collect(store, TODAY, null);
    expect(held.parts.practice).toEqual(fixture.parts.practice);
    expect(held.backups).toEqual({ 'fanlaak:practice-backup-2026-11-01:v1': 'x' });
    expect(Object.fromEntries(store.items)).toEqual({
      'fan-laak.practice.v1': practice,
      'fan-laak.practice.backup.2026-11-01': 'x',
    });
  });

  test('a game the table engine does not restore is unreadable', () => {
    const game = JSON.stringify({ ...(fixture.parts.game as object), table: { log: [] } });
    const held = collect(fakeStorage({ 'fanlaak:play-game:v1': game }), TODAY, gameRestores);
    expect(held.unreadable).toEqual({ 'fanlaak:play-game:v1': game });
  });
});

const withParts = (parts: Record<string, unknown>) =>
  JSON.stringify({ format: 'fan-and-laak/data', version: 1, exported: '2026-11-28T16:30:00.000Z', parts });

describe('files refused, each with its reason', () => {
  const cases: [string, string, FileError][] = [
    ['over 5 MB', `${' '.repeat(MAX_FILE)}{}`, { code: 'too-large' }],
    ['not JSON', '{"format": "fan-and-laak/data", ', { code: 'not-json' }],
    ['a bare word', 'hello', { code: 'not-json' }],
    ['an array', '[]', { code: 'foreign' }],
    ['a hand record', JSON.stringify({ format: 'fan-and-laak/hand', version: 1 }), { code: 'foreign' }],
    ['practice progress alone', JSON.stringify({ version: 2, days: {} }), { code: 'foreign' }],
    ['version 0', JSON.stringify({ format: 'fan-and-laak/data', version: 0, parts: {} }), { code: 'foreign' }],
    ['version "1"', JSON.stringify({ format: 'fan-and-laak/data', version: '1', parts: {} }), { code: 'foreign' }],
    [
      'a newer version',
      JSON.stringify({ format: 'fan-and-laak/data', version: 2, parts: {} }),
      { code: 'newer', version: 2 },
    ],
    ['no parts', JSON.stringify({ format: 'fan-and-laak/data', version: 1, exported: 'x' }), { code: 'incomplete' }],
    ['nothing in it', withParts({}), { code: 'empty' }],
    ['an unknown part', withParts({ coins: 3 }), { code: 'foreign' }],
    ['progress a list', withParts({ progress: [] }), { code: 'damaged', part: 'progress' }],
    [
      'practice with a bad day',
      withParts({ practice: { version: 2, days: { soon: {} } } }),
      { code: 'damaged', part: 'practice' },
    ],
    ['practice from a newer site', withParts({ practice: { version: 99 } }), { code: 'damaged', part: 'practice' }],
    ['a history that is no list', withParts({ history: { game: 1, hand: 1 } }), { code: 'damaged', part: 'history' }],
    ['a history over 50 hands', withParts({ history: Array(51).fill({}) }), { code: 'damaged', part: 'history' }],
    ['settings with a bad speed', withParts({ settings: { speed: 'warp' } }), { code: 'damaged', part: 'settings' }],
    [
      'the guided hand at step -1',
      withParts({ guided: { v: 1, script: 'first', step: -1 } }),
      { code: 'damaged', part: 'guided' },
    ],
    ['a theme that is no theme', withParts({ theme: 'purple' }), { code: 'damaged', part: 'theme' }],
    ['a language the site lacks', withParts({ lang: 'fr' }), { code: 'damaged', part: 'lang' }],
    ['a theme as JSON', withParts({ theme: { dark: true } }), { code: 'damaged', part: 'theme' }],
    ['a game that is no object', withParts({ game: 'saved' }), { code: 'damaged', part: 'game' }],
    [
      'a backup under another key',
      withParts({ backups: { 'fanlaak:practice:v1': '{}' } }),
      { code: 'damaged', part: 'backups' },
    ],
    [
      'a backup that is not text',
      withParts({ backups: { 'fanlaak:play-backup:v1': 3 } }),
      { code: 'damaged', part: 'backups' },
    ],
    [
      'an unreadable value of an unknown key',
      withParts({ unreadable: { 'fanlaak:coins:v1': 'x' } }),
      { code: 'damaged', part: 'unreadable' },
    ],
  ];
  test.each(cases)('%s', (_name, text, error) => {
    expect(readFile(text, TODAY)).toEqual({ ok: false, error });
  });

  test('a fixture with one part damaged is refused whole, naming the part', () => {
    const parts = { ...fixture.parts, settings: { ...(fixture.parts.settings as object), minFan: 7 } };
    expect(readFile(withParts(parts), TODAY)).toEqual({ ok: false, error: { code: 'damaged', part: 'settings' } });
  });

  test('a history entry the play page cannot read is kept in place, as the page keeps it', () => {
    const history = [...(fixture.parts.history as unknown[]), { game: 9, hand: 1, record: 'from a newer site' }];
    const r = readFile(withParts({ history }), TODAY);
    expect(r.ok && r.value.parts.history).toEqual(history);
    expect(r.ok && factsOf(r.value, [], TODAY).hands).toBe((fixture.parts.history as unknown[]).length);
  });

  test('a game edited by hand passes the envelope and fails the table’s own check', () => {
    const game = fixture.parts.game as { table: { bot: string } };
    const edited = structuredClone(game);
    edited.table.bot = 'genius';
    const r = readFile(withParts({ game: edited }), TODAY);
    expect(r.ok).toBe(true);
    expect(gameRestores(edited)).toBe(false);
  });
});
