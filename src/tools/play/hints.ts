// Rule hints: the moments of a hand when a rule decides what the learner may do, found by
// comparing the state before and after one table action. A hint is data (an id and the tiles
// and seats it is about); strings.ts words it, rule-links.ts names the lesson section.
import { answerAllowed } from '../../engine/game/claims.ts';
import { liveCount, type Action, type Answer, type GameErrorCode, type HandState } from '../../engine/game/index.ts';
import { isHonour, makeTile, WIND_LETTERS, type Tile, type Wind, type WindLetter } from '../../engine/tiles.ts';

export const HINT_IDS = [
  'chow-not-from-left', // a chow would fit, but the discarder is not on the learner's left
  'last-tile', // the discard of the last tile: only Mah-Jongg may claim it
  'bonus-replaced', // the learner's flower or season was laid out and replaced
  'kong-replacement', // the learner's kong: a replacement tile from the dead wall
  'two-mahjong', // several players called Mah-Jongg: the next in turn wins
  'claim-lost', // the learner's claim lost to one with priority
  'refused', // the table refused the learner's move (the engine's error code says why)
  'false-mahjong', // the learner's call was no win: the penalty
  'danger', // coaching: the tile chosen is dangerous under "dangerous play"
] as const;
export type HintId = (typeof HINT_IDS)[number];

export type Hint =
  | { id: 'chow-not-from-left'; tile: string; sets: string[]; from: WindLetter }
  | { id: 'last-tile'; tile: string; from: WindLetter; couldClaim: boolean }
  | { id: 'bonus-replaced'; tiles: string[] }
  | { id: 'kong-replacement'; tile: string }
  | { id: 'two-mahjong'; winner: WindLetter; callers: WindLetter[]; from: WindLetter }
  | { id: 'claim-lost'; winner: WindLetter; claim: Answer['type']; won: 'mahjong' | 'kong' | 'pung' | 'chow' }
  | { id: 'refused'; code: GameErrorCode; tile?: string; reason?: string }
  | { id: 'false-mahjong'; reason: 'not-complete' | 'below-minimum'; fan?: number; minFan: number }
  | { id: 'danger'; tile: string };

const letter = (w: Wind): WindLetter => WIND_LETTERS[w]!;

/** The chows `seat` holds the other two tiles for, by lowest tile. */
export function fittingChows(hand: readonly Tile[], tile: Tile): Tile[] {
  if (isHonour(tile)) return [];
  const out: Tile[] = [];
  for (let low = tile - 2; low <= tile; low++) {
    if (low < 0 || Math.floor(low / 9) !== Math.floor(tile / 9) || low % 9 > 6) continue;
    if ([low, low + 1, low + 2].filter((t) => t !== tile).every((t) => hand.includes(t))) out.push(low);
  }
  return out;
}

const setText = (low: Tile): string => `${(low % 9) + 1}${(low % 9) + 2}${(low % 9) + 3}${makeTile(low).slice(-1)}`;

/** A discard of another player now waits for the learner's answer: what may they not do, and why? */
export function discardHints(h: HandState, me: Wind): Hint[] {
  const phase = h.phase;
  if (phase.kind !== 'claims' || phase.seat === me) return [];
  const tile = makeTile(phase.tile);
  const from = letter(phase.seat);
  const hand = h.players[me]!.concealed;
  const pungable = hand.filter((t) => t === phase.tile).length >= 2;
  const chows = fittingChows(hand, phase.tile);
  if (liveCount(h) === 0) return [{ id: 'last-tile', tile, from, couldClaim: pungable || chows.length > 0 }];
  if (chows.length === 0) return [];
  const refused = answerAllowed(h, me, { type: 'chow', tile: chows[0]! });
  if (refused.ok || refused.error.code !== 'chow-not-from-left') return [];
  return [{ id: 'chow-not-from-left', tile, sets: chows.map(setText), from }];
}

/** The answers of a claims or robbing phase once `a` is in. */
function answersWith(h: HandState, a: Action): (Answer | null)[] | null {
  const phase = h.phase;
  if (phase.kind !== 'claims' && phase.kind !== 'robbing') return null;
  const answers = [...phase.answers];
  answers[a.seat] = a.type === 'chow' ? { type: 'chow', tile: a.tile } : ({ type: a.type } as Answer);
  return answers;
}

/** A discard (or a robbing chance) was resolved by `a`: who called what, and who got it. */
function resolutionHints(before: HandState, after: HandState, a: Action, me: Wind): Hint[] {
  const phase = before.phase;
  const answers = answersWith(before, a);
  if (answers === null || (phase.kind !== 'claims' && phase.kind !== 'robbing') || after.phase === before.phase)
    return [];
  if (after.phase.kind === phase.kind) return []; // not resolved yet
  const taken = after.events
    .slice(before.events.length)
    .find((e) => e.type === 'mahjong' || e.type === 'chow' || e.type === 'pung' || e.type === 'kong');
  if (taken === undefined || !('seat' in taken)) return [];
  const winner = taken.seat;
  const out: Hint[] = [];
  const callers = answers.flatMap((x, w) => (x?.type === 'mahjong' ? [letter(w as Wind)] : []));
  if (callers.length >= 2) out.push({ id: 'two-mahjong', winner, callers, from: letter(phase.seat) });
  const mine = answers[me];
  if (mine && mine.type !== 'pass' && winner !== letter(me) && callers.length < 2) {
    out.push({ id: 'claim-lost', winner, claim: mine.type, won: taken.type as 'mahjong' });
  }
  return out;
}

/** What the learner should be told after table action `a` took `before` to `after`. */
export function stepHints(before: HandState, after: HandState, a: Action, me: Wind): Hint[] {
  const out = resolutionHints(before, after, a, me);
  const fresh = after.events.slice(before.events.length);
  const mine = letter(me);
  const bonus = fresh.flatMap((e) => (e.type === 'bonus' && e.seat === mine ? [e.tile] : []));
  if (bonus.length > 0) out.push({ id: 'bonus-replaced', tiles: bonus });
  for (const e of fresh) {
    if ((e.type === 'concealed-kong' || e.type === 'kong') && e.seat === mine)
      out.push({ id: 'kong-replacement', tile: e.type === 'kong' ? e.tile : `${e.set[0]}${e.set.at(-1)}` });
    // An added kong's replacement comes only once nobody robbed it (the next step).
  }
  if (
    before.phase.kind === 'robbing' &&
    after.phase.kind === 'turn' &&
    after.phase.seat === me &&
    before.phase.seat === me
  ) {
    out.push({ id: 'kong-replacement', tile: makeTile(before.phase.tile) });
  }
  const result = after.result;
  if (result?.outcome === 'false-mahjong' && result.seat === mine && before.result === null) {
    const reason = result.reason ?? 'not-complete';
    out.push(
      result.fan === undefined
        ? { id: 'false-mahjong', reason, minFan: after.options.minFan }
        : { id: 'false-mahjong', reason, fan: result.fan, minFan: after.options.minFan },
    );
  }
  // Entering a discard's claims: what the learner may not claim, and why.
  if (after.phase.kind === 'claims' && before.phase.kind !== 'claims') out.push(...discardHints(after, me));
  return out;
}

/** The dealt hand: the learner's flowers and seasons were laid out and replaced. */
export function dealHints(h: HandState, me: Wind): Hint[] {
  const mine = letter(me);
  const bonus = h.events.flatMap((e) => (e.type === 'bonus' && e.seat === mine ? [e.tile] : []));
  return bonus.length > 0 ? [{ id: 'bonus-replaced', tiles: bonus }] : [];
}
