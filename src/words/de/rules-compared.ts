// „Regeln im Vergleich“, deutsch. Fakten aus den vier Regeltexten (siehe docs/rules/), Sätze
// von uns. Das englische Gegenstück ist ../en/rules-compared.ts.
import type { ComparedRow, RowGroup, RowText } from '../shapes.ts';

/** Die Überschriften der Zeilengruppen, zugleich die Sprungmarken der Seite. */
export const GROUPS: Readonly<Record<RowGroup, string>> = {
  setup: 'Aufbau',
  play: 'Spielablauf',
  dealer: 'Geber und Partie',
  scoring: 'Wertung',
  payments: 'Zahlungen',
  options: 'Zusatzregeln',
};

export const ROWS: Readonly<Record<ComparedRow, RowText>> = {
  tiles: {
    topic: 'Steine',
    cells: {
      hke: 'Alle 144: drei Farben, Winde, Drachen, vier Blumen und vier Jahreszeiten.',
      classic:
        '136 Spielsteine; Blumen und Jahreszeiten liegen den meisten Sets bei, und jeder Tisch entscheidet, ob er mit ihnen spielt (wir werten mit ihnen).',
      'hk-modern': '136 Spielsteine; Blumen und Jahreszeiten nach Absprache (wir werten standardmäßig mit ihnen).',
      'hk-simple': 'Alle 144, mit Blumen und Jahreszeiten.',
    },
    example:
      'Spielt ein moderner Hongkong-Tisch ohne Bonusziegel, fällt „keine Blumen“ weg, und die verdeckte Hand zählt dann 1 Fan.',
    lesson: { slug: 'tiles', anchor: 'blumen-und-jahreszeiten', label: 'Lektion 1' },
  },
  wall: {
    topic: 'Mauer',
    cells: {
      hke: 'Jeder baut 18 Stapel zu je zwei Steinen. Ost würfelt mit zwei Würfeln.',
      classic:
        'Mit Bonusziegeln 18 Stapel zu je zwei. Ost würfelt mit zwei Würfeln; nach dem Text zum Austeilen würfelt der so gefundene Spieler noch einmal und zählt beide Würfe zusammen.',
      'hk-modern':
        'Ohne Bonusziegel 17 Stapel pro Spieler, mit ihnen 18. Der Geber würfelt mit drei Würfeln, einmal pro Spiel.',
      'hk-simple':
        'Nicht geregelt: Das Spiel selbst überlässt der Text den üblichen westlichen Regeln (siehe klassisch).',
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
        'Elian & Harold teilen paarweise aus, bis jeder 12 hat, der Text zum Austeilen in drei Päckchen zu vier; so oder so hat Ost am Ende 14 Steine, die anderen 13. Elian & Harold spielen gegen den Uhrzeigersinn, der Text zum Austeilen im Uhrzeigersinn.',
      'hk-modern':
        'Wie üblich (13 für jeden, 14 für den Geber); im allerersten Spiel bestimmen die Würfel auch, wer gibt.',
      'hk-simple':
        'Nicht geregelt: Das Spiel selbst überlässt der Text den üblichen westlichen Regeln (siehe klassisch).',
    },
    example: 'Nach dem Austeilen und dem Ersetzen der Blumen wirft in jedem Regelwerk Ost als Erster ab.',
    lesson: { slug: 'setup', anchor: 'austeilen', label: 'Lektion 2' },
  },
  claims: {
    topic: 'Vorrang beim Rufen',
    cells: {
      hke: 'Mah-Jongg vor Kong oder Pong vor Tschau. Ein Tschau nur vom Spieler links von dir.',
      classic:
        'Mah-Jongg vor Kong vor Pong vor Tschau. Ein Tschau nur vom Spieler, der in der Zugreihenfolge vor dir dran ist.',
      'hk-modern':
        'Mah-Jongg vor Kong oder Pong vor Tschau, wie üblich (die Quelle nennt die Reihenfolge nicht). Kein Tauschruf: Du darfst keinen Stein rufen und denselben Stein sofort wieder abwerfen, nach einem Tschau auch nicht den Stein am anderen Ende der Reihe.',
      'hk-simple':
        'Nicht geregelt: Das Spiel selbst überlässt der Text den üblichen westlichen Regeln (siehe klassisch).',
    },
    example: 'West wirft 5p ab: Nord will ihn für einen Tschau, Ost für einen Pong. Ost bekommt ihn.',
    lesson: { slug: 'turn', anchor: 'wer-hat-vorrang', label: 'Lektion 3' },
  },
  'passed-discard': {
    topic: 'Einen Abwurf liegen lassen',
    cells: {
      hke: 'Keine Sperre: Du darfst den nächsten Abwurf rufen, egal, was du liegen gelassen hast. Der HKE-Text sagt, dass er bewusst auf den Ausschluss des Mah-Jongg-Rufs mit dem zweiten gleichen Stein innerhalb eines Umlaufs verzichtet.',
      classic: 'Keine solche Regel in den Texten.',
      'hk-modern':
        'Lässt du einen Abwurf liegen, mit dem du gewinnen oder einen Pong machen könntest, darfst du bis zu deinem nächsten Zug keinen weiteren Abwurf für diesen Zweck rufen. Ebenso wenig darfst du bis dahin einen Stein rufen, wie du ihn gerade selbst abgeworfen hast.',
      'hk-simple':
        'Nicht geregelt: Das Spiel selbst überlässt der Text den üblichen westlichen Regeln (siehe klassisch).',
    },
    example:
      'Du wartest auf 3p und 6p und lässt eine 3p liegen: Im modernen HK darfst du mit der 6p, die Süd gleich danach abwirft, nicht gewinnen, in HKE schon.',
    lesson: { slug: 'turn', anchor: 'einen-abwurf-rufen', label: 'Lektion 3' },
  },
  'two-mahjong': {
    topic: 'Zwei Mah-Jongg-Rufe',
    cells: {
      hke: 'Nur wer nach dem Abwerfer als Nächster an der Reihe ist, gewinnt.',
      classic:
        'Die beiden Texte widersprechen sich: Der Nächste in der Reihe gewinnt (Elian & Harold), oder der Ruf für die wertvollere Gruppe gewinnt, Pong vor Tschau und Paar, und erst dann der Nächste (Text zum Austeilen).',
      'hk-modern':
        'Nach Absprache dürfen mehrere gewinnen; sonst der, der dem Abwerfer in Spielrichtung am nächsten sitzt. Manche Tische lassen „Thirteen Orphans“ vorgehen.',
      'hk-simple':
        'Nicht geregelt: Der Text überlässt das den üblichen westlichen Regeln, und die beiden klassischen Texte sind sich hier uneins.',
    },
    example: 'Nord wirft ab, Ost und West rufen beide Mah-Jongg. In HKE gewinnt Ost: Ost spielt direkt nach Nord.',
    lesson: { slug: 'turn', anchor: 'wer-hat-vorrang', label: 'Lektion 3' },
  },
  'last-discard': {
    topic: 'Der letzte Abwurf',
    cells: {
      hke: 'Den Abwurf nach dem letzten Stein der lebenden Mauer darfst du nur für Mah-Jongg rufen.',
      classic: 'Keine besondere Regel in den klassischen Texten.',
      'hk-modern': 'Der allerletzte Abwurf eines Spiels darf gar nicht gerufen werden.',
      'hk-simple': 'Keine besondere Regel im Text.',
    },
    example: 'Die lebende Mauer ist leer, Süd wirft 3m ab: In HKE darfst du ihn nur nehmen, um zu gewinnen.',
    lesson: { slug: 'turn', anchor: 'der-letzte-stein', label: 'Lektion 3' },
  },
  discards: {
    topic: 'Abwürfe',
    cells: {
      hke: 'Geordnet vor jedem Spieler ausgelegt, ohne Ansage.',
      classic: 'Offen in die Mitte gelegt; jeden Stein sagst du beim Abwerfen an (Elian & Harold).',
      'hk-modern': 'Beliebig in die Mitte, ohne Ordnung.',
      'hk-simple':
        'Nicht geregelt: Das Spiel selbst überlässt der Text den üblichen westlichen Regeln (siehe klassisch).',
    },
    example:
      'In HKE siehst du auf einen Blick, wer was in welcher Reihenfolge abgeworfen hat – das hilft dir, einer teuren Hand aus dem Weg zu gehen.',
    lesson: { slug: 'turn', anchor: 'ziehen-und-abwerfen', label: 'Lektion 3' },
  },
  'concealed-kong': {
    topic: 'Verdeckter Kong',
    cells: {
      hke: 'Wird „halboffen“ ausgelegt: Zwei Steine liegen umgedreht, die anderen sehen also, um welche Steine es geht; einen ausgeteilten darfst du schon beim Ersetzen der Blumen auslegen. Rauben lässt der Text nur einen Stein, der an einen offenen Pong angelegt wird.',
      classic:
        'Wird ausgelegt, die beiden äußeren Steine umgedreht (Elian & Harold); er zählt als verdeckt. Behältst du die vier Steine in der Hand, zählen sie nur als verdeckter Pong (Text zum Austeilen). „Thirteen Orphans“ darf ihn rauben.',
      'hk-modern':
        'Wird offen ausgelegt. Nach der Quelle macht er die Hand offen; wir werten eine verdeckte Hand trotzdem auch mit ihm. Nur „Thirteen Orphans“ darf ihn rauben.',
      'hk-simple':
        'Nicht geregelt: Das Spiel selbst überlässt der Text den üblichen westlichen Regeln (siehe klassisch).',
    },
    example:
      'Du ziehst die vierte 7s zu deinem verdeckten Pong und sagst den Kong an: In HKE und bei den klassischen Regeln liegen zwei seiner Steine umgedreht, im modernen HK alle vier offen.',
    lesson: { slug: 'turn', anchor: 'kongs', label: 'Lektion 3' },
  },
  'robbing-kong': {
    topic: 'Kong rauben',
    cells: {
      hke: 'Du darfst mit dem Stein gewinnen, den ein anderer an einen offenen Pong anlegt.',
      classic: 'Wie in HKE; mit „Thirteen Orphans“ darfst du sogar einen verdeckten Kong rauben.',
      'hk-modern':
        'Wie in HKE; nur mit „Thirteen Orphans“ darfst du einen verdeckten Kong rauben. Der Beraubte zahlt allein, was alle drei bei einem Self-Draw zahlen würden.',
      'hk-simple': 'Im Text nicht erwähnt; bei uns zahlt der Beraubte wie ein Abwerfer.',
    },
    example: 'Du wartest auf 6s und 9s; Süd legt eine vierte 9s an den Pong an. Ruf Mah-Jongg auf diese 9s.',
    lesson: { slug: 'turn', anchor: 'den-kong-rauben', label: 'Lektion 3' },
  },
  'ready-hand': {
    topic: 'Warten ansagen',
    cells: {
      hke: 'Nichts anzusagen: Du rufst Mah-Jongg, wenn der Stein kommt.',
      classic:
        'Eine Zusatzregel, Riichi (Elian & Harold): Liegt keine Gruppe offen und fehlt dir nur noch ein Stein, darfst du es ansagen und ein Zählstäbchen setzen; ein Gewinn verdoppelt sich dann, aber du darfst deine Hand nicht mehr ändern. Wir werten Riichi nicht.',
      'hk-modern': 'Nichts anzusagen.',
      'hk-simple': 'Nichts anzusagen: Der Text sagt ausdrücklich, dass du niemandem verraten musst, dass du wartest.',
    },
    example:
      'Ein klassischer Tisch mit Riichi sagt eine wartende Hand mit einem Zählstäbchen an; an den anderen drei Tischen rufst du einfach Mah-Jongg, wenn dein Stein kommt.',
    lesson: { slug: 'waiting', anchor: 'was-heißt-warten', label: 'Lektion 5' },
  },
  'hand-end': {
    topic: 'Ende eines Spiels',
    cells: {
      hke: 'Ein Gewinn oder ein Unentschieden, sobald die lebende Mauer leer ist (die 14 Steine der toten Mauer bleiben liegen).',
      classic:
        'Ein Gewinn oder ein Unentschieden, sobald nur noch die 14 Steine des toten Endes übrig sind. Ebenfalls unentschieden: nach drei Mah-Jongg-Rufen; wenn alle vier zu Beginn denselben Wind abwerfen; nach einem falschen Mah-Jongg, auf das hin ein anderer seine Steine aufgedeckt hat. Wer neun verschiedene Rand- und Bildziegel ausgeteilt bekommt, darf im ersten Umlauf unentschieden erklären, solange noch keine Gruppe offen liegt.',
      'hk-modern':
        'Ein Gewinn oder ein Unentschieden, wenn die ganze Mauer aufgebraucht ist (nach Absprache wird der allerletzte Stein nicht gezogen).',
      'hk-simple': 'Ein Gewinn oder ein „totes Spiel“, das niemand abrechnet.',
    },
    example:
      'Bei 14 übrigen Steinen ist das Spiel in HKE und bei den klassischen Regeln vorbei; modernes HK spielt weiter.',
    lesson: { slug: 'turn', anchor: 'der-letzte-stein', label: 'Lektion 3' },
  },
  'dealer-win': {
    topic: 'Wenn Ost gewinnt',
    cells: {
      hke: 'Ost bleibt Ost.',
      classic:
        'Die Texte widersprechen sich: Ost bleibt Ost (Elian & Harold, die auch Tische nennen, an denen der Wind immer weiterwandert); nach dem Text zum Austeilen wandert der Wind nach jedem Spiel.',
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
        'Uneinheitlich: Elian & Harold sagen an einer Stelle, Ost bleibt, an einer anderen, der Wind wandert; der Text zum Austeilen lässt ihn nach jedem Spiel wandern.',
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
      'hk-simple':
        'Vier Runden zu vier gewerteten Spielen, also 16; ein totes Spiel wird wiederholt und zählt nicht mit.',
    },
    example:
      'Gewinnt Ost immer wieder, dauert eine Partie in HKE länger als 16 Spiele; im vereinfachten HK verlängern sie nur tote Spiele.',
    lesson: { slug: 'whole-game', anchor: 'vier-runden-mindestens-sechzehn-spiele', label: 'Lektion 9' },
  },
  minimum: {
    topic: 'Mindestwert',
    cells: {
      hke: 'Keiner, außer ihr vereinbart vorher ein Fan-Minimum.',
      classic: 'Keiner (eine Zusatzregel verlangt eine Verdopplung).',
      'hk-modern': '3 Fan. Ein Ruf mit weniger ist ein falscher Gewinn.',
      'hk-simple': 'Keiner (ein Tisch kann 1 bis 3 Bogenpunkte vereinbaren).',
    },
    example:
      'Eine Hand aus Tschaus mit einem Drachenpaar, auf einen Abwurf gewonnen: ein Gewinn in HKE, nicht im modernen HK.',
    lesson: { slug: 'whole-game', anchor: 'fan-minimum', label: 'Lektion 9' },
  },
  maximum: {
    topic: 'Höchstwert',
    cells: {
      hke: '64 Punkte, für 10 Fan oder mehr oder eine Limithand.',
      classic:
        'Ein Limit, das jeder Tisch passend zu seinen Zählstäbchen festlegt (wir rechnen mit 1.000); Sonderspiele zählen ein halbes, ein ganzes oder ein doppeltes Limit.',
      'hk-modern':
        'Eine Obergrenze, meist nach Absprache 8 oder 10 Fan (wir rechnen mit 10), höchstens 13; Limithände zählen die Obergrenze.',
      'hk-simple': 'Eine Zahlung von 64 ab 10 Bogenpunkten; eine Maximalhand 128.',
    },
    example:
      '„Little Four Winds“ ist in HKE und im modernen HK eine Limithand; klassisch und im vereinfachten HK wird sie Gruppe für Gruppe gewertet.',
    lesson: { slug: 'limit-hands', anchor: 'was-für-alle-limithände-gilt', label: 'Lektion 8' },
  },
  scoring: {
    topic: 'So wird gewertet',
    cells: {
      hke: 'Fan aus einer Tabelle, zusammengezählt und in Punkte umgerechnet.',
      classic: 'Grundpunkte für Gruppen, Paare, Bonusziegel und den Gewinn, für jede Verdopplung einmal verdoppelt.',
      'hk-modern':
        'Fan zusammengezählt; jeder Fan verdoppelt die Zahlung (halb scharf: ab 4 Fan verdoppelt nur jeder zweite). Die Quelle nennt keine Fan-Werte; wir nehmen die üblichen der Old-Style-Tabelle.',
      'hk-simple':
        'Ein Bogen mit acht Abschnitten, aus jedem höchstens eine Zeile; eine Tabelle macht aus den Bogenpunkten die Zahlung.',
    },
    example:
      'Ein Drachenpong ist in HKE und im modernen HK 1 Fan, im vereinfachten HK 1 Bogenpunkt und klassisch 4 oder 8 Grundpunkte und eine Verdopplung.',
    lesson: { slug: 'scoring', anchor: 'so-zählst-du-fan', label: 'Lektion 6' },
  },
  'seven-pairs': {
    topic: 'Sieben Paare',
    cells: {
      hke: '4 Fan; vier gleiche Steine dürfen als zwei Paare zählen.',
      classic: 'Ein Sonderspiel: ein halbes Limit, oder das volle Limit, wenn alle Paare aus Hauptziegeln sind.',
      'hk-modern':
        'Die Quelle führt sie nicht auf; wir werten sie nicht als Gewinnhand, ein Ruf damit ist also ein falscher Gewinn.',
      'hk-simple': '4 Punkte, dazu die Abschnitte b, f, g und h.',
    },
    example:
      'Dieselben sieben Paare gewinnen in drei Regelwerken; im modernen HK sind sie, so wie wir werten, ein falscher Gewinn.',
    lesson: { slug: 'winning-hands', anchor: 'sieben-paare', label: 'Lektion 4' },
  },
  payments: {
    topic: 'Wer zahlt',
    cells: {
      hke: 'Nur der Gewinner bekommt etwas. Abwurf: Der Abwerfer zahlt doppelt, die anderen einfach. Self-Draw: Alle zahlen doppelt. Ost zahlt und bekommt wie alle anderen.',
      classic:
        'Ost zahlt und bekommt doppelt. Self-Draw: Jeder zahlt die Punktzahl. Abwurf: Der Abwerfer zahlt für alle. Die Verlierer rechnen außerdem untereinander ab.',
      'hk-modern':
        'Abwurf: Der Abwerfer zahlt den ganzen Betrag allein. Self-Draw: Nach der Quelle teilen sich die drei den Betrag; bei uns zahlt jeder die Hälfte davon.',
      'hk-simple':
        'Abwurf: Der Abwerfer zahlt doppelt, die anderen einfach. Self-Draw: Alle zahlen doppelt. Keine Verdopplung bei Maximalhänden, keine doppelten Zahlungen für Ost.',
    },
    example: 'Ein Drachenpong auf einen Abwurf kostet den Abwerfer in HKE das Doppelte der anderen, klassisch alles.',
    lesson: { slug: 'payments', anchor: 'wer-zahlt', label: 'Lektion 7' },
  },
  liability: {
    topic: 'Für andere zahlen',
    cells: {
      hke: 'Zusatzregel „gefährliches Spiel“: Wer einer absehbar teuren Hand den Stein abwirft oder zuliefert, zahlt für alle.',
      classic: 'Keine solche Regel in den klassischen Texten.',
      'hk-modern':
        'Nur wenn der Gewinner danach den Schlussstein selbst zieht: Wer ihm den Stein zur dritten Drachengruppe oder zur vierten Gruppe abgeworfen hat, zahlt den ganzen Betrag allein; wer ihm den Stein zu einem Kong abgeworfen hat, nur dann, wenn er mit dem Ersatzstein dieses Kongs gewinnt. Bei einem Abwurf zahlt wie immer der Abwerfer.',
      'hk-simple':
        'Wer einen Stein der Farbe in eine Hand aus einer Farbe wirft, von der drei Gruppen offen liegen, zahlt für alle drei Verlierer; wer die vierte solche Gruppe geliefert hat, zahlt das Doppelte für alle drei, wenn der Gewinner den Schlussstein dann selbst zieht. Dasselbe gilt für absehbare Hände aus Bildziegeln und Maximalhände.',
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
      'hk-modern':
        'Der Rufer zahlt jedem den Wert einer Hand an der Obergrenze (bei 10 Fan 1.024); das Spiel wird wiederholt, und der Geber bleibt.',
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
      classic:
        'Riichi und Dora (werten wir nicht); eine Verdopplung als Minimum, die Höhe des Limits und das leichte Neunlaternenspiel (hier einstellbar); Abrechnung der Verliererhände nach einem Unentschieden; eine milde oder eine harte Strafe fürs falsche Mah-Jongg; eine „westliche Spielweise“ mit höchstens einem Tschau und ohne gemischte Farben.',
      'hk-modern':
        'Die Obergrenze (8, 10 oder 13), halb scharfe Zahlung, Spiel ohne Bonusziegel, mehrere Gewinner, umstrittene Handwerte.',
      'hk-simple': 'Ein Minimum, eine Strafe für falsches Rufen, die „Fünf-Steine-Strafe“ kurz vor Schluss.',
    },
    example: 'Vereinbart die Zusatzregeln vor dem ersten Spiel, denn sie ändern, wer was zahlt.',
    lesson: { slug: 'whole-game', anchor: 'zusatzregeln-vorher-vereinbart', label: 'Lektion 9' },
  },
};
