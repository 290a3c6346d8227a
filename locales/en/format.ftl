# Words of format.

format-1st = 1st
format-2nd = 2nd
format-3rd = 3rd
format-disc-diff = Disc diff.
format-places = Places
format-best = Best
format-2nd-best = 2nd best
format-3rd-best = 3rd best
format-prev-pos = Prev. pos.
format-prev-evening = Prev. evening
format-placings = Placings
format-registration = Registration
format-disc-diff-2 = Disc diff.
format-discs = Discs
format-victory-points = Victory points
format-empty-all = {" "}(empty = all)
format-empty-no-limit = {" "}(empty = no limit)
format-empty-none = {" "}(empty = none)
format-points-outside-objective-play-order-or = the points outside objective, the play order or the tie order
format-tie-order-column-tie-1-ahead = the tie order (column “Tie”: 1 = ahead)
format-table-seat-score-of-player-is = Table { $table }, seat { $seat }: the score of player { $player } is missing
format-table-outcome-of-game-is-missing = Table { $table }: the outcome of the game is missing (world conquest, RisiKo!, points, abandon)
format-table-outcome-does-not-match-seats = Table { $table }: the outcome does not match the seats or the table points
format-table-players-are-level-enter = Table { $table }: players { $players } are level; enter { $by }
format-scoring-for-format-is-not-available = Scoring for the { $format } format is not available yet
format-next-round-is-round-cannot-be = The next round is { $next }: round { $got } cannot be computed yet
format-round-is-not-complete-enter-every = Round { $round } is not complete: enter every score before the next round
format-and = and
format-are-level-and-rules-need-order = { $who } are level and the rules need an order: enter { $by }
format-outcome-of-game-between-is-missing = the outcome of the game between { $who } is missing (world conquest, RisiKo!, points, abandon)
format-round-table-before-drawing-round = Round { $round }, table { $table }: { $why }, before drawing round { $next }
format-tournament-is-over-format-has-rounds = The tournament is over: the format has { $rounds } rounds
format-round-players-still-in-tournament-are = Round { $round }: { $needed } players still in the tournament are needed, there are { $available }
format-round-place-in-final-stays-empty = Round { $round }: a place in the final stays empty, every possible replacement withdrew
format-phases-of-format-are-not-available = The phases of the { $format } format are not available yet
format-table-points = table points
format-victory-points-2 = victory points
format-round-table-seat-id = Round { $round }, table { $table }, seat { $seat } ({ $name }, ID { $id })
format-round-table = Round { $round }, table { $table } ({ $name })
format-round-table-2 = Round { $round }, table { $table }
format-score-is-missing = the score is missing
format-risiko-is-worth-100-table-points = a RisiKo! is worth 100 table points, not { $points }
format-more-than-one-risiko-at-same = more than one RisiKo! at the same table: only one player completes the objective
format-eliminated-player-has-0-table-points = an eliminated player has 0 table points, not { $points }
format-elimination-counts-only-in-gufo-formats = elimination counts only in the Gufo formats
format-elimination-order-is-invalid-or-repeated = elimination order { $order } is invalid or repeated (1 = eliminated last)
format-everyone-has-0-points-game-always = everyone has 0 points: a game always has points
format-everyone-is-marked-eliminated-at-least = everyone is marked eliminated: at least one player survives
format-are-level-enter = { $names } are level: enter { $by }
format-tie-order-is-used-twice = tie order { $order } is used twice
format-play-order-is-used-twice = play order { $order } is used twice
format-play-order-is-outside-tables-seats = play order { $order } is outside the table's seats
format-outcome-of-game-is-missing-world = the outcome of the game is missing (world conquest, RisiKo!, points, abandon)
format-outcome-names-seat-which-table-does = the outcome names seat { $seat }, which the table does not have
format-on-points-outcome-names-as-winner = the “on points” outcome names as winner the player with fewer table points: on points the player with more wins (by 1–10 points too)
format-risiko-is-marked-for-one-player = the RisiKo! is marked for one player but the outcome gives the win to the other: a game has one winner
format-game-outcome-counts-only-in-testa = a game outcome counts only in Testa a testa
format-discs-game-has-at-most = { $sum } = { $total } discs: a game has at most { $max }
format-board-holds-in-all = { $sum } = { $total } { $words }: the board holds { $max } in all
format-several-players-at-victory-points-or = several players at { $end } victory points or more: the game ends as soon as the first reaches them
format-one-player-scores-at-most = { $points } { $words }: one player scores at most { $max }
format-this-format-has-no-risiko = this format has no RisiKo!
format-100-table-points-without-risiko-is = 100 table points without RisiKo!: is it a RisiKo! (objective completed)? Tick R! or confirm the 100 points
format-all-players-have-under-10-table = all { $seats } players have under 10 table points: confirm?
format-round-table-ids-game-cannot-be = Round { $round }, table { $table } (IDs { $ids }): the game cannot be ranked: { $error }
format-black-white-discs-game-has-at = Black { $black } + White { $white } = { $sum } discs: a game has at most 64
format-is-not-whole-number-of-discs = "{ $text }" is not a whole number of discs (0–64)
format-final-level-on-points-disc-total = final level on points: the disc total decides
format-final-level-on-points-and-discs = final level on points and discs: the better Swiss place decides

format-round-swiss-pairing = Round { $number }: Swiss pairing
format-round-alla-greca-players-of-round = Round { $number } "alla greca": the players of round { $number2 }'s table k, in their finishing order, go to tables k, k+1, k+2…
format-round-by-standings-with-tables-table = Round { $number } by standings: with { $n } tables, table t gets positions t, t+{ $n }, t+{ $n2 }…
format-two-players-with-2-wins-go = Two players with 2 wins ({ $direct_names }) go straight to the final; 2 semifinals for positions { $from }–{ $to }
format-players-played-both-games-top-two = { $q } players played both games: the top two ({ $direct_names }) go straight to the final; 2 semifinals for positions { $from }–{ $to }
format-one-player-with-2-wins-goes = One player with 2 wins ({ $direct_names }) goes straight to the final; 3 semifinals for positions { $from }–{ $to }
format-2nd-and-3rd-level-with-2 = 2nd and 3rd level with 2 wins: only the first ({ $direct_names }) goes to the final; 3 semifinals for positions { $from }–{ $to }
format-nobody-has-2-wins-4-semifinals = Nobody has 2 wins: 4 semifinals for positions { $from }–{ $to }
format-first-three-are-level-with-2 = The first three are level with 2 wins: 4 semifinals for positions { $from }–{ $to }
format-direct-finalist-withdrew-before-semifinals-4 = A direct finalist withdrew before the semifinals: 4 semifinals are played, positions { $from }–{ $to }
format-semifinals-top-16-after-round-in = Semifinals: the top 16 after round { $number } in 4 bands, positions { $from }–{ $to }
format-4-semifinals-for-positions = 4 semifinals for positions { $from }–{ $to }
format-game-tables-by-standings-positions-1 = Game { $number }: tables by standings (positions 1–4 at table 1, the next at table 2, …)
format-final-top-still-in-tournament = Final: the top { $n } still in the tournament ({ $finalists })
format-round-rematch-of-round-same-pairs = Round { $number }: rematch of round { $number2 }, the same pairs
format-semifinals-1st-v-4th-2nd-v = Semifinals: 1st v 4th, 2nd v 3rd (game and rematch, the higher sum goes through)

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
format-ordinal = { $n }{ $en_ordinal ->
        [one] st
        [two] nd
        [few] rd
       *[other] th
    }
format-final-semifinal-winners = Final: the semifinal winners
format-finals-parallel-semifinal-winners = Finals ({ $finals } parallel finals): the semifinal winners
format-final-direct-and-semifinal-winners = Final: { $names } and the semifinal winners
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
format-level-goes-through-placed-higher = { $first } and { $second } level ({ $sum }–{ $sum }): { $through } goes through, placed higher in the standings ({ $higher } against { $lower })
