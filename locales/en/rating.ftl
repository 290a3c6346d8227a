# Words of rating.

rating-it-is-not-utf-8-text = it is not UTF-8 text
rating-steps = {"\u000A"}Steps:{"\u000A"}
rating-2-provisional-pp-pr = 2. Provisional (PP): ({ $old } × { $previous_games } + PR { $performance } × { $games }) / { $all_games } = { $rating }
rating-3-stable-ep-tpe-tvp-sptpe = 3. Stable (EP): TPE { $tpe }, TVP { $tvp }, SPTPE { $sptpe }, SPTP { $sptp } → { $old } { $change_ } = { $rating }
rating-4-feedback-from = 4. Feedback: +{ $points } from { $list }
rating-player-appears-twice-in-list = Player "{ $name }" appears twice in the list
