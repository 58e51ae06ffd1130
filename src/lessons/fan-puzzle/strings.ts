// The strings the FanPuzzle island receives, and the sentences it announces per step.
import { fill } from '../../words/engine-errors.ts';
import type { FanVerdict } from '../../engine/puzzles/judge-fan.ts';
import { wrongFields, type FanState } from './state.ts';

export const FAN_KEYS = [
  'widget.check',
  'widget.reveal',
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
  'fan.prompt',
  'fan.input',
  'fan.limit',
  'fan.invalid',
  'fan.result.exact',
  'fan.result.exactLimit',
  'fan.result.low',
  'fan.result.high',
  'fan.result.missedLimit',
  'fan.result.notLimit',
  'fan.result.items',
  'fan.result.revealed',
  'fan.result.revealedLimit',
  'fan.hint.situational',
  'fan.breakdown',
  'fan.breakdownHint',
  'fan.fanCount',
  'fan.total',
  'fan.noItems',
  'fan.limitHand',
  'fan.limitNote',
  'fan.situational',
  'fan.reading',
  'pay.title',
  'pay.prompt',
  'pay.points',
  'pay.you',
  'pay.signHint',
  'pay.invalid',
  'pay.result.right',
  'pay.result.wrong',
  'pay.result.signs',
  'pay.result.revealed',
  'pay.rule.general',
  'pay.rule.points',
  'pay.rule.pointsLimit',
  'pay.rule.discard',
  'pay.rule.robbingKong',
  'pay.rule.selfDraw',
  'pay.table.caption',
  'pay.table.fan',
  'pay.table.points',
  'pay.table.limit',
  'pay.expected',
] as const;
export type FanKey = (typeof FAN_KEYS)[number];
export type FanStrings = Record<FanKey, string>;

const VERDICT_KEY: Record<FanVerdict, FanKey> = {
  low: 'fan.result.low',
  high: 'fan.result.high',
  'missed-limit': 'fan.result.missedLimit',
  'not-limit': 'fan.result.notLimit',
  items: 'fan.result.items', // the widget asks for a number; kept so every verdict has words
};

/** The announcement for step 1. */
export function fanStatus(s: FanState, t: FanStrings): string {
  const a = s.answer;
  const limit = a.limits[0]?.name;
  switch (s.fanFeedback.kind) {
    case 'answering':
      return '';
    case 'invalid':
      return t['fan.invalid'];
    case 'wrong':
      return t[VERDICT_KEY[s.fanFeedback.verdict]];
    case 'right':
      return limit ? fill(t['fan.result.exactLimit'], { limit }) : fill(t['fan.result.exact'], { fan: a.fan });
    case 'revealed':
      return limit ? fill(t['fan.result.revealedLimit'], { limit }) : fill(t['fan.result.revealed'], { fan: a.fan });
  }
}

/** The announcement for step 2. */
export function payStatus(s: FanState, t: FanStrings): string {
  switch (s.payFeedback.kind) {
    case 'answering':
      return '';
    case 'invalid':
      return t['pay.invalid'];
    case 'wrong': {
      const wrong = fill(t['pay.result.wrong'], { count: wrongFields(s.payFeedback).length });
      return s.payFeedback.signsOnly ? `${wrong} ${t['pay.result.signs']}` : wrong;
    }
    case 'right':
      return t['pay.result.right'];
    case 'revealed':
      return t['pay.result.revealed'];
  }
}

/** The payment rule with this hand's numbers, e.g. "West discarded and pays double (32) …". */
export function ruleText(s: FanState, t: FanStrings): string {
  const a = s.answer;
  const points =
    a.limits.length > 0
      ? fill(t['pay.rule.pointsLimit'], { points: a.points })
      : fill(t['pay.rule.points'], { fan: a.fan, points: a.points });
  const numbers = { double: 2 * a.points, single: a.points, total: a.payments[a.seat] };
  if (a.from === null) return `${points} ${fill(t['pay.rule.selfDraw'], numbers)}`;
  const from = t[`wind.${a.from}`];
  const key = a.win === 'robbing-kong' ? 'pay.rule.robbingKong' : 'pay.rule.discard';
  return `${points} ${fill(t[key], { ...numbers, from })}`;
}
