# The workbooks clubs already have (GestioneRaduno, GestioneTorneo).
legacy-cli-played-round-breaks-draw-rules = nota: il turno { $round } è già giocato e resta com'è (è storia), ma i suoi tavoli non seguono le regole di sorteggio del formato:{"\u000A"}
legacy-ui-played-round-breaks-draw-rules = Il turno { $number } è già giocato e resta com'è, ma questi tavoli non seguono le regole di sorteggio del formato (un sorteggio a mano, di un altro programma, o un turno precedente corretto dopo):
legacy-circuit-rounds-from-file = «{ $tournament }»: { $rounds } turni, quelli nella cartella (il torneo non dice quanti turni prevede)
legacy-circuit-rounds-whole-number = deve essere un numero intero di turni da 1 a 100: { $value }
legacy-circuit-unknown-tournament-field = campo sconosciuto (campi: weight, format, rounds)
legacy-ui-rounds-from-file = { $rounds } turni, quelli nella cartella
legacy-lot-decided-place = Al { $position }° posto erano a pari merito { $level }: nessun criterio li separa e il sorteggio registrato ha scelto { $chosen } per il turno { $round }
legacy-ui-lots-title = Posti decisi dal sorteggio
legacy-ui-format-assumed = la cartella non dice la formula ed è stata letta come { $format }: se il torneo ne ha un'altra, sceglila in «Formula delle cartelle» e aggiungi di nuovo il file
legacy-io-half-filled-table = turno { $round }, tavolo { $table }: partita incompleta, mancano i punti di { $missing } (un tavolo non ancora giocato ha tutte le celle dei punti vuote o a 0)
