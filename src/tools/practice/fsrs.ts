// FSRS-6 (the scheduler of modern flashcard apps) as the practice page uses it: the long-term
// scheduler only (no same-day learning steps), no fuzz, the default parameters, the grades
// Again and Good. The same formulas, roundings and order as ts-fsrs 5 (`fsrs({ enable_fuzz:
// false, enable_short_term: false }).next(card, now, grade)`), checked against it over random
// review histories in fsrs.test.ts, in a tenth of its size.

/** A card's memory as FSRS keeps it; dates as Date, as ts-fsrs has them. */
export interface FsrsCard {
  due: Date;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  scheduled_days: number;
  last_review?: Date;
}

export const AGAIN = 1;
export const GOOD = 3;
type Grade = 1 | 2 | 3 | 4;

/** FSRS-6's default parameters (ts-fsrs `default_w`), all inside ts-fsrs's clipping ranges. */
const W = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
  0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
] as const;
const S_MIN = 0.001;
const MAX_INTERVAL = 36500;
const DAY = 24 * 60 * 60 * 1000;

const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), hi);
const round8 = (n: number): number => Math.round(n * 1e8) / 1e8;

const DECAY = -W[20];
const FACTOR = round8(Math.exp(Math.pow(DECAY, -1) * Math.log(0.9)) - 1);
/** Days per unit of stability at the requested retention of 90%. */
const INTERVAL_MODIFIER = round8((Math.pow(0.9, 1 / DECAY) - 1) / FACTOR);

const recall = (days: number, s: number): number => round8(Math.pow(1 + (FACTOR * days) / s, DECAY));
const initDifficulty = (g: Grade): number => round8(W[4] - Math.exp((g - 1) * W[5]) + 1);

function nextDifficulty(d: number, g: Grade): number {
  const damped = d + round8((-W[6] * (g - 3) * (10 - d)) / 9);
  return clamp(round8(W[7] * initDifficulty(4) + (1 - W[7]) * damped), 1, 10);
}

function nextMemory(d: number, s: number, r: number, g: Grade): { difficulty: number; stability: number } {
  if (d === 0 && s === 0) return { difficulty: clamp(initDifficulty(g), 1, 10), stability: Math.max(W[g - 1]!, 0.1) };
  // ts-fsrs refuses such a state with an error; so does this (a card outside FSRS's ranges).
  if (d < 1 || s < S_MIN) throw new Error(`Invalid memory state { difficulty: ${d}, stability: ${s} }`);
  let stability: number;
  if (g === AGAIN) {
    const forget = round8(
      clamp(W[11] * Math.pow(d, -W[12]) * (Math.pow(s + 1, W[13]) - 1) * Math.exp((1 - r) * W[14]), S_MIN, 36500),
    );
    stability = clamp(round8(s), S_MIN, forget);
  } else {
    const bonus = (g === 2 ? W[15] : 1) * (g === 4 ? W[16] : 1);
    const grow = Math.exp(W[8]) * (11 - d) * Math.pow(s, -W[9]) * (Math.exp((1 - r) * W[10]) - 1) * bonus;
    stability = round8(clamp(s * (1 + grow), S_MIN, 36500));
  }
  return { difficulty: nextDifficulty(d, g), stability };
}

/** Whole UTC calendar days from `last` to `now`. */
function daysBetween(last: Date, now: Date): number {
  const day = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.floor((day(now) - day(last)) / DAY);
}

const intervalOf = (s: number): number => Math.min(Math.max(1, Math.round(s * INTERVAL_MODIFIER)), MAX_INTERVAL);

/** The card after answering it at `now` with `grade` (AGAIN or GOOD). */
export function nextCard(card: FsrsCard, now: Date, grade: typeof AGAIN | typeof GOOD): FsrsCard {
  const isNew = card.state === 0;
  const elapsed = !isNew && card.last_review ? daysBetween(card.last_review, now) : 0;
  const r = recall(elapsed, card.stability);
  // Each grade's interval is kept apart from its neighbours', so the first three are worked out.
  const memory = ([1, 2, 3] as const).map((g) => nextMemory(card.difficulty, card.stability, r, g));
  const [again, hard, good] = memory.map((m) => intervalOf(m.stability)) as [number, number, number];
  const againDays = Math.min(again, hard);
  const hardDays = Math.max(hard, againDays + 1);
  const goodDays = Math.max(good, hardDays + 1);
  const days = grade === AGAIN ? againDays : goodDays;
  return {
    ...card,
    ...memory[grade - 1]!,
    reps: card.reps + 1,
    lapses: card.lapses + (grade === AGAIN && !isNew ? 1 : 0),
    state: 2,
    scheduled_days: days,
    due: new Date(now.getTime() + days * DAY),
    last_review: now,
  };
}
