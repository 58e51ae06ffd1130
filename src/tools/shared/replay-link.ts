// A link to a hand played at the table, short enough for an address bar:
//   /en/replay/?g=1.2jz8k1.E0d.DBcAAbB…&at=40
// The hand is deterministic from its seed, its options and the choices made in it, so the link
// holds only those: `1` the format version, the seed in base 36, the round's wind, the fan
// minimum, the flags (`d` dangerous play, `c` changing seats) and, for a hand from the play
// table, the learner's seat (`E` `S` `W` `N`, so the replay can show their decisions), then one
// character per choice.
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

export const REPLAY_LINK_VERSION = 1;

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
  'seed', // a seed beyond 32 bits
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

const LINK = /^(\d+)\.([0-9a-z]{1,7})\.([ESWN])(\d{1,2})(d?)(c?)([ESWN]?)\.([A-Za-z0-9_-]*)(?:\.([0-9a-z]{1,3}))?$/;

/** Stage one: the syntax. */
export function parseReplayLink(text: string): ReplayLinkResult<ReplayLink> {
  if (typeof text !== 'string') return fail('syntax');
  if (text.length > MAX_LINK_LENGTH) return fail('too-long');
  const m = LINK.exec(text);
  if (m === null) return fail('syntax');
  if (Number(m[1]) !== REPLAY_LINK_VERSION) return fail('version');
  const seed = parseInt(m[2]!, 36);
  if (seed > 0xffffffff) return fail('seed');
  return {
    ok: true,
    value: {
      seed,
      round: m[3] as WindLetter,
      options: { minFan: Number(m[4]), dangerousPlay: m[5] === 'd', changeSeats: m[6] === 'c' },
      choices: [...m[8]!].map((c) => DIGITS.indexOf(c)),
      falseAt: m[9] === undefined ? null : parseInt(m[9], 36),
      learner: m[7] === '' ? null : (m[7] as WindLetter),
    },
  };
}

export function makeReplayLink(l: ReplayLink): string {
  const o = l.options;
  const head = `${REPLAY_LINK_VERSION}.${l.seed.toString(36)}.${l.round}${o.minFan}${o.dangerousPlay ? 'd' : ''}${o.changeSeats ? 'c' : ''}${l.learner ?? ''}`;
  const body = l.choices.map((i) => DIGITS[i]).join('');
  return l.falseAt === null ? `${head}.${body}` : `${head}.${body}.${l.falseAt.toString(36)}`;
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

/** The link of a record (the `g` value): every action the record's events stand for, as choices. */
export function replayLinkOf(record: HandRecord): ReplayLinkResult<string> {
  const round = WIND_LETTERS.indexOf(record.round);
  if (round < 0) return fail('syntax');
  let h = newHand({ seed: record.seed, round: round as Wind, options: record.options });
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
  return { ok: true, value: makeReplayLink(link) };
}

/** The replay page's query for a record at a moment: `?g=…&at=N`. */
export function replayLinkQuery(record: HandRecord, at?: number): ReplayLinkResult<string> {
  const g = replayLinkOf(record);
  if (!g.ok) return g;
  return { ok: true, value: at === undefined ? `?g=${g.value}` : `?g=${g.value}&at=${Math.max(0, Math.trunc(at))}` };
}
