// The practice controller's fake world for the Node tests: the real puzzle engine, a fake
// address, storage and chunk loader, and the engine's solution as a form would send it.
import * as engine from './puzzle-engine.ts';
import type { Puzzle } from '../../engine/puzzles/types.ts';
import type { Submission } from './answer.ts';
import { createPractice, type PracticeIO } from './controller.ts';
import { PRACTICE_KEY } from './store.ts';

export const TODAY = '2026-03-01';

/** A fake world: `failures` failed chunk loads first, a link, a Map for storage. */
export function world(
  opts: { link?: string; failures?: number; stored?: string; now?: () => Date; pause?: () => Promise<void> } = {},
) {
  const links: string[] = [];
  const items = new Map<string, string>(opts.stored === undefined ? [] : [[PRACTICE_KEY, opts.stored]]);
  let failures = opts.failures ?? 0;
  const io: PracticeIO = {
    loadEngine: () => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(engine)),
    readLink: () => opts.link ?? null,
    writeLink: (key) => links.push(key),
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
    today: TODAY,
    session: 99,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.pause ? { pause: opts.pause } : {}),
  };
  return { io, links, items, ctl: createPractice(io) };
}

export const shown = (m: { state: { phase: { kind: string } } }): Puzzle => {
  const phase = m.state.phase as { puzzle?: Puzzle };
  if (!phase.puzzle) throw new Error(`no puzzle: ${m.state.phase.kind}`);
  return phase.puzzle;
};

/** The engine's solution as the form would send it. */
export function solution(p: Puzzle): Submission {
  switch (p.type) {
    case 'waits':
      return { type: 'waits', input: engine.waitsSolution(p) };
    case 'fan':
      return { type: 'fan', input: engine.fanSolution(p) };
    case 'pay':
      return { type: 'pay', input: engine.paySolution(p) };
    case 'valid':
      return { type: 'valid', input: engine.validSolution(p) };
    case 'discard':
      return { type: 'discard', input: engine.discardSolution(p) };
  }
}

/** An answer the judge calls wrong, for each type (a miss that is not a reveal). */
export function wrongAnswer(p: Puzzle): Submission {
  switch (p.type) {
    case 'waits':
      return { type: 'waits', input: [] };
    case 'fan':
      return { type: 'fan', input: { kind: 'fan', fan: p.answer.limit === null ? p.answer.fan + 1 : 1 } };
    case 'pay': {
      const right = engine.paySolution(p);
      return { type: 'pay', input: Object.fromEntries(Object.entries(right).map(([k, v]) => [k, (v ?? 0) + 1])) };
    }
    case 'valid':
      return { type: 'valid', input: { valid: !p.answer.valid } };
    case 'discard': {
      const other = p.callers.find((c) => c.seat !== p.answer.seat);
      if (other) return { type: 'discard', input: { seat: other.seat } };
      const reason = engine.DISCARD_REASONS.find((r) => r !== p.answer.reason)!;
      return { type: 'discard', input: { ...engine.discardSolution(p), reason } };
    }
  }
}
