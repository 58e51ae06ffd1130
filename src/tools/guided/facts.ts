// The seats a guided sentence names, read from the table at that moment, never written into the
// sentence by hand: who made the last discard and where that player sits, who drew since the
// learner's last move, who loses a turn when the learner claims out of turn, and at the end who
// discarded the winning tile. The instruction's `{name}` placeholders are filled from these.
import type { GameEvent, HandState } from '../../engine/game/index.ts';
import { fill } from '../../words/fill.ts';
import { WIND_LETTERS, type WindLetter } from '../../engine/tiles.ts';

/** Where a seat sits, seen from the learner: the player before you in turn order sits on your left. */
export type Side = 'left' | 'right' | 'opposite';

export interface SeatFacts {
  /** The learner's seat. */
  me: WindLetter;
  /** The player on the learner's left (who may give a chow) and on the right. */
  left: WindLetter;
  right: WindLetter;
  /** Who threw the last discard, and where that player sits. */
  discarder: WindLetter | null;
  side: Side | null;
  /** Who drew from the wall since the learner last acted, in order. */
  drew: WindLetter[];
  /** While a discard waits for answers: the seats whose turn a claim by the learner passes over. */
  skipped: WindLetter[];
  /** Once the hand is won on a discard: who threw the winning tile, and the other losers. */
  winFrom: WindLetter | null;
  winOthers: WindLetter[];
}

const at = (w: WindLetter): number => WIND_LETTERS.indexOf(w);
const seatAt = (i: number): WindLetter => WIND_LETTERS[((i % 4) + 4) % 4]!;

export function sideOf(me: WindLetter, other: WindLetter): Side {
  const d = (at(other) - at(me) + 4) % 4;
  return d === 3 ? 'left' : d === 1 ? 'right' : 'opposite';
}

/** The seats after `from` in turn order, up to (not including) `to`. */
function between(from: WindLetter, to: WindLetter): WindLetter[] {
  const out: WindLetter[] = [];
  for (let i = at(from) + 1; seatAt(i) !== to; i++) out.push(seatAt(i));
  return out;
}

/** The events since the learner last acted (a draw, a discard, a claim). */
function sinceMine(events: readonly GameEvent[], me: WindLetter): GameEvent[] {
  const k = events.findLastIndex((e) => 'seat' in e && e.seat === me);
  return events.slice(k + 1);
}

export function seatFacts(h: HandState, me: WindLetter): SeatFacts {
  const last = h.events.findLast((e) => e.type === 'discard');
  const discarder = last?.type === 'discard' ? last.seat : null;
  const p = h.phase;
  const waiting = p.kind === 'claims' && WIND_LETTERS[p.seat] !== me;
  const won = h.events.findLast((e) => e.type === 'mahjong');
  const winFrom = won?.type === 'mahjong' && won.from !== undefined ? won.from : null;
  return {
    me,
    left: seatAt(at(me) - 1),
    right: seatAt(at(me) + 1),
    discarder,
    side: discarder === null ? null : sideOf(me, discarder),
    drew: sinceMine(h.events, me).flatMap((e) => (e.type === 'draw' && !e.replacement ? [e.seat] : [])),
    skipped: waiting ? between(WIND_LETTERS[p.seat]!, me) : [],
    winFrom,
    winOthers: winFrom === null ? [] : WIND_LETTERS.filter((w) => w !== me && w !== winFrom),
  };
}

/** The words the facts are filled with: wind names, "and", and where a seat sits. */
export type FactWords = Readonly<Record<string, string>>;

/** "West", "West and North", "West, North and East". */
export function seatList(t: FactWords, seats: readonly WindLetter[]): string {
  const names = seats.map((w) => t[`wind.${w}`] ?? w);
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')}${t['guided.and']}${names.at(-1)}`;
}

/** The placeholders a guided sentence may use, filled. */
export function factParams(t: FactWords, f: SeatFacts): Record<string, string | undefined> {
  const one = (w: WindLetter | null) => (w === null ? undefined : t[`wind.${w}`]);
  return {
    me: one(f.me),
    left: one(f.left),
    right: one(f.right),
    discarder: one(f.discarder),
    side: f.side === null ? undefined : t[`guided.side.${f.side}`],
    drew: f.drew.length > 0 ? seatList(t, f.drew) : undefined,
    skipped: f.skipped.length > 0 ? seatList(t, f.skipped) : undefined,
    winFrom: one(f.winFrom),
    winOthers: f.winOthers.length > 0 ? seatList(t, f.winOthers) : undefined,
  };
}

/** A guided sentence with the seats it names filled in. */
export const factText = (template: string, t: FactWords, f: SeatFacts): string => fill(template, factParams(t, f));
