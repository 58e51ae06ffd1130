// One hand in, one JSON object out. Kept apart from main.ts so tests call it directly.
import {
  blockTiles,
  makeHand,
  makeTile,
  makeTiles,
  parseHand,
  score,
  waits,
  type Block,
  type EngineError,
  type Result,
  type Score,
} from '../engine/index.ts';
import { errorMessage } from '../i18n/engine-errors.ts';
import en from '../i18n/en.json' with { type: 'json' };
import type { CliRequest } from './args.ts';

export type Json = Record<string, unknown>;

export const errorJson = (error: EngineError): Json => ({
  error: { code: error.code, message: errorMessage(error, en) },
});

const blockText = (b: Block): string => {
  const text = makeTiles(blockTiles(b));
  if (!b.declared) return text;
  return b.concealed ? `(${text})` : `[${text}]`;
};

export const scoreJson = (s: Score): Json => ({
  rules: s.rules,
  fan: s.fan,
  limit: s.limit,
  limits: s.limits,
  points: s.points,
  legal: s.legal,
  reason: s.reason,
  items: s.items.map((i) => ({ id: i.id, fan: i.fan, sets: i.blocks })),
  payments: s.payments,
  penalty: s.penalty,
  liable: s.liable,
  shape: s.reading.shape,
  reading: s.reading.blocks.map(blockText),
});

/** Runs the request's command on one hand; `ok: false` means exit status 2. */
export function runOne(req: CliRequest, input: string): Result<Json> {
  const hand = parseHand(input);
  if (!hand.ok) return hand;
  if (req.command === 'waits') {
    const w = waits(hand.value);
    return w.ok ? { ok: true, value: { waits: w.value.map(makeTile) } } : w;
  }
  const s = score(hand.value, req.situation, {
    rules: req.rules,
    hke: { minFan: req.minFan, dangerousPlay: req.dangerousPlay },
  });
  return s.ok ? { ok: true, value: { hand: makeHand(hand.value), ...scoreJson(s.value) } } : s;
}
