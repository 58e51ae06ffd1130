// A decision in words, as the table's review and the replay tell it: what was chosen (a verb
// phrase), the verdict (agreed, close, or the mistake sized) and its short mark. Engine-free:
// actions and mistakes arrive as data; strings arrive as the DECISION_KEYS a page hands over.
import { fill } from '../../../words/fill.ts';
import { tileName, tileWords, type Lang } from '../../../words/tile-names.ts';
import type { Action } from '../../../engine/game/types.ts';
import { makeTile } from '../../../engine/tiles.ts';
import type { TileCode } from '../../../ui/tiles/codes.ts';
import type { Mistake } from './review.ts';

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
  'play.review.agreed',
  'play.review.close',
  'play.review.none',
  'play.review.mark.agreed',
  'play.review.mark.mistake',
  'play.review.mark.close',
  'play.review.mistake.win-missed',
  'play.review.mistake.broke-ready',
  'play.review.mistake.broke-ready.one',
  'play.review.mistake.slower.one',
  'play.review.mistake.slower',
  'play.review.mistake.fewer-useful',
  'play.review.mistake.plan-broken',
  'play.review.mistake.dangerous',
  'play.review.mistake.risky',
  'play.review.mistake.risky.one',
] as const;
export type DecisionKey = (typeof DECISION_KEYS)[number];
export type DecisionStrings = Readonly<Record<DecisionKey, string>>;

/** A decision's verdict: agreed with the strong player, or not, and the mistake if it cost something. */
export interface Verdict {
  agreed: boolean;
  mistake: Mistake | null;
}

const tileVars = (lang: Lang, t: number) => tileWords(makeTile(t) as TileCode, lang);
/** A chow's three tiles by name ("3 Dots, 4 Dots, 5 Dots"). */
export const chowText = (lang: Lang, low: number): string =>
  [0, 1, 2].map((i) => tileName(makeTile(low + i) as TileCode, lang)).join(', ');

/** What an action does, as a verb phrase ("discard 5 Dots", "pass"). */
export function actionText(t: DecisionStrings, lang: Lang, a: Action): string {
  switch (a.type) {
    case 'discard':
      return fill(t['play.do.discard'], tileVars(lang, a.tile));
    case 'chow':
      return fill(t['play.do.chow'], { set: chowText(lang, a.tile) });
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

/** A mistake in words; one tile is said as one ("one tile further", not "1 tile(s)"). */
export function mistakeText(t: DecisionStrings, m: Mistake): string {
  const one = m.size === 1 && (m.kind === 'broke-ready' || m.kind === 'slower' || m.kind === 'risky');
  return fill(t[`play.review.mistake.${m.kind}${one ? '.one' : ''}` as DecisionKey], { size: m.size });
}

/** The verdict in a sentence: agreed, the mistake, or a close call. */
export const verdictText = (t: DecisionStrings, v: Verdict): string =>
  v.agreed ? t['play.review.agreed'] : v.mistake ? mistakeText(t, v.mistake) : t['play.review.close'];

/** The verdict's short mark in a list of decisions. */
export const markText = (t: DecisionStrings, v: Verdict): string =>
  t[v.agreed ? 'play.review.mark.agreed' : v.mistake ? 'play.review.mark.mistake' : 'play.review.mark.close'];
