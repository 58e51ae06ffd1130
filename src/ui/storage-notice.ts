// What the site's storage notice (src/site/components/StorageNotice.astro) says, from the storage
// news told on this page: which of the learner's things could not be saved, and which were found
// unreadable and kept as a backup. Several news of one kind make one sentence; a key the notice
// does not know is named in general words; keys whose page says it itself are left out. The
// notice's script is startStorageNotice, here so that it shares the file every page loads anyway
// (the "shared" chunk, astro.config.mjs).
import { onStorageNews, type StorageNews } from './storage-news.ts';

/** What a key holds, as the notice names it ('other': a key it does not know). */
export type Thing = 'progress' | 'practice' | 'game' | 'history' | 'settings' | 'guided' | 'other';

const THINGS: Readonly<Record<string, Thing | null>> = {
  progress: 'progress',
  practice: 'practice',
  'play-game': 'game',
  'play-history': 'history',
  play: 'settings',
  guided: 'guided',
  // The replay hand-over and the record kept for the tab: the play and replay pages say it.
  'replay-handoff': null,
  'replay-open': null,
};

/** The thing stored under `key` (its backups count as it), or null when its page tells it. */
export function thingOf(key: string): Thing | null {
  const name = /^fanlaak:(.+?)(?:-backup(?:-\d{4}-\d{2}-\d{2})?)?:v\d+$/.exec(key)?.[1];
  if (name === undefined || !Object.hasOwn(THINGS, name)) return 'other';
  return THINGS[name] ?? null;
}

/** The kinds of news, each one sentence of the notice. */
export const KINDS = ['failed', 'kept', 'unkept'] as const;

export interface NoticeFacts {
  /** Things whose write the browser refused, in the order first told; 'other' last. */
  failed: Thing[];
  /** Things found unreadable and kept as a backup. */
  kept: Thing[];
  /** Things found unreadable that could not be kept, so they stay and nothing is saved over them. */
  unkept: Thing[];
}

/** Nothing told yet. */
export const noFacts = (): NoticeFacts => ({ failed: [], kept: [], unkept: [] });

/**
 * Adds one news to `facts`; true when it names something not named before under its kind (the
 * notice shows again), false for news the notice already says or leaves to the page.
 */
export function addNews(facts: NoticeFacts, n: StorageNews): boolean {
  const thing = thingOf(n.key);
  const list = facts[n.kind === 'write-failed' ? 'failed' : n.kind];
  if (thing === null || list.includes(thing)) return false;
  list.push(thing);
  list.sort((a, b) => Number(a === 'other') - Number(b === 'other'));
  return true;
}

/** The words the notice is given by the page, in its language. */
export type NoticeWords = Record<Thing | 'some' | (typeof KINDS)[number], string>;

/**
 * The sentence for one kind: its template with {what} filled by the things named as a list in
 * the page's language (`join`); only unknown keys: the general words.
 */
export function sentence(
  template: string,
  things: readonly Thing[],
  words: NoticeWords,
  join: (parts: string[]) => string,
): string {
  const named = things.length === 1 && things[0] === 'other' ? [words.some] : things.map((t) => words[t]);
  return template.replace('{what}', join(named));
}

/**
 * Runs the page's notice (the element StorageNotice.astro renders, its words in
 * `data-storage-notice`): fills and shows it on news that names something not yet shown.
 */
export function startStorageNotice(): void {
  const root = document.querySelector<HTMLElement>('[data-storage-notice]');
  if (root === null) return;
  const words = JSON.parse(root.dataset['storageNotice'] ?? '{}') as NoticeWords;
  const box = root.firstElementChild as HTMLElement;
  const line = (kind: (typeof KINDS)[number]) => box.querySelector<HTMLElement>(`[data-${kind}]`)!;
  let join = (parts: string[]) => parts.join(', ');
  try {
    const format = new Intl.ListFormat(document.documentElement.lang, { type: 'conjunction' });
    join = (parts) => format.format(parts);
  } catch {
    // A browser without Intl.ListFormat: a plain comma list.
  }
  const facts = noFacts();
  // Closing gives the focus back where the learner was when the notice appeared (or to the main
  // content), so a keyboard user does not land at the top of the page.
  let was: Element | null = null;
  box.querySelector('button')!.onclick = () => {
    box.hidden = true;
    const back =
      was instanceof HTMLElement && was.isConnected && was !== document.body ? was : document.getElementById('main');
    back?.focus();
  };
  onStorageNews((n) => {
    if (!addNews(facts, n)) return;
    for (const kind of KINDS) {
      line(kind).hidden = facts[kind].length === 0;
      line(kind).textContent = sentence(words[kind], facts[kind], words, join);
    }
    if (box.hidden) was = document.activeElement;
    box.hidden = false;
  });
}
