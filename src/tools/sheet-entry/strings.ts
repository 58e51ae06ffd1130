// The hand entry's words: the fixed strings it receives (ENTRY_KEYS), the names of patterns and
// rule sets, the engine's messages, and the sentences made from facts: why "Add" is not possible
// yet, and what the hand does to the sheet (outcome.ts computes it with the engine).
import { fill } from '../../words/fill.ts';
import { errorMessage } from '../../words/messages.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import type { WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import type { Lang } from '../../words/tile-names.ts';
import type { EditorStrings } from '../hand-editor/strings.ts';
import { statusText } from '../hand-editor/strings.ts';
import type { EntryProblem } from './entry-check.ts';
import { howDone, type EntryState } from './entry.ts';
import type { Outcome, OutcomeProblem, SecondView } from './outcome.ts';
import { countsFan } from './entry-check.ts';

export const ENTRY_KEYS = [
  'sheetEntry.title.new',
  'sheetEntry.title.edit',
  'sheetEntry.loading',
  'sheetEntry.result',
  'sheetEntry.result.win',
  'sheetEntry.result.draw',
  'sheetEntry.result.false-mahjong',
  'sheetEntry.who.win',
  'sheetEntry.who.false-mahjong',
  'sheetEntry.how',
  'sheetEntry.how.discard',
  'sheetEntry.how.self-draw',
  'sheetEntry.how.kong-replacement',
  'sheetEntry.how.robbing-kong',
  'sheetEntry.robbed',
  'sheetEntry.robbed.from',
  'sheetEntry.switches',
  'sheetEntry.switch.lastTile',
  'sheetEntry.switch.heaven',
  'sheetEntry.switch.earth',
  'sheetEntry.liable',
  'sheetEntry.liable.none',
  'sheetEntry.why',
  'sheetEntry.why.third-dragon',
  'sheetEntry.why.fourth-set',
  'sheetEntry.why.kong-replacement',
  'sheetEntry.value',
  'sheetEntry.mode.fan',
  'sheetEntry.mode.patterns',
  'sheetEntry.mode.points',
  'sheetEntry.mode.tiles',
  'sheetEntry.fan',
  'sheetEntry.fan.typed',
  'sheetEntry.limit',
  'sheetEntry.points',
  'sheetEntry.limits',
  'sheetEntry.pattern.fan',
  'sheetEntry.pattern.limit',
  'sheetEntry.pattern.more',
  'sheetEntry.pattern.fewer',
  'sheetEntry.pattern.byWay',
  'sheetEntry.add',
  'sheetEntry.save',
  'sheetEntry.cancel',
  'sheetEntry.problem.loading',
  'sheetEntry.problem.no-winner',
  'sheetEntry.problem.no-caller',
  'sheetEntry.problem.no-how',
  'sheetEntry.problem.no-from',
  'sheetEntry.problem.no-why',
  'sheetEntry.problem.liable-not-here',
  'sheetEntry.problem.no-fan',
  'sheetEntry.problem.fan-range',
  'sheetEntry.problem.below-minimum',
  'sheetEntry.problem.no-points',
  'sheetEntry.problem.points-range',
  'sheetEntry.problem.no-patterns',
  'sheetEntry.problem.tiles',
  'sheetEntry.problem.not-a-win',
  'sheetEntry.say.discard',
  'sheetEntry.say.self-draw',
  'sheetEntry.say.kong-replacement',
  'sheetEntry.say.robbing-kong',
  'sheetEntry.say.fan',
  'sheetEntry.say.fan.one',
  'sheetEntry.say.limit',
  'sheetEntry.say.points',
  'sheetEntry.say.points.one',
  'sheetEntry.say.pays',
  'sheetEntry.say.payEach',
  'sheetEntry.say.liablePaysNormal',
  'sheetEntry.say.and',
  'sheetEntry.say.draw',
  'sheetEntry.say.false',
  'sheetEntry.say.eastStays',
  'sheetEntry.say.eastPasses',
  'sheetEntry.say.end',
  'sheetEntry.say.items',
  'sheetEntry.say.afterEnd',
  'sheetEntry.say.second',
  'sheetEntry.say.secondNoWin',
  'sheetEntry.say.secondNone',
  'sheetEntry.say.secondError',
  'wind.E',
  'wind.S',
  'wind.W',
  'wind.N',
  // "under the classic rules": the rule set's name as the sentences need it.
  'sheet.under.hke',
  'sheet.under.classic',
  'sheet.under.hk-modern',
  'sheet.under.hk-simple',
] as const;
export type EntryKey = (typeof ENTRY_KEYS)[number];

export interface EntryStrings {
  t: Record<EntryKey, string>;
  /** Rule set names and pattern and limit names (`rules.short.hke`, `hke.pattern.self-draw`). */
  names: Readonly<Record<string, string>>;
  /** The hand editor's strings, with the engine's messages (`error.*`, `situation.*`). */
  editor: EditorStrings;
}

/** "What did Carla give Dieter?": the question to the liable player's case, liable first. */
export const whyQuestion = (s: EntryStrings, names: readonly string[], liable: number, winner: number): string =>
  fill(s.t['sheetEntry.why'], { name: names[liable] ?? '', winner: names[winner] ?? '' });

export const windName = (s: EntryStrings, w: Wind): string => s.t[`wind.${WIND_LETTERS[w]}`];
/** "under the classic rules", "nach den klassischen Regeln". */
export const rulesUnder = (s: EntryStrings, r: RuleSetId): string => s.t[`sheet.under.${r}`];

/** A pattern's or limit hand's name under a rule set, as the fan table writes it. */
export const patternName = (s: EntryStrings, rules: RuleSetId, id: string): string =>
  s.names[`${rules}.pattern.${id}`] ?? s.names[`${rules}.limit.${id}`] ?? id;

/** "Anna", "Anna and Ben", "Anna, Ben and Carl". */
export function nameList(s: EntryStrings, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${s.t['sheetEntry.say.and']} ${names.at(-1)}`;
}

/** Why "Add" is not possible yet, as a sentence. */
export function problemText(s: EntryStrings, p: EntryProblem | OutcomeProblem, who: string, lang: Lang): string {
  switch (p.kind) {
    case 'impossible':
      return errorMessage({ code: 'impossible-situation', reason: p.reason }, s.editor.messages);
    case 'fan-range':
    case 'points-range':
      return fill(s.t[`sheetEntry.problem.${p.kind}`], { min: p.min, max: p.max });
    case 'below-minimum':
      return fill(s.t['sheetEntry.problem.below-minimum'], { min: p.min });
    case 'tiles':
      return fill(s.t['sheetEntry.problem.tiles'], { status: statusText(s.editor, p.status, lang, null) });
    case 'not-scored':
      return errorMessage(p.error, s.editor.messages);
    case 'not-a-win':
      return fill(s.t['sheetEntry.problem.not-a-win'], { under: rulesUnder(s, p.rules) });
    default:
      return fill(s.t[`sheetEntry.problem.${p.kind}`], { name: who });
  }
}

/** "Anna pays 16, Carl and Dora pay 8 each": the payers, most first, equal amounts together. */
export function paymentsText(s: EntryStrings, names: readonly string[], payments: readonly number[]): string {
  const byAmount = new Map<number, string[]>();
  payments.forEach((p, i) => {
    if (p < 0) byAmount.set(-p, [...(byAmount.get(-p) ?? []), names[i] ?? '']);
  });
  return [...byAmount.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([amount, who]) =>
      fill(s.t[who.length === 1 ? 'sheetEntry.say.pays' : 'sheetEntry.say.payEach'], {
        name: nameList(s, who),
        amount,
      }),
    )
    .join(', ');
}

/** "Ben wins on Anna’s discard": who won and how, without the value. */
export function eventText(
  s: EntryStrings,
  names: readonly string[],
  e: { winner: number; win: WinKind; from: number | null },
): string {
  return fill(s.t[`sheetEntry.say.${e.win}`], {
    winner: names[e.winner] ?? '',
    from: e.from === null ? '' : (names[e.from] ?? ''),
  });
}

/** What the hand does to the sheet, in words: who wins how, the value, who pays, who is East
 * next, and the same hand under the second rule set. A hand after the end only says so. */
export function outcomeText(s: EntryStrings, names: readonly string[], o: Outcome): string {
  if (o.afterEnd) return s.t['sheetEntry.say.afterEnd'];
  const name = (i: number | null) => (i === null ? '' : (names[i] ?? ''));
  const parts: string[] = [];
  switch (o.kind) {
    case 'win': {
      const event = eventText(s, names, o);
      const value = valueText(s, o.limit, o.fan, o.countsFan, o.points);
      parts.push(`${event}: ${value}.`, `${paymentsText(s, names, o.payments)}.`);
      // Named as liable, but the engine made nobody pay for all: the hand is none of those the rule lists.
      if (o.named !== null && !o.paysAll)
        parts.push(fill(s.t['sheetEntry.say.liablePaysNormal'], { name: name(o.named) }));
      break;
    }
    case 'draw':
      parts.push(s.t['sheetEntry.say.draw']);
      break;
    case 'false-mahjong':
      parts.push(
        fill(s.t['sheetEntry.say.false'], { name: name(o.caller), amount: o.penalty, under: rulesUnder(s, o.rules) }),
      );
      break;
  }
  if (o.items.length > 0) parts.push(fill(s.t['sheetEntry.say.items'], { items: itemsText(s, o) }));
  if (o.east === null) parts.push(s.t['sheetEntry.say.end']);
  else
    parts.push(
      fill(s.t[o.eastStays ? 'sheetEntry.say.eastStays' : 'sheetEntry.say.eastPasses'], { name: name(o.east) }),
    );
  if (o.second !== null) parts.push(secondText(s, names, o.second, o.kind === 'win'));
  return parts.filter((p) => p !== '').join(' ');
}

/** The same hand under the second rule set, for a win by tiles (a draw or a false Mah-Jongg is
 * said once, above: the second rule set pays it by its own penalty, shown on the sheet). */
function secondText(s: EntryStrings, names: readonly string[], v: SecondView, isWin: boolean): string {
  const under = rulesUnder(s, v.rules);
  if (!v.comparable) return fill(s.t['sheetEntry.say.secondNone'], { under });
  if (v.error !== null)
    return fill(s.t['sheetEntry.say.secondError'], { under, reason: errorMessage(v.error, s.editor.messages) });
  const payments = paymentsText(s, names, v.payments);
  if (!v.win) return fill(s.t['sheetEntry.say.secondNoWin'], { under, payments });
  if (!isWin) return '';
  const value = valueText(s, v.limit, v.fan, countsFan(v.rules), v.points);
  return fill(s.t['sheetEntry.say.second'], { under, value, payments });
}

const valueText = (s: EntryStrings, limit: boolean, fan: number | null, fanRules: boolean, points: number): string =>
  limit
    ? fill(s.t['sheetEntry.say.limit'], { points })
    : fan !== null && fanRules
      ? fill(s.t[points === 1 ? 'sheetEntry.say.fan.one' : 'sheetEntry.say.fan'], { fan, points })
      : fill(s.t[points === 1 ? 'sheetEntry.say.points.one' : 'sheetEntry.say.points'], { points });

/** "Pung of dragons 1, Self-draw 1": the items the engine scored, each with its fan; a limit by name. */
function itemsText(s: EntryStrings, o: Outcome): string {
  return o.items
    .map((i) => (i.fan > 0 ? `${patternName(s, o.rules, i.id)} ${i.fan}` : patternName(s, o.rules, i.id)))
    .join(', ');
}

/**
 * The line before "Add": what the hand does to the evening, or why it cannot be added yet;
 * while only the value is missing, who won and how comes first ("Ben wins on Anna’s discard.
 * Choose the fan …").
 */
export function saidText(
  s: EntryStrings,
  lang: Lang,
  names: readonly string[],
  state: EntryState,
  checked: { ok: true } | { ok: false; problem: EntryProblem },
  outcome: { ok: true; outcome: Outcome } | { ok: false; problem: OutcomeProblem } | null,
): string {
  const who = state.player === null ? '' : (names[state.player] ?? '');
  if (!checked.ok) {
    const { player, win } = state;
    const known = state.result === 'win' && player !== null && win !== null && howDone(state);
    const chosen = known ? `${eventText(s, names, { winner: player, win, from: state.from })}. ` : '';
    return chosen + problemText(s, checked.problem, who, lang);
  }
  if (outcome === null) return s.t['sheetEntry.loading'];
  return outcome.ok ? outcomeText(s, names, outcome.outcome) : problemText(s, outcome.problem, who, lang);
}
