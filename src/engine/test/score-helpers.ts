// Shared by the scoring tests: a hand in notation plus a short situation string.
import { DEFAULT_SITUATION, parseHand, score, type Score, type Situation, type Wind } from '../index.ts';
import type { HkeOptions } from '../rules/hke/options.ts';

const WIND: Record<string, Wind> = { E: 0, S: 1, W: 2, N: 3 };

/**
 * Situation in a compact form: `seat=S round=W self kong rob last heaven earth from=E`.
 * Unset facts take DEFAULT_SITUATION (East seat, East round, discard from North).
 */
export function situation(text = ''): Situation {
  const s: Situation = { ...DEFAULT_SITUATION };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const [k, v] = word.split('=');
    if (k === 'seat') s.seat = WIND[v!]!;
    else if (k === 'round') s.round = WIND[v!]!;
    else if (k === 'from') s.from = WIND[v!]!;
    else if (k === 'self') s.win = 'self-draw';
    else if (k === 'kong') s.win = 'kong-replacement';
    else if (k === 'rob') s.win = 'robbing-kong';
    else if (k === 'last') s.lastTile = true;
    else if (k === 'heaven') s.heaven = true;
    else if (k === 'earth') s.earth = true;
    else throw new Error(`unknown situation word ${word}`);
  }
  if (s.heaven) s.win = 'self-draw';
  return s;
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
