# The director's evening: corrections that save by keyboard and are never left behind
# unnoticed, settings the format obeys, paper and projector words.

evening-impact-keys = Enter: confirm and save · Esc: cancel
evening-unsaved-head = Scores typed but not saved: the standings do not count them yet.
evening-unsaved-round = Round { $number }: { $count ->
    [one] table
   *[other] tables
} { $tables }
evening-unsaved-go = Go to round { $number }
evening-planned-fixed-finals = The { $format } format plays { $qualifying } qualifying rounds, then semifinals and final: the number is the format's, not a setting.
evening-planned-fixed = The { $format } format plays { $rounds } rounds: the number is the format's, not a setting.
evening-planned-evenings = Evenings of a game and a rematch: an odd number counts as the next even one (at least 2).
evening-planned-not-used = Planned rounds { $planned }: the { $format } format plays { $qualifying } qualifying rounds, then semifinals and final; the workbook's number is not used.
evening-sheet-title = Round { $round } - Table { $table }
evening-outside-short = Out.
evening-key-outside = O
evening-key-play-order = P
evening-key-tie = T
evening-xlsx-pos = Pos.
evening-xlsx-first = First name
evening-xlsx-last = Last name
evening-xlsx-nick = Nick
evening-xlsx-club = Club or family
evening-round-points-short = R{ $round }
evening-wins-total = Wins
evening-points-total = Total
evening-planned-read-as = Planned rounds { $planned }: the { $format } format plays evenings of a game and a rematch, so { $games } games.
