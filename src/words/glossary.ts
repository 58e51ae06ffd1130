// The glossary: the single source for term pairs. German follows the DMJL's words (Tschau,
// Pong, Bildziegel, tote Mauer …); where the DMJL uses an English pattern name (Half Flush,
// Self-Draw) the German entry keeps it and adds a German gloss. Notes are our own words; rule
// facts follow Hongkong „Easy“ (HKE). `id` is the anchor on the glossary page (#dead-wall).

export interface GlossaryEntry {
  id: string;
  de: string;
  en: string;
  noteDe: string;
  noteEn: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'tile',
    de: 'Stein (Ziegel)',
    en: 'tile',
    noteDe: 'Einer der 144 Spielsteine. Die DMJL-Regeln sagen oft „Ziegel“, am Tisch meist „Stein“.',
    noteEn: 'One of the 144 pieces the game is played with.',
  },
  {
    id: 'suit',
    de: 'Farbe',
    en: 'suit',
    noteDe:
      'Eine der drei Reihen von Zahlensteinen 1 bis 9: Schrift, Kreise und Bambus. Ihre Steine heißen Farbziegel; jeden gibt es viermal.',
    noteEn:
      'One of the three runs of number tiles from 1 to 9: characters, dots and bamboo. Every tile exists four times.',
  },
  {
    id: 'characters',
    de: 'Schrift',
    en: 'characters',
    noteDe: 'Die Farbe mit chinesischen Zahlzeichen über dem Zeichen für zehntausend. Kürzel in unserer Notation: m.',
    noteEn: 'The suit showing Chinese numerals above the sign for ten thousand. Letter in our notation: m.',
  },
  {
    id: 'dots',
    de: 'Kreise',
    en: 'dots (circles)',
    noteDe: 'Die Farbe mit runden Münzen; ältere Texte nennen sie „Lotus“. Kürzel: p.',
    noteEn: 'The suit of round coins, in older texts also called circles. Letter: p.',
  },
  {
    id: 'bamboo',
    de: 'Bambus',
    en: 'bamboo',
    noteDe: 'Die Farbe mit Bambusstäben; auf der Eins ist meist ein Vogel zu sehen. Kürzel: s.',
    noteEn: 'The suit of bamboo sticks; the one usually shows a bird instead. Letter: s.',
  },
  {
    id: 'honour',
    de: 'Bildziegel',
    en: 'honour tile',
    noteDe: 'Winde und Drachen zusammen. Sie haben keine Zahl und passen deshalb in keinen Tschau.',
    noteEn: 'Winds and dragons together. They carry no number, so they can never be part of a chow.',
  },
  {
    id: 'wind',
    de: 'Wind',
    en: 'wind',
    noteDe: 'Die Bildziegel Ost, Süd, West und Nord, je viermal vorhanden. Kürzel 1z bis 4z.',
    noteEn: 'The honour tiles East, South, West and North, four of each. Written 1z to 4z.',
  },
  {
    id: 'dragon',
    de: 'Drache',
    en: 'dragon',
    noteDe:
      'Die Bildziegel Weiß, Grün und Rot, je viermal vorhanden. Jeder Pong oder Kong aus Drachen bringt 1 Fan. Kürzel 5z bis 7z.',
    noteEn:
      'The honour tiles white, green and red, four of each. Every pung or kong of dragons is worth 1 fan. Written 5z to 7z.',
  },
  {
    id: 'terminal',
    de: 'Randziegel',
    en: 'terminal',
    noteDe: 'Eine Eins oder Neun einer Farbe.',
    noteEn: 'A one or a nine of a suit.',
  },
  {
    id: 'simple',
    de: 'einfacher Stein',
    en: 'simple',
    noteDe: 'Ein Farbziegel von 2 bis 8 – alles, was weder Rand- noch Bildziegel ist.',
    noteEn: 'A suit tile from 2 to 8: anything that is neither a terminal nor an honour.',
  },
  {
    id: 'major-tiles',
    de: 'Hauptziegel',
    en: 'major tiles',
    noteDe: 'Randziegel und Bildziegel zusammen, also Einsen, Neunen, Winde und Drachen.',
    noteEn: 'Terminals and honours together: ones, nines, winds and dragons.',
  },
  {
    id: 'bonus-tile',
    de: 'Bonusziegel',
    en: 'bonus tile',
    noteDe:
      'Blumen und Jahreszeiten. Sie gehören nicht zur Hand: Du legst sie sofort aus, ziehst einen Ersatzstein und darfst sie nie abwerfen.',
    noteEn:
      'Flowers and seasons. They are not part of your hand: you lay them out at once, draw a replacement and may never discard them.',
  },
  {
    id: 'flower',
    de: 'Blume',
    en: 'flower',
    noteDe:
      'Vier Bonusziegel mit den Nummern 1 bis 4. Die Nummer gehört zu einem Platz: 1 Ost, 2 Süd, 3 West, 4 Nord. Die eigene Blume bringt 1 Fan.',
    noteEn:
      'Four bonus tiles numbered 1 to 4. Each number belongs to a seat: 1 East, 2 South, 3 West, 4 North. Your own flower is worth 1 fan.',
  },
  {
    id: 'season',
    de: 'Jahreszeit',
    en: 'season',
    noteDe: 'Die zweite Gruppe von vier Bonusziegeln, ebenso von 1 bis 4 den Plätzen zugeordnet.',
    noteEn: 'The second group of four bonus tiles, numbered 1 to 4 and tied to the seats in the same way.',
  },
  {
    id: 'wall',
    de: 'Mauer',
    en: 'wall',
    noteDe: 'Die verdeckt aufgebauten Steine, von denen gezogen wird: vor jedem Spieler 18 Stapel zu je zwei Steinen.',
    noteEn: 'The face-down tiles everyone draws from: in front of each player 18 stacks of two.',
  },
  {
    id: 'dead-wall',
    de: 'tote Mauer',
    en: 'dead wall',
    noteDe:
      'Ein abgetrennter Teil der Mauer, immer 14 Steine. Von hier kommen die Ersatzsteine; was fehlt, wird vom Ende der lebenden Mauer nachgeschoben.',
    noteEn:
      'A part of the wall set aside, always 14 tiles. Replacement tiles come from here; gaps are refilled from the end of the live wall.',
  },
  {
    id: 'breaking-the-wall',
    de: 'Mauerdurchbruch',
    en: 'breaking the wall',
    noteDe:
      'Die Stelle, an der die Mauer geöffnet wird. Ost würfelt, zählt mit der Augensumme die Spieler ab, und der so bestimmte Spieler zählt an seiner Mauer ebenso viele Stapel von rechts ab.',
    noteEn:
      'Choosing where the wall is opened. East rolls, counts round the players by the total, and that player counts the same number of stacks from the right of their own wall.',
  },
  {
    id: 'dice',
    de: 'Würfel',
    en: 'dice',
    noteDe: 'Zwei Würfel entscheiden, wo die Mauer durchbrochen wird.',
    noteEn: 'Two dice decide where the wall is broken.',
  },
  {
    id: 'dealer',
    de: 'Ost (Geber)',
    en: 'dealer (East)',
    noteDe:
      'Der Spieler mit dem Platzwind Ost. Er würfelt und macht den ersten Zug. In HKE hat Ost beim Bezahlen keinen Vorteil; er bleibt Ost, solange er gewinnt.',
    noteEn:
      'The player whose seat wind is East. East rolls the dice and moves first. In HKE East gains nothing extra in payments, and stays East for as long as they keep winning.',
  },
  {
    id: 'seat-wind',
    de: 'Platzwind',
    en: 'seat wind',
    noteDe: 'Dein eigener Wind in diesem Spiel. Ein Pong oder Kong davon bringt 1 Fan.',
    noteEn: 'Your own wind in the current hand. A pung or kong of it is worth 1 fan.',
  },
  {
    id: 'prevalent-wind',
    de: 'Rundenwind',
    en: 'prevalent wind',
    noteDe:
      'Der Wind der laufenden Runde, für alle gleich. Ein Pong oder Kong davon bringt 1 Fan; ist er zugleich dein Platzwind, sind es 2 Fan.',
    noteEn:
      'The wind of the current round, the same for everyone. A pung or kong of it is worth 1 fan, or 2 if it is your seat wind as well.',
  },
  {
    id: 'round',
    de: 'Runde',
    en: 'round',
    noteDe:
      'Ein Abschnitt der Partie mit demselben Rundenwind, bis jeder einmal Ost war: Ost-, Süd-, West- und Nordrunde.',
    noteEn:
      'A stretch of the game with one prevalent wind, lasting until each player has been East: the East, South, West and North rounds.',
  },
  {
    id: 'hand',
    de: 'Hand',
    en: 'hand',
    noteDe: 'Die Steine, die du hältst, zusammen mit deinen ausgelegten Gruppen.',
    noteEn: 'The tiles you hold, together with the sets you have laid out. English also calls one deal a hand.',
  },
  {
    id: 'deal',
    de: 'Spiel',
    en: 'hand (deal)',
    noteDe: 'Ein Durchgang vom Austeilen bis zum Mah-Jongg oder bis die Mauer leer ist.',
    noteEn: 'One deal, from handing out the tiles until someone goes Mah-Jongg or the wall runs dry.',
  },
  {
    id: 'game',
    de: 'Partie',
    en: 'game',
    noteDe: 'Die ganze Sitzung: in HKE mindestens 16 Spiele in vier Runden.',
    noteEn: 'The whole session: in HKE at least 16 hands over four rounds.',
  },
  {
    id: 'chow',
    de: 'Tschau',
    en: 'chow',
    noteDe:
      'Drei aufeinanderfolgende Zahlen derselben Farbe, zum Beispiel Bambus 3-4-5. Einen Abwurf für einen Tschau darfst du nur vom Spieler vor dir nehmen. Mehrzahl hier: Tschaus (die DMJL-Kurzregel schreibt auch „vier Tschau“).',
    noteEn:
      'Three numbers in a row in one suit, such as bamboo 3-4-5. You may only claim a discard for a chow from the player before you.',
  },
  {
    id: 'pung',
    de: 'Pong',
    en: 'pung',
    noteDe: 'Drei gleiche Steine. Mehrzahl hier: Pongs (die DMJL-Kurzregel schreibt mal „Pongs“, mal „Pong“).',
    noteEn: 'Three identical tiles.',
  },
  {
    id: 'kong',
    de: 'Kong',
    en: 'kong',
    noteDe:
      'Vier gleiche Steine. Ein Kong zählt erst, wenn du ihn ansagst und auslegst; bilden musst du ihn nie. Danach ziehst du einen Ersatzstein, sonst fehlte dir ein Stein. In der Wertung zählt ein Kong wie ein Pong. Mehrzahl hier: Kongs.',
    noteEn:
      'Four identical tiles. A kong only counts once you declare it and lay it out; you never have to make one. You then draw a replacement tile, or you would be a tile short. For scoring a kong counts like a pung.',
  },
  {
    id: 'concealed-kong',
    de: 'verdeckter Kong',
    en: 'concealed kong',
    noteDe:
      'Ein Kong aus vier selbst gezogenen Steinen. Beim Auslegen drehst du zwei davon um: Alle sehen, welcher Stein es ist, und doch bleibt der Kong verdeckt.',
    noteEn:
      'A kong made of four tiles you drew yourself. When you lay it out, two of them are turned face down: everyone sees which tile it is, yet the kong stays concealed.',
  },
  {
    id: 'pair',
    de: 'Paar',
    en: 'pair',
    noteDe: 'Zwei gleiche Steine. Eine gewöhnliche Mah-Jongg-Hand hat genau eines, das Schlusspaar.',
    noteEn: 'Two identical tiles. An ordinary Mah-Jongg hand has exactly one.',
  },
  {
    id: 'set',
    de: 'Gruppe',
    en: 'set',
    noteDe:
      'Oberbegriff für Tschau, Pong und Kong. Eine gewöhnliche Mah-Jongg-Hand besteht aus vier Gruppen und einem Paar. Die DMJL-Kurzregel und ältere Texte sagen auch „Figuren“.',
    noteEn:
      'Any chow, pung or kong. An ordinary Mah-Jongg hand is four sets and a pair. German texts, the DMJL short rules among them, also say „Figuren“.',
  },
  {
    id: 'mah-jongg',
    de: 'Mah-Jongg',
    en: 'Mah-Jongg',
    noteDe:
      'Eine vollständige Hand – und der Ruf, mit dem du sie meldest. In HKE bekommt nur, wer Mah-Jongg macht, Punkte.',
    noteEn: 'A complete hand, and the call you make to show it. In HKE only the player who goes Mah-Jongg is paid.',
  },
  {
    id: 'discard',
    de: 'Abwurf',
    en: 'discard',
    noteDe:
      'Der Stein, den du am Ende deines Zugs offen ablegst. In HKE liegen die Abwürfe geordnet vor jedem Spieler, ohne Ansage.',
    noteEn:
      'The tile you put down face up to end your turn. In HKE each player keeps their discards in order in front of them, without calling them out.',
  },
  {
    id: 'claim',
    de: 'Rufen',
    en: 'claim',
    noteDe:
      'Den gerade abgeworfenen Stein nehmen, um eine Gruppe oder Mah-Jongg zu bilden. Vorrang: Mah-Jongg vor Kong und Pong vor Tschau.',
    noteEn:
      'Taking the tile just discarded to complete a set or Mah-Jongg. Priority: Mah-Jongg first, then kong and pung, then chow.',
  },
  {
    id: 'self-draw',
    de: 'Self-Draw (selbst gezogen)',
    en: 'self-draw',
    noteDe:
      'Mah-Jongg mit einem Stein, den du selbst gezogen hast. Bringt 1 Fan, und alle drei Mitspieler zahlen doppelt.',
    noteEn: 'Going Mah-Jongg with a tile you drew yourself. Worth 1 fan, and all three opponents pay double.',
  },
  {
    id: 'winning-tile',
    de: 'Schlussstein',
    en: 'winning tile',
    noteDe: 'Der Stein, der deine Hand vollständig macht.',
    noteEn: 'The tile that completes your hand.',
  },
  {
    id: 'waiting',
    de: 'Warten (Tenpai)',
    en: 'waiting (tenpai)',
    noteDe: 'Dir fehlt nur noch ein Stein. Alle Steine, die deine Hand vollenden würden, sind deine Gewinnsteine.',
    noteEn: 'Your hand is one tile short of complete. The tiles that would finish it are the tiles you are waiting on.',
  },
  {
    id: 'replacement-tile',
    de: 'Ersatzstein',
    en: 'replacement tile',
    noteDe:
      'Ein Stein aus der toten Mauer, gezogen nach einem Kong oder für einen Bonusziegel. Mah-Jongg mit dem Ersatzstein nach einem Kong bringt 1 Fan.',
    noteEn:
      'A tile from the dead wall, drawn after a kong or for a bonus tile. Going Mah-Jongg on the replacement after a kong is worth 1 fan.',
  },
  {
    id: 'robbing-the-kong',
    de: 'Robbing the Kong (Kong rauben)',
    en: 'robbing the kong',
    noteDe:
      'Macht jemand aus einem offenen Pong einen Kong, darfst du diesen vierten Stein für dein Mah-Jongg nehmen. Bringt 1 Fan. Die HKE-Kurzregel sagt nicht, wer dann zahlt; wir werten es so, dass der Beraubte wie bei einem Abwurf zahlt. Vereine können das anders handhaben.',
    noteEn:
      'When a player adds a fourth tile to an exposed pung, you may take that tile to go Mah-Jongg. Worth 1 fan. The HKE short rules do not say who pays; we score it as if the robbed player had discarded the tile. Clubs may handle it differently.',
  },
  {
    id: 'dead-hand',
    de: 'tote Hand',
    en: 'dead hand',
    noteDe:
      'Strafe zum Beispiel für zu viele oder zu wenige Steine: In diesem Spiel darfst du kein Mah-Jongg mehr machen.',
    noteEn:
      'The penalty for, among other things, holding too many or too few tiles: you may not go Mah-Jongg for the rest of the hand.',
  },
  {
    id: 'false-mah-jongg',
    de: 'falsches Mah-Jongg',
    en: 'false Mah-Jongg',
    noteDe:
      'Mah-Jongg gerufen und die Hand aufgedeckt, obwohl sie nicht gilt. In HKE zahlst du jedem Mitspieler 16 Punkte, das Spiel endet, und der Wind wechselt.',
    noteEn:
      'Calling Mah-Jongg and showing a hand that does not qualify. In HKE you pay each opponent 16 points, the hand ends and the winds move on.',
  },
  {
    id: 'exposed',
    de: 'offen',
    en: 'exposed',
    noteDe: 'Für alle sichtbar ausgelegt, etwa jede Gruppe, die du mit einem gerufenen Stein gebildet hast.',
    noteEn: 'Laid out for everyone to see, like every set you made with a claimed tile.',
  },
  {
    id: 'concealed',
    de: 'verdeckt',
    en: 'concealed',
    noteDe: 'Nur für dich sichtbar. Eine verdeckte Gruppe hast du ganz aus selbst gezogenen Steinen gebildet.',
    noteEn: 'Seen only by you. A concealed set is one you built entirely from tiles you drew.',
  },
  {
    id: 'fan',
    de: 'Fan',
    en: 'fan',
    noteDe:
      'Die Einheit, in der Muster einer Hand zählen, etwa 1 Fan für einen Drachenpong. In HKE werden alle Fan addiert und dann in Punkte umgerechnet.',
    noteEn:
      'The unit in which the patterns of a hand count, such as 1 fan for a pung of dragons. In HKE all fan are added up and then turned into points.',
  },
  {
    id: 'points',
    de: 'Punkte',
    en: 'points',
    noteDe:
      'Was der Sieger am Ende bezahlt bekommt. Die Fan einer Hand werden nach einer festen Tabelle in Punkte umgerechnet, die die DMJL „Fan/Laak“-Tabelle nennt: 0 Fan = 1, 1 Fan = 2, 2 Fan = 4, 3 Fan = 8, 4–6 Fan = 16, 7–9 Fan = 32, ab 10 Fan oder Limithand = 64 Punkte.',
    noteEn:
      'What the winner is paid at the end. The fan of a hand are turned into points by a fixed table, which the DMJL calls the "fan/laak" table: 0 fan = 1, 1 fan = 2, 2 fan = 4, 3 fan = 8, 4–6 fan = 16, 7–9 fan = 32, 10 fan or more or a limit hand = 64 points.',
  },
  {
    id: 'limit-hand',
    de: 'Limithand',
    en: 'limit hand',
    noteDe: 'Eine besonders seltene Hand, die ohne Fan-Zählen das Höchste bringt: in HKE 64 Punkte.',
    noteEn: 'A rare special hand that scores the maximum without counting fan: 64 points in HKE.',
  },
  {
    id: 'limit',
    de: 'Limit',
    en: 'limit',
    noteDe:
      'Die Obergrenze für den Wert einer Hand: in HKE 64 Punkte, in den klassischen Regeln nach Absprache passend zu den Zählstäbchen (hier 1000), in der modernen Hongkong-Regel meist 8 oder 10 Fan, höchstens 13 (hier 10).',
    noteEn:
      'The ceiling on what a hand is worth: 64 points in HKE, in the classic rules whatever the table agrees to suit its scoring sticks (1,000 here), in the modern Hong Kong rules usually 8 or 10 fan, at most 13 (10 here).',
  },
  {
    id: 'base-points',
    de: 'Grundpunkte',
    en: 'base points',
    noteDe:
      'In den klassischen Regeln die Punkte, die eine Hand vor den Verdopplungen sammelt: 20 fürs Mah-Jongg, dazu Punkte für Pongs und Kongs, manche Paare und jeden Bonusziegel. HKE kennt keine Grundpunkte.',
    noteEn:
      'In the classic rules, the points a hand collects before any doubling: 20 for Mah-Jongg, plus points for pungs and kongs, some pairs and every bonus tile. HKE has no base points.',
  },
  {
    id: 'doubling',
    de: 'Verdopplung',
    en: 'doubling',
    noteDe:
      'In den klassischen Regeln ein Muster, das die ganze Summe der Grundpunkte verdoppelt, etwa ein Drachenpong oder eine verdeckte Hand. Mehrere Verdopplungen multiplizieren sich: Zwei ergeben das Vierfache.',
    noteEn:
      'In the classic rules, a pattern that doubles the whole sum of the base points, such as a dragon pung or a concealed hand. Doublings multiply: two make four times the base points.',
  },
  {
    id: 'thirteen-orphans',
    de: 'Thirteen Orphans (dreizehn Waisen)',
    en: 'thirteen orphans',
    noteDe:
      'Limithand: jeder der 13 Hauptziegel einmal, einer davon doppelt. Wie die DMJL nennen wir sie beim englischen Namen; deutsche Texte sagen auch „Dreizehn Waisen“.',
    noteEn:
      'A limit hand: each of the 13 major tiles once, one of them twice. German texts call it „Dreizehn Waisen“; the DMJL keeps the English name.',
  },
  {
    id: 'nine-gates',
    de: 'Nine Gates (neun Tore)',
    en: 'nine gates',
    noteDe:
      'Limithand: 1112345678999 einer Farbe verdeckt auf der Hand, dazu ein beliebiger weiterer Stein dieser Farbe. Wie die DMJL nennen wir sie beim englischen Namen; deutsche Texte sagen auch „Neun Tore“.',
    noteEn:
      'A limit hand: 1112345678999 of one suit concealed in the hand, plus any further tile of that suit. German texts call it „Neun Tore“; the DMJL keeps the English name.',
  },
  {
    id: 'open-ended-wait',
    de: 'beidseitiges Warten',
    en: 'open-ended wait',
    noteDe:
      'Zwei benachbarte Zahlen, die an beiden Enden zum Tschau werden können, etwa 4-5 wartet auf 3 oder 6. Andere Texte sagen auch „zweiseitig“.',
    noteEn:
      'Two neighbouring numbers that can become a chow at either end, such as 4-5 waiting on 3 or 6. Other texts also say two-sided.',
  },
  {
    id: 'half-flush',
    de: 'Half Flush (unreine Farbe)',
    en: 'half flush',
    noteDe: 'Die ganze Hand aus einer einzigen Farbe plus Bildziegeln, von beidem mindestens einer. Bringt 3 Fan.',
    noteEn: 'A whole hand of one suit plus honours, with at least one of each. Worth 3 fan.',
  },
  {
    id: 'full-flush',
    de: 'Full Flush (reine Farbe)',
    en: 'full flush',
    noteDe: 'Die ganze Hand aus einer einzigen Farbe, ohne Bildziegel. Bringt 6 Fan und ersetzt den Half Flush.',
    noteEn: 'A whole hand of a single suit with no honours. Worth 6 fan, in place of the half flush.',
  },
];
