// The calculator's words: the fixed strings it receives (CALC_KEYS, some shared with the fan
// puzzle and the editor), the names and explanations of HKE's patterns, and the small phrases
// both the page and the text summary use.
import type { EngineError } from '../../engine/errors.ts';
import { fill } from '../../words/fill.ts';
import { errorMessage } from '../../words/messages.ts';
import type { WinKind } from '../../engine/situation.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import { rulesName, signed, type CompareStrings } from '../compare/strings.ts';
import type { CalcScore, HkeResult, OtherResult } from './result.ts';
import { linkProblemText as linkText, type LinkProblem } from '../shared/linked-editor.ts';

export const CALC_KEYS = [
  'editor.title',
  'calc.loading',
  'calc.loadFailed',
  'calc.resultTitle',
  'calc.empty',
  'calc.example',
  'calc.scoreError',
  'calc.waits',
  'calc.waitsNone',
  'calc.pickWinning',
  'calc.glance',
  'calc.glanceLimit',
  'calc.askWin',
  'calc.choice.self-draw',
  'calc.choice.discard',
  'calc.choice.kong-replacement',
  'calc.choice.robbing-kong',
  'calc.resultAsk',
  'calc.headline',
  'calc.how.discard',
  'calc.how.self-draw',
  'calc.how.kong-replacement',
  'calc.how.robbing-kong',
  'calc.toResult',
  'calc.total',
  'calc.totalLimit',
  'calc.payTitle',
  'calc.paySeat',
  'calc.payAmount',
  'calc.shareTitle',
  'calc.shareHint',
  'calc.copyText',
  'calc.copyLink',
  'calc.copiedText',
  'calc.copiedLink',
  'calc.copyFailed',
  'calc.copyBox',
  'calc.others',
  'calc.otherPoints',
  'calc.otherNoWin',
  'calc.text.title',
  'calc.text.hand',
  'calc.text.item',
  'calc.text.limit',
  'calc.text.noItems',
  'calc.text.total',
  'calc.text.totalLimit',
  'calc.text.payments',
  'calc.text.others',
  'fan.breakdown',
  'fan.breakdownHint',
  'fan.fanCount',
  'fan.noItems',
  'fan.limitHand',
  'fan.situational',
  'fan.reading',
  'fan.situation.seat',
  'fan.situation.round',
  'fan.situation.won',
  'fan.situation.lastTile',
  'fan.situation.heaven',
  'fan.situation.earth',
  'fan.win.discard',
  'fan.win.selfDraw',
  'fan.win.kongReplacement',
  'fan.win.robbingKong',
  'pay.rule.points',
  'pay.rule.pointsLimit',
  'pay.rule.discard',
  'pay.rule.robbingKong',
  'pay.rule.selfDraw',
  'link.error',
  'link.error.too-long',
  'link.error.bad-encoding',
  'link.error.repeated',
  'link.error.bad-value',
  'link.error.hand',
] as const;
export type CalcKey = (typeof CALC_KEYS)[number];

export interface CalcStrings {
  t: Record<CalcKey, string>;
  /** The comparison's strings; its `names` hold `hke.pattern.<id>` and `hke.limit.<id>`. */
  compare: CompareStrings;
  /** `hke.pattern.<id>.desc` and `hke.limit.<id>.desc`: one sentence per pattern. */
  descs: Readonly<Record<string, string>>;
}

/** The descriptions a dictionary has, for the build to pick. */
export const isDescKey = (key: string): boolean => /^hke\.(pattern|limit)\.[a-z0-9-]+\.desc$/.test(key);

export const windName = (s: CalcStrings, w: WindLetter): string => s.compare.t[`wind.${w}`];

/** A pattern's or limit hand's name; its id if the dictionary lacks it (the key test makes sure it does not). */
export const patternName = (s: CalcStrings, kind: 'pattern' | 'limit', id: string): string =>
  s.compare.names[`hke.${kind}.${id}`] ?? id;
export const patternDesc = (s: CalcStrings, kind: 'pattern' | 'limit', id: string): string =>
  s.descs[`hke.${kind}.${id}.desc`] ?? '';

/** "self-drawn", "on a discard by West", … */
export function winText(s: CalcStrings, win: WinKind, from: WindLetter | null): string {
  const by = from === null ? '' : windName(s, from);
  switch (win) {
    case 'discard':
      return fill(s.t['fan.win.discard'], { from: by });
    case 'self-draw':
      return s.t['fan.win.selfDraw'];
    case 'kong-replacement':
      return s.t['fan.win.kongReplacement'];
    case 'robbing-kong':
      return fill(s.t['fan.win.robbingKong'], { from: by });
  }
}

/** How and from whom: "self-draw by East", "South won on North’s discard". */
export function howText(s: CalcStrings, score: Pick<CalcScore, 'seat' | 'from' | 'win'>): string {
  return fill(s.t[`calc.how.${score.win}`], {
    seat: windName(s, score.seat),
    from: score.from === null ? undefined : windName(s, score.from),
  });
}

/** The result's headline: the total and how the hand was won ("6 fan · 16 points – self-draw by East"). */
export const headlineText = (s: CalcStrings, score: CalcScore): string =>
  fill(s.t['calc.headline'], { total: totalText(s, score.hke), how: howText(s, score) });

/** A way of winning the visitor may pick: "Self-draw", "North’s discard", … */
export const choiceText = (s: CalcStrings, win: WinKind, from: WindLetter | null): string =>
  fill(s.t[`calc.choice.${win}`], { from: from === null ? undefined : windName(s, from) });

/** "West (winner)", "North (discarded)", or the plain wind. */
export function payLabel(s: CalcStrings, score: CalcScore, w: WindLetter): string {
  const t = s.compare.t;
  if (w === score.seat) return fill(t['compare.pay.winner'], { wind: windName(s, w) });
  if (w === score.from)
    return fill(t[score.win === 'robbing-kong' ? 'compare.pay.robbed' : 'compare.pay.discarder'], {
      wind: windName(s, w),
    });
  return windName(s, w);
}

/** The headline: "5 fan · 16 points", "Limit hand · 64 points", or why it is no win. */
export function totalText(s: CalcStrings, hke: HkeResult): string {
  if (!hke.legal) {
    const t = s.compare.t;
    return [
      t['compare.result.noWin'],
      hke.reason ? t[`compare.reason.${hke.reason}`] : null,
      hke.penalty ? t[`compare.penalty.${hke.penalty}`] : null,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return hke.limits.length > 0
    ? fill(s.t['calc.totalLimit'], { points: hke.points })
    : fill(s.t['calc.total'], { fan: hke.fan, points: hke.points });
}

/** How the points are paid, with this hand's numbers ("West discarded … You receive 32 in all."). */
export function payRule(s: CalcStrings, score: CalcScore): string {
  const hke = score.hke;
  const numbers = { double: 2 * hke.points, single: hke.points, total: hke.payments[score.seat] };
  if (score.from === null) return fill(s.t['pay.rule.selfDraw'], numbers);
  return fill(s.t[score.win === 'robbing-kong' ? 'pay.rule.robbingKong' : 'pay.rule.discard'], {
    ...numbers,
    from: windName(s, score.from),
  });
}

/** One other rule set at a glance: "Classic: 208 points", "Modern HK: no win". */
export function otherGlance(s: CalcStrings, o: OtherResult): string {
  const rules = rulesName(s.compare, o.rules);
  return o.points === null
    ? fill(s.t['calc.otherNoWin'], { rules })
    : fill(s.t['calc.otherPoints'], { rules, points: o.points });
}

/** "This hand cannot be scored: …" with the engine's reason in the page's language. */
export const scoreErrorText = (s: CalcStrings, e: EngineError): string =>
  fill(s.t['calc.scoreError'], { message: errorMessage(e, s.compare.messages) });

/** Why the link was not used, in words (rendered as text, never as markup). */
export const linkProblemText = (s: CalcStrings, p: LinkProblem): string => linkText(s.t, s.compare.messages, p);

export { signed };
