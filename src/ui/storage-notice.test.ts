import { describe, expect, test } from 'vitest';
import en from '../words/en.json' with { type: 'json' };
import de from '../words/de.json' with { type: 'json' };
import type { StorageNews } from './storage-news.ts';
import { addNews, noFacts, sentence, thingOf, type NoticeWords, type Thing } from './storage-notice.ts';

const failed = (key: string): StorageNews => ({ kind: 'write-failed', key, error: 'full' });
const kept = (key: string): StorageNews => ({ kind: 'kept', key, backup: `${key}-backup` });

describe('thingOf', () => {
  test.each([
    ['fanlaak:progress:v1', 'progress'],
    ['fanlaak:progress-backup:v1', 'progress'],
    ['fanlaak:progress-backup-2026-11-28:v1', 'progress'],
    ['fanlaak:practice:v1', 'practice'],
    ['fanlaak:practice-backup-2026-01-02:v1', 'practice'],
    ['fanlaak:play-game:v1', 'game'],
    ['fanlaak:play-game:v2', 'game'],
    ['fanlaak:play-history:v1', 'history'],
    ['fanlaak:play-history-backup:v1', 'history'],
    ['fanlaak:play:v1', 'settings'],
    ['fanlaak:guided:v1', 'guided'],
    ['fanlaak:replay-open:v1', null],
    ['fanlaak:replay-handoff:v1', null],
    ['fanlaak:something-new:v1', 'other'],
    ['fanlaak:__proto__:v1', 'other'],
    ['fanlaak:toString:v1', 'other'],
    ['fanlaak:theme', 'other'],
    ['filler-1', 'other'],
  ] as const)('%s is %s', (key, thing) => {
    expect(thingOf(key)).toBe(thing);
  });
});

/** The facts after `news`, and for each news whether it named something new. */
function told(news: StorageNews[]) {
  const facts = noFacts();
  const added = news.map((n) => addNews(facts, n));
  return { facts, added };
}

describe('addNews', () => {
  test('several news of one kind name each thing once, in the order told, unknown ones last', () => {
    const { facts, added } = told([
      failed('fanlaak:practice:v1'),
      failed('fanlaak:new-thing:v1'),
      failed('fanlaak:practice:v1'),
      failed('fanlaak:play-game:v1'),
      failed('fanlaak:other-thing:v1'),
      kept('fanlaak:progress:v1'),
      failed('fanlaak:replay-open:v1'),
      { kind: 'unkept', key: 'fanlaak:play-history:v1' },
      kept('fanlaak:progress:v1'),
    ]);
    expect(facts).toEqual({ failed: ['practice', 'game', 'other'], kept: ['progress'], unkept: ['history'] });
    // The notice shows again only when something new is named.
    expect(added).toEqual([true, true, false, true, false, true, false, true, false]);
  });

  test('news the page tells itself says nothing', () => {
    expect(told([failed('fanlaak:replay-open:v1')])).toEqual({ facts: noFacts(), added: [false] });
  });
});

/** The notice's words as StorageNotice.astro hands them over. */
function wordsOf(dict: Record<string, string>): NoticeWords {
  const things: Thing[] = ['progress', 'practice', 'game', 'history', 'settings', 'guided', 'other'];
  return {
    ...(Object.fromEntries(things.map((x) => [x, dict[`storage.what.${x}`]!])) as Record<Thing, string>),
    some: dict['storage.what.some']!,
    failed: dict['storage.failed']!,
    kept: dict['storage.kept']!,
    unkept: dict['storage.unkept']!,
  };
}

describe('sentence', () => {
  const join = (lang: string) => (parts: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);

  test.each([
    [
      'en',
      'failed',
      ['practice', 'game'],
      'This browser refused to save your practice progress and the game in progress:',
    ],
    ['en', 'failed', ['other'], 'This browser refused to save some of your data:'],
    ['en', 'failed', ['progress', 'other'], 'This browser refused to save your lesson progress and other data:'],
    ['en', 'kept', ['progress'], 'Fan & Laak could not read all of your lesson progress stored'],
    ['en', 'unkept', ['history'], 'Fan & Laak could not read the list of your last hands and could not keep'],
    [
      'de',
      'failed',
      ['practice', 'game', 'history'],
      'Dieser Browser hat deinen Übungsfortschritt, die laufende Partie und die Liste deiner letzten Spiele nicht gespeichert:',
    ],
    ['de', 'failed', ['other'], 'Dieser Browser hat einen Teil deiner Daten nicht gespeichert:'],
    ['de', 'kept', ['progress'], 'Fan & Laak konnte deinen Lernfortschritt in diesem Browser nicht vollständig lesen'],
    ['de', 'unkept', ['game'], 'Fan & Laak konnte die laufende Partie nicht lesen und heute keine'],
  ] as const)('%s %s %j', (lang, kind, things, start) => {
    const words = wordsOf(lang === 'en' ? en : de);
    expect(sentence(words[kind], things, words, join(lang))).toMatch(new RegExp(`^${start.replace(/[()]/g, '\\$&')}`));
  });
});
