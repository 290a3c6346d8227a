# Le operazioni del registro (journal::Event), come le legge il direttore.

event-created = Creato il torneo «{ $name }» ({ $format })
event-settings-changed = Impostazioni modificate: «{ $name }», { $format }
event-player-added = Iscritto { $name } (ID { $id })
event-player-edited = Modificato { $name } (ID { $id })
event-player-removed = Eliminato il giocatore con ID { $id }
event-participating = ID { $id } partecipa al torneo
event-not-participating = ID { $id } non partecipa più
event-check-in-present =
    Check-in: { $count ->
        [one] 1 giocatore presente
       *[other] { $count } giocatori presenti
    }
event-check-in-absent =
    Check-in: { $count ->
        [one] 1 giocatore assente
       *[other] { $count } giocatori assenti
    }
event-players-imported =
    Importato «{ $source }»: { $added ->
        [one] 1 giocatore aggiunto
       *[other] { $added } giocatori aggiunti
    }, { $updated ->
        [one] 1 modificato
       *[other] { $updated } modificati
    }
event-round-drawn =
    { $again ->
        [yes] Risorteggiato
       *[no] Sorteggiato
    } il turno { $round } ({ $tables ->
        [one] 1 tavolo
       *[other] { $tables } tavoli
    }, seme { $seed })
event-with-conflicts = { $what }: { $conflicts }
event-round-deleted = Cancellato il turno { $round }
event-seats-swapped = Turno { $round }: scambiati i giocatori { $a } e { $b }
event-seat-set = Turno { $round }: giocatore { $player } al tavolo { $table }, posto { $seat }
event-round-locked = Turno { $round } bloccato: si gioca
event-round-unlocked = Turno { $round } sbloccato
event-table-results = Turno { $round }, tavolo { $table }: { $unit } { $points }
event-points = punti
event-imported =
    Importato «{ $source }»: { $players ->
        [one] 1 giocatore
       *[other] { $players } giocatori
    }, { $rounds ->
        [one] 1 turno
       *[other] { $rounds } turni
    }
event-undone = Annullata l'operazione { $id }
event-decided-keep = Conflitto deciso: resta la versione { $id }
event-decided-drop =
    Conflitto deciso: lasciate fuori { $count ->
        [one] 1 operazione
       *[other] { $count } operazioni
    }
