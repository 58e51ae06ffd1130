// „Regeln im Vergleich“, deutsch. Fakten aus den vier Regeltexten (siehe docs/rules/), Sätze
// von uns. Das englische Gegenstück ist ../en/rules-compared.ts.
import type { ComparedRow, RowText } from '../shapes.ts';

export const ROWS: Readonly<Record<ComparedRow, RowText>> = {
  tiles: {
    topic: 'Steine',
    cells: {
      hke: 'Alle 144: drei Farben, Winde, Drachen, vier Blumen und vier Jahreszeiten.',
      classic: '136 Spielsteine; Blumen und Jahreszeiten sind ein Zusatz, der in den meisten Spielen liegt.',
      'hk-modern': '136 Spielsteine; Blumen und Jahreszeiten nach Absprache (wir werten standardmäßig mit ihnen).',
      'hk-simple': 'Alle 144, mit Blumen und Jahreszeiten.',
    },
    example: 'Ohne Bonussteine hat das Muster „keine Blumen“ in HKE und modernem HK nichts mehr zu belohnen.',
    lesson: { slug: 'tiles', anchor: 'blumen-und-jahreszeiten', label: 'Lektion 1' },
  },
  wall: {
    topic: 'Mauer',
    cells: {
      hke: 'Jeder baut 18 Stapel zu je zwei Steinen. Ost würfelt mit zwei Würfeln.',
      classic:
        'Mit Bonussteinen 18 Stapel zu je zwei. Ost würfelt mit zwei Würfeln; nach einem der Texte würfelt der so gefundene Spieler noch einmal und zählt beide Würfe zusammen.',
      'hk-modern':
        'Ohne Bonussteine 17 Stapel pro Spieler, mit ihnen 18. Der Geber würfelt mit drei Würfeln, einmal pro Spiel.',
      'hk-simple': 'Der Text ändert nur die Wertung; die Mauer entsteht wie bei den klassischen Regeln.',
    },
    example:
      'Ost würfelt in HKE eine 7: Ost zählt als 1, die Zählung endet bei West, und West öffnet die eigene Mauer 7 Stapel von rechts.',
    lesson: { slug: 'setup', anchor: 'die-mauer-öffnen', label: 'Lektion 2' },
  },
  'dead-wall': {
    topic: 'Tote Mauer',
    cells: {
      hke: 'Immer genau 14 Steine: Jeder genommene Ersatzstein wird vom hinteren Ende der lebenden Mauer nachgefüllt.',
      classic: '14 Steine, beim Öffnen abgeteilt; aus ihnen kommen die Ersatzsteine.',
      'hk-modern':
        'Die meisten modernen Tische haben keine tote Mauer: Ersatzsteine kommen vom Ende der Mauer, und die ganze Mauer wird gespielt.',
      'hk-simple': 'Ersatzsteine kommen aus der „Ruine“; ein Gewinn damit zählt mehr als ein Stein aus der Mauer.',
    },
    example: 'In HKE macht eine spät gezogene Blume die lebende Mauer um einen Stein kürzer, nie die tote.',
    lesson: { slug: 'setup', anchor: 'die-tote-mauer', label: 'Lektion 2' },
  },
  dealing: {
    topic: 'Austeilen',
    cells: {
      hke: 'Dreimal reihum je vier Steine, dann jeder einen und Ost einen zweiten: Ost 14, die anderen 13.',
      classic:
        'Ein Text teilt paarweise aus, bis jeder 12 hat, der andere in drei Päckchen zu vier; so oder so hat Ost am Ende 14 Steine, die anderen 13.',
      'hk-modern':
        'Wie üblich (13 für jeden, 14 für den Geber); im allerersten Spiel bestimmen die Würfel auch, wer gibt.',
      'hk-simple': 'Wie bei den klassischen Regeln.',
    },
    example: 'Nach dem Austeilen und dem Ersetzen der Blumen wirft in jedem Regelwerk Ost als Erster ab.',
    lesson: { slug: 'setup', anchor: 'austeilen', label: 'Lektion 2' },
  },
  claims: {
    topic: 'Vorrang beim Rufen',
    cells: {
      hke: 'Mah-Jongg vor Kong oder Pong vor Tschau. Ein Tschau nur vom Spieler links von dir.',
      classic: 'Mah-Jongg vor Kong vor Pong vor Tschau. Ein Tschau nur vom Spieler links von dir.',
      'hk-modern':
        'Mah-Jongg vor Kong oder Pong vor Tschau. Einen Stein rufen und denselben Stein sofort wieder abwerfen ist verboten.',
      'hk-simple': 'Vom Text nicht geändert: wie bei den klassischen Regeln.',
    },
    example: 'West wirft 5p ab: Nord will ihn für einen Tschau, Ost für einen Pong. Ost bekommt ihn.',
    lesson: { slug: 'turn', anchor: 'wer-hat-vorrang', label: 'Lektion 3' },
  },
  'two-mahjong': {
    topic: 'Zwei Mah-Jongg-Rufe',
    cells: {
      hke: 'Nur wer nach dem Abwerfenden als Nächster an der Reihe ist, gewinnt.',
      classic:
        'Die beiden Texte widersprechen sich: Der Nächste in der Reihe gewinnt (Elian & Harold), oder der Ruf für die wertvollere Gruppe gewinnt, Pong vor Tschau und Paar, und erst dann der Nächste.',
      'hk-modern':
        'Nach Absprache dürfen mehrere gewinnen; sonst der, der dem Abwerfenden in Spielrichtung am nächsten sitzt. Manche Tische lassen „Thirteen Orphans“ vorgehen.',
      'hk-simple': 'Nicht geregelt: wie bei den klassischen Regeln.',
    },
    example: 'Nord wirft ab, Ost und West rufen beide Mah-Jongg. In HKE gewinnt Ost: Ost spielt direkt nach Nord.',
    lesson: { slug: 'turn', anchor: 'wer-hat-vorrang', label: 'Lektion 3' },
  },
  'last-discard': {
    topic: 'Der letzte Abwurf',
    cells: {
      hke: 'Den Abwurf nach dem letzten Stein der lebenden Mauer darfst du nur für Mah-Jongg rufen.',
      classic: 'Keine besondere Regel im Text.',
      'hk-modern': 'Der allerletzte Abwurf eines Spiels darf gar nicht gerufen werden.',
      'hk-simple': 'Keine besondere Regel im Text.',
    },
    example: 'Die lebende Mauer ist leer, Süd wirft 3m ab: In HKE darfst du ihn nur nehmen, um zu gewinnen.',
    lesson: { slug: 'turn', anchor: 'der-letzte-stein', label: 'Lektion 3' },
  },
  'robbing-kong': {
    topic: 'Kong rauben',
    cells: {
      hke: 'Du darfst mit dem Stein gewinnen, den ein anderer an einen offenen Pong anlegt.',
      classic: 'Wie in HKE; mit „Thirteen Orphans“ darfst du sogar einen verdeckten Kong rauben.',
      'hk-modern':
        'Wie in HKE; nur mit „Thirteen Orphans“ darfst du einen verdeckten Kong rauben. Der Beraubte zahlt wie bei einem Eigenzug, und zwar alles.',
      'hk-simple': 'Im Text nicht erwähnt; bei uns zahlt der Beraubte wie der Abwerfende.',
    },
    example: 'Du wartest auf 6s und 9s; Süd legt eine vierte 9s an den Pong an. Ruf Mah-Jongg auf diese 9s.',
    lesson: { slug: 'turn', anchor: 'den-kong-rauben', label: 'Lektion 3' },
  },
  'hand-end': {
    topic: 'Ende eines Spiels',
    cells: {
      hke: 'Ein Gewinn, oder unentschieden, sobald die lebende Mauer leer ist (die 14 Steine der toten Mauer bleiben liegen).',
      classic:
        'Ein Gewinn, oder unentschieden, sobald nur noch die 14 Steine des toten Endes übrig sind; ebenso nach drei Mah-Jongg-Rufen oder wenn alle vier zu Beginn denselben Wind abwerfen.',
      'hk-modern':
        'Ein Gewinn, oder unentschieden, wenn die ganze Mauer aufgebraucht ist (nach Absprache wird der allerletzte Stein nicht gezogen).',
      'hk-simple': 'Ein Gewinn, oder ein „totes Spiel“, das niemand abrechnet.',
    },
    example:
      'Bei 14 übrigen Steinen ist das Spiel in HKE und bei den klassischen Regeln vorbei; modernes HK spielt weiter.',
    lesson: { slug: 'whole-game', anchor: 'wann-die-partie-endet', label: 'Lektion 9' },
  },
  'dealer-win': {
    topic: 'Wenn Ost gewinnt',
    cells: {
      hke: 'Ost bleibt Ost.',
      classic: 'Ost bleibt Ost.',
      'hk-modern': 'Der Geber bleibt.',
      'hk-simple': 'Die Winde wandern nach jedem Spiel weiter, auch wenn Ost gewinnt.',
    },
    example:
      'Ost gewinnt dreimal hintereinander: In HKE sind das drei weitere Spiele als Ost, im vereinfachten HK ist Ost jedes Mal weitergewandert.',
    lesson: { slug: 'whole-game', anchor: 'wer-bleibt-ost', label: 'Lektion 9' },
  },
  'dealer-draw': {
    topic: 'Nach einem Unentschieden',
    cells: {
      hke: 'Der Wind geht an den nächsten Spieler weiter.',
      classic:
        'Die Texte widersprechen sich: Ost bleibt (Elian & Harold), oder der Wind wandert nach jedem Spiel weiter (der Text zum Austeilen).',
      'hk-modern': 'Nach Absprache; das allerletzte Spiel der Partie wird mit demselben Geber wiederholt.',
      'hk-simple': 'Die Winde bleiben, wo sie sind.',
    },
    example: 'Niemand gewinnt: In HKE gibt als Nächstes Süd, im vereinfachten HK gibt Ost noch einmal.',
    lesson: { slug: 'whole-game', anchor: 'wer-bleibt-ost', label: 'Lektion 9' },
  },
  'game-length': {
    topic: 'Eine ganze Partie',
    cells: {
      hke: 'Vier Windrunden, mindestens 16 Spiele.',
      classic: 'Ein „Jahr“ aus vier Runden; eine Runde endet, wenn der Wind einmal um alle vier Plätze gewandert ist.',
      'hk-modern': 'Meist vier Runden (zwei oder acht sind möglich); alle vier Runden werden die Plätze neu ausgelost.',
      'hk-simple': 'Genau vier Runden zu vier Spielen, also 16 Spiele.',
    },
    example: 'Gewinnt Ost immer wieder, dauert eine Partie in HKE länger als 16 Spiele, im vereinfachten HK nie.',
    lesson: { slug: 'whole-game', anchor: 'vier-runden-mindestens-sechzehn-spiele', label: 'Lektion 9' },
  },
  minimum: {
    topic: 'Mindestwert',
    cells: {
      hke: 'Keiner, außer ihr vereinbart vorher ein Fan-Minimum.',
      classic: 'Keiner (eine Zusatzregel verlangt eine Verdopplung).',
      'hk-modern': '3 Fan. Ein Ruf mit weniger ist ein falscher Gewinn.',
      'hk-simple': 'Keiner (ein Tisch kann 1 bis 3 Punkte vereinbaren).',
    },
    example:
      'Eine Hand aus Tschaus mit einem Drachenpaar, auf einen Abwurf gewonnen: ein Gewinn in HKE, nicht im modernen HK.',
    lesson: { slug: 'whole-game', anchor: 'fan-minimum', label: 'Lektion 9' },
  },
  maximum: {
    topic: 'Höchstwert',
    cells: {
      hke: '64 Punkte, für 10 Fan oder mehr oder eine Limithand.',
      classic: 'Ein Limit, standardmäßig 1.000; Sonderspiele zählen ein halbes, ein ganzes oder ein doppeltes Limit.',
      'hk-modern': 'Eine Obergrenze von 8, 10 oder 13 Fan (standardmäßig 10); Limithände zählen die Obergrenze.',
      'hk-simple': '64 ab 10 Punkten; ein Maximalspiel 128.',
    },
    example:
      '„Little Four Winds“ ist in HKE und im modernen HK eine Limithand; klassisch und im vereinfachten HK wird sie Gruppe für Gruppe gewertet.',
    lesson: { slug: 'limit-hands', anchor: 'was-für-alle-limithände-gilt', label: 'Lektion 8' },
  },
  scoring: {
    topic: 'So wird gewertet',
    cells: {
      hke: 'Fan aus einer Tabelle, zusammengezählt und in Punkte umgerechnet.',
      classic: 'Grundpunkte für Gruppen, Paare, Bonussteine und den Gewinn, für jede Verdopplung einmal verdoppelt.',
      'hk-modern':
        'Fan zusammengezählt; jedes Fan verdoppelt die Zahlung (halb scharf: ab 4 Fan verdoppelt nur jedes zweite Fan).',
      'hk-simple': 'Acht Abschnitte, aus jedem höchstens eine Zeile; eine Tabelle macht aus den Punkten die Zahlung.',
    },
    example:
      'Ein Drachenpong ist in HKE und im modernen HK 1 Fan, im vereinfachten HK 1 Punkt und klassisch 4 oder 8 Grundpunkte und eine Verdopplung.',
    lesson: { slug: 'scoring', anchor: 'so-zählst-du-fan', label: 'Lektion 6' },
  },
  'seven-pairs': {
    topic: 'Sieben Paare',
    cells: {
      hke: '4 Fan; vier gleiche Steine dürfen als zwei Paare zählen.',
      classic: 'Ein Sonderspiel: ein halbes Limit, oder das volle Limit, wenn alle Paare aus Hauptziegeln sind.',
      'hk-modern': 'Keine Gewinnhand.',
      'hk-simple': '4 Punkte, dazu die Abschnitte b, f, g und h.',
    },
    example: 'Dieselben sieben Paare gewinnen in drei Regelwerken und sind im vierten ein falscher Gewinn.',
    lesson: { slug: 'winning-hands', anchor: 'sieben-paare', label: 'Lektion 4' },
  },
  payments: {
    topic: 'Wer zahlt',
    cells: {
      hke: 'Nur der Gewinner bekommt etwas. Abwurf: Der Abwerfende zahlt doppelt, die anderen einfach. Eigenzug: Alle zahlen doppelt. Ost zahlt und bekommt wie alle anderen.',
      classic:
        'Ost zahlt und bekommt doppelt. Eigenzug: Jeder zahlt die Punktzahl. Abwurf: Der Abwerfende zahlt für alle. Die Verlierer rechnen außerdem untereinander ab.',
      'hk-modern':
        'Abwurf: Der Abwerfende zahlt den ganzen Betrag allein. Eigenzug: Jeder der drei zahlt die Hälfte davon.',
      'hk-simple':
        'Abwurf: Der Abwerfende zahlt doppelt, die anderen einfach. Eigenzug: Alle zahlen doppelt. Keine Verdopplung bei Maximalspielen, kein Vorteil für Ost.',
    },
    example:
      'Ein Drachenpong auf einen Abwurf kostet den Abwerfenden in HKE das Doppelte der anderen, klassisch alles.',
    lesson: { slug: 'payments', anchor: 'wer-zahlt', label: 'Lektion 7' },
  },
  liability: {
    topic: 'Für andere zahlen',
    cells: {
      hke: 'Zusatzregel „gefährliches Spiel“: Wer einer absehbar teuren Hand den Stein abwirft oder zuliefert, zahlt für alle.',
      classic: 'Keine solche Regel im Text.',
      'hk-modern':
        'Wer die dritte Drachengruppe, die vierte Gruppe oder den Stein zu einem Kong liefert, dessen Ersatzstein gewinnt, zahlt den ganzen Betrag.',
      'hk-simple': 'Wer in eine absehbare Hand aus einer Farbe hineinwirft, zahlt für alle drei Verlierer.',
    },
    example:
      'Jemand hat zwei Drachenpongs ausliegen; du wirfst den dritten Drachen ab, und er gewinnt: Mit der HKE-Zusatzregel zahlst du für alle.',
    lesson: { slug: 'whole-game', anchor: 'gefährliches-spiel', label: 'Lektion 9' },
  },
  penalties: {
    topic: 'Falsches Mah-Jongg',
    cells: {
      hke: 'Der Rufer zahlt jedem 16 Punkte, das Spiel endet, und der Wind geht weiter. Eine falsche Steinzahl macht die Hand tot.',
      classic:
        'Hat schon jemand seine Steine aufgedeckt, endet das Spiel, und der Rufer zahlt alle aus (den Wert ihrer Hände oder jedem ein halbes Limit). Eine falsche Steinzahl macht die Hand tot.',
      'hk-modern': 'Der Rufer zahlt jedem den Höchstbetrag; das Spiel wird wiederholt, und der Geber bleibt.',
      'hk-simple': 'Nach Absprache zahlt der Rufer jedem 128, und das Spiel wird annulliert.',
    },
    example:
      'In HKE kostet ein Mah-Jongg-Ruf mit einer Hand, der ein Stein fehlt, den Rufer 16 Punkte an jeden der drei anderen.',
    lesson: { slug: 'whole-game', anchor: 'strafen', label: 'Lektion 9' },
  },
  options: {
    topic: 'Zusatzregeln',
    cells: {
      hke: 'Fan-Minimum, gefährliches Spiel, Umsetzen nach jeder Windrunde.',
      classic: 'Riichi, Dora, eine Verdopplung als Minimum; wir werten keine davon.',
      'hk-modern':
        'Die Obergrenze (8, 10 oder 13), halb scharfe Zahlung, Spiel ohne Bonussteine, mehrere Gewinner, umstrittene Handwerte.',
      'hk-simple': 'Ein Minimum, eine Strafe für falsches Rufen, die „Fünf-Steine-Strafe“ kurz vor Schluss.',
    },
    example: 'Vereinbart die Zusatzregeln vor dem ersten Spiel: Sie ändern, wer was zahlt.',
    lesson: { slug: 'whole-game', anchor: 'zusatzregeln-vorher-vereinbart', label: 'Lektion 9' },
  },
};
