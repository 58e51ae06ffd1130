// How a hand was won. Validated like a hand: impossible combinations are errors with a
// `reason`, never exceptions.
import { fail, ok, type Result } from './errors.ts';
import { allTiles, type Hand } from './hand.ts';
import type { Wind } from './tiles.ts';

export const WIN_KINDS = ['discard', 'self-draw', 'kong-replacement', 'robbing-kong'] as const;
export type WinKind = (typeof WIN_KINDS)[number];

/**
 * Why one player pays for all (HKE "dangerous play" supplier cases, hk-modern liability):
 * they gave the winner the third dragon set, the fourth set, or the kong whose replacement
 * tile won.
 */
export const LIABILITY_CASES = ['third-dragon', 'fourth-set', 'kong-replacement'] as const;
export type LiabilityCase = (typeof LIABILITY_CASES)[number];

export interface Liability {
  /** The player who supplied the set (by a discard the winner claimed). */
  seat: Wind;
  why: LiabilityCase;
}

export interface Situation {
  /** The winner's seat wind. */
  seat: Wind;
  /** The prevalent (round) wind. */
  round: Wind;
  /** How the winning tile came: a discard, the wall, a kong replacement tile, a robbed kong. */
  win: WinKind;
  /** The discarder, or the player whose kong was robbed; only for discard and robbing-kong. */
  from?: Wind;
  /** The last tile of the wall (drawn), or the discard of it (claimed). */
  lastTile: boolean;
  /** Blessing of heaven: East wins on the dealt tiles. */
  heaven: boolean;
  /** Blessing of earth: won on East's first discard. */
  earth: boolean;
  /** Who supplied a set that makes them liable, if anyone; the rule set decides what it costs. */
  liable?: Liability;
}

/**
 * The yes/no facts of a situation (each a boolean field of `Situation`). The written form, the
 * share link and the CLI take their switches from this list.
 */
export const SITUATION_SWITCHES = ['lastTile', 'heaven', 'earth'] as const;
export type SituationSwitch = (typeof SITUATION_SWITCHES)[number];

/** The player before `w` in turn order (E → S → W → N), who discards to `w`. */
export const previousSeat = (w: Wind): Wind => ((w + 3) % 4) as Wind;

/** East wins in the East round on a discard; validation fills the discarder (North). */
export const DEFAULT_SITUATION: Situation = {
  seat: 0, // East
  round: 0, // East round
  win: 'discard', // from the player before the winner unless `from` says otherwise
  lastTile: false,
  heaven: false,
  earth: false,
};

/**
 * Who gave the winning tile when the situation does not say: East for the blessing of earth
 * (East's first discard), else the player before the winner; none for a tile from the wall.
 */
export function defaultDiscarder(s: Pick<Situation, 'seat' | 'win' | 'earth'>): Wind | undefined {
  if (s.win !== 'discard' && s.win !== 'robbing-kong') return undefined;
  return s.earth ? 0 : previousSeat(s.seat);
}

export const isSelfDrawn = (s: Situation): boolean => s.win === 'self-draw' || s.win === 'kong-replacement';

/**
 * Why a situation cannot happen: the `reason` of an `impossible-situation` error. Each has a
 * sentence `situation.<reason>` in the i18n files.
 */
export const IMPOSSIBLE_REASONS = [
  'self-draw-from',
  'discard-from-self',
  'liable-is-winner',
  'heaven-and-earth',
  'heaven-not-dealer',
  'heaven-not-self-draw',
  'heaven-last-tile',
  'earth-dealer',
  'earth-not-discard',
  'earth-not-from-east',
  'earth-last-tile',
  'robbing-kong-self-draw', // the CLI's flags: a robbed tile and a drawn one at once
  'robbing-kong-last-tile',
  'robbed-tile-in-hand',
  'kong-replacement-no-kong',
  'first-turn-exposed-set',
  'liable-nothing-claimed', // checked before scoring, in rules/kernel/validate.ts
] as const;
export type ImpossibleReason = (typeof IMPOSSIBLE_REASONS)[number];

const impossible = (reason: ImpossibleReason): Result<never> => fail({ code: 'impossible-situation', reason });

/** Fills the default discarder and rejects what cannot happen at a table. */
export function validateSituation(input: Situation, hand?: Hand): Result<Situation> {
  const s: Situation = { ...input };
  const byOther = s.win === 'discard' || s.win === 'robbing-kong';
  if (byOther && s.from === undefined) s.from = defaultDiscarder(s);
  if (!byOther && s.from !== undefined) return impossible('self-draw-from');
  if (byOther && s.from === s.seat) return impossible('discard-from-self');
  if (s.liable !== undefined && s.liable.seat === s.seat) return impossible('liable-is-winner');
  if (s.heaven && s.earth) return impossible('heaven-and-earth');
  if (s.heaven && s.seat !== 0) return impossible('heaven-not-dealer');
  if (s.heaven && byOther) return impossible('heaven-not-self-draw');
  if (s.heaven && s.lastTile) return impossible('heaven-last-tile');
  if (s.earth && s.seat === 0) return impossible('earth-dealer');
  if (s.earth && s.win !== 'discard') return impossible('earth-not-discard');
  if (s.earth && s.from !== 0) return impossible('earth-not-from-east');
  // East's first discard comes long before the wall runs out.
  if (s.earth && s.lastTile) return impossible('earth-last-tile');
  // Our decision (docs/notation.md): the last tile may only be used to win or be discarded, so
  // nobody adds it to a pung; and after the last tile there is no replacement for a new kong.
  if (s.win === 'robbing-kong' && s.lastTile) return impossible('robbing-kong-last-tile');
  // A replacement tile is drawn only for a declared kong; this covers heaven too (a dealt
  // concealed kong declared before the first discard is the one way heaven meets a replacement).
  if (s.win === 'kong-replacement' && hand !== undefined && !hand.melds.some((m) => m.kind === 'kong'))
    return impossible('kong-replacement-no-kong');
  // The robbed player's pung and the added tile are all four copies: the winner holds none.
  if (
    s.win === 'robbing-kong' &&
    hand?.winning !== undefined &&
    allTiles(hand).filter((t) => t === hand.winning).length > 1
  )
    return impossible('robbed-tile-in-hand');
  const exposed = hand?.melds.some((m) => !m.concealed) ?? false;
  if ((s.heaven || s.earth) && exposed) return impossible('first-turn-exposed-set');
  return ok(s);
}
