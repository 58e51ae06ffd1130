// A complete hand scored for the calculator: HKE in full (items with the sets that made them,
// the reading, points, every seat's payment) and the comparison with the other rule sets. One
// engine call per rule set; the HKE score is the comparison's own HKE column. Plain data with
// ids and numbers; the views and the text summary put it into words.
import type { Result } from '../../engine/errors.ts';
import type { Hand } from '../../engine/hand.ts';
import type { IllegalReason, Penalty, RuleSetId, Score } from '../../engine/rules/types.ts';
import type { WinKind } from '../../engine/situation.ts';
import type { WindLetter } from '../../engine/tiles.ts';
import { toSituation, type LinkSituation } from '../shared/hand-link.ts';
import type { TileCode } from '../../ui/tiles/codes.ts';
import { compareScores, type Comparison, type ScoreResults } from '../compare/model.ts';
import type { PlainReading } from '../../ui/types.ts';
import type { CalcEngine } from './state.ts';

export interface HkeItem {
  /** Pattern id, e.g. `dragon-pung`. */
  id: string;
  fan: number;
  /** Indices into `reading.blocks` of the sets that made it; empty for bonus tiles and the way of winning. */
  blocks: number[];
}

export interface HkeResult {
  items: HkeItem[];
  /** Every limit hand reached, in table order; empty for an ordinary hand. */
  limits: string[];
  fan: number;
  points: number;
  legal: boolean;
  reason: IllegalReason | null;
  penalty: Penalty | null;
  liable: WindLetter | null;
  /** Signed per seat, the winner positive. */
  payments: Record<WindLetter, number>;
  /** The reading that scores best, the one the items point into. */
  reading: PlainReading;
}

/** Another rule set at a glance: its points, or null where the hand is no win there (or cannot be scored). */
export interface OtherResult {
  rules: RuleSetId;
  points: number | null;
}

export interface CalcScore {
  hke: HkeResult;
  /** The rule sets other than HKE, in column order. */
  others: OtherResult[];
  comparison: Comparison;
  /** The validated situation: the winner, the discarder the engine settled on, how it was won. */
  seat: WindLetter;
  from: WindLetter | null;
  win: WinKind;
}

export type CalcResult = Result<CalcScore>;

function hkeResult(engine: CalcEngine, s: Score): HkeResult {
  const code = (t: number) => engine.makeTile(t) as TileCode;
  return {
    items: s.items.map((i) => ({ id: i.id, fan: i.fan, blocks: i.blocks })),
    limits: s.limits,
    fan: s.fan,
    points: s.points,
    legal: s.legal,
    reason: s.reason,
    penalty: s.penalty,
    liable: s.liable,
    payments: s.payments,
    reading: {
      shape: s.reading.shape,
      blocks: s.reading.blocks.map((b) => ({
        kind: b.kind,
        tiles: engine.blockTiles(b).map(code),
        declared: b.declared,
        concealed: b.concealed,
      })),
    },
  };
}

/** Scores a complete hand; an impossible situation or a hand that is no winning hand is an error. */
export function scoreCalc(engine: CalcEngine, hand: Hand, situation: LinkSituation): CalcResult {
  const checked = engine.validateSituation(toSituation(situation), hand);
  if (!checked.ok) return checked;
  const s = checked.value;
  const results = Object.fromEntries(
    engine.RULE_SETS.map((rules) => [rules, engine.score(hand, s, { rules })]),
  ) as ScoreResults;
  // HKE scores every complete hand, so its error is the hand's own (e.g. not a winning hand).
  if (!results.hke.ok) return results.hke;
  const seat = engine.WIND_LETTERS[s.seat]!;
  const from = s.from === undefined ? null : engine.WIND_LETTERS[s.from]!;
  const others = engine.RULE_SETS.filter((r) => r !== 'hke').map((rules): OtherResult => {
    const r = results[rules];
    return { rules, points: r.ok && r.value.legal ? r.value.points : null };
  });
  const comparison = compareScores(results, { seat, from, win: s.win });
  return { ok: true, value: { hke: hkeResult(engine, results.hke.value), others, comparison, seat, from, win: s.win } };
}

/** A way of winning the visitor may pick for a hand; `from` the discarder (or the robbed player). */
export interface WinChoice {
  win: WinKind;
  from: WindLetter | null;
}

/** The ways this hand can have been won in this situation, as the engine accepts them: self-draw,
 * each other seat's discard in turn order, the replacement tile after a kong, robbing a kong (from
 * the player before the winner; the situation's controls change who). */
export function winChoices(engine: CalcEngine, hand: Hand, situation: LinkSituation): WinChoice[] {
  const { from: _from, ...rest } = situation;
  const others = engine.WIND_LETTERS.filter((w) => w !== situation.seat);
  const before = engine.WIND_LETTERS[(engine.WIND_LETTERS.indexOf(situation.seat) + 3) % 4]!;
  const all: WinChoice[] = [
    { win: 'self-draw', from: null },
    ...others.map((from): WinChoice => ({ win: 'discard', from })),
    { win: 'kong-replacement', from: null },
    { win: 'robbing-kong', from: before },
  ];
  return all.filter(
    (c) => engine.validateSituation(toSituation({ ...rest, win: c.win, ...(c.from ? { from: c.from } : {}) }), hand).ok,
  );
}

/** A complete hand whose way of winning is not chosen yet: an error when no way can score it
 * (it is no winning hand, or no way fits the situation: the error says why), else null. */
export function unchosenProblem(
  engine: CalcEngine,
  hand: Hand,
  situation: LinkSituation,
  choices: readonly WinChoice[],
): CalcResult | null {
  const first = choices[0];
  if (first === undefined) {
    const r = scoreCalc(engine, hand, situation);
    return r.ok ? null : r;
  }
  const { from: _from, ...rest } = situation;
  const r = scoreCalc(engine, hand, { ...rest, win: first.win, ...(first.from ? { from: first.from } : {}) });
  return r.ok ? null : r;
}

/** The blocks an item stands for; -1 stands for the limit hand, made of the whole reading. */
export function litBlocks(hke: HkeResult, item: number | null): number[] {
  if (item === null) return [];
  if (item < 0) return hke.reading.blocks.map((_, i) => i);
  return hke.items[item]?.blocks ?? [];
}
