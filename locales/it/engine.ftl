# Le parole del motore (giornale, formati, sorteggio, file), in italiano.
# Ogni messaggio ha lo stesso nome e le stesse variabili in ogni lingua: la compilazione lo controlla.

## Perché una modifica al torneo è rifiutata (journal::ModelError)

model-duplicate-id = L'ID { $id } è già usato da un altro giocatore
model-invalid-id = L'ID deve essere un numero intero positivo
model-missing-name = Giocatore { $id }: nome e cognome sono obbligatori
model-unknown-player = Nessun giocatore con ID { $id }
model-player-has-played = Il giocatore { $id } ha già giocato: non si può eliminare. Per ritirarlo togli la spunta «Partecipa»: non sarà più sorteggiato e le sue partite restano.
model-unknown-round = Il turno { $round } non esiste
model-unknown-table = Turno { $round }: il tavolo { $table } non esiste
model-round-out-of-order = Il prossimo turno è il { $expected }, non il { $got }
model-round-locked = Il turno { $round } è bloccato: il gioco è iniziato
model-round-has-results = Il turno { $round } ha già dei punteggi
model-not-last-round = Solo l'ultimo turno si può rifare o cancellare, non il { $round }
model-bad-seating = Turno { $round }: il giocatore { $player } è seduto due volte o non è iscritto
model-wrong-seat-count = Turno { $round }, tavolo { $table }: { $got } risultati per { $expected } posti
model-impossible-results = Turno { $round }, tavolo { $table } ({ $who }): risultato impossibile: { $why }
model-unscorable = Turno { $round }, tavolo { $table } ({ $who }): risultato incompleto, la partita non si può classificare: { $why }
model-empty-name = Il nome del torneo è obbligatorio
model-unknown-format = Formato sconosciuto «{ $id }»: forse il file viene da una versione più recente di Raduno
model-bad-format = Formato non valido: { $problems }
model-nothing-to-undo = Niente da annullare
model-nothing-to-redo = Niente da ripetere
model-unknown-event = Nessuna operazione { $id } nel registro

## Un giocatore al tavolo, nelle frasi qui sopra

seated-player = { $name } ({ $id })
