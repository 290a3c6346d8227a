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
format-round-by-standings-with-tables-table = Turno { $number } per classifica: con { $count } tavoli il tavolo t riceve le posizioni t, t+{ $count }, t+{ $n2 }…
format-two-players-with-2-wins-go = Due giocatori con 2 vittorie ({ $direct_names }): vanno direttamente in finale; 2 semifinali per le posizioni { $from }–{ $to }
format-players-played-both-games-top-two = { $players } giocatori hanno giocato entrambe le partite: i primi due ({ $direct_names }) vanno direttamente in finale; 2 semifinali per le posizioni { $from }–{ $to }
format-one-player-with-2-wins-goes = Un solo giocatore con 2 vittorie ({ $direct_names }): va direttamente in finale; 3 semifinali per le posizioni { $from }–{ $to }
format-2nd-and-3rd-level-with-2 = 2° e 3° a pari merito con 2 vittorie: solo il primo ({ $direct_names }) va in finale; 3 semifinali per le posizioni { $from }–{ $to }
format-nobody-has-2-wins-4-semifinals = Nessun giocatore con 2 vittorie: 4 semifinali per le posizioni { $from }–{ $to }
format-first-three-are-level-with-2 = I primi tre a pari merito con 2 vittorie: 4 semifinali per le posizioni { $from }–{ $to }
format-direct-finalist-withdrew-before-semifinals-4 = Un finalista diretto ha rinunciato prima delle semifinali: si giocano 4 semifinali per le posizioni { $from }–{ $to }
format-semifinals-top-16-after-round-in = Semifinali: i primi 16 dopo il turno { $number } in 4 fasce, posizioni { $from }–{ $to }
format-4-semifinals-for-positions = 4 semifinali per le posizioni { $from }–{ $to }
format-game-tables-by-standings-positions-1 = Partita { $number }: tavoli per classifica (posizioni 1–4 al tavolo 1, le successive al tavolo 2, …)
format-final-top-still-in-tournament = Finale: i primi { $count } in classifica ancora in gara ({ $finalists })
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
format-ordinal = { $number }{ $en_ordinal ->
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

format-0-to-4 = da 0 a 4
format-two-numbers-are-needed-winner-other = servono due numeri: vincitore, altro
format-5-numbers-are-needed = servono 5 numeri
format-written-as-from-winner-other = «{ $row }»: si scrive «da: vincitore, altro»
format-two-numbers-after-colon = «{ $row }»: dopo i due punti due numeri
format-yes-or-no = sì o no
format-is-not-whole-number-up-to = «{ $text }» non è un numero intero (fino a un milione)
format-is-negative = «{ $text }» è negativo
format-is-not-factor-e-g-5 = «{ $text }» non è un fattore (per es. 5/4 o 1,25)
format-factor-is-positive = «{ $text }»: un fattore è positivo
format-unknown-choice = «{ $slug }»: scelta sconosciuta
format-one-rule-per-round-is-written = una regola per turno si scrive nel JSON («sequence»)
format-this-round-is-not-drawn-by = questo turno non è sorteggiato per priorità

format-format-has-no-name = il formato non ha nome
format-decimals-at-most-4 = decimali: { $decimals } (al massimo 4)
format-tables-tie-break-reads-data-this = lo spareggio al tavolo legge un dato che questo formato non fa segnare (esito o eliminazioni)
format-this-scoring-is-for-two-player = questo punteggio vale solo per partite a due (piano: coppie)
format-round-pairing-needs-pairs-plan = turno { $round }: l'abbinamento a coppie richiede il piano a coppie
format-scoring-invalid-constants-positive-factors-and = punteggio: costanti non valide (fattori e divisori positivi, fasce di differenza dalla più alta)
format-at-least-one-qualifying-round-is = servono almeno un turno di qualificazione
format-qualifying-rounds-at-most-20 = { $players } turni di qualificazione: al massimo 20
format-thresholds = soglie: { $error }
format-teams-at-least-1-game-counts = squadre: contano almeno 1 partita (vuoto = tutte)
format-most-one-player-can-score-must = il massimo per giocatore dev'essere almeno 1
format-most-one-player-can-score-risiko = massimo per giocatore { $seat_max }: un RisiKo! vale 100, serve almeno 100
format-most-table-can-score-must-be = il massimo di un tavolo dev'essere almeno 1 (vuoto = nessun limite)
format-game-ends-at-between-1-and = la partita finisce a { $end }: tra 1 e il massimo per giocatore ({ $seat_max })
format-final-of-2-to-5-players = finale a { $finalists }: da 2 a 5 giocatori
format-buchholz = Buchholz
format-file-too-large = file di { $bytes } byte: un formato ne occupa al massimo { $most }
format-in-field = campo «{ $field }»
format-line-column-field-error = riga { $line }, colonna { $column } ({ $field }): { $error }
format-line-column-error = riga { $line }, colonna { $column }: { $error }
format-tie-break-column-repeated = colonna di spareggio «{ $label }» ripetuta
format-round-priority-repeated = turno { $round }: priorità «{ $label }» ripetuta

# The club format editor: each constant's name.
knob-bonus = Bonus al vincitore (diviso tra i vincitori a pari merito)
knob-five-seats = Fattore ai tavoli da 5
knob-winner-bonus = Bonus al vincitore unico (punti)
knob-five-seat-cap = Tetto ai tavoli da 5 (millesimi)
knob-risiko = Un RisiKo! vale (millesimi)
knob-divisor = Punti al tavolo divisi per
knob-survivors = Bonus dei sopravvissuti, dal 1º
knob-eliminated = Bonus degli eliminati, dall'ultimo eliminato
knob-base = Base
knob-risiko-win = Vittoria per RisiKo!
knob-world-conquest = Conquista del mondo (vincitore, altro)
knob-risiko-eliminates-other = RisiKo! eliminando l'avversario (vincitore, altro)
knob-risiko-eliminates-dummy = RisiKo! eliminando il neutro (vincitore, altro)
knob-risiko-pair = RisiKo! (vincitore, altro)
knob-by-difference = Per differenza: «da: vincitore, altro»; …, dalla più alta
knob-level = Sotto ogni fascia (vincitore, altro)
knob-abandon = Abbandono (chi resta, chi abbandona)
knob-target = Traguardo (punti vittoria)
knob-target-bonus = Bonus a chi raggiunge il traguardo
knob-win = Vittoria
knob-draw = Patta
knob-loss = Sconfitta
knob-ghost = Tavolo da 3 classificato come da 4 con un fantasma
knob-three-seats = Fattore ai tavoli da 3
knob-place-bonus = Bonus per posto, dal 1º
knob-bye = Chi resta fuori riceve
knob-qualifying = Turni di qualificazione
knob-finalists = Giocatori in finale (2–5)
knob-rounds = Turni
knob-tie-breaks = Al tavolo, a pari punti decide
knob-met = «Già incontrati» guarda
knob-repeat = «Di nuovo al tavolo da 5 (da 3)» guarda
knob-cinquisti = Chi siede ai tavoli da 5 si sorteggia per primo (cinquisti)
knob-thresholds = Soglie di giocatori della struttura (5 numeri crescenti)
knob-decimals = Decimali in classifica (0–4)
knob-single-winner = Vincitore unico: un tavolo a pari merito in testa va ordinato
knob-drop-worst-game = Scarta la partita peggiore di ogni giocatore
knob-team-best = Classifica squadre: partite migliori che contano per club
knob-seat-max = Il massimo che un giocatore può segnare
knob-table-max = Il massimo di un tavolo intero (somma dei posti)
knob-ends-at = La partita finisce quando un giocatore arriva a
knob-not-all-zero = Un tavolo non può finire con tutti a zero
knob-unique-winner = Una vittoria conta solo se unica al tavolo (un pari merito non è vittoria)
format-no-constant-named = «{ $key }»: questo formato non ha una costante con questo nome
format-constant-refused = { $label }: { $why }

# The club format editor: the choices of its selects, and what it cannot describe.
choice-rules-priorities = sorteggio con priorità
choice-rules-by-standings = per classifica, a blocchi
choice-rules-alla-greca = alla greca
choice-rules-dealt = distribuiti per classifica
choice-rules-swiss = svizzero (a coppie)
choice-rules-strong-against-weak = forte contro debole (a coppie)
choice-rules-sequence = una regola per turno (solo nel JSON)
choice-memories-previous = il turno precedente
choice-memories-all = tutti i turni precedenti
choice-memories-first = il turno 1
choice-winner-ties-none = l'ordine a mano
choice-winner-ties-outside-objective-then-play-order = punti fuori obiettivo, poi ordine di gioco (Master)
choice-winner-ties-eliminations = le eliminazioni (Gufo)
choice-winner-ties-head-to-head = l'esito della partita (testa a testa)
choice-scorings-winner-bonus = punti al tavolo + bonus al vincitore
choice-scorings-thousandths = millesimi (Master)
choice-scorings-placing-bonus = punti ÷ divisore + bonus per posto (Gufo)
choice-scorings-spartac = formula Spartac
choice-scorings-head-to-head = testa a testa per differenza
choice-scorings-victory-points = punti vittoria + bonus al traguardo
choice-scorings-win-draw-loss = vittoria, patta, sconfitta
choice-scorings-placement = punti piazzamento + PBG (BGL)
choice-scorings-place-bonus = bonus per posto + punti ÷ divisore (squadre)
choice-phases-qualifying = solo turni di qualificazione
choice-phases-rounds = un numero fisso di turni
choice-phases-top-sixteen = semifinali dei primi 16, finale
choice-phases-master-risiko = semifinali MasterRisiko, finale
choice-phases-master = struttura del regolamento Master
choice-phases-thresholds = semifinali per soglie di giocatori (Raduno Nazionale 2.4)
choice-phases-head-to-head = serate testa a testa, semifinali, finale
choice-phases-top-final = finale dei primi N a un tavolo
choice-phases-swiss = turni svizzeri, finale facoltativa tra i primi due
format-not-supported-1 = una formula di punteggio diversa da quelle elencate (se ne cambiano le costanti, non la formula)
format-not-supported-2 = tavoli di altre misure (da 6 o più) o piani diversi da quelli elencati
format-not-supported-3 = semifinali e finali con regole diverse dalle strutture elencate
format-not-supported-4 = priorità di sorteggio o colonne di spareggio diverse da quelle elencate
format-not-supported-5 = altri dati da segnare per posto (oltre a punti, RisiKo!, eliminazione, obiettivo, ordine di gioco, esito)
format-not-supported-6 = cosa conta un posto (punti tavolo, punti vittoria, pedine) e se esistono RisiKo!, eliminazioni o esito: li dà la formula di punteggio
format-more-tables = altri { $count ->
        [one] 1 tavolo
       *[other] { $count } tavoli
    }
format-round-is-not-complete = Il turno { $round } non è completo: { $players ->
        [one] manca il punteggio
       *[other] mancano i punteggi
    } { $tables ->
        [one] al tavolo
       *[other] ai tavoli
    } { $list }; { $players ->
        [one] inserirlo
       *[other] inserirli
    } prima di sorteggiare il turno { $next }
format-round-plan = Turno { $round }: { $error }
format-results-for-seats = { $got ->
        [one] 1 risultato
       *[other] { $got } risultati
    } per { $expected ->
        [one] 1 posto
       *[other] { $expected } posti
    }
format-final-series-decided = 1° posto deciso dalla finale: vince { $winner } contro { $runner_up } ({ $points }–{ $points_other }, pedine { $discs }–{ $discs_other }){ $how }
format-final-table-decided = 1° posto deciso dalla finale: vince { $winner } contro { $against }
format-final-has-started = la finale è iniziata: niente più turni svizzeri
format-tournament-over = torneo concluso: { $decided }
format-final-best-of-2-or-3 = la finale si gioca al meglio di 2 o 3 partite, non { $games }
format-final-already-decided = la finale è già decisa

# Each built-in format's rulebook in brief (the help page).
format-first-threshold-at-least-10 = la prima soglia ({ $first }) deve essere almeno 10: 2 finalisti diretti e 8 semifinalisti
format-thresholds-must-rise = le soglie devono crescere: { $next } non è maggiore di { $previous }
format-club-format-constants-changed = { $base } Formato del circolo, costanti cambiate: { $changed }.

# The built-in formats: each one's name and its rulebook in brief (the help page, the format lists).
format-bgl-name = BGL
format-bgl-summary = Tavoli da 4, il resto da 3 (9 → 3+3+3). Turno 1: separa i club; poi di nuovo al 3, già incontrati, club. Punti piazzamento per dimensione del tavolo (4: 100, 60, 40, 20) + PBG (punti propri / totale del tavolo); ai tavoli da 3 un fantasma. Classifica per punti, vittorie, migliore partita.
format-bgl-svizzera-name = BGL Svizzera
format-bgl-svizzera-summary = Come il BGL, ma dal turno 2 per classifica: posizioni 1–4 al tavolo 1, 5–8 al tavolo 2… (i tavoli da 3 per ultimi).
format-campionato-gufo-name = Campionato Gufo
format-campionato-gufo-summary = Tavoli da 4, uno da 5 o tavoli da 3 con un «fantasma». Formula Spartac: il vincitore 100 + i suoi punti (RisiKo! 186), gli altri 100 − (punti del vincitore − i propri).
format-gufo-name = Torneo Gufo
format-gufo-summary = Sorteggio come l'Open. Punti tavolo /100 (×1,25 ai tavoli da 5) più un bonus di piazzamento (12, 7, 5, 3, 2) o di eliminazione (3, 2, 1, 0).
format-ludolimpica-name = Ludolimpica
format-ludolimpica-summary = Due partite a tavoli da 3 a 5: la prima sorteggiata, la seconda per classifica. Punti vittoria, +20 per ogni partita vinta arrivando a 105. Finale dei primi 4.
format-master-name = Master
format-master-summary = Due turni di qualificazione a tavoli da 4 (da 5 solo se serve; i «cinquisti» sono sorteggiati). Punti in millesimi: punti tavolo / 1000, +1 al vincitore; ai tavoli da 5 ×1,25 arrotondato per eccesso, massimo 1,100; RisiKo! vale 1,100. Poi semifinali per fasce e finale secondo il numero di giocatori.
format-master-risiko-name = MasterRisiko
format-master-risiko-summary = Come il Master (regole storiche del programma GestioneRaduno): 2 turni, semifinali (3 tavoli se un solo giocatore ha 2 vittorie, altrimenti 4), finale.
format-nazionale-risiko-name = NazionaleRisiKo
format-nazionale-risiko-summary = Tavoli da 4 e 5, 3 turni. Turno 1: separa club e regioni; turno 2 «alla greca» (i giocatori del tavolo k, nell'ordine d'arrivo, vanno ai tavoli k, k+1, k+2…); turno 3 per classifica (il tavolo t riceve le posizioni t, t+T, t+2T…). Punti come l'Open. Classifica per punti, poi posizione precedente.
format-1vs1-name = 1vs1
format-1vs1-summary = Partite a due (un tavolo da 3 se dispari). Turno 1: separa i club; poi di nuovo al 3, già incontrati, club. Vincitore 100, secondo 55 (al tavolo da 3: 100, 55, 10) + PBG. Classifica per punti, vittorie, migliore partita.
format-1vs1-svizzera-name = 1vs1 Svizzera
format-1vs1-svizzera-summary = Come il 1vs1, ma dal turno 2 per classifica: 1–2 al tavolo 1, 3–4 al tavolo 2…
format-open-name = Open
format-open-summary = Tavoli da 4 e 5, quanti turni si vuole. Punti tavolo (×1,25 ai tavoli da 5) +50 al vincitore. Classifica per punti, poi vittorie.
format-othello-swiss-name = Othello (svizzero)
format-othello-swiss-summary = Partite a due registrate con le pedine (es. 34–30): 2 punti la vittoria, 1 il pari. Abbinamento svizzero per punteggio senza ripetizioni e con colori bilanciati; classifica per punti, Buchholz, differenza pedine. Il rating FNGO si aggiorna a fine torneo.
format-raduno-nazionale-name = Raduno Nazionale
format-raduno-nazionale-summary = Tavoli da 4. Turno 1: separa club e regioni; turno 2: evita chi si è già incontrato e i vincitori insieme. Punti tavolo +50 al vincitore (+25 a testa se in due). Semifinali dei primi 16 per fasce, finale dei 4 vincitori.
format-raduno-nazionale-gt-name = Raduno Nazionale 2.4
format-raduno-nazionale-gt-summary = Tavoli da 4 e 5. Turno 1: separa club e regioni; turno 2: vincitori separati, club, già incontrati. Punti tavolo +50 al vincitore unico (+25 a testa se «unico vincitore» è spento). Poi semifinali per fasce e finale/i secondo il numero di giocatori (fino a 36: 2 finalisti diretti e 2 semifinali; poi 4, 8, 12, 16, 20 semifinali; soglie modificabili).
format-sant-eufemia-name = Sant'Eufemia
format-sant-eufemia-summary = Tavoli da 4 e 5. Turni 1 e 2 come il Master (cinquisti, club; poi di nuovo al 5, vincitori insieme, club, già incontrati). Punti come l'Open (×1,25 ai tavoli da 5, +50 al vincitore). Semifinali per fasce (3 o 4 tavoli, regola MasterRisiko) e finale. Classifica per punti, poi vittorie.
format-squadre-name = Torneo a squadre
format-squadre-summary = Tavoli da 4 e 5; la squadra è il club. Turno 1: separa i club, evita club contro club; poi anche già incontrati e chi ritrova un club. Punti del Torneo Gufo per giocatore (bonus per posizione + punti tavolo / 100, ×1,25 ai tavoli da 5, ×0,75 ai tavoli da 3). Squadre: somma delle K migliori partite dei suoi giocatori, poi vittorie.
format-testa-a-testa-name = Testa a testa
format-testa-a-testa-summary = Due giocatori (più un fantoccio), partita e rivincita; il forte contro il debole. Tabella punti da 200/10 a 100/100 secondo l'esito e lo scarto; chi riposa prende 10. Semifinali 1°–4° e 2°–3°, poi finale.
format-victory-name = Victory
format-victory-summary = Tavoli da 4 e 5, quanti turni si vuole. Turno 1: separa i club; poi di nuovo al 5, club, già incontrati. Punti del Master in millesimi (+1 al vincitore, ×1,25 ai tavoli da 5, massimo 1,100). Classifica per punti, poi migliore partita, seconda, terza, posizione precedente.
