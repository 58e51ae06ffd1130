// Die Seite der vereinfachten Hongkong-Regel, Deutsch. Englischer Zwilling: ../../en/rule-pages/hk-simple.ts.
// Fakten aus dem Quelltext, zusammengefasst in docs/rules/hk-simple.md; eigene Worte.
import type { HkSimpleOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

export const HK_SIMPLE: RuleText<HkSimpleOptions> = {
  summary:
    'Ein Wertungsbogen mit acht Abschnitten, höchstens eine Zeile aus jedem, und eine kurze Zahlungstabelle. Gespielt wird größtenteils wie klassisch.',
  intro:
    'Eine vereinfachte Hongkong-Wertung von einer englischen Webseite, die ein Spieler für sich aufgeschrieben hat. Sie ändert vor allem die Wertung: ein Bogen mit acht Abschnitten, höchstens eine Zeile aus jedem, und die Summe ergibt die Zahlung aus einer kurzen Tabelle. Ein paar Dinge drumherum ändern sich mit: Ost zahlt und bekommt nichts doppelt, die Winde wandern nach jedem gewonnenen Spiel weiter, eine Partie hat sechzehn gewertete Spiele, und niemand sagt an, dass er wartet. Alles andere überlässt der Text den üblichen westlichen Regeln.',
  scoring: () => [
    'Geh die Abschnitte a bis h durch. Nimm aus jedem die höchste Zeile, die zur Hand passt, und zähl sie zusammen. Ein Kong zählt überall wie ein Pong.',
    'Ein Minimum gibt es nur, wenn ihr eines vereinbart: Jede vollständige Hand gewinnt, auch mit der Summe 0.',
  ],
  specials:
    'Fünf Maximalhände bringen die höchste Zahlung, egal was der Bogen ergibt, und diese Zahlung wird nicht verdoppelt. Segen des Himmels, Segen der Erde und die übrigen Limithände von HKE sind hier keine Maximalhände: Für sie zählen die Zeilen des Bogens.',
  sevenPairs:
    'Sieben Paare sind ein Mah-Jongg mit 4 in Abschnitt a; von den übrigen Abschnitten zählen nur b, f, g und h.',
  points: () => [
    'Die Summe des Bogens ergibt die Zahlung nach dieser Tabelle; eine Maximalhand ist mehr wert als jede Summe.',
  ],
  payments: ({ penalty }) => [
    'Nur der Sieger bekommt etwas.',
    'Mah-Jongg mit einem Abwurf: Wer abgeworfen hat, zahlt die doppelten Punkte, die beiden anderen zahlen sie einfach.',
    'Aus der Mauer oder der toten Mauer: Alle drei zahlen doppelt.',
    'Eine Maximalhand wird nicht verdoppelt: Jeder Verlierer zahlt sie einmal, ganz gleich, wie sie gewonnen wurde.',
    'Ost bekommt und zahlt nichts doppelt.',
    'Kong rauben: Wem der Kong geraubt wurde, zahlt wie ein Abwerfer.',
    'Eine wertvolle Hand füttern: Wer einen Stein der Farbe in eine einfarbige Hand wirft, von der drei Gruppen offen liegen, zahlt für alle drei Verlierer; wer einer solchen Hand die vierte Gruppe geliefert hat, zahlt die doppelten Beträge der drei Verlierer, wenn der Sieger den Schlussstein dann selbst zieht. Dasselbe will der Text bei absehbaren Händen aus Bildziegeln und bei Maximalhänden.',
    `Ein falsches Mah-Jongg oder eine Hand unter einem vereinbarten Minimum kostet ${penalty} an jeden anderen.`,
  ],
  options: {
    minFan: {
      name: 'Minimum',
      desc: 'Die Summe, die ein Mah-Jongg auf dem Bogen braucht; der Text schlägt 1 bis 3 als Zusatzregel vor.',
      values: { '0': 'keins' },
    },
    dangerousPlay: {
      name: 'Strafe fürs Füttern',
      desc: 'Wer eine absehbar einfarbige Hand füttert, zahlt für die Verlierer, wie bei der Abrechnung beschrieben.',
    },
  },
  decisions: [
    'Aus jedem Abschnitt zählt die höchste Zeile, die passt.',
    'Sieben Paare ersetzen die 0 in Abschnitt a durch 4; vier gleiche Steine zählen als zwei Paare.',
    'Segen des Himmels, Segen der Erde und der letzte Stein zählen nichts Eigenes; der Segen des Himmels gilt als Stein aus der Mauer.',
    'Ein Gewinn mit dem Ersatzstein für eine Blume kommt auch aus der toten Mauer, aber eine Spielsituation kennt hier nur Ersatzsteine nach Kong: Als Self-Draw eingegeben bringt er 1.',
    '„Nur Tschaus“ erlaubt jedes Paar, auch Bildziegel.',
    'Ein Pong eines Winds, der Platz- und Rundenwind zugleich ist, ist eine Zeile mit 1.',
    '„Alle Winde“ in Abschnitt g meint die vier Jahreszeiten.',
    'Big Three Dragons und All Honours sind Zeilen des Bogens, keine Maximalhände.',
    'Nine Gates wird an den vierzehn Steinen gemessen, jeder davon darf der Schlussstein sein; keine Gruppe darf ausgelegt sein.',
    'Der „Wind der Runde“, dessen Zahlungen nicht verdoppelt werden, ist der Geber, also Ost.',
    'Kong rauben kommt im Text nicht vor: Wem der Kong geraubt wurde, zahlt wie ein Abwerfer.',
    'Ein totes Spiel wird wiederholt und zählt nicht zu den sechzehn Spielen.',
    'Die Strafen fürs Füttern sind voreingestellt: Der Text nennt sie bei seinen Regeln, nicht bei seinen Zusätzen.',
  ],
};
