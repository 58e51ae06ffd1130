// What the entered hand does to the evening, as the engine computes it: the sheet with this hand
// in its place (appended, or replacing the hand being edited) goes through computeSheet, and
// the hand's row under the main rule set says the value, who pays what and who is East next.
// Nothing here adds up a payment itself.
import type { EngineError } from '../../engine/errors.ts';
import type { RuleSetId, Score } from '../../engine/rules/types.ts';
import type { SecondColumn } from '../../engine/sheet/evening.ts';
import type { PlayerIndex, Sheet, SheetHand } from '../../engine/sheet/types.ts';
import type { WinKind } from '../../engine/situation.ts';

/** The score sheet's engine functions the entry uses, beside the rules engine's. */
export type SheetEngine = Pick<
  typeof import('../../engine/sheet/index.ts'),
  'computeSheet' | 'tickable' | 'wayPatterns'
>;

/** What the outcome needs of the engine. */
export interface OutcomeEngine extends Pick<SheetEngine, 'computeSheet'> {
  ruleSet: (id: RuleSetId, options: Sheet['main']['options']) => { falseMahjongPenalty: number } | null;
}

interface Common {
  /** Each player's payment in this hand (negative: pays). */
  payments: number[];
  /** The scored items of a hand by tiles (pattern or limit id and fan), else empty. */
  items: { id: string; fan: number }[];
  /** Whether East deals again after this hand. */
  eastStays: boolean;
  /** Who is East in the hand after this one; null when this hand ends the evening. */
  east: PlayerIndex | null;
  /** The evening had ended before this hand: it counts nothing. */
  afterEnd: boolean;
  rules: RuleSetId;
  /** The second rule set's view of the same hand; null without a second rule set. */
  second: SecondView | null;
}

/** The hand under the second rule set: not comparable (no tiles), or its value and payments. */
export type SecondView =
  | { comparable: false; rules: RuleSetId }
  | {
      comparable: true;
      rules: RuleSetId;
      /** False when the hand is no win there: it is paid as that rule set's false Mah-Jongg. */
      win: boolean;
      fan: number | null;
      limit: boolean;
      points: number;
      payments: number[];
      error: EngineError | null;
    };

export type Outcome = Common &
  (
    | {
        kind: 'win';
        winner: PlayerIndex;
        win: WinKind;
        from: PlayerIndex | null;
        /** Fan (null when not known: points typed); `countsFan` false under classic. */
        fan: number | null;
        countsFan: boolean;
        limit: boolean;
        points: number;
        /** The player the entry names as paying for everyone, and whether the rules made them (`paysAll`). */
        named: PlayerIndex | null;
        paysAll: boolean;
      }
    | { kind: 'draw' }
    | { kind: 'false-mahjong'; caller: PlayerIndex; penalty: number }
  );

/** Why the engine does not count the hand: no win under the rules, or a hand it cannot score. */
export type OutcomeProblem = { kind: 'not-a-win'; rules: RuleSetId } | { kind: 'not-scored'; error: EngineError };

/** The sheet with `hand` in its place: replacing the hand of the same id, else appended. */
export function withHand(sheet: Sheet, hand: SheetHand): { sheet: Sheet; index: number } {
  const at = sheet.hands.findIndex((h) => h.id === hand.id);
  const hands = at < 0 ? [...sheet.hands, hand] : sheet.hands.map((h, i) => (i === at ? hand : h));
  return { sheet: { ...sheet, hands }, index: at < 0 ? sheet.hands.length : at };
}

/** A limit hand is named alone; otherwise each item with its fan (0-fan items left out). */
function scoredItems(score: Score | null): { id: string; fan: number }[] {
  if (score === null) return [];
  if (score.limit !== null) return [{ id: score.limit, fan: 0 }];
  return score.items.filter((i) => i.fan > 0).map((i) => ({ id: i.id, fan: i.fan }));
}

function secondView(sheet: Sheet, c: SecondColumn | null): SecondView | null {
  if (sheet.second === null || c === null) return null;
  const rules = sheet.second.rules;
  if (!c.comparable) return { comparable: false, rules };
  const error = c.error === 'not-scored' ? (c.engine ?? { code: 'not-complete-hand' }) : null;
  const win = c.score === null || c.score.legal;
  return { comparable: true, rules, win, fan: c.fan, limit: c.limit, points: c.points, payments: c.payments, error };
}

export function outcomeOf(
  engine: OutcomeEngine,
  sheet: Sheet,
  hand: SheetHand,
): { ok: true; outcome: Outcome } | { ok: false; problem: OutcomeProblem } {
  const placed = withHand(sheet, hand);
  const evening = engine.computeSheet(placed.sheet);
  const k = evening.rows.findIndex((r) => r.index === placed.index);
  const row = evening.rows[k];
  const main = row?.main;
  if (main?.error === 'not-a-win') return { ok: false, problem: { kind: 'not-a-win', rules: sheet.main.rules } };
  if (main?.error === 'not-scored')
    return { ok: false, problem: { kind: 'not-scored', error: main.engine ?? { code: 'not-complete-hand' } } };
  const common: Common = {
    payments: main?.payments ?? [0, 0, 0, 0],
    items: sheet.main.rules === 'classic' ? [] : scoredItems(main?.score ?? null),
    eastStays: main?.eastStays ?? false,
    east: evening.rows[k + 1]?.east ?? evening.next?.east ?? null,
    afterEnd: main === undefined || main.error === 'after-end',
    rules: sheet.main.rules,
    second: secondView(sheet, row?.second ?? null),
  };
  switch (hand.kind) {
    case 'draw':
      return { ok: true, outcome: { ...common, kind: 'draw' } };
    case 'false-mahjong': {
      const penalty = engine.ruleSet(sheet.main.rules, sheet.main.options)?.falseMahjongPenalty ?? 0;
      return { ok: true, outcome: { ...common, kind: 'false-mahjong', caller: hand.caller, penalty } };
    }
    case 'win':
      return {
        ok: true,
        outcome: {
          ...common,
          kind: 'win',
          winner: hand.winner,
          win: hand.win,
          from: hand.from ?? null,
          fan: main?.fan ?? null,
          countsFan: sheet.main.rules !== 'classic',
          limit: main?.limit ?? false,
          points: main?.points ?? 0,
          named: hand.liable?.player ?? null,
          paysAll: main?.liable != null && main.liable === hand.liable?.player,
        },
      };
  }
}
