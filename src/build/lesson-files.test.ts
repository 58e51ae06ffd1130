import { describe, expect, test } from 'vitest';
import type { Lang } from '../words/index.ts';
import { inOrder, lessonSetProblems, parseLessonPath, type LessonFile } from './lesson-files.ts';

describe('parseLessonPath', () => {
  test('reads language, file and slug', () => {
    expect(parseLessonPath('content/de/01-tiles.mdx')).toEqual({ lang: 'de', file: '01-tiles.mdx', slug: 'tiles' });
    expect(parseLessonPath('/abs/content/en/10-basic-strategy.mdx')).toEqual({
      lang: 'en',
      file: '10-basic-strategy.mdx',
      slug: 'basic-strategy',
    });
  });

  test.each(['content/de/tiles.mdx', 'content/de/1-tiles.mdx', 'content/de/01_Tiles.mdx', 'content/de/01-tiles.md'])(
    '%s breaks the naming rule and says how to fix it',
    (path) => {
      expect(parseLessonPath(path)).toEqual({ error: expect.stringMatching(/01-tiles\.mdx/) });
    },
  );

  test('a folder other than de/en is named in the message', () => {
    expect(parseLessonPath('content/fr/01-tiles.mdx')).toEqual({ error: expect.stringMatching(/content\/de\//) });
  });
});

const lesson = (lang: Lang, file: string, order: number): LessonFile => ({
  lang,
  file,
  order,
  slug: file.replace(/^\d\d-/, '').replace(/\.mdx$/, ''),
});

describe('lessonSetProblems', () => {
  test('a complete mirrored set is fine, also an empty one', () => {
    expect(lessonSetProblems([])).toEqual([]);
    expect(lessonSetProblems([lesson('de', '01-tiles.mdx', 1), lesson('en', '01-tiles.mdx', 1)])).toEqual([]);
  });

  test('a missing twin names both files', () => {
    const problems = lessonSetProblems([
      lesson('de', '01-tiles.mdx', 1),
      lesson('en', '01-tiles.mdx', 1),
      lesson('de', '02-wall.mdx', 2),
    ]);
    expect(problems).toEqual([
      expect.stringContaining('content/de/02-wall.mdx has no English twin: add content/en/02-wall.mdx'),
    ]);
  });

  test('twins with different order', () => {
    const problems = lessonSetProblems([lesson('de', '01-tiles.mdx', 1), lesson('en', '01-tiles.mdx', 2)]);
    expect(problems).toEqual([expect.stringContaining('order 1 but content/en/01-tiles.mdx has order 2')]);
  });

  test('duplicate slugs and orders within a language', () => {
    const set = [
      lesson('de', '01-tiles.mdx', 1),
      lesson('de', '02-tiles.mdx', 1),
      lesson('en', '01-tiles.mdx', 1),
      lesson('en', '02-tiles.mdx', 1),
    ];
    const problems = lessonSetProblems(set);
    expect(problems.filter((p) => p.includes('share the slug'))).toHaveLength(2);
    expect(problems.filter((p) => p.includes('share the order'))).toHaveLength(2);
  });

  test('inOrder sorts by order', () => {
    const sorted = inOrder([lesson('de', '02-wall.mdx', 2), lesson('de', '01-tiles.mdx', 1)]);
    expect(sorted.map((l) => l.slug)).toEqual(['tiles', 'wall']);
  });
});
