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

format-round-swiss-pairing = Turno { $number }: abbinamento svizzero
format-round-alla-greca-players-of-round = Turno { $number } «alla greca»: i giocatori del tavolo k del turno { $number2 }, nell'ordine d'arrivo, ai tavoli k, k+1, k+2…
format-round-by-standings-with-tables-table = Turno { $number } per classifica: con { $n } tavoli il tavolo t riceve le posizioni t, t+{ $n }, t+{ $n2 }…
format-two-players-with-2-wins-go = Due giocatori con 2 vittorie ({ $direct_names }): vanno direttamente in finale; 2 semifinali per le posizioni { $from }–{ $to }
format-players-played-both-games-top-two = { $q } giocatori hanno giocato entrambe le partite: i primi due ({ $direct_names }) vanno direttamente in finale; 2 semifinali per le posizioni { $from }–{ $to }
format-one-player-with-2-wins-goes = Un solo giocatore con 2 vittorie ({ $direct_names }): va direttamente in finale; 3 semifinali per le posizioni { $from }–{ $to }
format-2nd-and-3rd-level-with-2 = 2° e 3° a pari merito con 2 vittorie: solo il primo ({ $direct_names }) va in finale; 3 semifinali per le posizioni { $from }–{ $to }
format-nobody-has-2-wins-4-semifinals = Nessun giocatore con 2 vittorie: 4 semifinali per le posizioni { $from }–{ $to }
format-first-three-are-level-with-2 = I primi tre a pari merito con 2 vittorie: 4 semifinali per le posizioni { $from }–{ $to }
format-direct-finalist-withdrew-before-semifinals-4 = Un finalista diretto ha rinunciato prima delle semifinali: si giocano 4 semifinali per le posizioni { $from }–{ $to }
format-semifinals-top-16-after-round-in = Semifinali: i primi 16 dopo il turno { $number } in 4 fasce, posizioni { $from }–{ $to }
format-4-semifinals-for-positions = 4 semifinali per le posizioni { $from }–{ $to }
format-game-tables-by-standings-positions-1 = Partita { $number }: tavoli per classifica (posizioni 1–4 al tavolo 1, le successive al tavolo 2, …)
format-final-top-still-in-tournament = Finale: i primi { $n } in classifica ancora in gara ({ $finalists })
format-round-rematch-of-round-same-pairs = Turno { $number }: rivincita del turno { $number2 }, stesse coppie
format-semifinals-1st-v-4th-2nd-v = Semifinali: 1° contro 4°, 2° contro 3° (partita e rivincita, passa chi somma di più)

## Priorities of a draw (their labels)
conflict-same-club = Stesso club
conflict-same-region = Stessa regione
conflict-already-met = Già incontrati
conflict-winners-together = Vincitori insieme
conflict-five-again = Di nuovo al tavolo da 5
conflict-three-again = Di nuovo al tavolo da 3
conflict-club-meets-club = Club contro club di nuovo
conflict-player-meets-club-again = Giocatore ritrova un club

format-numbered-priority = ({ $number }) { $label }
format-qualifying-round-priorities = Turno { $number } di qualificazione, { $players } giocatori; priorità: { $priorities }
format-parallel-one-group = { $players } giocatori hanno giocato entrambe le partite: { $semis ->
        [one] 1 semifinale
       *[other] { $semis } semifinali
    } per le posizioni { $from }–{ $to }, poi la finale
format-parallel-groups = { $players } giocatori hanno giocato entrambe le partite: { $groups } gruppi paralleli, ognuno con { $semis ->
        [one] 1 semifinale
       *[other] { $semis } semifinali
    } e la sua finale ({ $rows }), posizioni { $from }–{ $to }
format-parallel-group-row = { $places }… nel gruppo { $group }
format-ordinal = { $n }{ $en_ordinal ->
       *[other] °
    }
format-final-semifinal-winners = Finale: i vincitori delle semifinali
format-finals-parallel-semifinal-winners = Finale ({ $finals } finali parallele): i vincitori delle semifinali
format-final-direct-and-semifinal-winners = Finale: { $names } e i vincitori delle semifinali
format-final-recalled = ripescato { $names } (miglior { $place } delle semifinali)
format-final-with-notes = { $head }; { $notes }
format-evening-strong-against-weak = Serata { $evening }: il più forte contro il più debole secondo la { $source ->
        [prior] classifica precedente (teste di serie)
       *[current] classifica attuale
    }
format-evening-strong-against-weak-bye = Serata { $evening }: il più forte contro il più debole secondo la { $source ->
        [prior] classifica precedente (teste di serie)
       *[current] classifica attuale
    }; riposa { $names } (10 punti)
format-head-to-head-final = Finale: { $names } (partita e rivincita){ $notes }
format-note-after = ; { $note }
format-direct-finalist-withdrew = il finalista diretto { $names } ha rinunciato
format-table-replaces-the-winner = tavolo { $table }: ripescato { $names }
format-level-goes-through-placed-higher = { $first } e { $second } pari ({ $sum }–{ $sum }): passa { $through }, più in alto in classifica ({ $higher }° contro { $lower }°)
