# Words of journal.

journal-round-not-drawn-yet = {" "}(round { $round }, not drawn yet)
journal-now-won-by = now won by { $now_winners }
journal-no-longer-won-by = no longer won by { $no_longer }
journal-impact-winners-apart = drawn keeping round { $round }'s winners apart: { $parts }
journal-standings-bands-change = the standings bands change
journal-impact-tables-change = the tables the rules give change
journal-correction = CORRECTION —
journal-was = was
journal-impact-after-later-draws = , after later rounds were drawn
journal-round-locked = Round { $round } locked: results read-only
journal-round-unlocked = Round { $round } unlocked: results can be corrected
journal-first-name = first name
journal-last-name = last name
journal-region = region
journal-takes-part = takes part
journal-prior-ranking = prior ranking
journal-yes = yes
journal-no = no
journal-text = “{ $value }”
journal-impact-round-stale = Round { $round }{ $count ->
        [0] {""} no longer follow the rules
        [one] , table { $tables } no longer follow the rules
       *[other] , tables { $tables } no longer follow the rules
    }
journal-more-players-move = { $count ->
        [one] … and one more player moves in the standings
       *[other] … and { $count } more players move in the standings
    }
