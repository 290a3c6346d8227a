# The language itself, said in it: its own name (on its button), its decimal separator, and the
# languages the command line takes.
language-own-name = Italiano
language-decimal-separator = ,
language-codes-available = lingue disponibili { $codes }

# A correction moves players into or out of a later phase (journal/impact/): who leaves, who enters.
impact-leaves-and-is-replaced = { $leaving } { $phase ->
        [final] esce dalla finale
       *[semifinal] esce dalle semifinali
    }, entra { $entering }{ $suffix }
impact-leaves = { $player } { $phase ->
        [final] esce dalla finale
       *[semifinal] esce dalle semifinali
    }{ $suffix }
impact-enters = { $player } { $phase ->
        [final] entra in finale
       *[semifinal] entra in semifinale
    }{ $suffix }
