# Words of format.

format-1st = 1ª
format-2nd = 2ª
format-3rd = 3ª
format-disc-diff = Scarto
format-places = Piazz.
format-best = Migliore
format-2nd-best = 2ª migliore
format-3rd-best = 3ª migliore
format-prev-pos = Pos. prec.
format-prev-evening = Pos. serata prec.
format-placings = Piazzamenti
format-registration = Iscrizione
format-disc-diff-2 = Scarto pedine
format-discs = Pedine
format-victory-points = Punti vittoria
format-empty-all = {" "}(vuoto = tutte)
format-empty-no-limit = {" "}(vuoto = nessun limite)
format-empty-none = {" "}(vuoto = nessuno)
format-points-outside-objective-play-order-or = i punti fuori obiettivo, l'ordine di gioco o l'ordine di parità
format-tie-order-column-tie-1-ahead = l'ordine di parità (colonna «Pari»: 1 = davanti)
format-table-seat-score-of-player-is = Tavolo { $table }, posto { $seat }: manca il punteggio del giocatore { $player }
format-table-outcome-of-game-is-missing = Tavolo { $table }: manca l'esito della partita (mondo, RisiKo!, punti, abbandono)
format-table-outcome-does-not-match-seats = Tavolo { $table }: l'esito indicato non è coerente con i posti o con i punti tavolo
format-table-players-are-level-enter = Tavolo { $table }: i giocatori { $players } sono a pari punti; indicare { $by }
format-scoring-for-format-is-not-available = Il punteggio del formato { $format } non è ancora disponibile
format-next-round-is-round-cannot-be = Il prossimo turno è il { $next }: il turno { $got } non si può ancora calcolare
format-round-is-not-complete-enter-every = Il turno { $round } non è completo: inserire tutti i punteggi prima del turno successivo
format-and = e
format-are-level-and-rules-need-order = { $who } sono a pari punti e le regole chiedono un ordine: indicare { $by }
format-outcome-of-game-between-is-missing = manca l'esito della partita tra { $who } (mondo, RisiKo!, punti, abbandono)
format-round-table-before-drawing-round = Turno { $round }, tavolo { $table }: { $why }, prima di sorteggiare il turno { $next }
format-tournament-is-over-format-has-rounds = Il torneo è concluso: il formato prevede { $rounds } turni
format-round-players-still-in-tournament-are = Turno { $round }: servono { $needed } giocatori in gara, ce ne sono { $available }
format-round-place-in-final-stays-empty = Turno { $round }: un posto in finale resta vuoto, tutti i possibili ripescati hanno rinunciato
format-phases-of-format-are-not-available = Le fasi del formato { $format } non sono ancora disponibili
format-table-points = punti tavolo
format-victory-points-2 = punti vittoria
format-round-table-seat-id = Turno { $round }, tavolo { $table }, posto { $seat } ({ $name }, ID { $id })
format-round-table = Turno { $round }, tavolo { $table } ({ $name })
format-round-table-2 = Turno { $round }, tavolo { $table }
format-score-is-missing = manca il punteggio
format-risiko-is-worth-100-table-points = un RisiKo! vale 100 punti tavolo, non { $points }
format-more-than-one-risiko-at-same = più di un RisiKo! allo stesso tavolo: uno solo completa l'obiettivo
format-eliminated-player-has-0-table-points = un giocatore eliminato ha 0 punti tavolo, non { $points }
format-elimination-counts-only-in-gufo-formats = l'eliminazione conta solo nei formati Gufo
format-elimination-order-is-invalid-or-repeated = ordine di eliminazione { $order } non valido o ripetuto (1 = ultimo eliminato)
format-everyone-has-0-points-game-always = tutti hanno 0 punti: una partita ha sempre dei punti
format-everyone-is-marked-eliminated-at-least = tutti risultano eliminati: almeno un giocatore resta in gioco
format-are-level-enter = { $names } sono a pari punti: indicare { $by }
format-tie-order-is-used-twice = l'ordine di parità { $order } è usato due volte
format-play-order-is-used-twice = l'ordine di gioco { $order } è usato due volte
format-play-order-is-outside-tables-seats = ordine di gioco { $order } fuori dai posti del tavolo
format-outcome-of-game-is-missing-world = manca l'esito della partita (mondo, RisiKo!, punti, abbandono)
format-outcome-names-seat-which-table-does = l'esito indica il posto { $seat }, che il tavolo non ha
format-on-points-outcome-names-as-winner = l'esito «ai punti» indica come vincitore chi ha meno punti tavolo: ai punti vince chi ne ha di più (anche per 1–10 punti)
format-risiko-is-marked-for-one-player = il RisiKo! è segnato a un giocatore ma l'esito dà la vittoria all'altro: una partita ha un solo vincitore
format-game-outcome-counts-only-in-testa = l'esito della partita conta solo in Testa a testa
format-discs-game-has-at-most = { $sum } = { $total } pedine: una partita ne ha al massimo { $max }
format-board-holds-in-all = { $sum } = { $total } { $words }: il tabellone ne ha { $max } in tutto
format-several-players-at-victory-points-or = più giocatori a { $end } punti vittoria o più: la partita finisce appena il primo li raggiunge
format-one-player-scores-at-most = { $points } { $words }: un giocatore ne fa al massimo { $max }
format-this-format-has-no-risiko = in questo formato non c'è il RisiKo!
format-100-table-points-without-risiko-is = 100 punti tavolo senza RisiKo!: è un RisiKo! (obiettivo completato)? Spunta R! oppure conferma i 100 punti
format-all-players-have-under-10-table = tutti i { $seats } giocatori hanno meno di 10 punti tavolo: confermi?
format-round-table-ids-game-cannot-be = Turno { $round }, tavolo { $table } (ID { $ids }): la partita non si può classificare: { $error }
format-black-white-discs-game-has-at = Nero { $black } + Bianco { $white } = { $sum } pedine: una partita ne ha al massimo 64
format-is-not-whole-number-of-discs = «{ $text }» non è un numero intero di pedine (0–64)
format-final-level-on-points-disc-total = finale in parità di punti: decide il totale pedine
format-final-level-on-points-and-discs = finale in parità di punti e pedine: decide la migliore posizione nello svizzero
