// "Copy as text": the score as plain lines in the page's language, for a chat or a score sheet.
// Pure: the page passes the hand, the situation, the score and its own address.
import { fill } from '../../words/fill.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import type { LinkSituation } from '../shared/hand-link.ts';
import type { CalcScore } from './result.ts';
import {
  otherGlance,
  patternName,
  payLabel,
  signed,
  totalText,
  windName,
  winText,
  type CalcStrings,
} from './strings.ts';

export interface SummaryInput {
  /** The hand in notation, as the page shows it. */
  hand: string;
  situation: LinkSituation;
  score: CalcScore;
  /** The share link. */
  url: string;
}

function situationLines(s: CalcStrings, { situation, score }: SummaryInput): string[] {
  const t = s.t;
  const lines = [
    `${t['fan.situation.seat']}: ${windName(s, score.seat)}`,
    `${t['fan.situation.round']}: ${windName(s, situation.round)}`,
    `${t['fan.situation.won']}: ${winText(s, score.win, score.from)}`,
  ];
  if (situation.lastTile) lines.push(t['fan.situation.lastTile']);
  if (situation.heaven) lines.push(t['fan.situation.heaven']);
  if (situation.earth) lines.push(t['fan.situation.earth']);
  return lines;
}

function scoreLines(s: CalcStrings, score: CalcScore): string[] {
  const t = s.t;
  const hke = score.hke;
  const lines = hke.limits.map((id) => fill(t['calc.text.limit'], { name: patternName(s, 'limit', id) }));
  if (hke.limits.length === 0 && hke.items.length === 0) lines.push(t['calc.text.noItems']);
  for (const item of hke.items)
    lines.push(fill(t['calc.text.item'], { name: patternName(s, 'pattern', item.id), fan: item.fan }));
  if (!hke.legal) lines.push(totalText(s, hke));
  else if (hke.limits.length > 0) lines.push(fill(t['calc.text.totalLimit'], { points: hke.points }));
  else lines.push(fill(t['calc.text.total'], { fan: hke.fan, points: hke.points }));
  const pay = WIND_LETTERS.map((w) => `${payLabel(s, score, w)} ${signed(hke.payments[w])}`).join(', ');
  lines.push(fill(t['calc.text.payments'], { list: pay }));
  return lines;
}

export function summaryText(s: CalcStrings, input: SummaryInput): string {
  const others = input.score.others.map((o) => otherGlance(s, o)).join(', ');
  return [
    s.t['calc.text.title'],
    fill(s.t['calc.text.hand'], { hand: input.hand }),
    ...situationLines(s, input),
    '',
    ...scoreLines(s, input.score),
    fill(s.t['calc.text.others'], { list: others }),
    '',
    input.url,
  ].join('\n');
}
