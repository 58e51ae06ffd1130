// Main navigation, in display order. `path` is below the language prefix.
import type { UiKey } from '../words/index.ts';

export interface NavItem {
  key: UiKey;
  path: string;
}

export const NAV: readonly NavItem[] = [
  { key: 'nav.lessons', path: 'lessons' },
  { key: 'nav.practice', path: 'practice' },
  { key: 'nav.calculator', path: 'calculator' },
  { key: 'nav.compare', path: 'compare' },
  { key: 'nav.play', path: 'play' },
  { key: 'nav.rules', path: 'rules' },
  { key: 'nav.search', path: 'search' },
];

/** The reference pages in the footer of every page: one tap away without crowding the header on a phone. */
export const FOOTER: readonly NavItem[] = [
  { key: 'nav.fanTable', path: 'fan-table' },
  { key: 'nav.limitHands', path: 'limit-hands' },
  { key: 'nav.rulesCompared', path: 'rules-compared' },
  { key: 'nav.notation', path: 'notation' },
  { key: 'nav.glossary', path: 'glossary' },
  { key: 'nav.replay', path: 'replay' },
  { key: 'nav.scoreSheet', path: 'score-sheet' },
  { key: 'data.title', path: 'your-data' },
];

/** Reference pages listed on the start page, each with a one-line description. */
export interface ReferenceItem extends NavItem {
  descKey: UiKey;
}

export const REFERENCE: readonly ReferenceItem[] = [
  { key: 'nav.play', path: 'play', descKey: 'home.ref.play' },
  { key: 'nav.practice', path: 'practice', descKey: 'home.ref.practice' },
  { key: 'nav.calculator', path: 'calculator', descKey: 'home.ref.calculator' },
  { key: 'nav.scoreSheet', path: 'score-sheet', descKey: 'home.ref.scoreSheet' },
  { key: 'nav.fanTable', path: 'fan-table', descKey: 'home.ref.fanTable' },
  { key: 'nav.limitHands', path: 'limit-hands', descKey: 'home.ref.limitHands' },
  { key: 'nav.compare', path: 'compare', descKey: 'home.ref.compare' },
  { key: 'nav.rulesCompared', path: 'rules-compared', descKey: 'home.ref.rulesCompared' },
  { key: 'nav.rules', path: 'rules', descKey: 'home.ref.rules' },
  { key: 'nav.notation', path: 'notation', descKey: 'home.ref.notation' },
  { key: 'nav.glossary', path: 'glossary', descKey: 'home.ref.glossary' },
  { key: 'nav.about', path: 'about', descKey: 'home.ref.about' },
];
