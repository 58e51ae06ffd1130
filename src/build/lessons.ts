// The lesson collection for pages: checked as a whole (twins, names, order) and grouped by
// language. Any problem stops the build with a message naming the files.
import { getCollection, type CollectionEntry } from 'astro:content';
import { type Lang, LANGS } from '../words/index.ts';
import { inOrder, lessonSetProblems, parseLessonPath, type LessonFile } from './lesson-files.ts';

export interface Lesson extends LessonFile {
  /** 1-based position in the course, as shown to readers ("Lesson 3"). */
  number: number;
  title: string;
  description: string;
  entry: CollectionEntry<'lessons'>;
}

/** All lessons of both languages, validated. Not cached: in dev, lessons change under us. */
export function allLessons(): Promise<Lesson[]> {
  return load();
}

/** The lessons of one language in course order. */
export async function lessonsOf(lang: Lang): Promise<Lesson[]> {
  return (await allLessons()).filter((lesson) => lesson.lang === lang);
}

async function load(): Promise<Lesson[]> {
  const entries = await getCollection('lessons');
  const problems: string[] = [];
  const files: (LessonFile & { entry: CollectionEntry<'lessons'> })[] = [];
  for (const entry of entries) {
    const parsed = parseLessonPath(entry.filePath ?? entry.id);
    if ('error' in parsed) problems.push(parsed.error);
    else files.push({ ...parsed, order: entry.data.order, entry });
  }
  problems.push(...lessonSetProblems(files));
  if (problems.length > 0) {
    throw new Error(`Lesson files need fixing:\n- ${problems.join('\n- ')}`);
  }
  const numbered: Lesson[] = [];
  for (const lang of LANGS) {
    inOrder(files.filter((file) => file.lang === lang)).forEach((file, index) => {
      numbered.push({
        ...file,
        number: index + 1,
        title: file.entry.data.title,
        description: file.entry.data.description,
      });
    });
  }
  return numbered;
}
