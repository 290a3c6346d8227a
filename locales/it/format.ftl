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
format-disc-diff-label = Scarto pedine
format-discs = Pedine
format-victory-points = Punti vittoria
format-empty-all = {" "}(vuoto = tutte)
format-empty-no-limit = {" "}(vuoto = nessun limite)
format-empty-none = {" "}(vuoto = nessuno)
format-winner-ties-outside-objective = i punti fuori obiettivo, l'ordine di gioco o l'ordine di parità
format-winner-ties-tie-column = l'ordine di parità (colonna «Pari»: 1 = davanti)
format-score-missing-result = Tavolo { $table }, posto { $seat }: manca il punteggio del giocatore { $player }
format-score-missing-outcome = Tavolo { $table }: manca l'esito della partita (mondo, RisiKo!, punti, abbandono)
format-score-invalid-outcome = Tavolo { $table }: l'esito indicato non è coerente con i posti o con i punti tavolo
format-score-unresolved-tie = Tavolo { $table }: i giocatori { $players } sono a pari punti; indicare { $by }
format-score-not-available = Il punteggio del formato { $format } non è ancora disponibile
format-phase-round-out-of-order = Il prossimo turno è il { $next }: il turno { $got } non si può ancora calcolare
format-phase-previous-incomplete = Il turno { $round } non è completo: inserire tutti i punteggi prima del turno successivo
format-list-and = e
format-phase-unresolved-tie = { $who } sono a pari punti e le regole chiedono un ordine: indicare { $by }
format-phase-missing-outcome = manca l'esito della partita tra { $who } (mondo, RisiKo!, punti, abbandono)
format-phase-table-unscorable = Turno { $round }, tavolo { $table }: { $why }, prima di sorteggiare il turno { $next }
format-phase-tournament-over = Il torneo è concluso: il formato prevede { $rounds } turni
format-phase-too-few-players = Turno { $round }: servono { $needed } giocatori in gara, ce ne sono { $available }
format-phase-no-replacement = Turno { $round }: un posto in finale resta vuoto, tutti i possibili ripescati hanno rinunciato
format-phase-not-available = Le fasi del formato { $format } non sono ancora disponibili
format-table-points = punti tavolo
format-unit-victory-points = punti vittoria
format-round-table-seat-id = Turno { $round }, tavolo { $table }, posto { $seat } ({ $name }, ID { $id })
format-round-table = Turno { $round }, tavolo { $table } ({ $name })
format-round-table-unnamed = Turno { $round }, tavolo { $table }
format-score-is-missing = manca il punteggio
format-result-risiko-not-100 = un RisiKo! vale 100 punti tavolo, non { $points }
format-result-several-risiko = più di un RisiKo! allo stesso tavolo: uno solo completa l'obiettivo
format-result-eliminated-with-points = un giocatore eliminato ha 0 punti tavolo, non { $points }
format-result-elimination-not-used = l'eliminazione conta solo nei formati Gufo
format-result-bad-elimination-order = ordine di eliminazione { $order } non valido o ripetuto (1 = ultimo eliminato)
format-result-all-zero = tutti hanno 0 punti: una partita ha sempre dei punti
format-result-no-survivor = tutti risultano eliminati: almeno un giocatore resta in gioco
format-are-level-enter = { $names } sono a pari punti: indicare { $by }
format-result-duplicate-tie-order = l'ordine di parità { $order } è usato due volte
format-result-duplicate-play-order = l'ordine di gioco { $order } è usato due volte
format-result-bad-play-order = ordine di gioco { $order } fuori dai posti del tavolo
format-result-missing-outcome = manca l'esito della partita (mondo, RisiKo!, punti, abbandono)
format-result-bad-outcome-seat = l'esito indica il posto { $seat }, che il tavolo non ha
format-result-outcome-contradicts-points = l'esito «ai punti» indica come vincitore chi ha meno punti tavolo: ai punti vince chi ne ha di più (anche per 1–10 punti)
format-result-outcome-contradicts-risiko = il RisiKo! è segnato a un giocatore ma l'esito dà la vittoria all'altro: una partita ha un solo vincitore
format-result-outcome-not-used = l'esito della partita conta solo in Testa a testa
format-result-too-many-discs = { $sum } = { $total } pedine: una partita ne ha al massimo { $max }
format-result-over-board-total = { $sum } = { $total } { $words }: il tabellone ne ha { $max } in tutto
format-result-several-at-end = più giocatori a { $end } punti vittoria o più: la partita finisce appena il primo li raggiunge
format-result-over-max = { $points } { $words }: un giocatore ne fa al massimo { $max }
format-result-risiko-not-used = in questo formato non c'è il RisiKo!
format-result-plain-hundred = 100 punti tavolo senza RisiKo!: è un RisiKo! (obiettivo completato)? Spunta R! oppure conferma i 100 punti
format-result-all-under-ten = tutti i { $seats } giocatori hanno meno di 10 punti tavolo: confermi?
format-standings-table-unrankable = Turno { $round }, tavolo { $table } (ID { $ids }): la partita non si può classificare: { $error }
format-othello-too-many-discs = Nero { $black } + Bianco { $white } = { $sum } pedine: una partita ne ha al massimo 64
format-othello-discs-invalid = «{ $text }» non è un numero intero di pedine (0–64)
format-othello-final-by-discs = finale in parità di punti: decide il totale pedine
format-othello-final-by-swiss-place = finale in parità di punti e pedine: decide la migliore posizione nello svizzero

format-round-swiss-pairing = Turno { $number }: abbinamento svizzero
format-why-alla-greca = Turno { $number } «alla greca»: i giocatori del tavolo k del turno { $number2 }, nell'ordine d'arrivo, ai tavoli k, k+1, k+2…
format-why-by-standings = Turno { $number } per classifica: con { $count } tavoli il tavolo t riceve le posizioni t, t+{ $count }, t+{ $n2 }…
format-why-master-two-direct = Due giocatori con 2 vittorie ({ $direct_names }): vanno direttamente in finale; 2 semifinali per le posizioni { $from }–{ $to }
format-why-master-top-two-direct = { $players } giocatori hanno giocato entrambe le partite: i primi due ({ $direct_names }) vanno direttamente in finale; 2 semifinali per le posizioni { $from }–{ $to }
format-why-master-one-direct = Un solo giocatore con 2 vittorie ({ $direct_names }): va direttamente in finale; 3 semifinali per le posizioni { $from }–{ $to }
format-why-master-second-third-level = 2° e 3° a pari merito con 2 vittorie: solo il primo ({ $direct_names }) va in finale; 3 semifinali per le posizioni { $from }–{ $to }
format-why-master-no-direct = Nessun giocatore con 2 vittorie: 4 semifinali per le posizioni { $from }–{ $to }
format-why-master-first-three-level = I primi tre a pari merito con 2 vittorie: 4 semifinali per le posizioni { $from }–{ $to }
format-why-master-direct-withdrew = Un finalista diretto ha rinunciato prima delle semifinali: si giocano 4 semifinali per le posizioni { $from }–{ $to }
format-why-top-sixteen-semifinals = Semifinali: i primi 16 dopo il turno { $number } in 4 fasce, posizioni { $from }–{ $to }
format-why-four-semifinals = 4 semifinali per le posizioni { $from }–{ $to }
format-why-game-by-standings = Partita { $number }: tavoli per classifica (posizioni 1–4 al tavolo 1, le successive al tavolo 2, …)
format-why-top-final = Finale: i primi { $count } in classifica ancora in gara ({ $finalists })
format-why-rematch = Turno { $number }: rivincita del turno { $number2 }, stesse coppie
format-why-head-to-head-semifinals = Semifinali: 1° contro 4°, 2° contro 3° (partita e rivincita, passa chi somma di più)

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
format-why-final-direct-and-winners = Finale: { $names } e i vincitori delle semifinali
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
format-semifinal-level-higher-through = { $first } e { $second } pari ({ $sum }–{ $sum }): passa { $through }, più in alto in classifica ({ $higher }° contro { $lower }°)

format-knob-zero-to-four = da 0 a 4
format-knob-pair-needed = servono due numeri: vincitore, altro
format-knob-five-needed = servono 5 numeri
format-knob-difference-row-form = «{ $row }»: si scrive «da: vincitore, altro»
format-knob-difference-row-pair = «{ $row }»: dopo i due punti due numeri
format-knob-yes-no = sì o no
format-knob-not-whole-number = «{ $text }» non è un numero intero (fino a un milione)
format-is-negative = «{ $text }» è negativo
format-knob-not-factor = «{ $text }» non è un fattore (per es. 5/4 o 1,25)
format-factor-is-positive = «{ $text }»: un fattore è positivo
format-unknown-choice = «{ $slug }»: scelta sconosciuta
format-rules-sequence-in-json = una regola per turno si scrive nel JSON («sequence»)
format-rules-not-by-priorities = questo turno non è sorteggiato per priorità

format-def-no-name = il formato non ha nome
format-def-decimals-over = decimali: { $decimals } (al massimo 4)
format-def-tie-break-unrecorded = lo spareggio al tavolo legge un dato che questo formato non fa segnare (esito o eliminazioni)
format-def-scoring-pairs-only = questo punteggio vale solo per partite a due (piano: coppie)
format-def-pairing-needs-pairs = turno { $round }: l'abbinamento a coppie richiede il piano a coppie
format-def-scoring-constants-invalid = punteggio: costanti non valide (fattori e divisori positivi, fasce di differenza dalla più alta)
format-def-no-qualifying-round = servono almeno un turno di qualificazione
format-def-too-many-qualifying = { $players } turni di qualificazione: al massimo 20
format-thresholds = soglie: { $error }
format-def-team-best-zero = squadre: contano almeno 1 partita (vuoto = tutte)
format-def-seat-max-zero = il massimo per giocatore dev'essere almeno 1
format-def-seat-max-under-risiko = massimo per giocatore { $seat_max }: un RisiKo! vale 100, serve almeno 100
format-def-table-max-zero = il massimo di un tavolo dev'essere almeno 1 (vuoto = nessun limite)
format-def-ends-at-out-of-range = la partita finisce a { $end }: tra 1 e il massimo per giocatore ({ $seat_max })
format-def-finalists-out-of-range = finale a { $finalists }: da 2 a 5 giocatori
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
knob-five-winner-over = Ai tavoli da 5 il vincitore oltre questi punti tavolo ne conta 100
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
choice-scorings-capped-winner-bonus = punti al tavolo interi + bonus al vincitore, 100 al vincitore oltre 80 ai tavoli da 5 (Open di GestioneTorneo)
choice-phases-qualifying = solo turni di qualificazione
choice-phases-rounds = un numero fisso di turni
choice-phases-top-sixteen = semifinali dei primi 16, finale
choice-phases-master-risiko = semifinali MasterRisiko, finale
choice-phases-master = struttura del regolamento Master
choice-phases-thresholds = semifinali per soglie di giocatori (Raduno Nazionale 2.4)
choice-phases-head-to-head = serate testa a testa, semifinali, finale
choice-phases-top-final = finale dei primi N a un tavolo
choice-phases-swiss = turni svizzeri, finale facoltativa tra i primi due
format-not-supported-scoring = una formula di punteggio diversa da quelle elencate (se ne cambiano le costanti, non la formula)
format-not-supported-plans = tavoli di altre misure (da 6 o più) o piani diversi da quelli elencati
format-not-supported-phases = semifinali e finali con regole diverse dalle strutture elencate
format-not-supported-priorities = priorità di sorteggio o colonne di spareggio diverse da quelle elencate
format-not-supported-seat-data = altri dati da segnare per posto (oltre a punti, RisiKo!, eliminazione, obiettivo, ordine di gioco, esito)
format-not-supported-seat-counts = cosa conta un posto (punti tavolo, punti vittoria, pedine) e se esistono RisiKo!, eliminazioni o esito: li dà la formula di punteggio
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
format-thresholds-first-too-low = la prima soglia ({ $first }) deve essere almeno 10: 2 finalisti diretti e 8 semifinalisti
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
format-open-gt-name = Open (GestioneTorneo)
format-open-gt-summary = L'Open come lo calcola GestioneTorneo 2.4. Tavoli da 4 e 5, quanti turni si vuole. Punti tavolo interi; ai tavoli da 5 il vincitore con più di 80 punti ne conta 100 (al massimo 150 col bonus), gli altri ×1,25; ai tavoli da 3 ×0,75. Bonus 50 al vincitore unico, 25 a testa a due, nessuno da tre in su. Classifica per punti, poi vittorie, poi la miglior partita.
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
