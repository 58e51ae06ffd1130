// A liable player supplied the winner a set by a discard (the third dragon set, the fourth
// set). A hand whose sets are all concealed was supplied nothing, so naming a supplier is an
// impossible situation under every rule set; its neighbours with a claimed set are scored.
import { describe, expect, test } from 'vitest';
import { parseHand, RULE_SETS, score, type LiabilityCase, type Result, type Score } from '../index.ts';
import { situation } from './score-helpers.ts';

interface Row {
  name: string;
  hand: string;
  /** score-helpers' compact situation; the winner is South. */
  sit: string;
  why: LiabilityCase;
  /** `impossible` when no rule set may score it, else `scored`. */
  expected: 'impossible' | 'scored';
}

const ROWS: Row[] = [
  // Nothing claimed: every set formed in the hand or declared as a concealed kong.
  {
    name: 'four sets, none shown',
    hand: '123m456p789s111z5p +5p',
    sit: 'self',
    why: 'fourth-set',
    expected: 'impossible',
  },
  {
    name: 'four concealed kongs',
    hand: '(1111m) (2222m) (3333m) (4444m) 5m +5m',
    sit: 'kong',
    why: 'fourth-set',
    expected: 'impossible',
  },
  {
    name: 'three dragon sets, two of them concealed kongs',
    hand: '(5555z) (6666z) 777z 123m 1m +1m',
    sit: 'self',
    why: 'third-dragon',
    expected: 'impossible',
  },
  {
    name: 'big three dragons won on a discard, nothing shown',
    hand: '555z666z77z123m11m +7z',
    sit: 'from=W',
    why: 'third-dragon',
    expected: 'impossible',
  },
  // A claimed set: someone gave the winner a set, whether or not the rule set then makes them pay.
  {
    name: 'third dragon claimed',
    hand: '[555z] [666z] [777z] 123m 5p +5p',
    sit: 'self',
    why: 'third-dragon',
    expected: 'scored',
  },
  { name: 'one claimed chow', hand: '[123m] 456p789s111z5p +5p', sit: 'self', why: 'fourth-set', expected: 'scored' },
  {
    name: 'fourth set claimed',
    hand: '[111m] [456m] [789m] [234m] 9m +9m',
    sit: 'self',
    why: 'fourth-set',
    expected: 'scored',
  },
];

function outcome(row: Row, rules: (typeof RULE_SETS)[number]): Result<Score> {
  const h = parseHand(row.hand);
  if (!h.ok) throw new Error(`bad test hand ${row.hand}: ${h.error.code}`);
  // North is the supplier, so it is never the winner (South) nor a discarder in these rows.
  return score(h.value, { ...situation(`seat=S ${row.sit}`), liable: { seat: 3, why: row.why } }, { rules });
}

describe('a supplier for a hand that was supplied nothing', () => {
  test.each(ROWS.flatMap((row) => RULE_SETS.map((rules) => ({ ...row, rules }))))(
    '$rules: $name, $why → $expected',
    (row) => {
      const r = outcome(row, row.rules);
      if (row.expected === 'scored') expect(r.ok).toBe(true);
      else expect(r).toEqual({ ok: false, error: { code: 'impossible-situation', reason: 'liable-nothing-claimed' } });
    },
  );

  test('the same hands without a supplier are scored under every rule set', () => {
    for (const row of ROWS)
      for (const rules of RULE_SETS) {
        const h = parseHand(row.hand);
        expect(h.ok && score(h.value, situation(`seat=S ${row.sit}`), { rules }).ok).toBe(true);
      }
  });

  // hk-modern's own reading: a kong replaced after a concealed kong names nobody liable.
  test('the kong-replacement case stays with the rule sets', () => {
    const h = parseHand('(1111m) 456p789s11z55p +5p');
    if (!h.ok) throw new Error(h.error.code);
    const s = { ...situation('seat=S kong'), liable: { seat: 3 as const, why: 'kong-replacement' as const } };
    for (const rules of RULE_SETS) {
      const r = score(h.value, s, { rules });
      expect(r.ok && r.value.liable).toBeNull();
    }
  });
});
