# Words of rating.

rating-not-utf8 = it is not UTF-8 text
rating-steps = {"\u000A"}Steps:{"\u000A"}
rating-step-provisional = 2. Provisional (PP): ({ $old } × { $previous_games } + PR { $performance } × { $games }) / { $all_games } = { $rating }
rating-step-stable = 3. Stable (EP): TPE { $tpe }, TVP { $tvp }, SPTPE { $sptpe }, SPTP { $sptp } → { $old } { $change_ } = { $rating }
rating-step-feedback = 4. Feedback: +{ $points } from { $list }
rating-list-duplicate-player = Player "{ $name }" appears twice in the list
rating-game-problem = Game { $row }: { $problem }
rating-file-problem = Row { $line }, column "{ $column }": { $problem }

rating-players-name-is-missing = a player's name is missing
rating-player-against-himself = a player against himself
rating-game-round-out-of-range = round { $round } outside 1..{ $rounds }
rating-game-too-many-discs = { $black_discs } + { $white_discs } discs exceed 64
rating-file-is-empty = the file is empty
rating-list-name-column-missing = the name column is missing
rating-list-rating-invalid = "{ $value }" is not a rating (a whole number)
rating-list-category-invalid = category "{ $value }": expected S or P
rating-list-games-invalid = "{ $value }" is not a number of games
rating-name-is-missing = the name is missing
rating-unreadable-xlsx-file = unreadable xlsx file: { $error }
rating-xlsx-writing-failed = xlsx writing failed: { $error }
rating-no-sheet = no sheet
rating-column-is-missing = the column "{ $best }" is missing
rating-list-count-invalid = "{ $best }" is not a non-negative whole number
rating-player-is-missing = the player is missing
rating-first-approximation = first approximation { $first } from { $games ->
        [one] 1 game
       *[other] { $games } games
    } against rated players
rating-not-an-xlsx-file = not an xlsx file
rating-too-many-rows = { $sheet }: more than { $most } rows
rating-too-many-columns = { $sheet }: { $count } recognised columns
