// The computer players' targets (docs/bots.md, "The bench"), shared by the bench that plays
// them (bots.ts) and the one that adds up runs recorded in pieces (combine.ts): each line's
// players and fan minimum, and how a figure is judged against its target.
import type { PlayerName } from '../src/engine/game/bots/players.ts';

export interface NetLine {
  label: string;
  bots: PlayerName[];
  minFan: number;
  /** The entries whose mean net points a hand is the figure. */
  side: number[];
  /** The figure must reach this, and its interval lie above zero. */
  atLeast: number;
}

/** The lines whose figure is net points a hand, with `strong` the player measured as the strong one. */
export function netLines(strong: PlayerName): NetLine[] {
  const s = strong;
  return [
    {
      label: `${s} among 3 greedy, no minimum`,
      bots: [s, 'greedy', 'greedy', 'greedy'],
      minFan: 0,
      side: [0],
      atLeast: 2,
    },
    {
      label: `${s} among 3 planner, 3 fan`,
      bots: [s, 'planner', 'planner', 'planner'],
      minFan: 3,
      side: [0],
      atLeast: 3,
    },
    { label: `2 ${s} vs 2 greedy, no minimum`, bots: [s, s, 'greedy', 'greedy'], minFan: 0, side: [0, 1], atLeast: 1 },
    { label: `2 ${s} vs 2 planner, 3 fan`, bots: [s, s, 'planner', 'planner'], minFan: 3, side: [0, 1], atLeast: 1 },
    {
      label: `${s} among 3 careful, no minimum`,
      bots: [s, 'careful', 'careful', 'careful'],
      minFan: 0,
      side: [0],
      atLeast: 1.5,
    },
    {
      label: `${s} among 3 careful, 3 fan`,
      bots: [s, 'careful', 'careful', 'careful'],
      minFan: 3,
      side: [0],
      atLeast: 4,
    },
    {
      label: 'careful among 3 beginner, no minimum',
      bots: ['careful', 'beginner', 'beginner', 'beginner'],
      minFan: 0,
      side: [0],
      atLeast: 0.5,
    },
    {
      label: 'careful among 3 beginner, 3 fan',
      bots: ['careful', 'beginner', 'beginner', 'beginner'],
      minFan: 3,
      side: [0],
      atLeast: 0,
    },
  ];
}

/** The draw-game line: four strong players at 3 fan. */
export const drawLabel = (strong: PlayerName): string => `4 ${strong}, 3 fan: draw games`;
/** Four strong players at 3 fan end at most this share of hands in a draw game. */
export const DRAWS_AT_MOST = 0.2;

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The half-width of the 95% interval of the mean of `xs` (independent samples: one a deal). */
export const half = (xs: readonly number[]): number => {
  const m = mean(xs);
  return 1.96 * Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
};
/** `x` with its sign, to `digits` decimals. */
export const signed = (x: number, digits = 2): string => (x >= 0 ? '+' : '') + x.toFixed(digits);

export interface Judged {
  pass: boolean;
  figure: string;
  target: string;
}

/** A net line's figure from its per-deal nets, against its target. */
export function judgeNet(line: NetLine, nets: readonly number[]): Judged {
  const [m, h] = [mean(nets), half(nets)];
  return {
    pass: m >= line.atLeast && m - h > 0,
    figure: `${signed(m)} ± ${h.toFixed(2)} a hand`,
    target: line.atLeast > 0 ? `target ${signed(line.atLeast, 1)}, interval above 0` : 'target: interval above 0',
  };
}

/** The draw line's figure from each deal's share of draw games, against its target. */
export function judgeDraws(draws: readonly number[]): Judged {
  const [m, h] = [mean(draws), half(draws)];
  return {
    pass: m <= DRAWS_AT_MOST,
    figure: `${(100 * m).toFixed(1)}% ± ${(100 * h).toFixed(1)}`,
    target: `target at most ${100 * DRAWS_AT_MOST}%`,
  };
}

/** One printed line: PASS or FAIL, the label, the figure, the target, the detail. */
export function lineText(j: Judged, label: string, detail: string): string {
  return `${j.pass ? 'PASS' : 'FAIL'}  ${label.padEnd(46)} ${j.figure.padEnd(24)} ${j.target.padEnd(36)} ${detail}`;
}
