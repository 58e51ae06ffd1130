// Rules for lesson files, kept free of Astro so they can be unit-tested. A lesson is
// content/<lang>/<NN>-<slug>.mdx; both languages use the same file name (mirrored paths).
import { DEFAULT_LANG, LANGS, type Lang } from '../words/index.ts';

export interface LessonFile {
  lang: Lang;
  /** File name without folder, e.g. `01-tiles.mdx`. */
  file: string;
  /** URL slug: the file name without number prefix and extension, e.g. `tiles`. */
  slug: string;
  /** `order` from the front matter. */
  order: number;
}

const FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx$/;

/** Reads language and slug from a path like `content/de/01-tiles.mdx`, or explains the naming rule. */
export function parseLessonPath(filePath: string): { lang: Lang; file: string; slug: string } | { error: string } {
  const parts = filePath.replaceAll('\\', '/').split('/');
  const file = parts.at(-1) ?? '';
  const folder = parts.at(-2) ?? '';
  const lang = LANGS.find((candidate) => candidate === folder);
  if (lang === undefined) {
    return { error: `${filePath}: lessons live in content/de/ or content/en/.` };
  }
  const match = FILE_NAME.exec(file);
  if (match === null) {
    return {
      error: `${filePath}: name lesson files like "01-tiles.mdx" (two digits, a dash, a lowercase slug with dashes).`,
    };
  }
  return { lang, file, slug: match[2] ?? '' };
}

// Language names for messages ("no English twin"), from the platform rather than a second table.
const languageName = (lang: Lang): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

/**
 * Everything wrong with the set of lessons as a whole: a lesson without its twin in the other
 * language, twins with different `order`, two lessons with the same slug or order.
 * Messages name the files so an author knows what to fix.
 */
export function lessonSetProblems(lessons: readonly LessonFile[]): string[] {
  const problems: string[] = [];
  for (const lang of LANGS) {
    const mine = lessons.filter((lesson) => lesson.lang === lang);
    problems.push(...duplicates(mine, (lesson) => lesson.slug, 'slug'));
    problems.push(...duplicates(mine, (lesson) => String(lesson.order), 'order'));
    for (const other of LANGS.filter((candidate) => candidate !== lang)) {
      for (const lesson of mine) {
        const twin = lessons.find((candidate) => candidate.lang === other && candidate.file === lesson.file);
        if (twin === undefined) {
          problems.push(
            `content/${lesson.lang}/${lesson.file} has no ${languageName(other)} twin: ` +
              `add content/${other}/${lesson.file} (every lesson exists in every language under the same file name).`,
          );
        } else if (lang === DEFAULT_LANG && twin.order !== lesson.order) {
          problems.push(
            `content/${lang}/${lesson.file} has order ${lesson.order} but content/${other}/${twin.file} has order ${twin.order}: ` +
              'twins must use the same order.',
          );
        }
      }
    }
  }
  return problems;
}

function duplicates(lessons: readonly LessonFile[], keyOf: (lesson: LessonFile) => string, what: string): string[] {
  const seen = new Map<string, LessonFile>();
  const problems: string[] = [];
  for (const lesson of lessons) {
    const key = keyOf(lesson);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, lesson);
    else
      problems.push(
        `content/${lesson.lang}/${first.file} and content/${lesson.lang}/${lesson.file} share the ${what} "${key}".`,
      );
  }
  return problems;
}

/** Lessons of one language in reading order. */
export function inOrder<T extends { order: number }>(lessons: readonly T[]): T[] {
  return [...lessons].sort((a, b) => a.order - b.order);
}
