// Reading one hand of a sheet: every field checked against what the sheet's rule sets allow.
import { parseHand } from '../notation/hand-notation.ts';
import { HKE_DEFAULTS } from '../rules/hke/options.ts';
import { HK_SIMPLE_DEFAULTS } from '../rules/hk-simple/options.ts';
import { LIABILITY_CASES, WIN_KINDS, type LiabilityCase, type WinKind } from '../situation.ts';
import type { EngineError } from '../errors.ts';
import type { SheetError, SheetErrorCode } from './errors.ts';
import { tickable } from './patterns.ts';
import type { HandValue, PlayerIndex, SheetHand, SheetRules } from './types.ts';

/** The largest fan a quick entry takes: two digits. */
export const MAX_FAN = 99;
/** The most patterns one quick entry ticks. */
const MAX_TICKS = 30;
/** The longest id, time or hand in notation a sheet keeps. */
export const MAX_TEXT = 200;

type Failed = { ok: false; error: SheetError };
type Read<T> = { ok: true; value: T } | Failed;
type Fail = (code: SheetErrorCode, field: string, engine?: EngineError) => Failed;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isText = (v: unknown, min = 0): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= MAX_TEXT;
/** An ISO 8601 time as Date writes it (or any string Date can read back). */
export const isTime = (v: unknown): v is string => isText(v, 1) && !Number.isNaN(Date.parse(v));
const isPlayer = (v: unknown): v is PlayerIndex => v === 0 || v === 1 || v === 2 || v === 3;
const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Whether the rule set, under its options, makes a player pay for all. */
export function hasLiability(r: SheetRules): boolean {
  switch (r.rules) {
    case 'hke':
      return { ...HKE_DEFAULTS, ...r.options.hke }.dangerousPlay;
    case 'hk-simple':
      return { ...HK_SIMPLE_DEFAULTS, ...r.options.hkSimple }.dangerousPlay;
    case 'hk-modern':
      return true;
    case 'classic':
      return false;
    default: {
      const unknown: never = r.rules;
      return unknown;
    }
  }
}

function readValue(v: unknown, main: SheetRules, fail: Fail): Read<HandValue> {
  if (!isRecord(v)) return fail('bad-value', 'value');
  const fanRules = tickable(main);
  switch (v.by) {
    case 'tiles': {
      if (!isText(v.hand, 1)) return fail('bad-field', 'value.hand');
      const h = parseHand(v.hand);
      if (!h.ok) return fail('bad-tiles', 'value.hand', h.error);
      if (h.value.winning === undefined) return fail('bad-tiles', 'value.hand', { code: 'no-winning-tile' });
      return { ok: true, value: { by: 'tiles', hand: v.hand } };
    }
    case 'patterns': {
      if (fanRules === null) return fail('value-not-for-rules', 'value.by');
      const p = v.patterns;
      if (!Array.isArray(p) || p.length > MAX_TICKS) return fail('bad-field', 'value.patterns');
      const unknown = p.findIndex((id) => typeof id !== 'string' || !(fanRules.fan.has(id) || fanRules.limits.has(id)));
      if (unknown >= 0) return fail('unknown-pattern', `value.patterns.${unknown}`);
      return { ok: true, value: { by: 'patterns', patterns: [...(p as string[])] } };
    }
    case 'fan':
      if (fanRules === null) return fail('value-not-for-rules', 'value.by');
      if (!isWhole(v.fan, 0, MAX_FAN)) return fail('bad-fan', 'value.fan');
      if (typeof v.limit !== 'boolean') return fail('bad-field', 'value.limit');
      return { ok: true, value: { by: 'fan', fan: v.fan, limit: v.limit } };
    case 'points':
      if (!isWhole(v.points, 0, Number.MAX_SAFE_INTEGER)) return fail('bad-points', 'value.points');
      return { ok: true, value: { by: 'points', points: v.points } };
    default:
      return fail('bad-value', 'value.by');
  }
}

function readWin(
  h: Record<string, unknown>,
  base: { id: string; at: string },
  rules: { main: SheetRules; second: SheetRules | null },
  fail: Fail,
): Read<SheetHand> {
  if (!isPlayer(h.winner)) return fail('bad-player', 'winner');
  if (!(WIN_KINDS as readonly unknown[]).includes(h.win)) return fail('bad-win-kind', 'win');
  const win = h.win as WinKind;
  const byOther = win === 'discard' || win === 'robbing-kong';
  if (h.from !== undefined && !isPlayer(h.from)) return fail('bad-player', 'from');
  if (byOther && h.from === undefined) return fail('from-missing', 'from');
  if (!byOther && h.from !== undefined) return fail('from-not-allowed', 'from');
  if (h.from === h.winner) return fail('from-is-winner', 'from');
  for (const flag of ['lastTile', 'heaven', 'earth'] as const)
    if (typeof h[flag] !== 'boolean') return fail('bad-field', flag);
  const value = readValue(h.value, rules.main, fail);
  if (!value.ok) return value;
  const selfDrawn = win === 'self-draw' || win === 'kong-replacement';
  const v = value.value;
  if (rules.main.rules === 'hk-modern' && selfDrawn && v.by === 'points' && v.points % 2 !== 0)
    return fail('odd-points', 'value.points');
  let liable: { player: PlayerIndex; why: LiabilityCase } | undefined;
  if (h.liable !== undefined) {
    const l = h.liable;
    if (!isRecord(l) || !isPlayer(l.player)) return fail('bad-player', 'liable.player');
    if (l.player === h.winner) return fail('liable-is-winner', 'liable.player');
    if (!(LIABILITY_CASES as readonly unknown[]).includes(l.why)) return fail('bad-liability', 'liable.why');
    const second = value.value.by === 'tiles' && rules.second !== null && hasLiability(rules.second);
    if (!hasLiability(rules.main) && !second) return fail('liable-not-in-rules', 'liable');
    liable = { player: l.player, why: l.why as LiabilityCase };
  }
  const hand: SheetHand = {
    kind: 'win',
    id: base.id,
    winner: h.winner,
    win,
    ...(h.from === undefined ? {} : { from: h.from as PlayerIndex }),
    lastTile: h.lastTile as boolean,
    heaven: h.heaven as boolean,
    earth: h.earth as boolean,
    ...(liable === undefined ? {} : { liable }),
    value: value.value,
    at: base.at,
  };
  return { ok: true, value: hand };
}

/** Hand `index` (0-based) of a sheet whose rule sets have been read. */
export function readHand(
  h: unknown,
  index: number,
  rules: { main: SheetRules; second: SheetRules | null },
): Read<SheetHand> {
  const fail: Fail = (code, field, engine) => ({
    ok: false,
    error: { code, hand: index + 1, field, ...(engine === undefined ? {} : { engine }) },
  });
  if (!isRecord(h)) return fail('bad-hand-kind', 'kind');
  if (!isText(h.id, 1)) return fail('bad-field', 'id');
  if (!isTime(h.at)) return fail('bad-field', 'at');
  const base = { id: h.id, at: h.at };
  switch (h.kind) {
    case 'draw':
      return { ok: true, value: { kind: 'draw', ...base } };
    case 'false-mahjong':
      if (!isPlayer(h.caller)) return fail('bad-player', 'caller');
      return { ok: true, value: { kind: 'false-mahjong', id: base.id, caller: h.caller, at: base.at } };
    case 'win':
      return readWin(h, base, rules, fail);
    default:
      return fail('bad-hand-kind', 'kind');
  }
}
