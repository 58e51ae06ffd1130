// Main navigation, in display order. `path` is below the language prefix.
import type { UiKey } from '../i18n/index.ts';

export interface NavItem {
  key: UiKey;
  path: string;
}

export const NAV: readonly NavItem[] = [
  { key: 'nav.lessons', path: 'lessons' },
  { key: 'nav.fanTable', path: 'fan-table' },
  { key: 'nav.limitHands', path: 'limit-hands' },
  { key: 'nav.compare', path: 'compare' },
  { key: 'nav.notation', path: 'notation' },
  { key: 'nav.search', path: 'search' },
  { key: 'nav.about', path: 'about' },
];


/** Reference pages listed on the start page, each with a one-line description. */
export interface ReferenceItem extends NavItem {
  descKey: UiKey;
}

export const REFERENCE: readonly ReferenceItem[] = [
  { key: 'nav.fanTable', path: 'fan-table', descKey: 'home.ref.fanTable' },
  { key: 'nav.limitHands', path: 'limit-hands', descKey: 'home.ref.limitHands' },
  { key: 'nav.compare', path: 'compare', descKey: 'home.ref.compare' },
  { key: 'nav.rulesCompared', path: 'rules-compared', descKey: 'home.ref.rulesCompared' },
  { key: 'nav.notation', path: 'notation', descKey: 'home.ref.notation' },
  { key: 'nav.glossary', path: 'glossary', descKey: 'home.ref.glossary' },
  { key: 'nav.about', path: 'about', descKey: 'home.ref.about' },
];
