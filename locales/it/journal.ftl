# Words of journal.

journal-round-not-drawn-yet = {" "}(turno { $round }, non ancora sorteggiato)
journal-now-won-by = ora vince { $now_winners }
journal-no-longer-won-by = non vince più { $no_longer }
journal-impact-winners-apart = sorteggiato tenendo separati i vincitori del turno { $round }: { $parts }
journal-standings-bands-change = le fasce della classifica cambiano
journal-impact-tables-change = i tavoli che le regole danno cambiano
journal-correction = CORREZIONE —
journal-was = prima
journal-impact-after-later-draws = , dopo il sorteggio dei turni successivi
journal-round-locked = Turno { $round } bloccato: risultati in sola lettura
journal-round-unlocked = Turno { $round } sbloccato: i risultati si possono correggere
journal-first-name = nome
journal-last-name = cognome
journal-region = regione
journal-takes-part = partecipa
journal-prior-ranking = classifica di partenza
journal-yes = sì
journal-no = no
journal-text = «{ $value }»
journal-impact-round-stale = Turno { $round }{ $count ->
        [0] {""} non segue più le regole
        [one] , tavolo { $tables } non segue più le regole
       *[other] , tavoli { $tables } non seguono più le regole
    }
journal-more-players-move = { $count ->
        [one] … e un altro giocatore cambia in classifica
       *[other] … e altri { $count } giocatori cambiano in classifica
    }
