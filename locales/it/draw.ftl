# Words of draw.

draw-round-conflicts-by-priority = Turno { $round }: conflitti per priorità{"\u000A"}
draw-fours-only = solo tavoli da 4
draw-fours-and-fives = tavoli da 4 e da 5
draw-fours-one-five-ghosts = tavoli da 4, un 5 o tavoli da 3 con fantasma
draw-three-to-five = tavoli da 3 a 5
draw-pairs = coppie
draw-fours-and-threes = tavoli da 4 e da 3
draw-pairs-one-table-of-3-when = coppie, un tavolo da 3 se dispari
draw-players-do-not-split-into-tables = { $players } giocatori non si dividono in tavoli da 4 (ne avanzano { $remainder }): servono { $fewer } o { $more } giocatori
draw-players-are-too-few-for-plan = { $players } giocatori sono troppo pochi per il piano «{ $plan }»: ne servono almeno { $least }
draw-players-cannot-be-seated-at-remainder = { $players } giocatori non si siedono a { $plan } (il resto { $remainder } non trova posto): servono { $fewer } o { $more } giocatori
draw-proven = , dimostrato
draw-table = Tavolo N°
draw-proven-optimal-every-remaining-conflict-is = {"  "}Ottimo dimostrato: ogni conflitto rimasto è inevitabile.{"\u000A"}
draw-not-proven-optimal = {"  "}Ottimo non dimostrato.{"\u000A"}
draw-round-reason = turno { $round }: { $reason }
