// The set-up of an evening before the first hand: the four names, the seats (as typed or drawn by
// the site), the rule set and its options, changing seats, chips, a time limit and a second rule
// set to score alongside. The form is kept as typed; `sheetOfSetup` checks it and makes the
// evening's sheet, or names what is missing. Pure, tested in Node.
import type { ScoreOptions } from '../../engine/rules/score-options.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import {
  SHEET_FORMAT,
  SHEET_VERSION,
  type PlayerIndex,
  type Sheet,
  type SheetRules,
} from '../../engine/sheet/types.ts';
import type { Shelf } from './shelf.ts';

export type Seats = Sheet['seats'];
export type Names = Sheet['players'];

/** The options the set-up offers, per rule set; every other option keeps the rule set's default. */
export interface OptionChoices {
  /** Fan minimum (HKE, modern HK, simplified HK). */
  minFan: number;
  /** Dangerous play (HKE, simplified HK). */
  dangerousPlay: boolean;
  /** Classic: the limit a hand's score is capped at. */
  limit: number;
  /** Modern HK: the fan cap. */
  maxFan: 8 | 10 | 13;
  /** Modern HK: full or half spicy payments. */
  payment: 'full' | 'half';
}

export const MIN_FAN_CHOICES = [0, 1, 2, 3] as const;
export const LIMIT_CHOICES = [500, 1000, 2000] as const;
export const MAX_FAN_CHOICES = [8, 10, 13] as const;

/** Each rule set's own defaults of the options offered (src/engine/rules/<id>/options.ts). */
export const OPTION_DEFAULTS: Readonly<Record<RuleSetId, OptionChoices>> = {
  hke: { minFan: 0, dangerousPlay: false, limit: 1000, maxFan: 10, payment: 'full' },
  classic: { minFan: 0, dangerousPlay: false, limit: 1000, maxFan: 10, payment: 'full' },
  'hk-modern': { minFan: 3, dangerousPlay: false, limit: 1000, maxFan: 10, payment: 'full' },
  'hk-simple': { minFan: 0, dangerousPlay: true, limit: 1000, maxFan: 10, payment: 'full' },
};

/** Which options a rule set has, in the order the form shows them. */
export const OPTIONS_OF: Readonly<Record<RuleSetId, readonly (keyof OptionChoices)[]>> = {
  hke: ['minFan', 'dangerousPlay'],
  classic: ['limit'],
  'hk-modern': ['minFan', 'maxFan', 'payment'],
  'hk-simple': ['minFan', 'dangerousPlay'],
};

export interface SetupForm {
  title: string;
  /** The names as typed, in seat order East, South, West, North (when seats are as typed). */
  names: Names;
  /** Seats as typed, or drawn by the site: `drawn[w]` is the player at wind w. */
  drawn: Seats | null;
  main: RuleSetId;
  mainOptions: OptionChoices;
  /** The rule set scored alongside; null for none (the default). */
  second: RuleSetId | null;
  secondOptions: OptionChoices;
  changeSeats: boolean;
  /** Start chips as typed; '' for none (scores start at 0). */
  start: string;
  /** A time limit in minutes as typed; '' for none. */
  minutes: string;
}

/** A new form, with the names of the last evening (the same four often meet again). */
export function newForm(last: Names | null): SetupForm {
  return {
    title: '',
    names: last ? [...last] : ['', '', '', ''],
    drawn: null,
    main: 'hke',
    mainOptions: { ...OPTION_DEFAULTS.hke },
    second: null,
    secondOptions: { ...OPTION_DEFAULTS.classic },
    changeSeats: false,
    start: '',
    minutes: '',
  };
}

/** The names of the evening set up last, or null when none is kept. */
export function lastNames(s: Shelf): Names | null {
  const last = [...s.evenings].sort((a, b) => b.sheet.created.localeCompare(a.sheet.created))[0];
  return last ? last.sheet.players : null;
}

/** Seats drawn at random: `random` returns numbers in [0, 1) (Math.random on the page). */
export function drawSeats(random: () => number): Seats {
  const seats: PlayerIndex[] = [0, 1, 2, 3];
  for (let i = 3; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [seats[i], seats[j]] = [seats[j]!, seats[i]!];
  }
  return seats as Seats;
}

/** The engine's options object for a rule set and the choices made. */
export function scoreOptions(rules: RuleSetId, c: OptionChoices): ScoreOptions {
  switch (rules) {
    case 'hke':
      return { hke: { minFan: c.minFan, dangerousPlay: c.dangerousPlay } };
    case 'classic':
      return { classic: { limit: c.limit } };
    case 'hk-modern':
      return { hkModern: { minFan: c.minFan, maxFan: c.maxFan, payment: c.payment } };
    case 'hk-simple':
      return { hkSimple: { minFan: c.minFan, dangerousPlay: c.dangerousPlay } };
  }
}

/** What keeps the form from starting an evening, each a field to mend. */
export type SetupProblem =
  | { code: 'name-missing'; seat: number }
  | { code: 'name-twice'; seat: number }
  | { code: 'start-bad' }
  | { code: 'minutes-bad' }
  | { code: 'second-same' };

/** A whole number in [min, max] as typed, or null; '' is undefined (left empty). */
function wholeIn(text: string, min: number, max: number): number | null | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

export function setupProblems(f: SetupForm): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const names = f.names.map((n) => n.trim());
  names.forEach((n, seat) => {
    if (n === '') problems.push({ code: 'name-missing', seat });
    else if (names.findIndex((m) => m.toLocaleLowerCase() === n.toLocaleLowerCase()) < seat)
      problems.push({ code: 'name-twice', seat });
  });
  if (wholeIn(f.start, 1, 1_000_000) === null) problems.push({ code: 'start-bad' });
  if (wholeIn(f.minutes, 1, 24 * 60) === null) problems.push({ code: 'minutes-bad' });
  if (f.second === f.main) problems.push({ code: 'second-same' });
  return problems;
}

const rulesOf = (rules: RuleSetId, c: OptionChoices): SheetRules => ({ rules, options: scoreOptions(rules, c) });

/** The evening's sheet, or what to mend first; `id` and `now` come from the page. */
export function sheetOfSetup(
  f: SetupForm,
  id: string,
  now: string,
): { ok: true; sheet: Sheet } | { ok: false; problems: SetupProblem[] } {
  const problems = setupProblems(f);
  if (problems.length > 0) return { ok: false, problems };
  const start = wholeIn(f.start, 1, 1_000_000);
  const minutes = wholeIn(f.minutes, 1, 24 * 60);
  return {
    ok: true,
    sheet: {
      format: SHEET_FORMAT,
      version: SHEET_VERSION,
      id,
      created: now,
      title: f.title.trim(),
      players: f.names.map((n) => n.trim()) as Names,
      seats: f.drawn ?? [0, 1, 2, 3],
      main: rulesOf(f.main, f.mainOptions),
      second: f.second === null ? null : rulesOf(f.second, f.secondOptions),
      changeSeats: f.changeSeats,
      start: start ?? null,
      minutes: minutes ?? null,
      hands: [],
      ended: null,
    },
  };
}

/** A new id: time and chance, unique enough for one browser's evenings and hands. */
export const newId = (now: number, random: () => number): string =>
  `${now.toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
