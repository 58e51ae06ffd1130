// A link to a hand played at the table, short enough for an address bar:
//   /en/replay/?g=2.k3x9q.2jz8k1.E0d.DBcAAbB…&at=40
// The hand is deterministic from its seed, its options and the choices made in it, so the link
// holds only those: `2` the format version, a check, the seed in base 36, the round's wind, the
// fan minimum, the flags (`d` dangerous play, `c` changing seats) and, for a hand from the play
// table, the learner's seat (`E` `S` `W` `N`, so the replay can show their decisions), then one
// character per choice.
// The check (five base-36 characters of a hash over the rest of the link) tells a link cut off
// in a message or an address bar from a hand in progress, which is also a link that simply
// ends: a link whose check does not match is refused as cut off or changed, never played.
// Version 1, the same without the check, was shared before the check existed: it is still read.
// A choice is the index of the action taken among the seat's legal actions, sorted in a fixed
// order; moves that were the only legal one (a draw, a pass with nothing to claim) take no
// character. A false Mah-Jongg, which is never among the legal actions, is written as a last
// field: the number of moves made before it, in base 36. The computer players' choices are
// written like the learner's, so a link stays valid when the computer players change.
// Parse (the syntax) then validate (the engine replays every choice): errors are values.
import {
  applyHandAction,
  handRecord,
  legalHandActions,
  newHand,
  pendingSeats,
  type HandRecord,
} from '../../engine/game/index.ts';
import { actionsFor } from '../../engine/game/record.ts';
import type { Action, GameOptions, HandState } from '../../engine/game/types.ts';
import { WIND_LETTERS, type Wind, type WindLetter } from '../../engine/tiles.ts';
import type { Result } from '../../engine/errors.ts';

/** The version written; version 1 (no check) is still read. */
export const REPLAY_LINK_VERSION = 2;
/** Characters of the check: 36⁵ ≈ 60 million values, so a cut link passes once in 60 million. */
const CHECK_LENGTH = 5;

/** The 64 characters a choice is written with (safe in a URL as they are). */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Longest link we read: a hand has at most a few hundred choices. */
export const MAX_LINK_LENGTH = 1200;
/** A hand ends long before this many moves; a guard against a link that never ends it. */
const MAX_MOVES = 3000;

export const REPLAY_LINK_ERRORS = [
  'too-long', // longer than MAX_LINK_LENGTH
  'syntax', // not the form above
  'version', // a later format version
  'check', // a version-2 link whose check does not match: cut off or changed
  'seed', // a seed beyond 32 bits (or, writing a link, a record this release deals otherwise from its seed)
  'choice', // a choice the hand does not offer at that moment
  'extra', // choices left over after the hand ended
] as const;
export type ReplayLinkError = (typeof REPLAY_LINK_ERRORS)[number];

export type ReplayLinkResult<T> = Result<T, ReplayLinkError>;

/** Stage one: the link's parts, not yet checked against a hand. */
export interface ReplayLink {
  seed: number;
  round: WindLetter;
  options: GameOptions;
  /** Indices into the sorted legal actions, in order. */
  choices: number[];
  /** Moves made before a false Mah-Jongg, or null. */
  falseAt: number | null;
  /** The seat the learner played (a hand from the play table), or null. */
  learner: WindLetter | null;
}

const fail = <T>(error: ReplayLinkError): ReplayLinkResult<T> => ({ ok: false, error });
const actionKey = (a: Action): string => `${a.type}:${a.seat}:${'tile' in a ? a.tile : ''}`;
const sorted = (actions: Action[]): Action[] =>
  [...actions].sort((a, b) => (actionKey(a) < actionKey(b) ? -1 : actionKey(a) > actionKey(b) ? 1 : 0));

/** The link after its version (and, from version 2, its check): seed, options, choices, false call. */
const BODY = /^([0-9a-z]{1,7})\.([ESWN])(\d{1,2})(d?)(c?)([ESWN]?)\.([A-Za-z0-9_-]*)(?:\.([0-9a-z]{1,3}))?$/;
const VERSION = /^(\d+)\./;
const CHECKED = new RegExp(`^2\\.([0-9a-z]{${CHECK_LENGTH}})\\.(.*)$`);

/** FNV-1a (32 bits) of `text`, as CHECK_LENGTH base-36 characters. */
function checkOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return (h % 36 ** CHECK_LENGTH).toString(36).padStart(CHECK_LENGTH, '0');
}

/** The body of a link, its check verified (version 2) or absent (version 1). */
function bodyOf(text: string): ReplayLinkResult<string> {
  // A version-2 link cut anywhere, even inside its version or check, is told as cut off.
  if (text === '2' || text.startsWith('2.')) {
    const m = CHECKED.exec(text);
    return m !== null && checkOf(`2.${m[2]!}`) === m[1] ? { ok: true, value: m[2]! } : fail('check');
  }
  const v = VERSION.exec(text);
  if (v === null) return fail('syntax');
  return Number(v[1]) === 1 ? { ok: true, value: text.slice(v[0].length) } : fail('version');
}

/** Stage one: the syntax (and the check). */
export function parseReplayLink(text: string): ReplayLinkResult<ReplayLink> {
  if (typeof text !== 'string') return fail('syntax');
  if (text.length > MAX_LINK_LENGTH) return fail('too-long');
  const body = bodyOf(text);
  if (!body.ok) return body;
  const m = BODY.exec(body.value);
  if (m === null) return fail('syntax');
  const seed = parseInt(m[1]!, 36);
  if (seed > 0xffffffff) return fail('seed');
  return {
    ok: true,
    value: {
      seed,
      round: m[2] as WindLetter,
      options: { minFan: Number(m[3]), dangerousPlay: m[4] === 'd', changeSeats: m[5] === 'c' },
      choices: [...m[7]!].map((c) => DIGITS.indexOf(c)),
      falseAt: m[8] === undefined ? null : parseInt(m[8], 36),
      learner: m[6] === '' ? null : (m[6] as WindLetter),
    },
  };
}

/** The link of version 2: `2.<check>.<body>`, the check over `2.<body>`. */
export function makeReplayLink(l: ReplayLink): string {
  const o = l.options;
  const head = `${l.seed.toString(36)}.${l.round}${o.minFan}${o.dangerousPlay ? 'd' : ''}${o.changeSeats ? 'c' : ''}${l.learner ?? ''}`;
  const choices = l.choices.map((i) => DIGITS[i]).join('');
  const body = l.falseAt === null ? `${head}.${choices}` : `${head}.${choices}.${l.falseAt.toString(36)}`;
  return `${REPLAY_LINK_VERSION}.${checkOf(`${REPLAY_LINK_VERSION}.${body}`)}.${body}`;
}

/** The choice a seat has at this moment: the action to take, `wait` when the link has run out. */
function choose(
  h: HandState,
  seat: Wind,
  l: ReplayLink,
  at: { choice: number; moves: number },
): Action | 'wait' | null {
  if (l.falseAt === at.moves) return { type: 'mahjong', seat };
  const legal = sorted(legalHandActions(h, seat));
  if (legal.length === 1) return legal[0]!;
  if (at.choice >= l.choices.length) return 'wait';
  return legal[l.choices[at.choice++]!] ?? null;
}

/** Stage two: plays the link's hand, every choice checked by the engine; its record. */
export function replayLinkHand(l: ReplayLink): ReplayLinkResult<HandRecord> {
  if (l.options.minFan > 99 || !WIND_LETTERS.includes(l.round)) return fail('syntax');
  let h = newHand({ seed: l.seed, round: WIND_LETTERS.indexOf(l.round) as Wind, options: l.options });
  const at = { choice: 0, moves: 0 };
  moves: while (h.phase.kind !== 'over' && at.moves < MAX_MOVES) {
    for (const seat of pendingSeats(h)) {
      const a = choose(h, seat, l, at);
      if (a === 'wait') break moves; // a hand in progress: it stops at the first open choice
      if (a === null) return fail('choice');
      const r = applyHandAction(h, a);
      if (!r.ok) return fail('choice');
      h = r.value;
      at.moves++;
    }
  }
  if (at.choice < l.choices.length || (l.falseAt !== null && l.falseAt >= at.moves)) return fail('extra');
  const record = handRecord(h);
  return { ok: true, value: l.learner === null ? record : { ...record, learner: l.learner } };
}

/** Reads a link: both stages. */
export function readReplayLink(text: string): ReplayLinkResult<HandRecord> {
  const parsed = parseReplayLink(text);
  return parsed.ok ? replayLinkHand(parsed.value) : parsed;
}

/**
 * The link of a record (the `g` value): every action the record's events stand for, as choices.
 * A link is dealt from its seed, so a record whose seed this release deals differently (one
 * written before the shuffle changed) has none: `seed`.
 */
export function replayLinkOf(record: HandRecord): ReplayLinkResult<string> {
  const round = WIND_LETTERS.indexOf(record.round);
  if (round < 0) return fail('syntax');
  let h = newHand({ seed: record.seed, round: round as Wind, options: record.options });
  if (JSON.stringify(handRecord(h).dealt) !== JSON.stringify(record.dealt)) return fail('seed');
  const link: ReplayLink = {
    seed: record.seed,
    round: record.round,
    options: { ...record.options },
    choices: [],
    falseAt: null,
    learner: record.learner !== undefined && WIND_LETTERS.includes(record.learner) ? record.learner : null,
  };
  let moves = 0;
  while (h.events.length < record.events.length && moves < MAX_MOVES) {
    const actions = actionsFor(h, record.events[h.events.length]!);
    const before = h.events.length;
    for (const seat of pendingSeats(h)) {
      const a = actions.find((x) => x.seat === seat);
      if (a === undefined) return fail('choice');
      const legal = sorted(legalHandActions(h, seat));
      const i = legal.findIndex((x) => actionKey(x) === actionKey(a));
      if (i < 0 && a.type === 'mahjong') link.falseAt = moves;
      else if (i < 0) return fail('choice');
      else if (legal.length > 1) link.choices.push(i);
      const r = applyHandAction(h, a);
      if (!r.ok) return fail('choice');
      h = r.value;
      moves++;
    }
    if (h.events.length === before && h.phase.kind === 'over') return fail('choice');
  }
  // The same dealt tiles, yet other draws: the rest of the wall is shuffled differently.
  if (JSON.stringify(h.events) !== JSON.stringify(record.events)) return fail('seed');
  return { ok: true, value: makeReplayLink(link) };
}

/** The replay page's query for a record at a moment: `?g=…&at=N`. */
export function replayLinkQuery(record: HandRecord, at?: number): ReplayLinkResult<string> {
  const g = replayLinkOf(record);
  if (!g.ok) return g;
  return { ok: true, value: at === undefined ? `?g=${g.value}` : `?g=${g.value}&at=${Math.max(0, Math.trunc(at))}` };
}
