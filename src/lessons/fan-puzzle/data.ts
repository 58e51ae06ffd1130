// Build time only: reads the FanPuzzle props an author wrote, scores the hand with the engine
// and flattens the result into a FanAnswer. Every problem is a message for the author.
import type { Hand } from '../../engine/hand.ts';
import { paidAsLimit } from '../../engine/puzzles/paid-as-limit.ts';
import { score } from '../../engine/rules/score.ts';
import { HKE_LIMIT_POINTS, HKE_POINTS_TABLE } from '../../engine/rules/hke/points.ts';
import { validateSituation, WIN_KINDS, type Situation, type WinKind } from '../../engine/situation.ts';
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import { engineMessage } from '../../build/author.ts';
import { text } from '../../build/dictionary.ts';
import { plainReading } from '../../build/plain.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { FanAnswer, PointsRow } from './types.ts';

/** The situation props as an author writes them in MDX. */
export interface SituationProps {
  seat?: unknown;
  round?: unknown;
  win?: unknown;
  from?: unknown;
  lastTile?: unknown;
  heaven?: unknown;
  earth?: unknown;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function wind(name: string, value: unknown, fallback: Wind | undefined): Checked<Wind | undefined> {
  if (value === undefined) return { ok: true, value: fallback };
  const i = WIND_LETTERS.indexOf(value as (typeof WIND_LETTERS)[number]);
  if (i < 0)
    return { ok: false, message: `${name} must be one of E, S, W, N (upper case), not ${JSON.stringify(value)}.` };
  return { ok: true, value: i as Wind };
}

function flag(name: string, value: unknown): Checked<boolean> {
  if (value === undefined) return { ok: true, value: false };
  if (typeof value !== 'boolean')
    return {
      ok: false,
      message: `${name} is a switch: write ${name} or ${name}={false}, not ${JSON.stringify(value)}.`,
    };
  return { ok: true, value };
}

/** The props as an engine Situation; the engine's validateSituation still runs in `fanAnswer`. */
export function readSituation(p: SituationProps): Checked<Situation> {
  const win = p.win ?? 'discard';
  if (!WIN_KINDS.includes(win as WinKind))
    return { ok: false, message: `win must be one of ${WIN_KINDS.join(', ')}, not ${JSON.stringify(win)}.` };
  const seat = wind('seat', p.seat, 0);
  if (!seat.ok) return seat;
  const round = wind('round', p.round, 0);
  if (!round.ok) return round;
  const from = wind('from', p.from, undefined);
  if (!from.ok) return from;
  const lastTile = flag('lastTile', p.lastTile);
  if (!lastTile.ok) return lastTile;
  const heaven = flag('heaven', p.heaven);
  if (!heaven.ok) return heaven;
  const earth = flag('earth', p.earth);
  if (!earth.ok) return earth;
  const situation: Situation = {
    seat: seat.value ?? 0,
    round: round.value ?? 0,
    win: win as WinKind,
    lastTile: lastTile.value,
    heaven: heaven.value,
    earth: earth.value,
  };
  if (from.value !== undefined) situation.from = from.value;
  return { ok: true, value: situation };
}

/** HKE_POINTS_TABLE as ranges ("4–6", "10+"), lowest first. */
export function pointsTable(fan: number, limit: boolean): PointsRow[] {
  const rows = [...HKE_POINTS_TABLE].sort((a, b) => a.minFan - b.minFan);
  return rows.map((r, i) => {
    const next = rows[i + 1]?.minFan;
    const range =
      next === undefined ? `${r.minFan}+` : next - 1 === r.minFan ? `${r.minFan}` : `${r.minFan}–${next - 1}`;
    const applies = !limit && fan >= r.minFan && (next === undefined || fan < next);
    return { fan: range, points: r.points, applies };
  });
}

export function fanAnswer(
  hand: Hand,
  situation: Situation,
  askPayments: boolean,
  lang: WidgetLang,
): Checked<FanAnswer> {
  // Validated first to learn the default discarder the engine fills in.
  const checked = validateSituation(situation, hand);
  if (!checked.ok) return { ok: false, message: engineMessage(checked.error) };
  const scored = score(hand, checked.value, { rules: 'hke' });
  if (!scored.ok) return { ok: false, message: engineMessage(scored.error) };
  const s = scored.value;
  const from = checked.value.from;
  const value: FanAnswer = {
    reading: plainReading(s.reading),
    items: s.items.map((i) => ({
      id: i.id,
      name: text(lang, `hke.pattern.${i.id}`),
      desc: text(lang, `hke.pattern.${i.id}.desc`),
      fan: i.fan,
      blocks: i.blocks,
      situational: i.blocks.length === 0,
    })),
    fan: s.fan,
    limits: s.limits.map((id) => ({
      id,
      name: text(lang, `hke.limit.${id}`),
      desc: text(lang, `hke.limit.${id}.desc`),
    })),
    paidAsLimit: paidAsLimit(s),
    points: s.points,
    payments: s.payments,
    seat: WIND_LETTERS[checked.value.seat]!,
    from: from === undefined ? null : WIND_LETTERS[from]!,
    win: checked.value.win,
    table: pointsTable(s.fan, s.limit !== null),
    limitPoints: HKE_LIMIT_POINTS,
    askPayments,
  };
  return { ok: true, value };
}
