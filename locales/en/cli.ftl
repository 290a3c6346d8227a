# Words of cli.

cli-workbook-missing = the WORKBOOK is missing
cli-warning = warning
cli-standings = Standings
cli-name = Name
cli-wins = wins
cli-withdrawn = withdrawn
cli-team-standings = Team standings
cli-team-club = Team (club)
cli-least = least
cli-draw-warning-label = WARNING
cli-rules-missing = RULES.json is missing
cli-tournaments-missing = at least one tournament (FILE...) is needed
cli-no-command-given = no command given
cli-option-value-missing = { $key } needs a value
cli-key-given-twice = { $key } given twice
cli-option-required = the option { $name } is required
cli-option-not-whole-number = { $name }: “{ $value }” is not a valid whole number
cli-file-not-json = “{ $path }”: the file is not JSON text (UTF-8)
cli-read-failed = cannot read “{ $path }”: { $error }
cli-write-failed = cannot write “{ $path }”: { $error }
cli-round-exists = round { $number } already exists (last round: { $existing }); to redraw the last round without scores use --replace
cli-file-unreadable = { $path }: cannot be read ({ $error })
cli-games-kind-unknown = --as “{ $kind_text }”: the kinds are txt, vb, html, xlsx
cli-see-help = see “{ $help }”
cli-help-topic-unknown = unknown command “{ $player }”
cli-usage-order = the command comes first, then the options: “{ $name }”
cli-unknown-command-name = unknown command “{ $name }”
cli-no-such-file = no such file
cli-permission-denied = permission denied
cli-is-directory = it is a directory
cli-rating-name-column = name
cli-old = old
cli-new = new
cli-change = change
cli-games = games
cli-rating-new-column = new
cli-out-kind-unknown = --out “{ $out }”: writes .pdf, .xlsx or .html
cli-circuit-write-failed = cannot write “{ $out }”: { $error }

cli-unreadable-tournament = unreadable tournament: { $error }
cli-help-intro = Tournament manager (RisiKo!, Testa a testa, Othello) on the command line.{"\u000A"}{"\u000A"}
cli-usage = Usage:{"\u000A"}
cli-help-common = {"\u000A"}Every command takes --lang { $codes } (the language of its messages) and --help.{"\u000A"}FORMAT: { $formats }, or a club format's JSON file (Settings → Export JSON){"\u000A"}One command in detail: raduno <command> --help{"\u000A"}Exit codes: 0 done, 1 input refused, 2 wrong command line.{"\u000A"}
cli-help-options = {"\u000A"}  --lang { $codes }     the language of the messages{"\u000A"}  --help           this help{"\u000A"}
cli-help-format = FORMAT: { $formats }, or a club format's JSON file{"\u000A"}
cli-option-not-taken = { $command } does not take the option { $key }
cli-extra-arguments = extra arguments: { $extra }
cli-format-unknown = unknown format “{ $slug }” (formats: { $formats }, or a club format's JSON file)
cli-game-won = {"*"} = game won{"\u000A"}
cli-stale-round-warning = WARNING: round { $round } no longer follows the rules:{"\u000A"}
cli-round-not-next = the next round is { $existing }, not { $number }
cli-draw-stale-refused = round { $number } is not drawn: a round already drawn no longer follows the rules (redraw it with --replace, or draw anyway with --despite-rules){"\u000A"}{ $reasons }
cli-pdf-kinds-exclusive = one PDF at a time: { $asked } exclude each other

# Each command's help.
cli-help-standings = Prints the standings of the workbook.{"\u000A"}  --format FORMAT  the tournament's format (required){"\u000A"}  --json           as JSON, with points as exact decimals
cli-help-draw = Draws round N and writes the workbook with the new sheet to OUT.xlsx.{"\u000A"}  --format FORMAT  the tournament's format (required){"\u000A"}  --round N        the round to draw: the next one (required){"\u000A"}  --seed S         the draw's seed (the same seed gives the same draw){"\u000A"}  --out OUT.xlsx   where to write the workbook (required){"\u000A"}  --replace        redraws the last round, if it has no scores yet{"\u000A"}  --despite-rules  draws even if a round already drawn no longer follows the rules{"\u000A"}  --json           the tables and conflicts as JSON
cli-help-check = Counts the conflicts of round N as it stands in the workbook (drawn by this program, by{"\u000A"}another or by hand): per priority the count, the least given the higher priorities, whether{"\u000A"}it is proven, and the tables and players involved.{"\u000A"}  --format FORMAT  the tournament's format (required){"\u000A"}  --round N        the round to check (required){"\u000A"}  --json           as JSON, like draw --json's report
cli-help-pdf = Writes a PDF: the score sheets of a round, the report of every round, or the standings.{"\u000A"}  --round N        the score sheets of round N{"\u000A"}  --report         every table of every round{"\u000A"}  --standings      the standings{"\u000A"}  --reduced        two score sheets a page{"\u000A"}  --logo IMAGE     the organising club's logo on the score sheets{"\u000A"}  --format FORMAT  the format, if the workbook does not say it{"\u000A"}  --out FILE.pdf   where to write the PDF (required)
cli-help-export = Exports the results: text (one game a line), forum code (vBulletin), HTML or the Excel workbook as the app exports it (with the Classifica Ridotta the federation reads).{"\u000A"}  --as txt|vb|html|xlsx  the kind (required; xlsx needs --out){"\u000A"}  --out FILE        where to write it (else to standard output){"\u000A"}  --format FORMAT   the format, if the workbook does not say it
cli-help-blank = Writes an empty registration workbook (GestioneRaduno's sheets and headers).{"\u000A"}  --out FILE.xlsx  where to write it (required)
cli-help-rating = Applies an Othello tournament's games to the FNGO rating list and prints the new list.{"\u000A"}  --list LIST.csv    the rating list (required){"\u000A"}  --games GAMES.csv  the games: round,black,white,black_discs,white_discs (required){"\u000A"}  --rounds R         the Swiss rounds played (required){"\u000A"}  --date DATE        the tournament's date, written as the participants' last tournament{"\u000A"}  --json             the new list as JSON
cli-help-circuit = A circuit's (a season's) standings over several tournaments: .xls/.xlsx workbooks and .raduno.json backups.{"\u000A"}  RULES.json       the circuit's rules (points, weights, best N, minimum tournaments, "same"; or {"{"}"rating": "weng-lin"{"}"}: the players' rating from the order of every table){"\u000A"}  FILE...          the tournaments; a tournament's NAME is its file's name without the extension{"\u000A"}  --format FORMAT  the format of workbooks the rules give none for{"\u000A"}  --json           as JSON, points to 3 decimals rounded down{"\u000A"}  --out FILE       writes the standings as PDF, xlsx or HTML (by the extension){"\u000A"}  --server URL     with the national ranking: also reads the year's finished tournaments from the federation's database at this address (e.g. http://host:5984/raduno_federation); unreadable or unfinished ones are set apart, on standard error{"\u000A"}  --user USER      the server's user; the password from RADUNO_PASSWORD or the prompt, never an argument
cli-round-drawn = Round { $number } drawn (seed { $seed }): { $tables ->
        [one] 1 table
       *[other] { $tables } tables
    }, written to “{ $out }”

# The command line on clap: suggestions, values out of a list, completions.
cli-did-you-mean = did you mean “{ $name }”?
cli-option-value-unknown = { $key } “{ $value }”: the values are { $values }
cli-completions-shell-missing = the shell is missing (bash, zsh, fish, elvish, powershell)
cli-help-completions = Prints the shell's completion script for the commands and their options.{"\u000A"}  SHELL            bash, zsh, fish, elvish or powershell{"\u000A"}In bash, for example: raduno completions bash > ~/.local/share/bash-completion/completions/raduno
cli-help-server = Makes a club's CouchDB server ready for Raduno: the database and its members, the document that accepts only Raduno entries; with --origin CORS for that page, with --app the app served by the server itself.{"\u000A"}  URL                the server's address (http:// or https://, no credentials){"\u000A"}  --db NAME          the database (required){"\u000A"}  --user USER        the club's user (required){"\u000A"}  --admin ADMIN      the server's admin (admin){"\u000A"}  --new-user         creates the club's user (asks for its password){"\u000A"}The admin's password comes from RADUNO_ADMIN_PASSWORD or the prompt, never from an argument.
cli-help-federation = Publishes finished tournaments to the federation's database on the club's server (NAME_federation), as the app's "Publish to the federation" button does: the final standings, the category, the tables, the rounds and the first round's date. A tournament already published is updated; the same one is left as it is.{"\u000A"}  FILE...          .xls/.xlsx workbooks and .raduno.json backups (the tournament's own name, else the file's){"\u000A"}  --server URL     the club's database (e.g. http://host:5984/raduno): raduno_federation is written{"\u000A"}  --user USER      the club's user (a member of the database); the password from RADUNO_PASSWORD or the prompt, never an argument{"\u000A"}  --format FORMAT  the format of workbooks that name none{"\u000A"}Every file is read first (one unreadable or unfinished: nothing is published); the server's refusal is said with its reason. A year's national ranking from the server: raduno circuit RULES.json --server URL.
cli-fed-action-missing = the action is missing: raduno federation publish FILE... --server URL
cli-fed-action-unknown = “{ $action }” is not an action of federation (there is publish)
cli-fed-server-missing = --server URL is missing (the club's database, e.g. http://host:5984/raduno)
cli-fed-files-missing = at least one workbook or backup to publish is missing
cli-fed-address-invalid = --server “{ $address }”: not a database's address (http:// or https://, host, database; never credentials in the address: --user and RADUNO_PASSWORD)
cli-fed-password-prompt = Password of the user { $user }
cli-fed-password-missing = no password for { $user } (RADUNO_PASSWORD or the prompt)
cli-fed-not-publishable = { $file }: { $reason }
cli-fed-published = { $file }: published as “{ $id }” to { $db } (revision { $rev })
cli-fed-updated = { $file }: updated “{ $id }” in { $db } (revision { $rev })
cli-fed-unchanged = { $file }: “{ $id }” is already in { $db }, the same (revision { $rev })
cli-fed-refused = { $file }: refused by the server: { $reason }
cli-fed-failed = { $file }: { $problem }
cli-fed-some-failed = { $count } files not published (why above)
cli-fed-read = { $count } tournaments of { $year } read from { $db } ({ $other } of other years)
cli-fed-apart = set apart, not counted: { $id }: { $why }
cli-fed-needs-ranking = --server reads a year: the rules must be the national ranking's ("ranking": "nazionale", "year")
cli-server-unauthorised = the server does not accept the user and password (HTTP 401): --user and RADUNO_PASSWORD
cli-server-no-database = the database { $db } is not there (HTTP 404): raduno server setup creates it
cli-server-unreachable = { $db }: no answer ({ $why })
cli-server-http = { $db }: HTTP { $status } { $reason }
cli-server-bad-answer = { $db }: the answer is not CouchDB's ({ $why })
