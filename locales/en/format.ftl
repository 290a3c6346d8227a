# Words of format.

format-1st = Best
format-2nd = 2nd best
format-3rd = 3rd best
format-disc-diff = Disc diff.
format-places = Places
format-best = Best
format-2nd-best = 2nd best
format-3rd-best = 3rd best
format-prev-pos = Prev. pos.
format-prev-evening = Prev. evening
format-placings = Placings
format-registration = Registration
format-disc-diff-label = Disc diff.
format-discs = Discs
format-victory-points = Victory points
format-empty-all = {" "}(empty = all)
format-empty-no-limit = {" "}(empty = no limit)
format-empty-none = {" "}(empty = none)
format-winner-ties-outside-objective = the points outside objective, the play order or the tie order
format-winner-ties-tie-column = the tie order (column “Tie”: 1 = ahead)
format-score-missing-result = Table { $table }, seat { $seat }: the score of player { $player } is missing
format-score-missing-outcome = Table { $table }: the outcome of the game is missing (world conquest, RisiKo!, points, abandon)
format-score-invalid-outcome = Table { $table }: the outcome does not match the seats or the table points
format-score-unresolved-tie = Table { $table }: players { $players } are level; enter { $by }
format-score-not-available = Scoring for the { $format } format is not available yet
format-phase-round-out-of-order = The next round is { $next }: round { $got } cannot be computed yet
format-phase-previous-incomplete = Round { $round } is not complete: enter every score before the next round
format-list-and = and
format-phase-unresolved-tie = { $who } are level and the rules need an order: enter { $by }
format-phase-missing-outcome = the outcome of the game between { $who } is missing (world conquest, RisiKo!, points, abandon)
format-phase-table-unscorable = Round { $round }, table { $table }: { $why }, before drawing round { $next }
format-phase-tournament-over = The tournament is over: the format has { $rounds } rounds
format-phase-too-few-players = Round { $round }: { $needed } players still in the tournament are needed, there are { $available }
format-phase-no-replacement = Round { $round }: a place in the final stays empty, every possible replacement withdrew
format-phase-not-available = The phases of the { $format } format are not available yet
format-table-points = table points
format-unit-victory-points = victory points
format-round-table-seat-id = Round { $round }, table { $table }, seat { $seat } ({ $name }, ID { $id })
format-round-table = Round { $round }, table { $table } ({ $name })
format-round-table-unnamed = Round { $round }, table { $table }
format-score-is-missing = the score is missing
format-result-risiko-not-100 = a RisiKo! is worth 100 table points, not { $points }
format-result-several-risiko = more than one RisiKo! at the same table: only one player completes the objective
format-result-eliminated-with-points = an eliminated player has 0 table points, not { $points }
format-result-elimination-not-used = elimination counts only in the Gufo formats
format-result-bad-elimination-order = elimination order { $order } is invalid or repeated (1 = eliminated last)
format-result-all-zero = everyone has 0 points: a game always has points
format-result-no-survivor = everyone is marked eliminated: at least one player survives
format-are-level-enter = { $names } are level: enter { $by }
format-result-duplicate-tie-order = tie order { $order } is used twice
format-result-duplicate-play-order = play order { $order } is used twice
format-result-bad-play-order = play order { $order } is outside the table's seats
format-result-missing-outcome = the outcome of the game is missing (world conquest, RisiKo!, points, abandon)
format-result-bad-outcome-seat = the outcome names seat { $seat }, which the table does not have
format-result-outcome-contradicts-points = the “on points” outcome names as winner the player with fewer table points: on points the player with more wins (by 1–10 points too)
format-result-outcome-contradicts-risiko = the RisiKo! is marked for one player but the outcome gives the win to the other: a game has one winner
format-result-outcome-not-used = a game outcome counts only in Testa a testa
format-result-too-many-discs = { $sum } = { $total } discs: a game has at most { $max }
format-result-over-board-total = { $sum } = { $total } { $words }: the board holds { $max } in all
format-result-several-at-end = several players at { $end } victory points or more: the game ends as soon as the first reaches them
format-result-over-max = { $points } { $words }: one player scores at most { $max }
format-result-risiko-not-used = this format has no RisiKo!
format-result-plain-hundred = 100 table points without RisiKo!: is it a RisiKo! (objective completed)? Tick R! or confirm the 100 points
format-result-all-under-ten = all { $seats } players have under 10 table points: confirm?
format-standings-table-unrankable = Round { $round }, table { $table } (IDs { $ids }): the game cannot be ranked: { $error }
format-othello-too-many-discs = Black { $black } + White { $white } = { $sum } discs: a game has at most 64
format-othello-discs-invalid = "{ $text }" is not a whole number of discs (0–64)
format-othello-final-by-discs = final level on points: the disc total decides
format-othello-final-by-swiss-place = final level on points and discs: the better Swiss place decides

format-round-swiss-pairing = Round { $number }: Swiss pairing
format-why-alla-greca = Round { $number } "alla greca": the players of round { $number2 }'s table k, in their finishing order, go to tables k, k+1, k+2…
format-why-by-standings = Round { $number } by standings: with { $count } tables, table t gets positions t, t+{ $count }, t+{ $n2 }…
format-why-master-two-direct = Two players with 2 wins ({ $direct_names }) go straight to the final; 2 semifinals for positions { $from }–{ $to }
format-why-master-top-two-direct = { $players } players played both games: the top two ({ $direct_names }) go straight to the final; 2 semifinals for positions { $from }–{ $to }
format-why-master-one-direct = One player with 2 wins ({ $direct_names }) goes straight to the final; 3 semifinals for positions { $from }–{ $to }
format-why-master-second-third-level = 2nd and 3rd level with 2 wins: only the first ({ $direct_names }) goes to the final; 3 semifinals for positions { $from }–{ $to }
format-why-master-no-direct = Nobody has 2 wins: 4 semifinals for positions { $from }–{ $to }
format-why-master-first-three-level = The first three are level with 2 wins: 4 semifinals for positions { $from }–{ $to }
format-why-master-direct-withdrew = A direct finalist withdrew before the semifinals: 4 semifinals are played, positions { $from }–{ $to }
format-why-top-sixteen-semifinals = Semifinals: the top 16 after round { $number } in 4 bands, positions { $from }–{ $to }
format-why-four-semifinals = 4 semifinals for positions { $from }–{ $to }
format-why-game-by-standings = Game { $number }: tables by standings (positions 1–4 at table 1, the next at table 2, …)
format-why-top-final = Final: the top { $count } still in the tournament ({ $finalists })
format-why-rematch = Round { $number }: rematch of round { $number2 }, the same pairs
format-why-head-to-head-semifinals = Semifinals: 1st v 4th, 2nd v 3rd (game and rematch, the higher sum goes through)

## Priorities of a draw (their labels)
conflict-same-club = Same club
conflict-same-region = Same region
conflict-already-met = Already met
conflict-winners-together = Winners together
conflict-five-again = Five-table again
conflict-three-again = Three-table again
conflict-club-meets-club = Club meets club again
conflict-player-meets-club-again = Player meets a club again

format-numbered-priority = ({ $number }) { $label }
format-qualifying-round-priorities = Qualifying round { $number }, { $players } players; priorities: { $priorities }
format-parallel-one-group = { $players } players played both games: { $semis ->
        [one] 1 semifinal
       *[other] { $semis } semifinals
    } for positions { $from }–{ $to }, then the final
format-parallel-groups = { $players } players played both games: { $groups } parallel groups, each with { $semis ->
        [one] 1 semifinal
       *[other] { $semis } semifinals
    } and its own final ({ $rows }), positions { $from }–{ $to }
format-parallel-group-row = { $places }… in group { $group }
format-ordinal = { $number }{ $en_ordinal ->
        [one] st
        [two] nd
        [few] rd
       *[other] th
    }
format-final-semifinal-winners = Final: the semifinal winners
format-finals-parallel-semifinal-winners = Finals ({ $finals } parallel finals): the semifinal winners
format-why-final-direct-and-winners = Final: { $names } and the semifinal winners
format-final-recalled = { $names } recalled (best { $place } of the semifinals)
format-final-with-notes = { $head }; { $notes }
format-evening-strong-against-weak = Evening { $evening }: strongest against weakest by the { $source ->
        [prior] prior ranking (seeds)
       *[current] current standings
    }
format-evening-strong-against-weak-bye = Evening { $evening }: strongest against weakest by the { $source ->
        [prior] prior ranking (seeds)
       *[current] current standings
    }; { $names } sits out (10 points)
format-head-to-head-final = Final: { $names } (game and rematch){ $notes }
format-note-after = ; { $note }
format-direct-finalist-withdrew = direct finalist { $names } withdrew
format-table-replaces-the-winner = table { $table }: { $names } replaces the winner
format-semifinal-level-higher-through = { $first } and { $second } level ({ $sum }–{ $sum }): { $through } goes through, placed higher in the standings ({ $higher } against { $lower })

format-knob-zero-to-four = 0 to 4
format-knob-pair-needed = two numbers are needed: winner, other
format-knob-five-needed = 5 numbers are needed
format-knob-difference-row-form = "{ $row }": written as "from: winner, other"
format-knob-difference-row-pair = "{ $row }": two numbers after the colon
format-knob-yes-no = yes or no
format-knob-not-whole-number = "{ $text }" is not a whole number (up to a million)
format-is-negative = "{ $text }" is negative
format-knob-not-factor = "{ $text }" is not a factor (e.g. 5/4 or 1.25)
format-factor-is-positive = "{ $text }": a factor is positive
format-unknown-choice = "{ $slug }": unknown choice
format-rules-sequence-in-json = one rule per round is written in the JSON ("sequence")
format-rules-not-by-priorities = this round is not drawn by priorities

format-def-no-name = the format has no name
format-def-decimals-over = decimals: { $decimals } (at most 4)
format-def-tie-break-unrecorded = the table's tie-break reads data this format does not record (outcome or eliminations)
format-def-scoring-pairs-only = this scoring is for two-player games only (plan: pairs)
format-def-pairing-needs-pairs = round { $round }: pairing needs the pairs plan
format-def-scoring-constants-invalid = scoring: invalid constants (positive factors and divisors, difference rows highest first)
format-def-no-qualifying-round = at least one qualifying round is needed
format-def-too-many-qualifying = { $players } qualifying rounds: at most 20
format-thresholds = thresholds: { $error }
format-def-team-best-zero = teams: at least 1 game counts (empty = all)
format-def-seat-max-zero = the most one player can score must be at least 1
format-def-seat-max-under-risiko = most one player can score { $seat_max }: a RisiKo! is 100, at least 100 is needed
format-def-table-max-zero = the most a table can score must be at least 1 (empty = no limit)
format-def-ends-at-out-of-range = the game ends at { $end }: between 1 and the most one player can score ({ $seat_max })
format-def-finalists-out-of-range = final of { $finalists }: 2 to 5 players
format-buchholz = Buchholz
format-file-too-large = a { $bytes }-byte file: a format takes at most { $most }
format-in-field = field “{ $field }”
format-line-column-field-error = line { $line }, column { $column } ({ $field }): { $error }
format-line-column-error = line { $line }, column { $column }: { $error }
format-tie-break-column-repeated = tie-break column "{ $label }" repeated
format-round-priority-repeated = round { $round }: priority "{ $label }" repeated

# The club format editor: each constant's name.
knob-bonus = Winner's bonus (shared by level winners)
knob-five-seats = Factor at 5-seat tables
knob-winner-bonus = Sole winner's bonus (points)
knob-five-seat-cap = Cap at 5-seat tables (thousandths)
knob-risiko = A RisiKo! is worth (thousandths)
knob-divisor = Table points divided by
knob-survivors = Survivors' bonus, from 1st
knob-eliminated = Eliminated players' bonus, last eliminated first
knob-base = Base
knob-risiko-win = Win by RisiKo!
knob-world-conquest = World conquest (winner, other)
knob-risiko-eliminates-other = RisiKo! eliminating the opponent (winner, other)
knob-risiko-eliminates-dummy = RisiKo! eliminating the dummy (winner, other)
knob-risiko-pair = RisiKo! (winner, other)
knob-by-difference = By difference: "from: winner, other"; …, highest first
knob-level = Below every row (winner, other)
knob-abandon = Abandon (who stayed, who left)
knob-target = Target (victory points)
knob-target-bonus = Bonus for reaching the target
knob-win = Win
knob-draw = Draw
knob-loss = Loss
knob-ghost = 3-seat table ranked as a 4 with a ghost
knob-three-seats = Factor at 3-seat tables
knob-five-winner-over = At 5-seat tables the winner over these table points counts 100
knob-place-bonus = Bonus by place, from 1st
knob-bye = Sitting out gives
knob-qualifying = Qualifying rounds
knob-finalists = Players in the final (2–5)
knob-rounds = Rounds
knob-tie-breaks = At a table, level points are decided by
knob-met = "Already met" looks at
knob-repeat = "Five-table (three-table) again" looks at
knob-cinquisti = Who sits at 5-seat tables is drawn first (cinquisti)
knob-thresholds = Player thresholds of the structure (5 rising numbers)
knob-decimals = Decimals in the standings (0–4)
knob-single-winner = Single winner: a level top at a table must be ordered
knob-drop-worst-game = Drop each player's worst game
knob-team-best = Team standings: best games that count per club
knob-seat-max = The most one player can score
knob-table-max = The most a whole table can score (sum of the seats)
knob-ends-at = The game ends when one player reaches
knob-not-all-zero = A table cannot end with everyone at zero
knob-unique-winner = A win counts only when it is the sole one at the table (a tie is no win)
format-no-constant-named = "{ $key }": this format has no constant of that name
format-constant-refused = { $label }: { $why }

# The club format editor: the choices of its selects, and what it cannot describe.
choice-rules-priorities = draw by priorities
choice-rules-by-standings = by standings, in blocks
choice-rules-alla-greca = alla greca
choice-rules-dealt = dealt by standings
choice-rules-swiss = Swiss (pairs)
choice-rules-strong-against-weak = strong against weak (pairs)
choice-rules-sequence = one rule per round (JSON only)
choice-memories-previous = the previous round
choice-memories-all = every earlier round
choice-memories-first = round 1
choice-winner-ties-none = the order set by hand
choice-winner-ties-outside-objective-then-play-order = points outside objective, then play order (Master)
choice-winner-ties-eliminations = the eliminations (Gufo)
choice-winner-ties-head-to-head = the game's outcome (head to head)
choice-scorings-winner-bonus = table points + winner's bonus
choice-scorings-thousandths = thousandths (Master)
choice-scorings-placing-bonus = points ÷ divisor + place bonus (Gufo)
choice-scorings-spartac = Spartac formula
choice-scorings-head-to-head = head to head by difference
choice-scorings-victory-points = victory points + target bonus
choice-scorings-win-draw-loss = win, draw, loss
choice-scorings-placement = placement points + PBG (BGL)
choice-scorings-place-bonus = place bonus + points ÷ divisor (teams)
choice-scorings-capped-winner-bonus = whole table points + winner's bonus, 100 to a 5-table winner over 80 (GestioneTorneo's Open)
choice-phases-qualifying = qualifying rounds only
choice-phases-rounds = a fixed number of rounds
choice-phases-top-sixteen = semifinals of the top 16, final
choice-phases-master-risiko = MasterRisiko semifinals, final
choice-phases-master = the Master rules' structure
choice-phases-thresholds = semifinals by player thresholds (Raduno Nazionale 2.4)
choice-phases-head-to-head = head-to-head evenings, semifinals, final
choice-phases-top-final = final of the top N at one table
choice-phases-swiss = Swiss rounds, optional final of the top two
format-not-supported-scoring = a scoring formula other than those listed (their constants change, not the formula)
format-not-supported-plans = tables of other sizes (6 or more) or plans other than those listed
format-not-supported-phases = semifinals and finals with rules other than the structures listed
format-not-supported-priorities = draw priorities or tie-break columns other than those listed
format-not-supported-seat-data = other data to record per seat (beyond points, RisiKo!, elimination, objective, play order, outcome)
format-not-supported-seat-counts = what a seat counts (table points, victory points, discs) and whether RisiKo!, eliminations or an outcome exist: the scoring formula gives them
format-more-tables = { $count ->
        [one] 1 table
       *[other] { $count } tables
    } more
format-round-is-not-complete = Round { $round } is not complete: { $players ->
        [one] a score is
       *[other] scores are
    } missing at { $tables ->
        [one] table
       *[other] tables
    } { $list }; enter { $players ->
        [one] it
       *[other] them
    } before drawing round { $next }
format-round-plan = Round { $round }: { $error }
format-results-for-seats = { $got ->
        [one] 1 result
       *[other] { $got } results
    } for { $expected ->
        [one] 1 seat
       *[other] { $expected } seats
    }
format-final-series-decided = 1st place decided by the final: { $winner } beats { $runner_up } ({ $points }–{ $points_other }, discs { $discs }–{ $discs_other }){ $how }
format-final-table-decided = 1st place decided by the final: { $winner } beats { $against }
format-final-has-started = the final has started: no more Swiss rounds
format-tournament-over = tournament over: { $decided }
format-final-best-of-2-or-3 = the final is best of 2 or 3 games, not { $games }
format-final-already-decided = the final is already decided

# Each built-in format's rulebook in brief (the help page).
format-thresholds-first-too-low = the first threshold ({ $first }) must be at least 10: 2 direct finalists and 8 semifinalists
format-thresholds-must-rise = the thresholds must rise: { $next } is not above { $previous }
format-club-format-constants-changed = { $base } Club format, constants changed: { $changed }.

# The built-in formats: each one's name and its rulebook in brief (the help page, the format lists).
format-bgl-name = BGL
format-bgl-summary = Tables of 4, the rest of 3 (9 → 3+3+3). Round 1 separates clubs; then three again, already met, club. Placement points by table size (4: 100, 60, 40, 20) + PBG (own points / table total); a ghost at 3-tables. Standings by points, wins, best game.
format-bgl-svizzera-name = BGL Swiss
format-bgl-svizzera-summary = As BGL, but from round 2 by standings: positions 1–4 at table 1, 5–8 at table 2… (3-tables last).
format-campionato-gufo-name = Campionato Gufo
format-campionato-gufo-summary = Tables of 4, one of 5, or tables of 3 with a 'ghost'. Spartac formula: the winner 100 + his points (RisiKo! 186), the others 100 − (winner's points − their own).
format-gufo-name = Torneo Gufo
format-gufo-summary = Draw as Open. Table points / 100 (×1.25 at 5-tables) plus a placing bonus (12, 7, 5, 3, 2) or an elimination bonus (3, 2, 1, 0).
format-ludolimpica-name = Ludolimpica
format-ludolimpica-summary = Two games at tables of 3 to 5: the first drawn, the second by standings. Victory points, +20 for each game won by reaching 105. Final of the top 4.
format-master-name = Master
format-master-summary = Two qualifying rounds at tables of 4 (5 only as needed; the 'cinquisti' are drawn). Points in thousandths: table points / 1000, +1 to the winner; at 5-tables ×1.25 rounded up, at most 1.100; a RisiKo! is 1.100. Then semifinals by bands and a final, by the number of players.
format-master-risiko-name = MasterRisiko
format-master-risiko-summary = As Master (the legacy program's rules): 2 rounds, semifinals (3 tables if exactly one player has 2 wins, else 4), final.
format-nazionale-risiko-name = NazionaleRisiKo
format-nazionale-risiko-summary = Tables of 4 and 5, 3 rounds. Round 1 separates clubs and regions; round 2 "alla greca" (table k's players, in their finishing order, go to tables k, k+1, k+2…); round 3 by standings (table t gets positions t, t+T, t+2T…). Points as Open. Standings by points, then previous position.
format-1vs1-name = 1vs1
format-1vs1-summary = Two-player games (one table of 3 when odd). Round 1 separates clubs; then three again, already met, club. Winner 100, second 55 (at the 3-table: 100, 55, 10) + PBG. Standings by points, wins, best game.
format-1vs1-svizzera-name = 1vs1 Swiss
format-1vs1-svizzera-summary = As 1vs1, but from round 2 by standings: 1–2 at table 1, 3–4 at table 2…
format-open-name = Open
format-open-summary = Tables of 4 and 5, any number of rounds. Table points (×1.25 at 5-tables) +50 to the winner. Standings by points, then wins.
format-open-gt-name = Open (GestioneTorneo)
format-open-gt-summary = The Open as GestioneTorneo 2.4 scores it. Tables of 4 and 5, any number of rounds. Whole table points; at 5-tables a winner with more than 80 counts 100 (at most 150 with the bonus), the others ×1.25; at 3-tables ×0.75. Bonus 50 to a sole winner, 25 each to two, none to three or more. Standings by points, then wins, then the best game.
format-othello-swiss-name = Othello (Swiss)
format-othello-swiss-summary = Two-player games recorded as disc counts (e.g. 34–30): 2 points a win, 1 a draw. Swiss pairing by score with no rematch and balanced colours; standings by points, Buchholz, disc difference. The FNGO rating is updated after the tournament.
format-raduno-nazionale-name = Raduno Nazionale
format-raduno-nazionale-summary = Tables of 4. Round 1 separates clubs and regions; round 2 avoids players who met and winners together. Table points +50 to the winner (+25 each when two share it). Semifinals of the top 16 by bands, final of the 4 winners.
format-raduno-nazionale-gt-name = Raduno Nazionale 2.4
format-raduno-nazionale-gt-summary = Tables of 4 and 5. Round 1 separates clubs and regions; round 2 winners apart, club, already met. Table points +50 to the single winner (+25 each when "single winner" is off). Then semifinals by bands and final(s) by the number of players (up to 36: 2 direct finalists and 2 semifinals; then 4, 8, 12, 16, 20 semifinals; thresholds editable).
format-sant-eufemia-name = Sant'Eufemia
format-sant-eufemia-summary = Tables of 4 and 5. Rounds 1 and 2 as Master (cinquisti, club; then five again, winners together, club, already met). Points as Open (×1.25 at 5-tables, +50 to the winner). Semifinals by bands (3 or 4 tables, MasterRisiko's rule) and a final. Standings by points, then wins.
format-squadre-name = Team tournament
format-squadre-summary = Tables of 4 and 5; a team is a club. Round 1 separates clubs and avoids club meeting club; then also already met and a player meeting a club again. Torneo Gufo points per player (place bonus + table points / 100, ×1.25 at 5-tables, ×0.75 at 3-tables). Teams: the sum of the best K games of its players, then wins.
format-testa-a-testa-name = Testa a testa
format-testa-a-testa-summary = Two players (plus a dummy), game and rematch; strong against weak. Score table from 200/10 to 100/100 by outcome and margin; a player sitting out gets 10. Semifinals 1st–4th and 2nd–3rd, then a final.
format-victory-name = Victory
format-victory-summary = Tables of 4 and 5, any number of rounds. Round 1 separates clubs; then five again, club, already met. Master's points in thousandths (+1 to the winner, ×1.25 at 5-tables, at most 1.100). Standings by points, then best game, 2nd, 3rd, previous position.
