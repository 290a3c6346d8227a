# Words of rating.

rating-it-is-not-utf-8-text = it is not UTF-8 text
rating-steps = {"\u000A"}Steps:{"\u000A"}
rating-2-provisional-pp-pr = 2. Provisional (PP): ({ $old } × { $previous_games } + PR { $performance } × { $games }) / { $all_games } = { $rating }
rating-3-stable-ep-tpe-tvp-sptpe = 3. Stable (EP): TPE { $tpe }, TVP { $tvp }, SPTPE { $sptpe }, SPTP { $sptp } → { $old } { $change_ } = { $rating }
rating-4-feedback-from = 4. Feedback: +{ $points } from { $list }
rating-player-appears-twice-in-list = Player "{ $name }" appears twice in the list
rating-game-problem = Game { $row }: { $problem }
rating-file-problem = Row { $line }, column "{ $column }": { $problem }

rating-players-name-is-missing = a player's name is missing
rating-player-against-himself = a player against himself
rating-round-outside-1 = round { $round } outside 1..{ $rounds }
rating-discs-exceed-64 = { $black_discs } + { $white_discs } discs exceed 64
rating-file-is-empty = the file is empty
rating-name-column-is-missing = the name column is missing
rating-is-not-rating-whole-number = "{ $value }" is not a rating (a whole number)
rating-category-expected-s-or-p = category "{ $value }": expected S or P
rating-is-not-number-of-games = "{ $value }" is not a number of games
rating-name-is-missing = the name is missing
rating-unreadable-xlsx-file = unreadable xlsx file: { $error }
rating-xlsx-writing-failed = xlsx writing failed: { $error }
rating-no-sheet = no sheet
rating-column-is-missing = the column "{ $best }" is missing
rating-is-not-non-negative-whole-number = "{ $best }" is not a non-negative whole number
rating-player-is-missing = the player is missing
rating-first-approximation = first approximation { $first } from { $games ->
        [one] 1 game
       *[other] { $games } games
    } against rated players
rating-not-an-xlsx-file = not an xlsx file
rating-too-many-rows = { $sheet }: more than { $most } rows
rating-too-many-columns = { $sheet }: { $count } recognised columns
