// A decision in words, as the table's review and the replay tell it: what was chosen (a verb
// phrase), the verdict (agreed, close, or the mistake sized) and its short mark. Engine-free:
// actions and mistakes arrive as data; strings arrive as the DECISION_KEYS a page hands over.
import { fill } from '../../../words/fill.ts';
import { tileWords, type Lang } from '../../../words/tile-names.ts';
import type { Action } from '../../../engine/game/types.ts';
import { makeTile } from '../../../engine/tiles.ts';
import type { TileCode } from '../../../ui/tiles/codes.ts';
import type { Trials } from '../../../engine/game/bots/search.ts';
import type { Mistake, Side } from './review.ts';

/** The words a decision is told with: what was chosen, the verdict, its mark. */
export const DECISION_KEYS = [
  'play.do.discard',
  'play.do.chow',
  'play.do.pung',
  'play.do.kong',
  'play.do.pass',
  'play.do.mahjong',
  'play.do.draw',
  'play.do.concealedKong',
  'play.do.addedKong',
  'play.review.best',
  'play.review.best.trials',
  'play.review.estimateOnly',
  'play.coach.trials.tally',
  'play.coach.trials.tally.one',
  'play.review.agreed',
  'play.review.tie',
  'play.review.close',
  'play.review.close.trials',
  'play.review.none',
  'play.review.mark.agreed',
  'play.review.mark.mistake',
  'play.review.mark.close',
  'play.review.compare.same',
  'play.review.compare.closer',
  'play.review.compare.farther',
  'play.review.mistake.win-missed',
  'play.review.mistake.dangerous',
  'play.review.mistake.broke-ready',
  'play.review.mistake.plan-broken',
  'play.review.mistake.fold',
  'play.review.mistake.fold.one',
  'play.review.mistake.fold.less',
  'play.review.mistake.fold.lead',
  'play.review.mistake.fold.safe',
  'play.review.mistake.fewer-winning',
  'play.review.mistake.fewer-useful',
  'play.review.mistake.worth',
  'play.review.mistake.worth.below',
  'play.review.mistake.worth.near',
  'play.review.mistake.risky',
  'play.review.mistake.risky.one',
  'play.away.complete',
  'play.away.ready',
  'play.away.one',
  'play.away.n',
  'play.plan.any',
  'play.plan.flush',
  'play.plan.pungs',
  'play.plan.pairs',
  'wait.suit.m',
  'wait.suit.p',
  'wait.suit.s',
] as const;
export type DecisionKey = (typeof DECISION_KEYS)[number];
export type DecisionStrings = Readonly<Record<DecisionKey, string>>;

/**
 * A decision's verdict: agreed with the strong player, or not, and the mistake if it cost
 * something. `estimate`: the learner's move is the estimate's first choice, which trial games
 * put behind the strong player's (the table's search; absent elsewhere).
 */
export interface Verdict {
  agreed: boolean;
  mistake: Mistake | null;
  estimate?: boolean;
}

const tileVars = (lang: Lang, t: number) => tileWords(makeTile(t) as TileCode, lang);
const SUITS = ['m', 'p', 's'] as const;

/** A chow in running text, as its numbers and suit ("3–4–5 Dots"). */
const chowRun = (t: DecisionStrings, low: number): string =>
  `${(low % 9) + 1}–${(low % 9) + 2}–${(low % 9) + 3} ${t[`wait.suit.${SUITS[Math.floor(low / 9)]!}`]}`;

/** What an action does, as a verb phrase ("discard 5 Dots", "pass"). */
export function actionText(t: DecisionStrings, lang: Lang, a: Action): string {
  switch (a.type) {
    case 'discard':
      return fill(t['play.do.discard'], tileVars(lang, a.tile));
    case 'chow':
      return fill(t['play.do.chow'], { set: chowRun(t, a.tile) });
    case 'concealed-kong':
      return fill(t['play.do.concealedKong'], tileVars(lang, a.tile));
    case 'added-kong':
      return fill(t['play.do.addedKong'], tileVars(lang, a.tile));
    case 'pung':
    case 'kong':
    case 'pass':
    case 'mahjong':
    case 'draw':
      return t[`play.do.${a.type}`];
    default: {
      const never: never = a;
      return never;
    }
  }
}

/** Tiles from waiting in words, as the lessons say it: "waiting (one tile from winning)", "2 tiles from waiting". */
export function awayText(t: DecisionStrings, n: number): string {
  if (n < 0) return t['play.away.complete'];
  if (n === 0) return t['play.away.ready'];
  return n === 1 ? t['play.away.one'] : fill(t['play.away.n'], { n });
}

/** A plan's name ("a flush in Dots (half or full)"). */
const planText = (t: DecisionStrings, s: Side): string =>
  s.plan === 'flush' && s.suit !== null
    ? fill(t['play.plan.flush'], { suit: t[`wait.suit.${SUITS[s.suit]!}`] })
    : t[`play.plan.${s.plan}`];

/** How far each move leaves the hand, compared: the same, closer or farther than the strong choice. */
function compareText(t: DecisionStrings, m: Mistake): string {
  const [y, b] = [m.yours.away, m.best.away];
  if (y === b) return fill(t['play.review.compare.same'], { away: awayText(t, y) });
  const key = y < b ? 'play.review.compare.closer' : 'play.review.compare.farther';
  return fill(t[key], { yours: awayText(t, y), best: awayText(t, b) });
}

/** Points said whole: one as one; a fold's difference under half a point as "less than one". */
function pointsKey(k: 'fold' | 'risky', size: number): DecisionKey {
  if (size === 1) return `play.review.mistake.${k}.one`;
  return k === 'fold' && size === 0 ? 'play.review.mistake.fold.less' : `play.review.mistake.${k}`;
}

/** The sentence of the mistake's kind, each figure the judged move's own (the comparison comes first where it is the point). */
function kindText(t: DecisionStrings, m: Mistake): string {
  const { yours: y, best: b } = m;
  switch (m.kind) {
    case 'win-missed':
    case 'dangerous':
      return t[`play.review.mistake.${m.kind}`];
    case 'broke-ready':
      return fill(t['play.review.mistake.broke-ready'], { yours: awayText(t, y.away) });
    case 'plan-broken':
      return fill(t['play.review.mistake.plan-broken'], { minFan: m.minFan, plan: planText(t, b) });
    case 'slower':
      return '';
    case 'fold': {
      // Giving up on winning only where the safe tile leaves the hand farther from waiting than before the move.
      const lead = b.away > m.before ? 'play.review.mistake.fold.lead' : 'play.review.mistake.fold.safe';
      return `${t[lead]} ${fill(t[pointsKey('fold', m.size)], { size: m.size })}`;
    }
    case 'risky':
      return fill(t[pointsKey(m.kind, m.size)], { size: m.size });
    case 'fewer-winning':
    case 'fewer-useful':
      return fill(t[`play.review.mistake.${m.kind}`], { yours: y.tiles ?? 0, best: b.tiles ?? 0 });
    case 'worth': {
      const [best, yours] = [Math.round(b.fan), Math.round(y.fan)];
      // Under a fan minimum neither reaches, the strong choice's plan is no winning hand yet: only closer
      // to one (or near it, where its estimate rounds up to the minimum it falls short of).
      if (b.fan < m.minFan) {
        const key = best < m.minFan ? 'play.review.mistake.worth.below' : 'play.review.mistake.worth.near';
        return fill(t[key], { minFan: m.minFan, best, yours });
      }
      return fill(t['play.review.mistake.worth'], { plan: planText(t, b), best, yours });
    }
    default: {
      const never: never = m.kind;
      return never;
    }
  }
}

/** A mistake in words: how far each move leaves the hand (where that is not the point already), then why. */
export function mistakeText(t: DecisionStrings, m: Mistake): string {
  const alone = m.kind === 'win-missed' || m.kind === 'dangerous' || m.kind === 'broke-ready';
  return [alone ? '' : compareText(t, m), kindText(t, m)].filter((s) => s !== '').join(' ');
}

/** The lesson section a mistake's words are taught in: how far from waiting, or dangerous play. */
export const TAUGHT = ['distance', 'dangerous'] as const;
export type Taught = (typeof TAUGHT)[number];
/** A taught section's link, as the page hands it over. */
export type TaughtLinks = Readonly<Record<Taught, { href: string; label: string }>>;

/** The section the verdict's terms are taught in, or null (a missed Mah-Jongg needs none). */
export const taughtIn = (m: Mistake | null): Taught | null =>
  m === null || m.kind === 'win-missed' ? null : m.kind === 'dangerous' ? 'dangerous' : 'distance';

/** The verdict in a sentence: agreed, the mistake, or a close call (the estimate's own first choice, where trial games overruled it). */
export const verdictText = (t: DecisionStrings, v: Verdict): string =>
  v.agreed
    ? t['play.review.agreed']
    : v.mistake
      ? mistakeText(t, v.mistake)
      : t[v.estimate ? 'play.review.close.trials' : 'play.review.close'];

/** A sentence on the strong player's choice, followed, where that choice is its estimate alone (estimateOnly), by saying so. */
const withEstimate = (t: DecisionStrings, text: string, estimateOnly: boolean): string =>
  estimateOnly ? `${text} ${t['play.review.estimateOnly']}` : text;

/** An agreement by a tie: the strong player's first choice is another, ranked level with the learner's. */
export const tieText = (t: DecisionStrings, lang: Lang, best: Action, estimateOnly = false): string =>
  withEstimate(t, fill(t['play.review.tie'], { best: actionText(t, lang, best) }), estimateOnly);

/**
 * The strong player's choice in a sentence; where trial games overruled its estimate, the
 * estimate's choice too, and the trial games' tally where it was kept.
 */
export function bestText(
  t: DecisionStrings,
  lang: Lang,
  best: Action,
  estimated: Action | null = null,
  trials: Trials | null = null,
  estimateOnly = false,
): string {
  if (estimated === null)
    return withEstimate(t, fill(t['play.review.best'], { best: actionText(t, lang, best) }), estimateOnly);
  const text = fill(t['play.review.best.trials'], {
    best: actionText(t, lang, best),
    other: actionText(t, lang, estimated),
  });
  return trials === null ? text : `${text} ${tallyText(t, trials)}`;
}

/** The trial games that put the search's pick ahead of the estimate's choice, as whole counts. */
export function tallyText(t: TallyStrings, tally: Trials): string {
  const ahead = tally.pick.points - tally.estimate.points;
  return fill(t[ahead === 1 ? 'play.coach.trials.tally.one' : 'play.coach.trials.tally'], {
    games: tally.games,
    wins: tally.pick.wins,
    dealIns: tally.pick.dealIns,
    otherWins: tally.estimate.wins,
    otherDealIns: tally.estimate.dealIns,
    ahead,
  });
}

/** The words of a tally of trial games (the coach's and the review's). */
export type TallyStrings = Readonly<Record<'play.coach.trials.tally' | 'play.coach.trials.tally.one', string>>;

/** The verdict's short mark in a list of decisions. */
export const markText = (t: DecisionStrings, v: Verdict): string =>
  t[v.agreed ? 'play.review.mark.agreed' : v.mistake ? 'play.review.mark.mistake' : 'play.review.mark.close'];

/** A judged decision as the review tells it: the strong player's choice and the verdict, or the tie. */
export interface Judged extends Verdict {
  best: Action;
  estimated: Action | null;
  /** The trial games behind `best` where they were kept (null, or absent, otherwise). */
  trials?: Trials | null;
  /** `best` is the estimate's alone (absent: false). */
  estimateOnly?: boolean;
  tie: boolean;
}

/** The review's words on a decision after "you chose to …": the strong choice and the verdict, or, agreed by a tie, the tie. */
export const judgedText = (t: DecisionStrings, lang: Lang, d: Judged): string =>
  d.tie
    ? tieText(t, lang, d.best, d.estimateOnly)
    : `${bestText(t, lang, d.best, d.estimated, d.trials, d.estimateOnly)} ${verdictText(t, d)}`;
