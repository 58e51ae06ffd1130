// The seating compass's props, read and checked at build time, and what its caption says.
// Seats are the engine's winds in turn order; the player after you sits on your right, so a
// discard can be chowed only by the next seat. No geometry, no DOM, no dictionaries.
import { WIND_LETTERS, type Wind } from '../../engine/tiles.ts';
import type { Result } from '../../engine/errors.ts';

export interface CompassOptions {
  /** Seats drawn with a frame. */
  highlight: Wind[];
  /** The discarder: an arrow from this seat into the middle, or to `to`. */
  from: Wind | null;
  /** Where the discard goes; only together with `from`. */
  to: Wind | null;
  /** The seat marked "you". */
  you: Wind | null;
}

export interface CompassProps {
  highlight?: unknown;
  from?: unknown;
  to?: unknown;
  you?: unknown;
}

export type Read<T> = Result<T, string>;

const letterHelp = 'one of E, S, W, N (East, South, West, North)';

function readSeatProp(value: unknown, prop: string): Read<Wind | null> {
  if (value === undefined) return { ok: true, value: null };
  const i = WIND_LETTERS.indexOf(value as 'E');
  return i >= 0
    ? { ok: true, value: i as Wind }
    : { ok: false, error: `${prop} must be ${letterHelp}, not ${JSON.stringify(value)}.` };
}

function seatsOf(value: unknown): Read<Wind[]> {
  if (value === undefined) return { ok: true, value: [] };
  const parts = typeof value === 'string' ? value.trim().split(/[\s,]+/) : [];
  const seats: Wind[] = [];
  for (const part of parts) {
    const seat = readSeatProp(part, 'highlight');
    if (!seat.ok || seat.value === null || seats.includes(seat.value)) {
      return {
        ok: false,
        error: `highlight must be seat letters separated by spaces, each ${letterHelp} and each once, e.g. highlight="W" or highlight="W N"; not ${JSON.stringify(value)}.`,
      };
    }
    seats.push(seat.value);
  }
  return { ok: true, value: seats };
}

export function readCompass(props: CompassProps): Read<CompassOptions> {
  const highlight = seatsOf(props.highlight);
  if (!highlight.ok) return highlight;
  const from = readSeatProp(props.from, 'from');
  if (!from.ok) return from;
  const to = readSeatProp(props.to, 'to');
  if (!to.ok) return to;
  const you = readSeatProp(props.you, 'you');
  if (!you.ok) return you;
  if (to.value !== null && from.value === null)
    return { ok: false, error: 'to needs from: write from="W" to="N" for West\'s discard going to North.' };
  if (to.value !== null && to.value === from.value)
    return { ok: false, error: 'from and to must be two different seats.' };
  return { ok: true, value: { highlight: highlight.value, from: from.value, to: to.value, you: you.value } };
}

/** One caption sentence: a dictionary key and its parameters (seats as winds, named by the caller). */
export interface Sentence {
  key: string;
  seats: Record<string, Wind | Wind[]>;
}

/** What the caption says: always the turn order; the chow rule when the picture shows nothing else; then each option. */
export function compassSentences(o: CompassOptions): Sentence[] {
  const out: Sentence[] = [{ key: 'compass.turns', seats: {} }];
  const plain = o.highlight.length === 0 && o.from === null && o.you === null;
  if (plain) out.push({ key: 'compass.chow', seats: {} });
  if (o.you !== null) out.push({ key: 'compass.you', seats: { seat: o.you } });
  if (o.from !== null && o.to === null) out.push({ key: 'compass.discards', seats: { from: o.from } });
  if (o.from !== null && o.to !== null) out.push({ key: 'compass.discardTo', seats: { from: o.from, to: o.to } });
  if (o.highlight.length > 0) out.push({ key: 'compass.marked', seats: { seats: o.highlight } });
  return out;
}
