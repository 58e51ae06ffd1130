// Die Seite der klassischen Regeln, Deutsch. Englischer Zwilling: ../../en/rule-pages/classic.ts.
// Fakten aus dem Text von Elian & Harold, dem Text zum Geben und Rufen und docs/rules/classic.md.
import type { ClassicOptions } from '../../../engine/index.ts';
import type { RuleText } from '../../rule-pages-text.ts';

export const CLASSIC: RuleText<ClassicOptions> = {
  summary:
    'Die westlichen Regeln, die vielen Sets beilagen: Grundpunkte für Gruppen und Paare, verdoppelt für jede Verdopplung, bis zum Limit.',
  intro:
    'Die klassischen westlichen Regeln, wie Elian & Harold sie aufgeschrieben haben, ergänzt um einen kurzen Text zum Geben und Rufen. Eine Hand bekommt Grundpunkte für Gruppen, Paare und Bonusziegel; jede Verdopplung verdoppelt sie; ein Limit deckelt das Ergebnis.',
  scoring: ({ defaults }) => [
    'Zähl zuerst die Grundpunkte zusammen: 20 für das Mah-Jongg, Punkte für jeden Pong und Kong, 2 für ein Paar Drachen, deines Platzwinds oder des Rundenwinds, 4 für jede Blume und Jahreszeit und die Extrapunkte des Siegers. Tschaus bringen nichts. Eine Gruppe, die der gerufene Schlussstein vollendet, zählt als offen (so lesen wir den Text; siehe unten).',
    'Dann verdoppelst du die Summe einmal für jede Verdopplung, die die Hand bekommt. Manche Verdopplungen gelten nur für den Sieger; die Tabelle markiert sie.',
    `Das Ergebnis ist durch das Limit gedeckelt. Wie hoch es liegt, überlässt der Text jedem Tisch, passend zu seinen Zählstäbchen; wir rechnen mit ${defaults.limit} Punkten.`,
  ],
  specials:
    'Ein Sonderspiel zählt statt Punkten und Verdopplungen seine Klasse: ein Limit, ein halbes oder ein doppeltes Limit. Ist eine Hand mehrere Sonderspiele, zählt nur das wertvollste; bringt eine Hand mit halbem Limit normal gezählt mehr, zählt die normale Wertung.',
  sevenPairs:
    'Sieben Paare sind hier ein Sonderspiel: Zwillinge der Erde, ein halbes Limit, oder Zwillinge des Himmels, ein ganzes Limit, wenn alle Paare Rand- oder Bildziegel sind.',
  points: () => [
    'Die Wertung ist Grundpunkte mal 2 für jede Verdopplung, ohne Runden, und nie mehr als das Limit. Sonderspiele bringen ihre Klasse:',
  ],
  payments: ({ penalty }) => [
    'Ost zahlt und bekommt doppelt.',
    'Self-Draw: Jeder Verlierer zahlt die Wertung des Siegers, Ost das Doppelte; gewinnt Ost, zahlen alle drei doppelt.',
    'Mah-Jongg mit einem Abwurf: Wer abgeworfen hat, zahlt allein, was die drei für diese Wertung zusammen zahlen würden, wenn jeder seinen Anteil zahlte: das Vierfache der Wertung, das Sechsfache, wenn Ost gewinnt.',
    'Kong rauben: Wem der Kong geraubt wurde, zahlt wie ein Abwerfer.',
    'Die Verlierer rechnen auch ihre eigenen Hände untereinander ab; dieser Teil wird hier nicht gewertet.',
    `Ein falsches Mah-Jongg mit aufgedeckter Hand: Der Rufer zahlt jedem anderen ein halbes Limit, ${penalty} Punkte. Der Text erlaubt auch die mildere Regel, jedem den Wert seiner Hand zu zahlen.`,
  ],
  options: {
    limit: {
      name: 'Limit',
      desc: 'Die Obergrenze für die Wertung einer Hand; halbes und doppeltes Limit ergeben sich daraus.',
    },
    minOneDoubling: {
      name: 'Mindestens eine Verdopplung',
      desc: 'Ein Mah-Jongg braucht mindestens eine Verdopplung, die nicht von Bonusziegeln kommt; Sonderspiele reichen immer.',
    },
    nineLanternsWithChows: {
      name: 'Leichtes Neunlaternenspiel',
      desc: 'Gerufene Tschaus dürfen die Reihe von 2 bis 8 bilden.',
    },
  },
  decisions: [
    'Der Text sagt, die Wertung werde gerundet, aber nicht, worauf: Wir runden nicht.',
    'Seine Rechenbeispiele verzählen sich: Im ersten müsste die verdeckte Wertung 168 statt 128 sein, das zweite multipliziert falsch. Wir folgen den Tabellen.',
    'Das Mondspiel ist das Limit dafür, den letzten Stein der lebenden Mauer zu ziehen. Die Verdopplung für den Gewinn mit dem letzten Stein gilt dann für den letzten Abwurf und den letzten Ersatzstein.',
    'Das „Früchtespiel“ steht unter den Limits, wird aber nirgends beschrieben: Es zählt nicht.',
    'Ein Gewinn mit einem Ersatzstein nach Kong bringt 10 statt der 2 für einen Stein von der Mauer, nicht beides. Ein Gewinn mit dem Ersatzstein für eine Blume zählt als Self-Draw.',
    '„Hauptziegel in jeder Gruppe“ zählt das Paar mit; „Nur Rand- und Bildziegel“ (×8) ersetzt es.',
    '„Drei Tschaus in Reihe“ heißt 1-2-3, 4-5-6 und 7-8-9 einer Farbe; „Drei Tschaus gleicher Zahlen“ dürfen die Farben mischen.',
    'Alle acht Bonusziegel sind die beiden ×4 für Blumen und Jahreszeiten zusammen, ×16, keine dritte Verdopplung.',
    'Das Neunlaternenspiel wird an den vierzehn Steinen gemessen, nicht daran, worauf die Hand gewartet hat; gerufene Tschaus in der Reihe nur mit der Option.',
    'Sich windende Schlange: Die Pongs sind aus einer Farbe, das Paar aus Einsen oder Neunen darf jede Farbe haben. Himmelsleiter: Pongs auf vier aufeinanderfolgenden Zahlen in beliebigen Farben.',
    'Falsches Mah-Jongg: Die Wertung sieht die anderen Hände nicht, darum kostet es jedem ein halbes Limit.',
    'Was „Alle Steine in der Hand“ verlangt, sagt der Text nicht: Wir geben die Verdopplung, wenn vor dem Schlussstein keine Gruppe offen lag, auch wenn der Schlussstein ein gerufener Abwurf ist. Manche Tische geben sie nur für einen selbst gezogenen Schlussstein.',
    'Das Limit: Der Text sagt nur, dass es zu den Zählstäbchen passen muss. Wir rechnen mit 1000, du kannst es ändern.',
    'Auch zu diesen Punkten schweigt der Text, und wir werten so: Eine Gruppe, die der gerufene Schlussstein vollendet, zählt als offen; ein Paar eines Winds, der zugleich Platz- und Rundenwind ist, bringt 4; „einzig möglicher Stein“ heißt, die Hand hat auf genau einen Stein gewartet; eine Hand ohne Punkte hat aus Gruppen, Paar und Bonusziegeln keinen einzigen Grundpunkt; wem der Kong geraubt wurde, zahlt wie ein Abwerfer.',
    'Die beiden Texte sind uneins, wer bei zwei Mah-Jongg-Rufen gewinnt.',
    'Wer als Nächstes Ost ist, bleibt offen: Bei Elian & Harold bleibt Ost nach einem eigenen Gewinn, nach einem Unentschieden an einer Stelle auch, an einer anderen wandert der Wind dann weiter, und sie nennen Tische, an denen er immer weiterwandert; nach dem Text zum Austeilen wandert er nach jedem Spiel. Keine Wertung hängt davon ab.',
  ],
};
