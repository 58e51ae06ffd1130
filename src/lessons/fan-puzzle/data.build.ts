// Build time only: reads the FanPuzzle props an author wrote, scores the hand with the engine
// and flattens the result into a FanAnswer. Every problem is a message for the author.
import type { Hand } from '../../engine/hand.ts';
import { paidAsLimit } from '../../engine/puzzles/paid-as-limit.ts';
import { score } from '../../engine/rules/score.ts';
import { HKE_LIMIT_POINTS, HKE_POINTS_TABLE } from '../../engine/rules/hke/points.ts';
import { parseSituation, SWITCH_WORDS } from '../../engine/notation/situation-notation.ts';
import { WIND_LETTERS } from '../../engine/tiles.ts';
import {
  SITUATION_SWITCHES,
  validateSituation,
  WIN_KINDS,
  type Situation,
  type SituationSwitch,
} from '../../engine/situation.ts';
import { engineMessage } from '../../build/author.ts';
import { text } from '../../build/dictionary.ts';
import { plainReading } from '../../ui/plain.ts';
import type { WidgetLang } from '../../ui/types.ts';
import type { FanAnswer, PointsRow } from './types.ts';
import type { Result } from '../../engine/errors.ts';

/** The situation props as an author writes them in MDX: the written situation's keys (seat,
 * round, win, from) as strings and its switches (lastTile, heaven, earth) as booleans. */
export type SituationProps = { [K in (typeof WORD_PROPS)[number] | SituationSwitch]?: unknown };

const WORD_PROPS = ['seat', 'round', 'win', 'from'] as const;

type Checked<T> = Result<T, string>;

const allowed = (name: string): string =>
  name === 'win' ? `one of ${WIN_KINDS.join(', ')}` : 'one of E, S, W, N (upper case)';

/** The props as an engine Situation, read as the written situation (docs/notation.md); the
 * engine's validateSituation still runs in `fanAnswer`. */
export function readSituation(p: SituationProps): Checked<Situation> {
  const words: [string, string][] = [];
  for (const name of WORD_PROPS) {
    const value = p[name];
    if (value === undefined) continue;
    // One word each: "S last" must not smuggle in a second fact.
    if (typeof value !== 'string' || !/^[^\s=]+$/.test(value))
      return { ok: false, error: `${name} must be ${allowed(name)}, not ${JSON.stringify(value)}.` };
    words.push([name, `${name}=${value}`]);
  }
  for (const name of SITUATION_SWITCHES) {
    const value = p[name];
    if (value !== undefined && typeof value !== 'boolean')
      return {
        ok: false,
        error: `${name} is a switch: write ${name} or ${name}={false}, not ${JSON.stringify(value)}.`,
      };
    if (value === true) words.push([name, SWITCH_WORDS[name]]);
  }
  const r = parseSituation(words.map(([, w]) => w).join(' '));
  if (r.ok) return r;
  const [name, word] = words.find(([, w]) => w === r.error.text) ?? ['situation', String(r.error.text)];
  return { ok: false, error: `${name} must be ${allowed(name)}, not ${JSON.stringify(word.split('=')[1])}.` };
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
  if (!checked.ok) return { ok: false, error: engineMessage(checked.error) };
  const scored = score(hand, checked.value, { rules: 'hke' });
  if (!scored.ok) return { ok: false, error: engineMessage(scored.error) };
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
