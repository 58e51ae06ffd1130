// Glicko-2, as Mark Glickman's paper "Example of the Glicko-2 system" (2013) defines it: a
// rating, its deviation (RD: how unsure the rating is) and a volatility (how erratic the player
// is). The learner plays puzzles as a chess player plays opponents: a puzzle is an opponent
// whose rating is the puzzle's difficulty (difficulty.ts) and a right answer is a win. Every
// answer is its own rating period, as lichess does for puzzles, so the rating moves at once.

export interface Rating {
  /** On the Glicko scale: 1500 is the start, about 400 points is 10-to-1 odds. */
  rating: number;
  /** Rating deviation: 350 knows nothing, about 50 is settled. */
  rd: number;
  /** Volatility σ: the expected fluctuation of the rating. */
  vol: number;
}

/** An opponent (a puzzle) and the result: 1 a win (a right answer), 0 a loss, ½ a draw. */
export interface Game {
  opponent: { rating: number; rd: number };
  score: 0 | 0.5 | 1;
}

/** The paper's defaults for a new player. */
export const DEFAULT_RATING: Readonly<Rating> = { rating: 1500, rd: 350, vol: 0.06 };
/** τ, the system constant the paper suggests between 0.3 and 1.2; 0.5 is its example's. */
export const TAU = 0.5;
/**
 * The RD a puzzle counts with. Puzzle ratings are estimates from the generator's knowledge
 * (difficulty.ts), not results, so they are taken as fairly but not fully certain.
 */
export const PUZZLE_RD = 80;
/** A new learner's rating never settles below this RD, so it keeps following real progress. */
export const MIN_RD = 45;

const SCALE = 173.7178;
const EPSILON = 1e-6;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const e = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The chance that `player` beats (answers right) an opponent (a puzzle) of rating `opponent`. */
export function expectedScore(player: Rating, opponent: number, opponentRd = PUZZLE_RD): number {
  return e((player.rating - 1500) / SCALE, (opponent - 1500) / SCALE, opponentRd / SCALE);
}

/** Step 5 of the paper: the new volatility by the Illinois algorithm (regula falsi). */
function volatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // Bounded: the paper's loop converges in a handful of steps; the cap only guards against NaN.
  for (let i = 0; i < 100 && Math.abs(B - A) > EPSILON; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** One rating period: the player's rating after `games` (none: only the RD grows). */
export function rate(player: Rating, games: readonly Game[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) {
    const rd = Math.sqrt(phi * phi + player.vol * player.vol) * SCALE;
    return { ...player, rd: Math.min(rd, DEFAULT_RATING.rd) };
  }
  let vInv = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const E = e(mu, muJ, phiJ);
    vInv += g(phiJ) ** 2 * E * (1 - E);
    sum += g(phiJ) * (score - E);
  }
  const v = 1 / vInv;
  const vol = volatility(player.vol, phi, v, v * sum, tau);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: 1500 + SCALE * muNew, rd: SCALE * phiNew, vol };
}

/** The learner after one puzzle of difficulty `puzzleRating`: one game, one period. */
export function rateOne(player: Rating, puzzleRating: number, right: boolean): Rating {
  const next = rate(player, [{ opponent: { rating: puzzleRating, rd: PUZZLE_RD }, score: right ? 1 : 0 }]);
  return { ...next, rd: Math.max(next.rd, MIN_RD) };
}

/** A stored rating, checked: finite numbers in sane ranges, else undefined. */
export function parseRating(x: unknown): Rating | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const { rating, rd, vol } = x as Record<string, unknown>;
  const num = (n: unknown, lo: number, hi: number): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n >= lo && n <= hi;
  if (!num(rating, 0, 4000) || !num(rd, 0, 350) || !num(vol, 0, 1)) return undefined;
  return { rating, rd, vol };
}
