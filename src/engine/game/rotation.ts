// Where a hand is dealt: the wind round, how often the deal has passed in it, and who sits
// where. One pure step for "East stays or the deal passes", shared by the table (game.ts) and
// the score sheet (sheet/), so that both turn the winds the same way; what makes East stay is
// the caller's (each rule set decides it).
import type { Wind } from '../tiles.ts';

/** A deal: the prevalent wind, and how often the deal has passed in this round (0–3). */
export interface Deal {
  round: Wind;
  passes: number;
}

/**
 * The deal after one that ended: the same one when East stays, else the next seat deals; after
 * four passes the next wind round starts. Null when the North round's last deal has passed:
 * the four wind rounds are over.
 */
export function nextDeal(at: Deal, eastStays: boolean): Deal | null {
  if (eastStays) return { round: at.round, passes: at.passes };
  if (at.passes < 3) return { round: at.round, passes: at.passes + 1 };
  return at.round < 3 ? { round: (at.round + 1) as Wind, passes: 0 } : null;
}

/**
 * "Umsetzen": who sits where in each wind round, as indices into the first round's places
 * (e s w n = the players who drew East, South, West, North). After the East round East and
 * South swap, and West and North; after the South round East and South cross the table,
 * West moves one place on in turn order and North one place back; after the West round the
 * first swap again. Worked through, the rounds seat: e s w n · s e n w · w n s e · n w e s.
 */
export const SEAT_CHANGES: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [1, 0, 3, 2],
  [2, 3, 1, 0],
  [3, 2, 0, 1],
];

/** The places of wind round `round`, from the first round's: changed per SEAT_CHANGES when `changeSeats`. */
export const placesIn = <P>(first: readonly P[], round: Wind, changeSeats: boolean): P[] =>
  changeSeats ? SEAT_CHANGES[round]!.map((i) => first[i]!) : [...first];

/** The seat wind of each player: `places` are players in turn order, East at place `passes`. */
export const seatsOf = (g: { places: readonly number[]; passes: number }): Wind[] => {
  const seats: Wind[] = [0, 0, 0, 0];
  g.places.forEach((player, place) => (seats[player] = ((place - g.passes + 4) % 4) as Wind));
  return seats;
};

/** The player sitting at a seat wind. */
export const playerAt = (g: { places: readonly number[]; passes: number }, seat: Wind): number =>
  g.places[(seat + g.passes) % 4]!;
