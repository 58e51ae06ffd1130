// Deals of the hidden tiles that know part of the truth, for search-decisions.ts: what the
// search would gain if it knew each other hand's suits, or only the hands that are waiting.
// They read the true table: analysis, never a player.
import { shuffle, type Rng } from '../src/engine/random.ts';
import { countTiles, type Wind } from '../src/engine/tiles.ts';
import { BONUS_BASE, type HandState, type Phase } from '../src/engine/game/types.ts';
import { shanten } from '../src/engine/game/bots/shanten.ts';

/** A tile's group: each suit, the honours, the bonus tiles (which lie only in the wall). */
const groupOf = (t: number): number => (t >= BONUS_BASE ? 4 : Math.min(3, Math.floor(t / 9)));

/**
 * The table with the hidden hands of `dealt` seats dealt again from the tiles `seat` cannot
 * see (their hands and the unplayed wall), with the same count of each group as the true hand
 * (`keepGroups`) or at random; the other hands kept; the rest laid out as the wall in a new order.
 */
function dealtAgain(h: HandState, dealt: readonly Wind[], keepGroups: boolean, rng: Rng): HandState {
  const pool: number[] = h.wall.slice(h.head, h.deadTop);
  for (const w of dealt) pool.push(...h.players[w]!.concealed);
  const groups: number[][] = [[], [], [], [], []];
  for (const t of shuffle(pool, rng)) groups[groupOf(t)]!.push(t);
  const players = h.players.map((p) => ({ ...p, concealed: [...p.concealed] }));
  for (const w of dealt) {
    const n = h.players[w]!.concealed.length;
    let hand: number[];
    if (keepGroups) hand = h.players[w]!.concealed.map((t) => groups[groupOf(t)]!.pop()!);
    else {
      // The playing tiles in one random order: the hand takes the first n.
      hand = shuffle(groups.slice(0, 4).flat(), rng).slice(0, n);
      for (const t of hand) groups[groupOf(t)]!.splice(groups[groupOf(t)]!.indexOf(t), 1);
    }
    players[w]!.concealed = hand.sort((a, b) => a - b);
  }
  const wall = h.wall.slice();
  const rest = shuffle(groups.flat(), rng);
  for (let i = h.head; i < h.deadTop; i++) wall[i] = rest[i - h.head]!;
  return { ...h, wall, players, phase: phaseFor(h.phase, dealt, players) };
}

/**
 * The phase with what a dealt seat decided on its true tiles taken back: its answer to a
 * discard or a kong not yet given, and on its turn its drawn tile one of its new ones (as
 * `sampleState` takes it), so that no recorded chow or pung asks for tiles the new hand lacks.
 */
function phaseFor(phase: Phase, dealt: readonly Wind[], players: readonly { concealed: number[] }[]): Phase {
  switch (phase.kind) {
    case 'claims':
    case 'robbing':
      return { ...phase, answers: phase.answers.map((a, w) => (dealt.includes(w as Wind) ? null : a)) };
    case 'turn': {
      const hand = players[phase.seat]!.concealed;
      if (!dealt.includes(phase.seat) || phase.drawn === null || hand.length === 0) return phase;
      return { ...phase, drawn: hand[hand.length - 1]! };
    }
    default:
      return phase;
  }
}

const others = (seat: Wind): Wind[] => ([0, 1, 2, 3] as Wind[]).filter((w) => w !== seat);

/** Each other hand dealt again with the true count of each suit and of honours: the suits known, not the tiles. */
export const suitsKnown = (h: HandState, seat: Wind, rng: Rng): HandState => dealtAgain(h, others(seat), true, rng);

/** Whether a seat's hidden tiles and sets make a winning shape with one more tile. */
export const isWaiting = (h: HandState, w: number): boolean =>
  shanten(countTiles(h.players[w]!.concealed), h.players[w]!.melds.length) <= 0;

/** The other hands that are waiting (any winning hand) kept, the others dealt again at random. */
export function waitingKnown(h: HandState, seat: Wind, rng: Rng): HandState {
  return dealtAgain(
    h,
    others(seat).filter((w) => !isWaiting(h, w)),
    false,
    rng,
  );
}
