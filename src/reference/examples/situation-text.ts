// The situation of an example as short phrases in the page language ("Seat wind: South",
// "Self-drawn"). Only what differs from a plain East-round discard win is mentioned.
import { WIND_LETTERS, type Situation } from '../../engine/index.ts';
import { keyUnder, t, type Lang } from '../../words/index.ts';

const windName = (lang: Lang, w: number): string => t(lang, keyUnder('wind.', WIND_LETTERS[w] ?? ''));

export function situationPhrases(lang: Lang, s: Situation): string[] {
  const out = [t(lang, 'situation.summary.seat', { wind: windName(lang, s.seat) })];
  if (s.round !== 0) out.push(t(lang, 'situation.summary.round', { wind: windName(lang, s.round) }));
  if (s.heaven) out.push(t(lang, 'situation.summary.heaven'));
  else if (s.earth) out.push(t(lang, 'situation.summary.earth'));
  else if (s.win === 'discard') out.push(t(lang, 'situation.summary.discard', { wind: windName(lang, s.from ?? 0) }));
  else if (s.win === 'robbing-kong')
    out.push(t(lang, 'situation.summary.robbing-kong', { wind: windName(lang, s.from ?? 0) }));
  else out.push(t(lang, `situation.summary.${s.win}`));
  if (s.win === 'kong-replacement') out.push(t(lang, 'situation.summary.self-draw'));
  if (s.lastTile) out.push(t(lang, 'situation.summary.lastTile'));
  return out;
}
