// Shared by the hk-simple tests: score a hand in notation under the simplified Hong Kong rules.
import { parseHand, score, type Liability, type Score } from '../index.ts';
import type { HkSimpleOptions } from '../rules/hk-simple/options.ts';
import { situation } from './score-helpers.ts';

/** `sit` is score-helpers' compact situation (`seat=S self from=W …`); `liable` is added as given. */
export function scoreSimple(hand: string, sit = '', opts: Partial<HkSimpleOptions> = {}, liable?: Liability): Score {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(`bad test hand ${hand}: ${h.error.code}`);
  const s = liable === undefined ? situation(sit) : { ...situation(sit), liable };
  const r = score(h.value, s, { rules: 'hk-simple', hkSimple: opts });
  if (!r.ok) throw new Error(`cannot score ${hand} (${sit}): ${r.error.code} ${r.error.reason ?? ''}`);
  return r.value;
}

/** Item ids in section order, e.g. `mahjong self-draw dragon-pung no-flowers`. */
export const ids = (s: Score): string => s.items.map((i) => i.id).join(' ');
