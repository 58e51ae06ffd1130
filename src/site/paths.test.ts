import { expect, test } from 'vitest';
import { langOfPath, localePath, switchLangPath } from './paths.ts';

test('localePath always ends in a slash', () => {
  expect(localePath('de')).toBe('/de/');
  expect(localePath('en', 'lessons')).toBe('/en/lessons/');
  expect(localePath('de', '/lessons/tiles/')).toBe('/de/lessons/tiles/');
});

test('switchLangPath keeps the rest of the path', () => {
  expect(switchLangPath('/de/lessons/tiles/', 'en')).toBe('/en/lessons/tiles/');
  expect(switchLangPath('/en/', 'de')).toBe('/de/');
  expect(switchLangPath('/', 'en')).toBe('/en/');
  expect(switchLangPath('/404.html', 'de')).toBe('/de/');
});

test('langOfPath', () => {
  expect(langOfPath('/en/about/')).toBe('en');
  expect(langOfPath('/')).toBeUndefined();
  expect(langOfPath('/fr/')).toBeUndefined();
});
