# Words of cli.

cli-workbook-missing = manca la cartella di lavoro (WORKBOOK)
cli-warning = avviso
cli-standings = Classifica
cli-name = Nominativo
cli-wins = v
cli-withdrawn = ritirato
cli-team-standings = Classifica squadre
cli-team-club = Squadra (club)
cli-least = minimo
cli-draw-warning-label = ATTENZIONE
cli-rules-missing = mancano le regole (RULES.json)
cli-tournaments-missing = manca almeno un torneo (FILE...)
cli-no-command-given = manca il comando
cli-option-value-missing = manca il valore di { $key }
cli-key-given-twice = { $key } indicato due volte
cli-option-required = manca l'opzione { $name }
cli-option-not-whole-number = { $name }: «{ $value }» non è un numero intero valido
cli-file-not-json = «{ $path }»: il file non è un testo JSON (UTF-8)
cli-read-failed = impossibile leggere «{ $path }»: { $error }
cli-write-failed = impossibile scrivere «{ $path }»: { $error }
cli-round-exists = il turno { $number } c'è già (ultimo turno: { $existing }); per rifare l'ultimo turno senza punteggi usare --replace
cli-file-unreadable = { $path }: non si legge ({ $error })
cli-games-kind-unknown = --as «{ $kind_text }»: i tipi sono txt, vb, html, xlsx
cli-see-help = vedi «{ $help }»
cli-help-topic-unknown = comando sconosciuto «{ $player }»
cli-usage-order = prima il comando, poi le opzioni: «{ $name }»
cli-unknown-command-name = comando sconosciuto «{ $name }»
cli-no-such-file = il file non esiste
cli-permission-denied = permesso negato
cli-is-directory = è una cartella
cli-rating-name-column = nome
cli-old = prima
cli-new = dopo
cli-change = var.
cli-games = partite
cli-rating-new-column = nuovo
cli-out-kind-unknown = --out «{ $out }»: si scrive .pdf, .xlsx o .html
cli-circuit-write-failed = impossibile scrivere «{ $out }»: { $error }

cli-unreadable-tournament = torneo illeggibile: { $error }
cli-help-intro = Gestione di tornei (RisiKo!, Testa a testa, Othello) da riga di comando.{"\u000A"}{"\u000A"}
cli-usage = Uso:{"\u000A"}
cli-help-common = {"\u000A"}Ogni comando accetta --lang { $codes } (la lingua dei messaggi) e --help.{"\u000A"}FORMAT: { $formats }, o il file JSON di un formato del circolo (Impostazioni → Esporta JSON){"\u000A"}Dettagli di un comando: raduno <comando> --help{"\u000A"}Codici di uscita: 0 fatto, 1 dati rifiutati, 2 riga di comando sbagliata.{"\u000A"}
cli-help-options = {"\u000A"}  --lang { $codes }     la lingua dei messaggi{"\u000A"}  --help           questo aiuto{"\u000A"}
cli-help-format = FORMAT: { $formats }, o il file JSON di un formato del circolo{"\u000A"}
cli-option-not-taken = { $command } non accetta l'opzione { $key }
cli-extra-arguments = argomenti in più: { $extra }
cli-format-unknown = formula sconosciuta «{ $slug }» (formule: { $formats }, o il file JSON di un formato del circolo)
cli-game-won = {"*"} = partita vinta{"\u000A"}
cli-stale-round-warning = ATTENZIONE: il turno { $round } non segue più le regole:{"\u000A"}
cli-round-not-next = il prossimo turno è il { $existing }, non il { $number }
cli-draw-stale-refused = il turno { $number } non si sorteggia: un turno già sorteggiato non segue più le regole (rifarlo con --replace, o sorteggiare comunque con --despite-rules){"\u000A"}{ $reasons }
cli-pdf-kinds-exclusive = un PDF alla volta: { $asked } si escludono

# Each command's help.
cli-help-standings = Stampa la classifica della cartella di lavoro.{"\u000A"}  --format FORMAT  la formula del torneo (obbligatoria){"\u000A"}  --json           in JSON, con i punti in decimali esatti
cli-help-draw = Sorteggia il turno N e scrive la cartella con il nuovo foglio in OUT.xlsx.{"\u000A"}  --format FORMAT  la formula del torneo (obbligatoria){"\u000A"}  --round N        il turno da sorteggiare: il prossimo (obbligatorio){"\u000A"}  --seed S         il seme del sorteggio (lo stesso seme dà lo stesso sorteggio){"\u000A"}  --out OUT.xlsx   dove scrivere la cartella (obbligatorio){"\u000A"}  --replace        rifà l'ultimo turno, se non ha ancora punteggi{"\u000A"}  --despite-rules  sorteggia anche se un turno già sorteggiato non segue più le regole{"\u000A"}  --json           i tavoli e i conflitti in JSON
cli-help-check = Conta i conflitti del turno N così com'è nella cartella (sorteggiato da questo programma, da un{"\u000A"}altro o a mano): per ogni priorità il numero, il minimo date le priorità più alte, se è{"\u000A"}dimostrato, e i tavoli e i giocatori coinvolti.{"\u000A"}  --format FORMAT  la formula del torneo (obbligatoria){"\u000A"}  --round N        il turno da controllare (obbligatorio){"\u000A"}  --json           in JSON, come il resoconto di draw --json
cli-help-pdf = Scrive un PDF: i segnapunti di un turno, il resoconto di tutti i turni o la classifica.{"\u000A"}  --round N        i segnapunti del turno N{"\u000A"}  --report         tutti i tavoli di tutti i turni{"\u000A"}  --standings      la classifica{"\u000A"}  --reduced        due segnapunti per pagina{"\u000A"}  --logo IMAGE     il logo del club organizzatore sui segnapunti{"\u000A"}  --format FORMAT  la formula, se la cartella non la dice{"\u000A"}  --out FILE.pdf   dove scrivere il PDF (obbligatorio)
cli-help-export = Esporta i risultati: testo (una partita per riga), codice per forum (vBulletin), HTML o la cartella Excel come la esporta l'app (con la Classifica Ridotta che legge la federazione).{"\u000A"}  --as txt|vb|html|xlsx  il tipo (obbligatorio; xlsx vuole --out){"\u000A"}  --out FILE        dove scriverlo (altrimenti sullo standard output){"\u000A"}  --format FORMAT   la formula, se la cartella non la dice
cli-help-blank = Scrive una cartella di iscrizione vuota (fogli e intestazioni di GestioneRaduno).{"\u000A"}  --out FILE.xlsx  dove scriverla (obbligatorio)
cli-help-rating = Applica le partite di un torneo di Othello alla lista rating FNGO e stampa la nuova lista.{"\u000A"}  --list LIST.csv    la lista rating (obbligatoria){"\u000A"}  --games GAMES.csv  le partite: round,black,white,black_discs,white_discs (obbligatorio){"\u000A"}  --rounds R         i turni svizzeri giocati (obbligatorio){"\u000A"}  --date DATE        la data del torneo, scritta come ultimo torneo dei partecipanti{"\u000A"}  --json             la nuova lista in JSON
cli-help-circuit = Classifica di un circuito (una stagione) su più tornei: cartelle .xls/.xlsx e backup .raduno.json.{"\u000A"}  RULES.json       le regole del circuito (punti, pesi, migliori N, minimo di tornei, "same"; oppure {"{"}"rating": "weng-lin"{"}"}: il rating dei giocatori dall'ordine di ogni tavolo){"\u000A"}  FILE...          i tornei; il NOME di un torneo è il nome del file senza estensione{"\u000A"}  --format FORMAT  la formula delle cartelle per cui le regole non la dicono{"\u000A"}  --json           in JSON, con i punti a 3 decimali arrotondati per difetto{"\u000A"}  --out FILE       scrive la classifica in PDF, xlsx o HTML (dall'estensione){"\u000A"}  --server URL     con la classifica nazionale: legge anche i tornei finiti dell'anno dal database della federazione a questo indirizzo (es. http://host:5984/raduno_federation); quelli illeggibili o non finiti sono messi da parte, su standard error{"\u000A"}  --user USER      l'utente del server; la password da RADUNO_PASSWORD o richiesta, mai come argomento
cli-round-drawn = Turno { $number } sorteggiato (seme { $seed }): { $tables ->
        [one] 1 tavolo
       *[other] { $tables } tavoli
    }, scritto in «{ $out }»

# The command line on clap: suggestions, values out of a list, completions.
cli-did-you-mean = forse «{ $name }»?
cli-option-value-unknown = { $key } «{ $value }»: i valori sono { $values }
cli-completions-shell-missing = manca la shell (bash, zsh, fish, elvish, powershell)
cli-help-completions = Stampa lo script di completamento dei comandi e delle opzioni per la shell.{"\u000A"}  SHELL            bash, zsh, fish, elvish o powershell{"\u000A"}Per esempio, in bash: raduno completions bash > ~/.local/share/bash-completion/completions/raduno
cli-help-server = Prepara il server CouchDB del club per Raduno: il database e i suoi membri, il documento che accetta solo le voci di Raduno; con --origin il CORS per quella pagina, con --app l'app servita dal server stesso.{"\u000A"}  URL                l'indirizzo del server (http:// o https://, senza credenziali){"\u000A"}  --db NAME          il database (obbligatorio){"\u000A"}  --user USER        l'utente del club (obbligatorio){"\u000A"}  --admin ADMIN      l'amministratore del server (admin){"\u000A"}  --new-user         crea l'utente del club (chiede la sua password){"\u000A"}La password dell'amministratore viene da RADUNO_ADMIN_PASSWORD o dalla richiesta, mai da un argomento.
cli-help-federation = Pubblica tornei finiti nel database della federazione del server del club (NOME_federation), come il pulsante «Pubblica alla federazione» dell'app: la classifica finale, la tipologia, i tavoli, i turni e la data del primo turno. Un torneo già pubblicato si aggiorna; uno uguale resta com'è.{"\u000A"}  FILE...          cartelle .xls/.xlsx e backup .raduno.json (il nome del torneo è il suo, altrimenti quello del file){"\u000A"}  --server URL     il database del club (es. http://host:5984/raduno): si scrive in raduno_federation{"\u000A"}  --user USER      l'utente del club (membro del database); la password da RADUNO_PASSWORD o richiesta, mai come argomento{"\u000A"}  --format FORMAT  la formula delle cartelle che non la dicono{"\u000A"}Si leggono prima tutti i file (uno illeggibile o non finito: niente è pubblicato); il rifiuto del server si dice con il suo motivo. La classifica nazionale di un anno dal server: raduno circuit REGOLE.json --server URL.
cli-fed-action-missing = manca l'azione: raduno federation publish FILE... --server URL
cli-fed-action-unknown = «{ $action }» non è un'azione di federation (c'è publish)
cli-fed-server-missing = manca --server URL (il database del club, es. http://host:5984/raduno)
cli-fed-files-missing = manca almeno una cartella o un backup da pubblicare
cli-fed-address-invalid = --server «{ $address }»: non è l'indirizzo di un database (http:// o https://, host, database; le credenziali mai nell'indirizzo: --user e RADUNO_PASSWORD)
cli-fed-password-prompt = Password dell'utente { $user }
cli-fed-password-missing = nessuna password per { $user } (RADUNO_PASSWORD o la richiesta)
cli-fed-not-publishable = { $file }: { $reason }
cli-fed-published = { $file }: pubblicato come «{ $id }» in { $db } (revisione { $rev })
cli-fed-updated = { $file }: aggiornato «{ $id }» in { $db } (revisione { $rev })
cli-fed-unchanged = { $file }: «{ $id }» è già in { $db }, uguale (revisione { $rev })
cli-fed-refused = { $file }: rifiutato dal server: { $reason }
cli-fed-failed = { $file }: { $problem }
cli-fed-some-failed = { $count } file non pubblicati (il perché sopra)
cli-fed-read = { $count } tornei del { $year } letti da { $db } ({ $other } di altri anni)
cli-fed-apart = messo da parte, non contato: { $id }: { $why }
cli-fed-needs-ranking = --server legge un anno: servono le regole della classifica nazionale ("ranking": "nazionale", "year")
cli-server-unauthorised = il server non accetta l'utente e la password (HTTP 401): --user e RADUNO_PASSWORD
cli-server-no-database = il database { $db } non c'è (HTTP 404): raduno server setup lo crea
cli-server-unreachable = { $db }: nessuna risposta ({ $why })
cli-server-http = { $db }: HTTP { $status } { $reason }
cli-server-bad-answer = { $db }: la risposta non è di CouchDB ({ $why })
