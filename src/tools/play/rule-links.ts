// The lesson sections the table's hints link to, per language (the anchors are the headings'
// ids in the built lessons). The page lists them all as plain links, so the site check finds a
// broken anchor at build time; the hints pick theirs by section id.
import type { GameErrorCode } from '../../engine/game/errors.ts';
import type { HintId } from './hints.ts';

export const RULE_SECTIONS = {
  turn: { lesson: 'turn', de: 'ziehen-und-abwerfen', en: 'drawing-and-discarding' },
  claim: { lesson: 'turn', de: 'einen-abwurf-rufen', en: 'claiming-a-discard' },
  priority: { lesson: 'turn', de: 'wer-hat-vorrang', en: 'who-comes-first' },
  kongs: { lesson: 'turn', de: 'kongs', en: 'kongs' },
  robbing: { lesson: 'turn', de: 'den-kong-rauben', en: 'robbing-the-kong' },
  lastTile: { lesson: 'turn', de: 'der-letzte-stein', en: 'the-last-tile' },
  bonus: { lesson: 'setup', de: 'blumen-und-jahreszeiten-ersetzen', en: 'replacing-flowers-and-seasons' },
  dealKong: { lesson: 'setup', de: 'verdeckte-kongs-aus-dem-austeilen', en: 'concealed-kongs-from-the-deal' },
  waiting: { lesson: 'waiting', de: 'was-heißt-warten', en: 'what-does-waiting-mean' },
  distance: { lesson: 'waiting', de: 'wie-weit-bis-zum-warten', en: 'how-far-from-waiting' },
  payments: { lesson: 'payments', de: 'wer-zahlt', en: 'who-pays' },
  east: { lesson: 'whole-game', de: 'wer-bleibt-ost', en: 'who-stays-east' },
  penalties: { lesson: 'whole-game', de: 'strafen', en: 'penalties' },
  dangerous: { lesson: 'whole-game', de: 'gefährliches-spiel', en: 'dangerous-play' },
  fanMinimum: { lesson: 'whole-game', de: 'fan-minimum', en: 'fan-minimum' },
  honourFan: { lesson: 'scoring', de: 'drachen-und-winde', en: 'dragons-and-winds' },
  direction: { lesson: 'strategy', de: 'eine-richtung-wählen', en: 'choosing-a-direction' },
  safety: { lesson: 'strategy', de: 'sicher-abwerfen', en: 'discarding-safely' },
  giveUp: { lesson: 'strategy', de: 'wann-du-aufgibst', en: 'when-to-give-up' },
} as const;
export type RuleSection = keyof typeof RULE_SECTIONS;
export const RULE_SECTION_IDS = Object.keys(RULE_SECTIONS) as RuleSection[];

/** A section's link and its name, as the page hands them to the island. */
export type RuleLinks = Record<RuleSection, { href: string; label: string }>;

const HINT_SECTION: Record<Exclude<HintId, 'refused'>, RuleSection> = {
  'chow-not-from-left': 'claim',
  'last-tile': 'lastTile',
  'bonus-replaced': 'bonus',
  'kong-replacement': 'kongs',
  'two-mahjong': 'priority',
  'claim-lost': 'priority',
  'false-mahjong': 'penalties',
  danger: 'dangerous',
};

/** Where the table's refusals are explained. */
const ERROR_SECTION: Record<GameErrorCode, RuleSection> = {
  'hand-over': 'east',
  'game-over': 'east',
  'hand-not-over': 'east',
  'not-your-turn': 'turn',
  'must-draw': 'turn',
  'must-discard': 'turn',
  'deal-not-over': 'dealKong',
  'no-claim-now': 'claim',
  'answer-first': 'claim',
  'tile-not-in-hand': 'turn',
  'bonus-discard': 'bonus',
  'chow-not-from-left': 'claim',
  'not-a-chow': 'claim',
  'honour-chow': 'claim',
  'pung-tiles-missing': 'claim',
  'kong-tiles-missing': 'kongs',
  'no-pung-to-extend': 'kongs',
  'kong-after-claim': 'kongs',
  'no-replacement-tile': 'kongs',
  'last-tile-claim': 'lastTile',
  'robbing-only-mahjong': 'robbing',
  'mahjong-after-claim': 'claim',
  'bad-action': 'turn',
  'bad-state': 'turn',
  'bad-record': 'turn',
};

export const sectionOf = (h: { id: HintId; code?: GameErrorCode }): RuleSection =>
  h.id === 'refused' ? ERROR_SECTION[h.code ?? 'bad-action'] : HINT_SECTION[h.id];
