// One hand under the four rule sets, as lines that line up by meaning: one line per item id
// across the rule sets (a dragon pung is one line: 1 fan here, a doubling in classic), then the
// totals, the result and who pays what. Pure data with ids and numbers; the view (CompareTable)
// turns it into words. The same function serves the compare page in the browser and the
// <Compare> lesson component at build time.
import type { EngineError, Result } from '../../engine/errors.ts';
import {
  RULE_SETS,
  type IllegalReason,
  type Penalty,
  type RuleSetId,
  type Score,
  type ScoreItem,
} from '../../engine/rules/types.ts';
import type { WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type WindLetter } from '../../engine/tiles.ts';

/** What an item's number means: fan, (classic) doublings beside base points, or (simplified HK)
 * section points. */
export type Unit = 'fan' | 'doublings' | 'section';

export function unitOf(rules: RuleSetId): Unit {
  switch (rules) {
    case 'classic':
      return 'doublings';
    case 'hk-simple':
      return 'section';
    case 'hke':
    case 'hk-modern':
      return 'fan';
    default: {
      const never: never = rules;
      return never;
    }
  }
}

export type Cell =
  /** An item (summed when it counts several times): fan or doublings, and classic's base points. */
  | { kind: 'item'; unit: Unit; fan: number; points: number; count: number }
  | { kind: 'limit' }
  | { kind: 'result'; legal: boolean; reason: IllegalReason | null; penalty: Penalty | null; liable: WindLetter | null }
  /** A total or a payment; `signed` payments show + and −; `unit` names what a sum of lines counts. */
  | { kind: 'number'; value: number; signed: boolean; unit?: Unit }
  /** The rule set could not score this hand (only on the result line). */
  | { kind: 'error'; error: EngineError };

export type LineKind =
  'result' | 'limit' | 'pattern' | 'base' | 'fan' | 'base-total' | 'points' | 'uncapped' | 'payment';

export interface Line {
  /** Unique within the comparison, e.g. `pattern:dragon-pung`, `payment:W`. */
  key: string;
  kind: LineKind;
  /** Item or limit id for `pattern`, `base` and `limit` lines; the seat for `payment` lines. */
  id: string;
  /** One cell per rule set; null where the line does not apply (shown as a dash). */
  cells: Record<RuleSetId, Cell | null>;
  /** The rule sets disagree on this line. */
  differs: boolean;
}

export const GROUPS = ['result', 'limits', 'patterns', 'base', 'totals', 'payments'] as const;
export type GroupId = (typeof GROUPS)[number];

export interface Group {
  id: GroupId;
  lines: Line[];
}

export interface Comparison {
  rules: readonly RuleSetId[];
  /** Groups in display order; a group without lines is left out. */
  groups: Group[];
  /** The winner's seat, the discarder (or robbed player) and how the hand was won, to label the payment lines. */
  seat: WindLetter;
  from: WindLetter | null;
  win: WinKind;
}

/** Who won how, from the validated situation. */
export interface Winner {
  seat: WindLetter;
  from: WindLetter | null;
  win: WinKind;
}

export type ScoreResults = Record<RuleSetId, Result<Score>>;

const emptyCells = (): Record<RuleSetId, Cell | null> =>
  Object.fromEntries(RULE_SETS.map((r) => [r, null])) as Record<RuleSetId, Cell | null>;

/** More than one distinct value among the given ones. */
const varied = (values: readonly string[]): boolean => new Set(values).size > 1;

/**
 * Whether a line differs, as a learner reading across it sees it: a cell present in some scored
 * rule sets and missing in others, or cells that are not worth the same. Classic's values are
 * compared too: "4 pts · ×2" beside "1 fan" is a different value, not the same one in another
 * currency (the audit found the unmarked line confusing). Simplified HK's "1 point" beside
 * "1 fan" is the same value (scaleOf). Only classic's own base-point lines are left unmarked by
 * their callers: no other rule set has such a line at all.
 */
export function lineDiffers(cells: Record<RuleSetId, Cell | null>, scored: readonly RuleSetId[]): boolean {
  const present = scored.filter((r) => cells[r] !== null);
  if (present.length !== scored.length && present.length > 0) return true;
  return varied(present.map((r) => cellValue(cells[r]!)));
}

/**
 * The scale a unit counts on. Simplified HK's section points turn into points by the same table
 * as HKE's and modern HK's fan (0 → 1, 1 → 2, 2 → 4, 3 → 8, …), so 1 point there is worth 1 fan
 * here: a line is no difference for the unit's name alone. Classic's doublings are another scale.
 */
const scaleOf = (unit: Unit): 'fan' | 'doublings' => (unit === 'doublings' ? 'doublings' : 'fan');

/** What a cell is worth, as a comparable string: two cells with the same value compare equal. */
export function cellValue(c: Cell): string {
  switch (c.kind) {
    case 'item':
      return `item:${scaleOf(c.unit)}:${c.fan}:${c.points}:${c.count}`;
    case 'number':
      return `number:${c.unit === undefined ? '' : scaleOf(c.unit)}:${c.value}`;
    case 'limit':
      return 'limit';
    case 'result':
      return `result:${c.legal}:${c.reason}:${c.penalty}:${c.liable}`;
    case 'error':
      return `error:${c.error.code}`;
  }
}

const sameBlocks = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Each item with the id of the line it belongs on. Base points of one set go on the line of the
 * doubling that set earns, if any: classic's pung of dragons is "4 pts · ×2" on the dragon-pung
 * line, beside 1 fan elsewhere. Each doubling takes at most one such item.
 */
function lineIds(items: readonly ScoreItem[]): { item: ScoreItem; id: string; counts: boolean }[] {
  const taken = new Set<number>();
  return items.map((item) => {
    if (item.fan > 0 || item.points === 0 || item.blocks.length !== 1) return { item, id: item.id, counts: true };
    const host = items.findIndex((other, i) => other.fan > 0 && !taken.has(i) && sameBlocks(other.blocks, item.blocks));
    if (host < 0) return { item, id: item.id, counts: true };
    taken.add(host);
    return { item, id: items[host]!.id, counts: false };
  });
}

/** Item lines keyed by id, in order of first appearance (HKE's table order first). */
function itemLines(scores: readonly Score[], scored: readonly RuleSetId[]): Line[] {
  const byId = new Map<string, Line>();
  for (const s of scores) {
    for (const { item, id, counts } of lineIds(s.items)) {
      const line = byId.get(id) ?? {
        key: `pattern:${id}`,
        kind: 'pattern' as const,
        id,
        cells: emptyCells(),
        differs: false,
      };
      byId.set(id, line);
      const prev = line.cells[s.rules];
      const sum = prev?.kind === 'item' ? prev : { fan: 0, points: 0, count: 0 };
      line.cells[s.rules] = {
        kind: 'item',
        unit: unitOf(s.rules),
        fan: sum.fan + item.fan,
        points: sum.points + item.points,
        count: sum.count + (counts ? 1 : 0),
      };
    }
  }
  const lines = [...byId.values()];
  for (const line of lines) {
    const cells = Object.values(line.cells).filter((c) => c !== null);
    // Base points alone (classic's sets, pairs, bonus tiles) get a group of their own.
    if (cells.every((c) => c.kind === 'item' && c.fan === 0 && c.points > 0)) {
      line.kind = 'base';
      line.key = `base:${line.id}`;
    }
    // Base points exist in classic only: being absent elsewhere is no difference.
    line.differs = line.kind === 'base' ? false : lineDiffers(line.cells, scored);
  }
  return lines;
}

/**
 * One line per limit hand reached anywhere. Where another rule set scores the same hand as an
 * ordinary pattern (all honours: the limit in HKE, 10 fan in modern HK), that cell moves onto
 * the limit's line, and the pattern line goes when nothing is left on it.
 */
function limitLines(scores: readonly Score[], scored: readonly RuleSetId[], items: Line[]): Line[] {
  const ids = [...new Set(scores.flatMap((s) => s.limits))];
  return ids.map((id) => {
    const cells = emptyCells();
    for (const s of scores) if (s.limits.includes(id)) cells[s.rules] = { kind: 'limit' };
    const pattern = items.find((l) => l.kind === 'pattern' && l.id === id);
    if (pattern) {
      for (const r of scored) {
        if (cells[r] !== null || pattern.cells[r] === null) continue;
        cells[r] = pattern.cells[r];
        pattern.cells[r] = null;
      }
      pattern.differs = lineDiffers(pattern.cells, scored);
    }
    return { key: `limit:${id}`, kind: 'limit', id, cells, differs: lineDiffers(cells, scored) };
  });
}

const isEmpty = (l: Line): boolean => Object.values(l.cells).every((c) => c === null);

/** A line of numbers, one per scored rule set (null where `pick` gives null). */
function numberLine(
  kind: LineKind,
  id: string,
  scores: readonly Score[],
  scored: readonly RuleSetId[],
  pick: (s: Score) => number | null,
  signed = false,
  withUnit = false,
): Line {
  const cells = emptyCells();
  for (const s of scores) {
    const value = pick(s);
    if (value === null) continue;
    cells[s.rules] = withUnit
      ? { kind: 'number', value, signed, unit: unitOf(s.rules) }
      : { kind: 'number', value, signed };
  }
  // Base points are classic's alone, like its base-point lines.
  const differs = kind === 'base-total' ? false : lineDiffers(cells, scored);
  return { key: id === '' ? kind : `${kind}:${id}`, kind, id, cells, differs };
}

function resultLine(results: ScoreResults, scores: readonly Score[]): Line {
  const cells = emptyCells();
  for (const r of RULE_SETS) {
    const res = results[r];
    cells[r] = res.ok
      ? {
          kind: 'result',
          legal: res.value.legal,
          reason: res.value.reason,
          penalty: res.value.penalty,
          liable: res.value.liable,
        }
      : { kind: 'error', error: res.error };
  }
  // Among the rule sets that score: a win here and none there is the biggest difference, and a
  // liable player or a penalty in one column only is one too.
  const differs = lineDiffers(
    cells,
    scores.map((s) => s.rules),
  );
  return { key: 'result', kind: 'result', id: '', cells, differs };
}

/**
 * The comparison of one hand: `results` holds each rule set's score (or error), `winner`
 * comes from the validated situation.
 */
export function compareScores(results: ScoreResults, winner: Winner): Comparison {
  const scores = RULE_SETS.flatMap((r) => {
    const res = results[r];
    return res.ok ? [res.value] : [];
  });
  const scored = scores.map((s) => s.rules);
  const items = itemLines(scores, scored);
  const limits = limitLines(scores, scored, items);
  const capped = scores.some((s) => s.uncapped !== s.points);
  const totals = [
    // Each rule set's sum of its lines, in its own unit: fan, doublings or section points.
    numberLine('fan', '', scores, scored, (s) => s.fan, false, true),
    ...(scores.some((s) => s.base !== null) ? [numberLine('base-total', '', scores, scored, (s) => s.base)] : []),
    numberLine('points', '', scores, scored, (s) => s.points),
    ...(capped ? [numberLine('uncapped', '', scores, scored, (s) => s.uncapped)] : []),
  ];
  const groups: Group[] = [
    { id: 'result', lines: [resultLine(results, scores)] },
    { id: 'limits', lines: limits },
    { id: 'patterns', lines: items.filter((l) => l.kind === 'pattern' && !isEmpty(l)) },
    { id: 'base', lines: items.filter((l) => l.kind === 'base') },
    { id: 'totals', lines: scores.length > 0 ? totals : [] },
    {
      id: 'payments',
      lines:
        scores.length > 0
          ? WIND_LETTERS.map((w) => numberLine('payment', w, scores, scored, (s) => s.payments[w], true))
          : [],
    },
  ];
  return { rules: RULE_SETS, groups: groups.filter((g) => g.lines.length > 0), ...winner };
}

/** An error that is the hand's or the situation's, not a rule set's: every rule set reports it,
 * so the page shows it instead of four columns. An error only some columns report stays theirs. */
export function handError(results: ScoreResults): EngineError | null {
  const errors = RULE_SETS.flatMap((r) => {
    const res = results[r];
    return res.ok ? [] : [res.error];
  });
  return errors.length === RULE_SETS.length ? errors[0]! : null;
}

/** Every line, in display order: the row index of each line in the aligned grid. */
export const allLines = (c: Comparison): Line[] => c.groups.flatMap((g) => g.lines);
