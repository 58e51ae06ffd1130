// Die Worte der Regelwerk-Seiten, Deutsch. Englischer Zwilling: ../../en/rule-pages/index.ts.
import type { RulePagesText } from '../../rule-pages-text.ts';
import { CLASSIC } from './classic.ts';
import { HKE } from './hke.ts';
import { HK_MODERN } from './hk-modern.ts';
import { HK_SIMPLE } from './hk-simple.ts';

export const RULE_PAGES: RulePagesText = {
  hke: HKE,
  classic: CLASSIC,
  'hk-modern': HK_MODERN,
  'hk-simple': HK_SIMPLE,
  index: {
    intro:
      'HKE ist das Regelwerk, das diese Seite lehrt. Drei weitere helfen beim Vergleichen: Jede Seite zeigt die Muster und besonderen Hände mit einem Beispiel, das die Regel-Engine geprüft hat, dazu die Punkte, wer was zahlt, wie sich das Spiel unterscheidet, die Optionen und wo wir entscheiden mussten.',
  },
};
