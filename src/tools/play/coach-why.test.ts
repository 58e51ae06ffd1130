// Why a claim or a pass, on hand-made facts: the reasons the seeded games of the honesty suite
// seldom or never reach (a pass that every count shown argues against, a kong over a pung).
import { describe, expect, test } from 'vitest';
import { claimWhy, type ClaimFacts } from './coach-why.ts';

describe('why a claim or a pass', () => {
  const pung: ClaimFacts = {
    action: { type: 'pung', seat: 0 },
    before: 4,
    after: 3,
    fan: 1,
    breaks: null,
    reach: null,
  };
  const kong: ClaimFacts = { ...pung, action: { type: 'kong', seat: 0 } };
  const pass = { type: 'pass', seat: 0 } as const;
  test('a pass against a closer set with fan says only the estimate speaks for it', () => {
    expect(claimWhy(pass, [pung], 'flush', 1).kind).toBe('pass-against');
    expect(claimWhy(pass, [{ ...pung, fan: 0 }], 'flush', 1).kind).toBe('pass-estimate');
    expect(claimWhy(pass, [{ ...pung, after: 0, reach: 'never' }], 'flush', 1).kind).toBe('pass-estimate');
  });
  test("a kong over a pung that counts no better names the kong's replacement tile", () => {
    expect(claimWhy(kong.action, [kong, pung], 'any', null).kind).toBe('kong');
    expect(claimWhy(kong.action, [kong, { ...pung, after: 2 }], 'any', null).kind).toBe('closer');
  });
});
