// Shared by the scoring tests: a hand in notation plus a situation in the written form
// (docs/notation.md, "The situation"), read by the engine's own parseSituation.
import { parseHand, parseSituation, score, type Score, type Situation } from '../index.ts';
import type { HkeOptions } from '../rules/hke/options.ts';

/** The tests' shorthands for the written words: `self`, `kong` and `rob` name the way of winning,
 * and `heaven` alone is self-drawn (as the CLI's `--heaven`). */
const SHORTHAND: Readonly<Record<string, string>> = {
  self: 'win=self-draw',
  kong: 'win=kong-replacement',
  rob: 'win=robbing-kong',
};

/**
 * A situation in the written form plus the shorthands: `seat=S round=W self last from=E`.
 * Unset facts take the defaults (East seat, East round, discard from North).
 */
export function situation(text = ''): Situation {
  const words = text.split(/\s+/).map((w) => SHORTHAND[w] ?? w);
  if (words.includes('heaven') && !words.some((w) => w.startsWith('win='))) words.push('win=self-draw');
  const s = parseSituation(words.join(' '));
  if (!s.ok) throw new Error(`bad test situation ${text}: ${s.error.reason} at ${s.error.text}`);
  return s.value;
}

export function scoreOf(hand: string, sit = '', hke: Partial<HkeOptions> = {}): Score {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(`bad test hand ${hand}: ${h.error.code}`);
  const r = score(h.value, situation(sit), { rules: 'hke', hke });
  if (!r.ok) throw new Error(`cannot score ${hand} (${sit}): ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
}

/** Item ids with repeats, e.g. `dragon-pung dragon-pung self-draw`. */
export const itemIds = (s: Score): string => s.items.map((i) => i.id).join(' ');
