// Main navigation, in display order. `path` is below the language prefix.
import type { UiKey } from '../i18n/index.ts';

export interface NavItem {
  key: UiKey;
  path: string;
}

export const NAV: readonly NavItem[] = [
  { key: 'nav.lessons', path: 'lessons' },
  // Limit hands, fan table and notation pages are being built elsewhere. Each entry goes here
  // (between lessons and about) once its page exists, because check-site fails on dead links:
  // { key: 'nav.limitHands', path: 'limit-hands' },
  // { key: 'nav.fanTable', path: 'fan-table' },
  // { key: 'nav.notation', path: 'notation' },
  { key: 'nav.about', path: 'about' },
];


/** Reference pages listed on the start page, each with a one-line description. */
export interface ReferenceItem extends NavItem {
  descKey: UiKey;
}

export const REFERENCE: readonly ReferenceItem[] = [
  // Like NAV: the pages built elsewhere join this list once they exist.
  // { key: 'nav.fanTable', path: 'fan-table', descKey: 'home.ref.fanTable' },
  // { key: 'nav.limitHands', path: 'limit-hands', descKey: 'home.ref.limitHands' },
  // { key: 'nav.notation', path: 'notation', descKey: 'home.ref.notation' },
  { key: 'nav.glossary', path: 'glossary', descKey: 'home.ref.glossary' },
  { key: 'nav.about', path: 'about', descKey: 'home.ref.about' },
];
