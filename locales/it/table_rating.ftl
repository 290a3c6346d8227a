# Words of the table rating: players rated from the order of every table.

table-rating-with-ranking = "rating" non vale insieme a "ranking": un circuito è l'uno o l'altro
table-rating-unknown = rating sconosciuto: { $value } (l'unico è "weng-lin")
table-rating-title = Rating
table-rating-rating = Rating
table-rating-games = Partite
table-rating-provisional = provvisorio
table-rating-note = Nota
table-rating-unrated = Senza partite
table-rating-unrated-heading = {"\u000A"}Senza partite valutate (nessun tavolo con risultato):
table-rating-no-games = Nessun tavolo con risultato in questi tornei: non c'è ancora nessuno da valutare.
table-rating-tournaments-without-games = Senza tavoli con risultato, non contano: { $tournaments }
table-rating-game-line = { $tournament }, turno { $round }, tavolo { $table }: { $place } di { $players } (atteso { $expected }) { $change }
ui-ranking-kind-rating = Rating dei giocatori (Weng–Lin)
ui-table-rating-hint = Il rating viene dall'ordine di ogni tavolo, turno dopo turno (Weng–Lin, Bradley–Terry a coppie): rating = μ − 3σ, provvisorio sotto le 5 partite. Tocca un giocatore per le sue partite.
ui-table-rating-mu = μ
ui-table-rating-sigma = σ
ui-table-rating-games-of = Partite di { $name }
ui-table-rating-tournament = Torneo
ui-table-rating-round = Turno
ui-table-rating-table = Tavolo
ui-table-rating-place = Posto
ui-table-rating-expected = Atteso
ui-table-rating-change = Variazione
ui-table-rating-show-games = Partite
ui-table-rating-close-games = Chiudi
