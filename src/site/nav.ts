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

