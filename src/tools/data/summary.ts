// What a browser or a file holds, counted part by part, and those counts in words: the page shows
// them before the download and before an import is confirmed. Every figure is read from the
// parts with the owning page's own reading (lesson status, practice totals, the saved table).
import { lessonStatus, parseProgress } from '../../site/progress.ts';
import { fill } from '../../words/fill.ts';
import { readHistory } from '../play/history.ts';
import { readPractice, totals } from '../practice/store.ts';
import type { Held } from './file.ts';
import { KEYED_PARTS, partOfKey, type KeyedPart } from './parts.ts';
import type { DataStrings } from './strings.ts';

export interface Facts {
  /** Lessons started (done included) and done, of the site's lessons; null without progress. */
  lessons: { started: number; done: number; total: number } | null;
  /** Practice answers over all days, and puzzles on the review schedule; null without practice. */
  practice: { answers: number; reviews: number } | null;
  /** The game in progress: the hand being played in it (1 for the first). */
  game: { hand: number } | null;
  /** Hands in the play history; null without one. */
  hands: number | null;
  settings: boolean;
  /** The guided hand's step reached. */
  guided: number | null;
  /** Evenings kept by the score sheet; null without its store. */
  sheets: number | null;
  theme: string | null;
  lang: string | null;
  /** Backups of damaged values. */
  backups: number;
  /** Parts whose stored value their page cannot read. */
  unreadable: KeyedPart[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The hand number of a saved table (persist.ts: `table.game.handNumber`), checked before this is called. */
function handOf(game: unknown): number {
  const table = isObject(game) ? game.table : undefined;
  const g = isObject(table) ? table.game : undefined;
  return isObject(g) && typeof g.handNumber === 'number' ? g.handNumber : 1;
}

/** The figures of `h`; `lessons` are the slugs of the site's lessons. */
export function factsOf(h: Held, lessons: readonly string[], today: string): Facts {
  const p = h.parts;
  const progress = p.progress === undefined ? null : parseProgress(JSON.stringify(p.progress));
  const statuses = progress === null ? [] : lessons.map((slug) => lessonStatus(progress, slug).kind);
  const practice = p.practice === undefined ? null : readPractice(JSON.stringify(p.practice), today).data;
  const guided = isObject(p.guided) && typeof p.guided.step === 'number' ? p.guided.step : null;
  return {
    lessons:
      progress === null
        ? null
        : {
            started: statuses.filter((s) => s !== 'new').length,
            done: statuses.filter((s) => s === 'done').length,
            total: lessons.length,
          },
    practice:
      practice === null
        ? null
        : {
            answers: Object.values(totals(practice)).reduce((sum, [, answered]) => sum + answered, 0),
            reviews: practice.reviews.length,
          },
    game: p.game === undefined ? null : { hand: handOf(p.game) },
    hands: p.history === undefined ? null : readHistory(JSON.stringify(p.history)).hands.length,
    settings: p.settings !== undefined,
    guided,
    sheets: isObject(p.sheets) && Array.isArray(p.sheets.evenings) ? p.sheets.evenings.length : null,
    theme: typeof p.theme === 'string' ? p.theme : null,
    lang: typeof p.lang === 'string' ? p.lang : null,
    backups: Object.keys(h.backups).length,
    unreadable: KEYED_PARTS.filter((part) => Object.keys(h.unreadable).some((k) => partOfKey(k) === part)),
  };
}

/** `one` or `other` by the count, filled with it. */
const counted = (t: DataStrings, key: 'answers' | 'reviews' | 'hands' | 'sheets' | 'backups', count: number): string =>
  fill(t[`data.sum.${key}.${count === 1 ? 'one' : 'other'}`], { count });

/** The facts as lines, in the order of the parts; an empty list when nothing is held. */
export function factLines(t: DataStrings, f: Facts): string[] {
  const lines: string[] = [];
  if (f.lessons) lines.push(fill(t['data.sum.lessons'], f.lessons));
  if (f.practice) lines.push(counted(t, 'answers', f.practice.answers));
  if (f.practice && f.practice.reviews > 0) lines.push(counted(t, 'reviews', f.practice.reviews));
  if (f.game) lines.push(fill(t['data.sum.game'], f.game));
  if (f.hands !== null) lines.push(counted(t, 'hands', f.hands));
  if (f.settings) lines.push(t['data.sum.settings']);
  if (f.guided !== null) lines.push(fill(t['data.sum.guided'], { step: f.guided }));
  if (f.sheets !== null) lines.push(counted(t, 'sheets', f.sheets));
  if (f.theme === 'light' || f.theme === 'dark') lines.push(t[`data.sum.theme.${f.theme}`]);
  if (f.lang === 'de' || f.lang === 'en') lines.push(t[`data.sum.lang.${f.lang}`]);
  if (f.backups > 0) lines.push(counted(t, 'backups', f.backups));
  for (const part of f.unreadable) lines.push(fill(t['data.sum.unreadable'], { part: t[`data.part.${part}`] }));
  return lines;
}
