// Scoring under hk-modern in the tests: a hand in notation, the compact situation string of
// score-helpers.ts plus `liable=S:third-dragon`, and options.
import {
  parseHand,
  score,
  type HkModernOptions,
  type LiabilityCase,
  type Score,
  type Situation,
  type Wind,
} from '../index.ts';
import { situation } from './score-helpers.ts';

const WIND: Record<string, Wind> = { E: 0, S: 1, W: 2, N: 3 };

/** `situation()` words plus `liable=SEAT:CASE`. */
export function liableSituation(text = ''): Situation {
  const words = text.split(/\s+/).filter(Boolean);
  const liable = words.find((w) => w.startsWith('liable='));
  const s = situation(words.filter((w) => w !== liable).join(' '));
  if (liable === undefined) return s;
  const [seat, why] = liable.slice('liable='.length).split(':');
  return { ...s, liable: { seat: WIND[seat!]!, why: why as LiabilityCase } };
}

export function scoreModern(hand: string, sit = '', hkModern: Partial<HkModernOptions> = {}): Score {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(`bad test hand ${hand}: ${h.error.code}`);
  const r = score(h.value, liableSituation(sit), { rules: 'hk-modern', hkModern });
  if (!r.ok) throw new Error(`cannot score ${hand} (${sit}): ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
}

/** Item ids with repeats, e.g. `no-flowers dragon-pung dragon-pung`. */
export const ids = (s: Score): string => s.items.map((i) => i.id).join(' ');
