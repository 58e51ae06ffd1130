// One hand in, one JSON object out. Kept apart from main.ts so tests call it directly.
import {
  ALL_TILES,
  blockTiles,
  makeHand,
  makeTile,
  makeTiles,
  ok,
  parseHand,
  RULE_SETS,
  score,
  waits,
  type Block,
  type EngineError,
  type Hand,
  type Result,
  type RuleSetId,
  type Score,
  type ScoreItem,
  type ScoreOptions,
  type Tile,
} from '../engine/index.ts';
import en from '../words/en.json' with { type: 'json' };
import type { CliRequest } from './args.ts';
import { cliMessage } from './error-text.ts';
import type { CliError } from './flags.ts';

export type Json = Record<string, unknown>;

/** `{"error":{"code","message"}}`; a bad value of a flag adds `"option"` and `"value"`. */
export const errorJson = (error: CliError): Json => ({
  error: {
    code: error.code,
    message: cliMessage(error, en),
    ...(error.option === undefined ? {} : { option: error.option }),
    ...(error.value === undefined ? {} : { value: error.value }),
  },
});

const blockText = (b: Block): string => {
  const text = makeTiles(blockTiles(b));
  if (!b.declared) return text;
  return b.concealed ? `(${text})` : `[${text}]`;
};

const itemJson = (i: ScoreItem): Json => ({ id: i.id, fan: i.fan, sets: i.blocks });

/**
 * What `score` prints for one rule set. `items` lists every item (for classic `fan` is its
 * doublings); classic also splits them into `base` (points) and `doublings`, null elsewhere.
 */
export const scoreJson = (s: Score): Json => ({
  rules: s.rules,
  fan: s.fan,
  limit: s.limit,
  limits: s.limits,
  points: s.points,
  uncapped: s.uncapped,
  legal: s.legal,
  reason: s.reason,
  items: s.items.map(itemJson),
  base:
    s.base === null
      ? null
      : {
          total: s.base,
          items: s.items.filter((i) => i.fan === 0).map((i) => ({ id: i.id, points: i.points, sets: i.blocks })),
        },
  doublings:
    s.base === null
      ? null
      : {
          total: s.fan,
          items: s.items.filter((i) => i.fan > 0).map((i) => ({ id: i.id, doublings: i.fan, sets: i.blocks })),
        },
  payments: s.payments,
  penalty: s.penalty,
  liable: s.liable,
  shape: s.reading.shape,
  reading: s.reading.blocks.map(blockText),
});

/** A rule set that failed on a hand the others scored (compare); the line still prints. */
export interface RuleFailure {
  rules: RuleSetId;
  error: EngineError;
}

/** The JSON text for one hand, plus any rule set that failed inside a comparison. */
export type LineResult =
  { ok: true; value: string; failed: readonly RuleFailure[] } | { ok: false; error: EngineError };

const NONE: readonly RuleFailure[] = [];

// `{"waits":[…]}` written directly: tile codes need no escaping, and a batch prints
// thousands of these, so the object and JSON.stringify are skipped. Same bytes.
const QUOTED_TILES = ALL_TILES.map((t) => `"${makeTile(t)}"`);
function waitsLine(tiles: readonly Tile[]): string {
  let out = '{"waits":[';
  for (let i = 0; i < tiles.length; i++) out += (i ? ',' : '') + QUOTED_TILES[tiles[i]!]!;
  return `${out}]}`;
}

const scoreOptions = (req: CliRequest, rules: RuleSetId): ScoreOptions => ({ rules, ...req.options });

function scoreOne(req: CliRequest, hand: Hand): Result<Json> {
  const s = score(hand, req.situation, scoreOptions(req, req.rules));
  return s.ok ? ok({ hand: makeHand(hand), ...scoreJson(s.value) }) : s;
}

/** Every rule set on one hand: `{hke: …, classic: …, …}`; an error for all is one error. */
function compareAll(req: CliRequest, hand: Hand): LineResult {
  const text = makeHand(hand);
  const results = RULE_SETS.map((rules) => ({ rules, r: score(hand, req.situation, scoreOptions(req, rules)) }));
  const failed = results.flatMap(({ rules, r }) => (r.ok ? [] : [{ rules, error: r.error }]));
  if (failed.length === results.length) return { ok: false, error: failed[0]!.error };
  const json = Object.fromEntries(
    results.map(({ rules, r }) => [rules, r.ok ? { hand: text, ...scoreJson(r.value) } : errorJson(r.error)]),
  );
  return { ok: true, value: JSON.stringify(json), failed };
}

/** Runs the request's command on one hand: the line to print, or the error (exit status 2). */
export function runLine(req: CliRequest, input: string): LineResult {
  const hand = parseHand(input);
  if (!hand.ok) return hand;
  switch (req.command) {
    case 'waits': {
      const w = waits(hand.value);
      return w.ok ? { ok: true, value: waitsLine(w.value), failed: NONE } : w;
    }
    case 'score': {
      const s = scoreOne(req, hand.value);
      return s.ok ? { ok: true, value: JSON.stringify(s.value), failed: NONE } : s;
    }
    case 'compare':
      return compareAll(req, hand.value);
    default: {
      const unknown: never = req.command;
      return { ok: false, error: { code: 'bad-option', text: String(unknown) } };
    }
  }
}
