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
model-not-part-of-command = Questa modifica non può far parte di un'altra
model-unknown-event = Nessuna operazione { $id } nel registro
model-workbook-kept-too-large = Le parti del foglio di lavoro da riscrivere come lette sono fuori dai limiti: { $detail }

## Un giocatore al tavolo, nelle frasi qui sopra

seated-player = { $name } ({ $id })
engine-rules-refused = regole rifiutate
engine-circuit-tournament-unfinished = «{ $tournament }»: il torneo non ha ancora la classifica finale (turni o finale da giocare): non aggiunto
engine-circuit-file-unreadable = «{ $file }»: non si legge: { $reason }
engine-circuit-tournament-duplicate = «{ $tournament }» è già nel circuito
engine-circuit-word = circuito
engine-check-round-missing = il turno { $round } non c'è (turni nella cartella: { $rounds })
engine-draw-no-players = Turno { $round }: nessun giocatore da sorteggiare
engine-draw-unknown-player = Turno { $round }: nessun giocatore con ID { $player }
engine-draw-player-not-taking-part = Turno { $round }: il giocatore { $player } non partecipa al torneo
engine-draw-player-twice = Turno { $round }: il giocatore { $player } compare due volte
engine-draw-semifinal-group-uneven = Turno { $round }, gruppo { $group }: { $players } semifinalisti non formano tavoli da 4 (servono un multiplo di 4)
engine-random-draw = sorteggio casuale
engine-no-club = nessun club
engine-import-roster-unchanged = Nessuna modifica agli iscritti
engine-no-changes = Nessuna modifica
engine-tournament-settings-changed = Impostazioni del torneo modificate
engine-place-sheet = foglio «{ $sheet }»
engine-place-row = riga { $row }
engine-backup-schema-missing = manca la versione dello schema
engine-damaged-header = l'intestazione
engine-damaged-packing = i caratteri
engine-damaged-compressed = i dati compressi
engine-backup-wrong-format = il testo non è nel formato dei backup{ $at }
engine-backup-value-invalid = un dato{ $field } manca o non è del tipo atteso{ $at }
engine-stored-entry-damaged = La voce salvata è danneggiata ({ $what } non si leggono): scaricala e ripristina un backup
engine-backup-table-unrankable = Turno { $round }, tavolo { $table } ({ $who }): la partita non si può classificare ({ $why }). Nulla è stato ripristinato: ordina il tavolo nel torneo da cui viene il backup e salvalo di nuovo
engine-rating-no-games = Nessuna partita da valutare
engine-rating-rounds-invalid = Il numero di turni deve essere almeno 1
engine-rating-step-no-opponent = nessun avversario con rating: parte da { $first }
engine-rating-step-unrated = 1. Senza rating (UP): { $start }; { $iterations } iterazioni → { $rating }
engine-rating-step-loss-cap = 5. Limite alle perdite: { $change } limitato a −{ $cap }
engine-rating-already-applied = Questo torneo è già stato applicato alla lista (chiave { $key })
engine-storage-full = Memoria del browser piena: l'ultima modifica NON è stata salvata e non è applicata; il torneo è com'era all'ultimo salvataggio. Scarica il backup (contiene anche la modifica), poi libera spazio eliminando un torneo vecchio qui sotto e rifai la modifica.
engine-changed-in-other-tab = Questo torneo è stato modificato in un'altra scheda: ho caricato quella versione.
engine-storage-disabled = Il browser non permette di salvare (archiviazione locale disattivata): l'ultima modifica non è applicata. Scarica un backup per non perdere il torneo.

# Messages said one after the other (a list of priorities, of notes).
engine-list = { $items }
model-club-format-unreadable = La definizione del formato del circolo non si legge
