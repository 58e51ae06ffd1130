import { expect, test } from 'vitest';
import { GLOSSARY } from './glossary.ts';
import { LANGS } from './index.ts';

// The terms the lessons rely on; removing one would break links like /de/glossary/#dead-wall.
const REQUIRED = [
  'tile',
  'wall',
  'dead-wall',
  'dealer',
  'seat-wind',
  'prevalent-wind',
  'chow',
  'pung',
  'kong',
  'concealed-kong',
  'pair',
  'set',
  'mah-jongg',
  'discard',
  'claim',
  'self-draw',
  'flower',
  'season',
  'bonus-tile',
  'terminal',
  'honour',
  'major-tiles',
  'simple',
  'dragon',
  'wind',
  'suit',
  'characters',
  'dots',
  'bamboo',
  'fan',
  'points',
  'limit-hand',
  'waiting',
  'tiles-from-waiting',
  'useful-tile',
  'winning-tile',
  'replacement-tile',
  'robbing-the-kong',
  'dead-hand',
  'false-mah-jongg',
  'round',
  'hand',
  'game',
  'dice',
  'breaking-the-wall',
  'exposed',
  'concealed',
  'half-flush',
  'full-flush',
  'deal',
  'thirteen-orphans',
  'nine-gates',
  'open-ended-wait',
  // The words of the table, its hints and the review of a hand.
  'live-wall',
  'last-tile',
  'drawn-hand',
  'fan-minimum',
  'unseen-tile',
  'discarder',
  'safe-tile',
  'fold',
  'dangerous-play',
];

test('every required term is present', () => {
  const ids = new Set(GLOSSARY.map((entry) => entry.id));
  expect(REQUIRED.filter((id) => !ids.has(id))).toEqual([]);
});

test('ids are unique anchors', () => {
  const ids = GLOSSARY.map((entry) => entry.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  expect(ids.filter((id) => !/^[a-z]+(-[a-z]+)*$/.test(id))).toEqual([]);
});

test('no field is empty and notes end like sentences', () => {
  const bad = GLOSSARY.filter((entry) =>
    LANGS.some(
      (lang) => entry[lang].term.trim() === '' || entry[lang].note.trim() === '' || !/[.!?]$/.test(entry[lang].note),
    ),
  );
  expect(bad.map((entry) => entry.id)).toEqual([]);
});

test('German text uses „…“ quotes', () => {
  const bad = GLOSSARY.filter((entry) => `${entry.de.term}${entry.de.note}`.includes('"'));
  expect(bad.map((entry) => entry.id)).toEqual([]);
});
