# The language itself, said in it: its own name (on its button), its decimal separator, and the
# languages the command line takes.
language-own-name = English
language-decimal-separator = .
language-codes-available = languages: { $codes }

# A correction moves players into or out of a later phase (journal/impact/): who leaves, who enters.
impact-leaves-and-is-replaced = { $leaving } { $phase ->
        [final] leaves the final
       *[semifinal] leaves the semifinals
    }, replaced by { $entering }{ $suffix }
impact-leaves = { $player } { $phase ->
        [final] leaves the final
       *[semifinal] leaves the semifinals
    }{ $suffix }
impact-enters = { $player } { $phase ->
        [final] enters the final
       *[semifinal] enters the semifinals
    }{ $suffix }
