// Die HKE-Seite, Deutsch. Englischer Zwilling: ../../en/rule-pages/hke.ts. Fakten aus der
// DMJL-Kurzregel und docs/rules/hke.md; eigene Worte.
import type { HkeOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

export const HKE: RuleText<HkeOptions> = {
  summary:
    'Die Kurzregel der Deutschen Mah-Jongg Liga, die jede Lektion hier lehrt: Fan zählen zusammen, eine Tabelle macht Punkte daraus.',
  intro:
    'DMJL Hongkong „Easy“ ist die Kurzregel der Deutschen Mah-Jongg Liga und das Regelwerk, das jede Lektion auf dieser Seite lehrt. Alle Fan zählen zusammen, eine Tabelle macht Punkte daraus, und eine Limithand bringt das Höchste, was eine Hand wert sein kann.',
  scoring: () => [
    'Zähl die Fan aller Muster, die deine Gewinnhand zeigt. Die Fan werden alle addiert, und ein Muster, das zweimal vorkommt, etwa zwei Drachenpongs, zählt zweimal. Ein Minimum gibt es nur, wenn ihr eines vereinbart: Auch eine Hand ohne einen einzigen Fan gewinnt.',
    'Zu jedem Muster unten gehört eine kleine Hand, die es zeigt. Die Zeile darunter sagt, was die ganze Hand wert ist; die Regel-Engine hat es beim Bauen dieser Seite ausgerechnet.',
  ],
  specials:
    'Eine Limithand bringt das Limit, ganz gleich, wie wenige Fan sie hat. Mehrere Limithände in einer Hand zählen nicht zusammen, und jede braucht ein vollständiges, gültiges Schlussbild.',
  sevenPairs:
    'Seven Pairs (sieben Paare) sind in HKE ein gewöhnliches Muster: 4 Fan, die zu den übrigen dazukommen. Vier gleiche Steine zählen als zwei Paare.',
  points: () => ['Aus Fan werden Punkte nach dieser Tabelle. Zehn Fan und mehr und jede Limithand bringen das Limit.'],
  payments: ({ penalty }) => [
    'Nur der Sieger bekommt Punkte; die drei anderen rechnen nicht untereinander ab.',
    'Mah-Jongg mit einem Abwurf: Wer abgeworfen hat, zahlt die doppelten Punkte, die beiden anderen zahlen sie einfach.',
    'Self-Draw: Alle drei zahlen doppelt.',
    'Robbing the Kong: Wem der Kong geraubt wurde, zahlt so, als hätte er den Stein abgeworfen.',
    'Ost zahlt und bekommt wie alle anderen.',
    `Ein falsches Mah-Jongg mit aufgedeckter Hand kostet den Rufer ${penalty} Punkte an jeden anderen; das Spiel endet, und der Wind geht weiter.`,
  ],
  options: {
    minFan: {
      name: 'Fan-Minimum',
      desc: 'Eine Hand mit weniger Fan gewinnt nicht; wer damit Mah-Jongg ruft, macht ein falsches Mah-Jongg.',
      values: { '0': 'keins' },
    },
    dangerousPlay: {
      name: 'Gefährliches Spiel',
      desc: 'Wer den Stein abwirft, der eine absehbar teure Hand vollendet, oder die Gruppe geliefert hat, die sie absehbar machte, zahlt für alle.',
    },
  },
  decisions: [
    'Robbing the Kong: Die Kurzregel sagt nicht, wer zahlt. Wem der Kong geraubt wurde, zahlt wie ein Abwerfer; Vereine können das anders halten.',
    'Lässt sich eine Hand auf mehrere Arten in Gruppen zerlegen, zählt die Zerlegung mit den meisten Punkten.',
    'Gefährliches Spiel: Passen die Regel zum gefährlichen Abwurf und die zum Liefern der letzten Gruppe beide, gilt die Lieferregel, denn sie nennt den Anteil des Abwerfers selbst. Ein genannter Lieferant, dessen Gruppe die Hand gar nicht zeigt, bleibt unbeachtet.',
    'Gefährliches Spiel: Wer nur noch gefährliche Steine hatte und das zeigt, haftet nicht. Das sieht keine Wertung; lass den Haftenden bei so einer Hand einfach weg.',
  ],
};
