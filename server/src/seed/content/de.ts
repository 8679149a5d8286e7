import type { SeedContent } from './types';

const BANNERS: SeedContent['banners'] = {
  'spot-trading': {
    headline: 'BTC, ETH und mehr rund um die Uhr handeln',
    subline: 'Limit- und Market-Orders, Live-Orderbuch, Matching nach Preis-Zeit-Priorität',
  },
  'lock-products': {
    headline: 'Lassen Sie ungenutzte USDT für sich arbeiten',
    subline: 'Festgeld-Produkte mit vorab angezeigten Tageszinsen',
  },
  'secure-account': {
    headline: 'Ihr Konto, bestens geschützt',
    subline:
      'Handelspasswort, bestätigte E-Mail und Telefonnummer: Erhöhen Sie Ihre Sicherheitsstufe',
  },
};

/** German. */
export const DE_CONTENT: SeedContent = {
  banners: BANNERS,
  articles: {
    1: {
      title: BANNERS['spot-trading'].headline,
      paragraphs: [
        'Der Spot-Handel läuft rund um die Uhr, 7 Tage die Woche, mit acht USDT-Paaren und drei BTC-Paaren.',
        'Platzieren Sie Limit-Orders zu Ihrem Preis oder Market-Orders zum besten verfügbaren Preis. Orders werden nach Preis und dann nach Zeit zusammengeführt, und jede Ausführung erfolgt zum Preis der bereits im Orderbuch stehenden Order.',
      ],
    },
    2: {
      title: BANNERS['lock-products'].headline,
      paragraphs: [
        'Festgeld-Produkte zahlen einen festen Jahreszins auf den Betrag, den Sie für die gewählte Laufzeit anlegen. Die Zinsen fallen täglich an und werden Ihrem Spot-Konto gutgeschrieben; das Kapital erhalten Sie bei Fälligkeit zurück.',
        'Jede Bewegung erscheint in Ihrem Coin-Protokoll, sodass Sie die Zinsen jedes Tages bis auf die letzte Dezimalstelle prüfen können.',
      ],
    },
    3: {
      title: BANNERS['secure-account'].headline,
      paragraphs: [
        'Ihre Sicherheitsstufe steigt mit jedem Schutz, den Sie hinzufügen: eine verknüpfte Telefonnummer, eine bestätigte E-Mail-Adresse und eine verifizierte Identität.',
        'Legen Sie außerdem ein Handelspasswort fest: Auszahlungen und Überweisungen fragen danach, selbst wenn jemand anderes an Ihre Anmeldedaten gelangt.',
      ],
    },
    4: {
      title: 'Geplante Wartungsarbeiten am Sonntag, 02:00–03:00 UTC',
      paragraphs: [
        'Wegen eines Upgrades unserer Datenbankserver sind Handel, Einzahlungen und Auszahlungen am Sonntag von 02:00 bis 03:00 UTC ausgesetzt.',
        'Offene Orders bleiben während der Wartung im Orderbuch und werden wieder zusammengeführt, sobald der Dienst verfügbar ist. Sie müssen nichts unternehmen.',
        'Wir entschuldigen uns für die Unannehmlichkeiten und danken Ihnen für Ihre Geduld.',
      ],
    },
    5: {
      title: 'Neues Listing: Spot-Handel mit TRX/USDT ist eröffnet',
      paragraphs: [
        'TRON (TRX) ist jetzt gelistet, und das Paar TRX/USDT ist für den Spot-Handel freigegeben.',
        'Das Paar wird mit 4 Dezimalstellen notiert, Mengen gehen in Schritten von 0,1 TRX; eine Order muss mindestens 5 USDT wert sein.',
      ],
    },
    6: {
      title: 'Sicherheitshinweis: So erkennen Sie Phishing',
      paragraphs: [
        'Betrüger kopieren die Seiten von Börsen, um Anmeldedaten zu stehlen. Prüfen Sie immer die Adressleiste, bevor Sie Ihr Passwort eingeben, und geben Sie niemals einen Bestätigungscode weiter, auch nicht an Personen, die sich als unsere Mitarbeiter ausgeben.',
        'Beispiel für ein bösartiges Bild-Tag, das eine unvorsichtige Seite ausführen würde:',
        'Dieses Skript darf niemals laufen',
        'Wenn Sie glauben, dass Ihr Konto gefährdet ist, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Support.',
      ],
    },
    7: {
      title: 'Sechs Paare in der Marktleiste der Startseite',
      paragraphs: [
        'Die Marktleiste auf der Startseite zeigt sechs Paare mit aktuellem Kurs und 24-Stunden-Änderung: BTC, ETH, LTC, XRP, EOS und BCH gegen USDT. Wählen Sie eine Kachel, um dieses Paar zu handeln.',
        'Alle weiteren Paare, darunter DOGE/USDT, TRX/USDT und die BTC-Paare, finden Sie auf der Handelsseite.',
      ],
    },
    8: {
      title: 'Aktualisierte Gebührenübersicht für den Spot-Handel',
      paragraphs: [
        'Ab dem Ersten des nächsten Monats beträgt die Standardgebühr im Spot-Handel 0,1 % für Maker- und Taker-Orders.',
        'Die vollständige Übersicht finden Sie auf der Seite Gebührenübersicht unter Dienstleistungen.',
      ],
    },
    9: {
      title: 'BTC-Einzahlungen jetzt nach 2 Bestätigungen gutgeschrieben',
      paragraphs: [
        'Bitcoin-Einzahlungen werden Ihrem Spot-Konto jetzt nach 2 statt 3 Netzwerkbestätigungen gutgeschrieben und sind nach 6 Bestätigungen auszahlbar.',
      ],
    },
    10: {
      title: 'Thailändisch und Vietnamesisch sind jetzt verfügbar',
      paragraphs: [
        'Die Website ist jetzt in 11 Sprachen verfügbar. Wählen Sie Ihre Sprache im Sprachmenü in der Kopfzeile; Ihre Auswahl wird auf diesem Gerät gespeichert.',
      ],
    },
    11: {
      title: 'Support-Zeiten während der Feiertage',
      paragraphs: [
        'Der Online-Chat-Support ist während der Feiertage rund um die Uhr erreichbar. Die Beantwortung von E-Mail-Anfragen kann bis zu 48 Stunden dauern.',
      ],
    },
    12: {
      title: 'Über uns',
      paragraphs: [
        'Wir betreiben eine Börse für digitale Vermögenswerte für Privatanleger: Spot-Handel, Hebelhandel, kurzfristiger Auf-/Ab-Handel und Festgeld-Produkte.',
        'Unsere Grundsätze sind einfach. Kurse entstehen aus echten Trades, Ergebnisse werden anhand des aufgezeichneten Kursverlaufs abgerechnet, und Ihr Guthaben wird bis auf die letzte Dezimalstelle verbucht.',
      ],
    },
    13: {
      title: 'Unsere Sicherheitsmaßnahmen',
      paragraphs: [
        'Passwörter werden ausschließlich als gesalzene scrypt-Hashes gespeichert. Sitzungstoken sind zufällig, laufen nach sieben Tagen ab und lassen sich jederzeit durch Abmelden widerrufen.',
        'Bestätigungscodes sind nur einmal gültig, verfallen nach zehn Minuten und sind in ihrer Anzahl begrenzt.',
      ],
    },
    14: {
      title: 'Karriere',
      paragraphs: [
        'Wir suchen Software-Entwickler, Spezialisten für Marktbetrieb und mehrsprachige Support-Mitarbeiter.',
        'Senden Sie Ihren Lebenslauf und ein paar Zeilen dazu, woran Sie gern arbeiten würden, an jobs@exchange.local.',
      ],
    },
    15: {
      title: 'Presse und Medien',
      paragraphs: [
        'Journalisten erreichen unser Kommunikationsteam unter press@exchange.local. Logos und Produkt-Screenshots stellen wir auf Anfrage zur Verfügung.',
      ],
    },
    16: {
      title: 'Gebührenübersicht',
      paragraphs: [
        'Spot-Handel: 0,1 % Maker, 0,1 % Taker. Einzahlungen sind kostenlos. Auszahlungsgebühren hängen vom Netzwerk ab und werden vor Ihrer Bestätigung angezeigt.',
        'Gehebelte Positionen zahlen eine Eröffnungsgebühr und eine tägliche Übernachtgebühr auf den Positionswert; beide werden im Orderformular angezeigt.',
      ],
    },
    17: {
      title: 'Leitfaden zum Spot-Handel',
      paragraphs: [
        'Eine Limit-Order bleibt im Orderbuch, bis sie ausgeführt oder storniert wird. Eine Market-Order wird sofort zu den besten Preisen der Gegenseite ausgeführt.',
        'Mit dem Schieberegler bestimmen Sie die Ordergröße als Anteil Ihres verfügbaren Guthabens: 25 %, 50 %, 75 % oder 100 %.',
      ],
    },
    18: {
      title: 'Listing-Antrag',
      paragraphs: [
        'Projekte, die einen Token listen möchten, können sich unter listing@exchange.local bewerben. Vor jedem Listing prüfen wir Liquidität, Sicherheitsaudits und das Team.',
      ],
    },
    19: {
      title: 'Dienstleistungen für institutionelle Kunden',
      paragraphs: [
        'Unternehmen und Fonds können institutionelle Konten mit persönlicher Betreuung und höheren Limits eröffnen. Kontakt: institutions@exchange.local.',
      ],
    },
    20: {
      title: 'So zahlen Sie ein',
      paragraphs: [
        'Öffnen Sie Vermögenswerte, wählen Sie die Währung und kopieren Sie Ihre Einzahlungsadresse. Senden Sie nur diese Währung über das angezeigte Netzwerk, sonst können die Mittel verloren gehen.',
        'Die Einzahlung wird nach der erforderlichen Anzahl von Netzwerkbestätigungen gutgeschrieben.',
      ],
    },
    21: {
      title: 'So zahlen Sie aus',
      paragraphs: [
        'Fügen Sie zuerst eine Auszahlungsadresse hinzu und geben Sie dann den Betrag und Ihr Handelspasswort ein. Die Gebühr und der Betrag, den Sie erhalten, werden vor Ihrer Bestätigung angezeigt.',
      ],
    },
    22: {
      title: 'Vergessenes Passwort zurücksetzen',
      paragraphs: [
        'Nutzen Sie den Link „Passwort vergessen“ auf der Anmeldeseite. Wir senden einen Bestätigungscode an Ihre E-Mail-Adresse oder Telefonnummer; geben Sie ihn zusammen mit Ihrem neuen Passwort aus 6 bis 16 Buchstaben oder Ziffern ein.',
      ],
    },
    23: {
      title: 'Support kontaktieren',
      paragraphs: [
        'Chatten Sie mit uns über die Schaltfläche für den Online-Service unten rechts auf jeder Seite oder schreiben Sie an support@exchange.local. Bitte senden Sie uns niemals Ihr Passwort.',
      ],
    },
    24: {
      title: 'Datenschutzerklärung',
      paragraphs: [
        'Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, zu welchem Zweck und welche Rechte Sie haben.',
        'Wir erheben die Daten, die Sie uns geben (E-Mail-Adresse, Telefonnummer, Ausweisdokumente bei der Identitätsprüfung), und die Daten, die bei der Nutzung des Dienstes entstehen (Orders, Trades, Einzahlungen, Auszahlungen, Anmeldezeiten und IP-Adressen).',
        'Wir verwenden sie, um Ihr Konto zu führen, unsere gesetzlichen Pflichten zu erfüllen, den Dienst sicher zu halten und Ihre Anfragen zu beantworten. Wir verkaufen keine personenbezogenen Daten.',
        'Sie können eine Kopie Ihrer Daten, deren Berichtigung und, soweit gesetzlich zulässig, deren Löschung verlangen, indem Sie an privacy@exchange.local schreiben.',
      ],
    },
    25: {
      title: 'Cookie-Richtlinie',
      paragraphs: [
        'Wir speichern einige Werte in Ihrem Browser: Ihr Sitzungstoken, Ihre Sprache, Ihr Farbschema und das zuletzt gehandelte Paar. Sie sind für den Betrieb der Website erforderlich und werden nicht für Werbung verwendet.',
      ],
    },
  },
  notify: {
    title: 'Willkommen an der Börse',
    content:
      'Die Spot-Märkte sind rund um die Uhr geöffnet. Geplante Wartungsarbeiten finden sonntags von 02:00 bis 03:00 UTC statt; offene Orders bleiben im Orderbuch. Geben Sie Ihr Passwort oder Bestätigungscodes niemals an Dritte weiter.',
  },
  lockProducts: {
    'USDT 7-day lock': 'USDT-Festgeld 7 Tage',
    'USDT 30-day lock': 'USDT-Festgeld 30 Tage',
    'USDT 90-day lock': 'USDT-Festgeld 90 Tage',
    'BTC 30-day lock': 'BTC-Festgeld 30 Tage',
  },
};
