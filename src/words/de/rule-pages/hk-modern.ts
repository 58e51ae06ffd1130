// Die Seite der modernen Hongkong-Regel, Deutsch. Englischer Zwilling: ../../en/rule-pages/hk-modern.ts.
// Fakten aus dem Quelltext, zusammengefasst in docs/rules/hk-modern.md; eigene Worte.
import type { HkModernOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

const LIMIT = 'Limithand';

export const HK_MODERN: RuleText<HkModernOptions> = {
  summary:
    'Hongkong-Regeln, wie viele Tische heute spielen: ein Fan-Minimum zum Gewinnen, und jeder Fan verdoppelt die Zahlung bis zu einer Obergrenze.',
  intro:
    'Die moderne Hongkong-Regel im „Old Style“: Fan zählen zusammen, zum Gewinnen brauchst du ein Minimum, und jeder Fan verdoppelt, was die Verlierer zahlen, bis zu einer Obergrenze. Die Quelle nennt die Muster ohne ihre Werte; hier stehen die üblichen, und die umstrittenen sind Optionen.',
  scoring: ({ defaults }) => [
    `Zähl die Fan aller Muster zusammen. Zum Gewinnen brauchst du mindestens ${defaults.minFan} Fan; wer mit weniger Mah-Jongg ruft, macht einen falschen Gewinn.`,
    `Fan über der Obergrenze zählen wie die Obergrenze. Nach der Quelle vereinbaren Tische meist 8 oder 10 Fan, höchstens 13; wir rechnen mit ${defaults.maxFan}.`,
    'Braucht ein Beispiel eine andere Option als die Voreinstellung, steht das darunter.',
  ],
  specials:
    'Eine Limithand ist so viel wert wie die Obergrenze, egal was sie sonst enthält; mehrere Limithände zählen nicht zusammen. Big Three Dragons, All Honours und All Terminals sind hier hoch bewertete Muster, keine Limithände.',
  sevenPairs:
    'Die Quelle führt sieben Paare nicht unter ihren Händen auf, darum zählen sie bei uns nicht als Gewinnhand: Wer damit Mah-Jongg ruft, macht einen falschen Gewinn.',
  points: () => [
    'Punkte sind hier die Zahlungseinheit: was ein Abwerfer für die Hand zahlt, bei einem Grundbetrag von 1 (Tische vervielfachen ihn nach Belieben). Bei „voll scharf“ verdoppelt jeder Fan; bei „halb scharf“ verdoppelt ab 4 Fan nur jeder zweite.',
  ],
  payments: ({ penalty }) => [
    'Mah-Jongg mit einem Abwurf: Wer abgeworfen hat, zahlt allein den ganzen Betrag; die beiden anderen zahlen nichts.',
    'Self-Draw, auch mit einem Ersatzstein nach Kong: Nach der Quelle teilen sich die drei den Betrag; bei uns zahlt jeder die Hälfte davon.',
    'Kong rauben: Wem der Kong geraubt wurde, zahlt allein, was alle drei bei einem Self-Draw gezahlt hätten.',
    'Nur wenn der Sieger den Schlussstein danach selbst zieht: Wer ihm den Stein zur dritten Drachengruppe oder zur vierten Gruppe abgeworfen hat, zahlt diesen Self-Draw-Betrag allein; wer ihm den Stein zu einem Kong abgeworfen hat, nur dann, wenn er mit dem Ersatzstein dieses Kongs gewinnt.',
    'Gewinnt der Geber, bleibt er Geber. Doppelte Zahlungen für den Geber nennt die Quelle nicht, und wir rechnen ohne.',
    `Ein falscher Gewinn: Der Rufer zahlt jedem anderen den Wert einer Hand an der Obergrenze, ${penalty} bei unserer Obergrenze.`,
  ],
  options: {
    minFan: { name: 'Minimum', desc: 'Weniger Fan sind ein falscher Gewinn; Limithände zählen immer.' },
    maxFan: {
      name: 'Obergrenze',
      desc: 'Fan darüber zählen wie die Obergrenze, und eine Limithand ist so viel wert wie sie.',
    },
    payment: {
      name: 'Zahlungstabelle',
      desc: '„Voll scharf“ verdoppelt mit jedem Fan; „halb scharf“ wächst ab 4 Fan langsamer.',
      values: { full: 'voll scharf', half: 'halb scharf' },
    },
    bonusTiles: {
      name: 'Blumen und Jahreszeiten',
      desc: 'Mit Bonusziegeln spielen. Ohne sie fallen die Bonusmuster weg, und eine verdeckte Hand bringt 1 Fan.',
      values: { true: 'mit', false: 'ohne' },
    },
    eightFlowers: {
      name: 'Acht Bonusziegel',
      desc: 'Eine Limithand oder feste 8 Fan.',
      values: { '13': LIMIT, '8': '8 Fan' },
    },
    littleFourWinds: {
      name: 'Little Four Winds',
      desc: 'Eine Limithand oder 6 Fan, zu denen alles andere dazukommt.',
      values: { limit: LIMIT, '6': '6 Fan' },
    },
    humanHand: {
      name: 'Segen des Menschen',
      desc: 'Eine Limithand, 3 Fan oder gar nicht. Keine Hand, die du hier eingibst, kann bisher ein Segen des Menschen sein, darum ändert die Option nichts.',
      values: { limit: LIMIT, '3': '3 Fan', none: 'gar nicht' },
    },
  },
  notShown:
    'Zwei Einträge der Quelle brauchen etwas, das eine Hand und ihre Spielsituation nicht ausdrücken können; die Engine wertet sie deshalb nicht, und sie haben kein Beispiel:',
  decisions: [
    'Die Quelle nennt die Muster, aber keine Fan; wir nehmen die übliche Old-Style-Tabelle, die umstrittenen Werte als Optionen.',
    'Verdeckte Hand: Verdeckte Kongs sind erlaubt, und der Schlussstein darf ein Abwurf sein. Wird mit Blumen und Jahreszeiten gespielt, zählt sie nicht, wie es laut Quelle meist üblich ist.',
    'Self-Draw: Die Quelle sagt nur, dass der Betrag geteilt wird; jeder der drei zahlt die Hälfte davon.',
    'Die Obergrenze: Die Quelle nennt 8 oder 10 Fan als üblich und 13 als Höchstes; wir rechnen mit 10.',
    'Sieben Paare: Die Quelle führt sie nicht auf, darum sind sie hier keine Gewinnhand.',
    'Der Geber: Die Quelle nennt keine doppelten Zahlungen für Ost, also gibt es keine.',
    '„Letzter Stein“ zählt nur gezogen, weil der letzte Abwurf nicht gerufen werden darf.',
    '„Nur Hauptziegel“ braucht Rand- und Bildziegel; All Honours und All Terminals haben eigene Zeilen. „Nur Pongs“ kommt dazu.',
    'Little Four Winds mit 6 Fan: Die Windpongs zählen nicht noch einmal als Platz- oder Rundenwind.',
    'Sieben und acht Bonusziegel sind Gewinne, die du sofort rufst. Eine Hand mit sieben oder acht Bonusziegeln wird als dieser Gewinn gewertet, wenn er mehr bringt.',
    'Four Concealed Pungs erlaubt keinen Kong; bei einem Abwurf muss der Schlussstein das Paar vollenden.',
    'Ein verdeckter Kong verdirbt den Segen des Himmels, nicht den Segen der Erde.',
    'Wer eine Gruppe geliefert hat, zahlt nur bei einem selbst gezogenen Gewinn für alle; bei einem Abwurf zahlt wie sonst der Abwerfer.',
    'Ein falscher Gewinn kostet jeden anderen den Wert einer Hand an der Obergrenze.',
  ],
};
