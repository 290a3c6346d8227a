# Words of rating.

rating-it-is-not-utf-8-text = non è testo UTF-8
rating-steps = {"\u000A"}Passi:{"\u000A"}
rating-2-provisional-pp-pr = 2. Provvisorio (PP): ({ $old } × { $previous_games } + PR { $performance } × { $games }) / { $all_games } = { $rating }
rating-3-stable-ep-tpe-tvp-sptpe = 3. Stabile (EP): TPE { $tpe }, TVP { $tvp }, SPTPE { $sptpe }, SPTP { $sptp } → { $old } { $change_ } = { $rating }
rating-4-feedback-from = 4. Feedback: +{ $points } da { $list }
rating-player-appears-twice-in-list = Il giocatore «{ $name }» compare due volte nella lista
