# Words of the table rating: players rated from the order of every table.

table-rating-with-ranking = "rating" does not go with "ranking": a circuit is one or the other
table-rating-unknown = unknown rating: { $value } (the only one is "weng-lin")
table-rating-title = Rating
table-rating-rating = Rating
table-rating-games = Games
table-rating-provisional = provisional
table-rating-note = Note
table-rating-unrated = No games
table-rating-unrated-heading = {"\u000A"}No rated games (no table with a result):
table-rating-no-games = No table with a result in these tournaments: nobody to rate yet.
table-rating-tournaments-without-games = No table with a result, not counted: { $tournaments }
table-rating-game-line = { $tournament }, round { $round }, table { $table }: { $place } of { $players } (expected { $expected }) { $change }
ui-ranking-kind-rating = Players' rating (Weng–Lin)
ui-table-rating-hint = The rating comes from the order of every table, round after round (Weng–Lin, Bradley–Terry pairs): rating = μ − 3σ, provisional under 5 games. Touch a player for his games.
ui-table-rating-mu = μ
ui-table-rating-sigma = σ
ui-table-rating-games-of = Games of { $name }
ui-table-rating-tournament = Tournament
ui-table-rating-round = Round
ui-table-rating-table = Table
ui-table-rating-place = Place
ui-table-rating-expected = Expected
ui-table-rating-change = Change
ui-table-rating-show-games = Games
ui-table-rating-close-games = Close
