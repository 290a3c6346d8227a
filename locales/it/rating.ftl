# Words of rating.

rating-not-utf8 = non è testo UTF-8
rating-steps = {"\u000A"}Passi:{"\u000A"}
rating-step-provisional = 2. Provvisorio (PP): ({ $old } × { $previous_games } + PR { $performance } × { $games }) / { $all_games } = { $rating }
rating-step-stable = 3. Stabile (EP): TPE { $tpe }, TVP { $tvp }, SPTPE { $sptpe }, SPTP { $sptp } → { $old } { $change_ } = { $rating }
rating-step-feedback = 4. Feedback: +{ $points } da { $list }
rating-list-duplicate-player = Il giocatore «{ $name }» compare due volte nella lista
rating-game-problem = Partita { $row }: { $problem }
rating-file-problem = Riga { $line }, colonna «{ $column }»: { $problem }

rating-players-name-is-missing = manca il nome di un giocatore
rating-player-against-himself = un giocatore contro sé stesso
rating-game-round-out-of-range = turno { $round } fuori da 1..{ $rounds }
rating-game-too-many-discs = { $black_discs } + { $white_discs } pedine superano 64
rating-file-is-empty = il file è vuoto
rating-list-name-column-missing = manca la colonna del nome
rating-list-rating-invalid = «{ $value }» non è un rating (un numero intero)
rating-list-category-invalid = categoria «{ $value }»: attesa S o P
rating-list-games-invalid = «{ $value }» non è un numero di partite
rating-name-is-missing = manca il nome
rating-unreadable-xlsx-file = file xlsx non leggibile: { $error }
rating-xlsx-writing-failed = scrittura xlsx fallita: { $error }
rating-no-sheet = nessun foglio
rating-column-is-missing = manca la colonna «{ $best }»
rating-list-count-invalid = «{ $best }» non è un numero intero non negativo
rating-player-is-missing = manca il giocatore
rating-first-approximation = prima approssimazione { $first } da { $games ->
        [one] 1 partita
       *[other] { $games } partite
    } con giocatori con rating
rating-not-an-xlsx-file = non è un file xlsx
rating-too-many-rows = { $sheet }: più di { $most } righe
rating-too-many-columns = { $sheet }: { $count } colonne riconosciute
