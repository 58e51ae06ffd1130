// Which tab plays: every state and event, checked against the rules written out by hand.
import { describe, expect, test } from 'vitest';
import { away, ownerAfter, plays, type Owner, type OwnerEvent } from './table-owner.ts';

const OWNERS: Owner[] = ['alone', 'asking', 'owner', 'elsewhere', 'moved', 'taking'];
const EVENTS: OwnerEvent[] = ['held', 'busy', 'take', 'let-go'];

// The only changes; every other pair leaves the state as it is.
const CHANGES: Record<string, Owner> = {
  'asking held': 'owner',
  'asking busy': 'elsewhere',
  'taking held': 'owner',
  'elsewhere take': 'taking',
  'moved take': 'taking',
  'owner let-go': 'moved',
};

describe('who plays the game', () => {
  test.each(OWNERS.flatMap((o) => EVENTS.map((e) => [o, e] as const)))('%s, then %s', (o, e) => {
    expect(ownerAfter(o, e)).toBe(CHANGES[`${o} ${e}`] ?? o);
  });

  test('a tab plays alone or as the owner; it shows the offer while the game is elsewhere', () => {
    expect(OWNERS.filter(plays)).toEqual(['alone', 'owner']);
    expect(OWNERS.filter(away)).toEqual(['elsewhere', 'moved', 'taking']);
    // Asking is neither: the page waits a moment, with nothing to play and nothing to take.
    expect(plays('asking') || away('asking')).toBe(false);
  });

  test('a browser without locks never leaves "alone"', () => {
    for (const e of EVENTS) expect(ownerAfter('alone', e)).toBe('alone');
  });
});
