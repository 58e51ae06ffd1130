// What the entry's choices allow and make: the liability cases and patterns the main rule set
// offers, why "Add" is not possible yet (a closed list of problems the view words), and the
// SheetHand the choices add up to. The rule set's facts come from the engine (its tables and
// settled options); the engine also reads the tiles.
import type { HandValue, PlayerIndex, SheetHand, SheetRules } from '../../engine/sheet/types.ts';
import { validateSituation, type ImpossibleReason, type LiabilityCase, type WinKind } from '../../engine/situation.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { editorStatus, linkOf, type EditorStatus } from '../hand-editor/state.ts';
import type { Engine } from '../shared/load-engine.ts';
import type { SheetEngine } from './outcome.ts';
import { byOther, situationOf, type EntryContext, type EntryState } from './entry.ts';

/** A pattern or limit hand offered for ticking: its fan in the rule set's table (0 for a limit
 * hand), how often it may count, and its section (hk-simple scores one line of each section,
 * so a tick replaces the others of its section). */
export interface PatternChoice {
  id: string;
  fan: number;
  limit: boolean;
  most: number;
  section: string | null;
}

/** Dragon pungs each count (HKE, hk-modern); the third one makes the limit hand, ticked as one. */
const MOST: Readonly<Record<string, number>> = { 'dragon-pung': 2 };

/**
 * What a quick entry may tick under the main rule set, as the engine sums it (sheet/patterns.ts,
 * `tickable`): the patterns with their fan in table order, then the limit hands; none under
 * classic, which counts points.
 */
export function patternChoices(engine: EntryEngine, main: SheetRules): PatternChoice[] {
  const t = engine.tickable(main);
  if (t === null) return [];
  const sections = new Map<string, string>(
    main.rules === 'hk-simple' ? engine.HK_SIMPLE_TABLE.map((r) => [r.id, r.section]) : [],
  );
  const patterns = [...t.fan]
    .filter(([, fan]) => fan > 0)
    .map(([id, fan]) => ({ id, fan, limit: false, most: MOST[id] ?? 1, section: sections.get(id) ?? null }));
  const limits = [...t.limits]
    .filter((id) => !t.fan.has(id))
    .map((id) => ({ id, fan: 0, limit: true, most: 1, section: null }));
  return [...patterns, ...limits];
}

/**
 * The patterns set by how the hand was won (and the last-tile switch), not tickable: `governed`
 * are shown ticked or not as `on` says; null until the way of winning is chosen.
 */
export function wayOf(
  engine: EntryEngine,
  ctx: EntryContext,
  s: EntryState,
): { governed: readonly string[]; on: readonly string[] } | null {
  if (s.result !== 'win' || s.win === null) return null;
  return engine.wayPatterns(ctx.sheet.main.rules, { win: s.win, lastTile: s.lastTile, heaven: s.heaven });
}

/** The engine as the entry uses it: the rules engine and the score sheet's functions. */
export type EntryEngine = Engine & SheetEngine;

const settledOptions = (engine: EntryEngine, main: SheetRules): Readonly<Record<string, unknown>> =>
  (engine.ruleSet(main.rules, main.options)?.options ?? {}) as Readonly<Record<string, unknown>>;

/** Classic counts points and doublings: its quick entry is the points agreed. */
export const countsFan = (rules: RuleSetId): boolean => rules !== 'classic';

const selfDrawn = (win: WinKind | null): boolean => win === 'self-draw' || win === 'kong-replacement';

/**
 * Who can be liable, and for what, under the main rule set as agreed: HKE with dangerous play
 * for any win (rules/hke/dangerous.ts), hk-modern for a self-drawn win (hk-modern/payments.ts,
 * the kong case only on a replacement tile), hk-simple with dangerous play for a self-drawn
 * fourth set (hk-simple/dangerous.ts); classic never.
 */
export function liabilityCases(engine: EntryEngine, main: SheetRules, win: WinKind | null): LiabilityCase[] {
  const dangerous = settledOptions(engine, main)['dangerousPlay'] === true;
  switch (main.rules) {
    case 'hke':
      return dangerous ? ['third-dragon', 'fourth-set'] : [];
    case 'hk-modern':
      if (!selfDrawn(win)) return [];
      return win === 'kong-replacement'
        ? ['third-dragon', 'fourth-set', 'kong-replacement']
        : ['third-dragon', 'fourth-set'];
    case 'hk-simple':
      return dangerous && selfDrawn(win) ? ['fourth-set'] : [];
    case 'classic':
      return [];
    default: {
      const never: never = main.rules;
      return never;
    }
  }
}

/** The fan buttons: the agreed minimum up to where the points table stops growing (HKE and
 * hk-simple: their top step; hk-modern: the agreed cap). Larger fan can still be typed. */
export function fanButtons(engine: EntryEngine, main: SheetRules): number[] {
  const { min } = fanRange(engine, main);
  const top =
    main.rules === 'hk-modern'
      ? Number(settledOptions(engine, main)['maxFan'] ?? 0)
      : main.rules === 'hk-simple'
        ? (engine.HK_SIMPLE_POINTS_TABLE[0]?.minFan ?? 0)
        : (engine.HKE_POINTS_TABLE[0]?.minFan ?? 0);
  return Array.from({ length: Math.max(0, top - min + 1) }, (_, i) => min + i);
}

/** The fan a quick entry may give: from the agreed minimum to every row of the table at once
 * (a larger number is a typo); within what the sheet's reader takes (MAX_FAN, tested). */
export function fanRange(engine: EntryEngine, main: SheetRules): { min: number; max: number } {
  const min = Number(settledOptions(engine, main)['minFan'] ?? 0);
  const max = patternChoices(engine, main).reduce((sum, p) => sum + p.fan * p.most, 0);
  return { min, max };
}

/** Classic's points: a hand scores at least 1 and at most twice the limit (a special hand's double). */
export function pointsRange(engine: EntryEngine, main: SheetRules): { min: number; max: number } {
  const limit = Number(settledOptions(engine, main)['limit'] ?? 0);
  return { min: 1, max: 2 * limit };
}

/** Why the entry cannot be added yet; the view says each in words. */
export type EntryProblem =
  | { kind: 'loading' }
  | { kind: 'no-winner' }
  | { kind: 'no-caller' }
  | { kind: 'no-how' }
  | { kind: 'no-from' }
  | { kind: 'impossible'; reason: ImpossibleReason }
  | { kind: 'no-why' }
  | { kind: 'liable-not-here' }
  | { kind: 'no-fan' }
  | { kind: 'fan-range'; min: number; max: number }
  | { kind: 'below-minimum'; min: number }
  | { kind: 'no-points' }
  | { kind: 'points-range'; min: number; max: number }
  | { kind: 'no-patterns' }
  | { kind: 'tiles'; status: EditorStatus };

const whole = (text: string): number | null => (/^\d{1,4}$/.test(text) ? Number(text) : null);

function valueOf(engine: EntryEngine, ctx: EntryContext, s: EntryState): HandValue | EntryProblem {
  const main = ctx.sheet.main;
  switch (s.mode) {
    case 'fan': {
      if (s.fan === '') return s.limit ? { by: 'fan', fan: 0, limit: true } : { kind: 'no-fan' };
      const fan = whole(s.fan);
      const { min, max } = fanRange(engine, main);
      if (fan === null || fan > max) return { kind: 'fan-range', min: 0, max };
      if (fan < min && !s.limit) return { kind: 'below-minimum', min };
      return { by: 'fan', fan, limit: s.limit };
    }
    case 'points': {
      if (s.points === '') return { kind: 'no-points' };
      const points = whole(s.points);
      const range = pointsRange(engine, main);
      if (points === null || points < range.min || points > range.max) return { kind: 'points-range', ...range };
      return { by: 'points', points };
    }
    case 'patterns': {
      const way = wayOf(engine, ctx, s);
      const patterns = patternChoices(engine, main).flatMap((p) =>
        way?.governed.includes(p.id)
          ? way.on.filter((id) => id === p.id)
          : Array.from({ length: Math.min(p.most, s.patterns[p.id] ?? 0) }, () => p.id),
      );
      return patterns.length === 0 ? { kind: 'no-patterns' } : { by: 'patterns', patterns };
    }
    case 'tiles': {
      const status = editorStatus(engine, s.editor);
      return status.kind === 'complete'
        ? { by: 'tiles', hand: linkOf(engine, s.editor).hand }
        : { kind: 'tiles', status };
    }
  }
}

/** The hand the entry adds up to, or the first reason it cannot be added yet. */
export function checkEntry(
  engine: EntryEngine | null,
  ctx: EntryContext,
  s: EntryState,
): { ok: true; hand: SheetHand } | { ok: false; problem: EntryProblem } {
  const no = (problem: EntryProblem) => ({ ok: false as const, problem });
  if (s.result === 'draw') return { ok: true, hand: { kind: 'draw', id: s.id, at: s.at } };
  if (s.result === 'false-mahjong')
    return s.player === null
      ? no({ kind: 'no-caller' })
      : { ok: true, hand: { kind: 'false-mahjong', id: s.id, caller: s.player, at: s.at } };
  if (s.player === null) return no({ kind: 'no-winner' });
  if (s.win === null) return no({ kind: 'no-how' });
  if (byOther(s.win) && s.from === null) return no({ kind: 'no-from' });
  if (!engine) return no({ kind: 'loading' });
  const value = valueOf(engine, ctx, s);
  if ('kind' in value) return no(value);
  const sit = situationOf(s, ctx);
  const hand = value.by === 'tiles' ? engine.parseHand(value.hand) : null;
  const checked = sit && validateSituation(sit, hand?.ok ? hand.value : undefined);
  if (checked && !checked.ok && checked.error.reason !== undefined)
    return no({ kind: 'impossible', reason: checked.error.reason as ImpossibleReason });
  const liable = liableOf(engine, ctx, s);
  if (liable !== undefined && 'kind' in liable) return no(liable);
  const out: SheetHand = {
    kind: 'win',
    id: s.id,
    winner: s.player,
    win: s.win,
    lastTile: s.lastTile,
    heaven: s.heaven,
    earth: s.earth,
    value,
    at: s.at,
  };
  if (byOther(s.win) && s.from !== null) out.from = s.from;
  if (liable !== undefined) out.liable = liable;
  return { ok: true, hand: out };
}

function liableOf(
  engine: EntryEngine,
  ctx: EntryContext,
  s: EntryState,
): { player: PlayerIndex; why: LiabilityCase } | EntryProblem | undefined {
  if (s.liable === null) return undefined;
  const cases = liabilityCases(engine, ctx.sheet.main, s.win);
  if (cases.length === 0) return { kind: 'liable-not-here' };
  const why = s.why ?? (cases.length === 1 ? cases[0]! : null);
  if (why === null) return { kind: 'no-why' };
  return cases.includes(why) ? { player: s.liable, why } : { kind: 'liable-not-here' };
}
