# Words of draw.

draw-report-heading = Turno { $round }: conflitti per priorità{"\u000A"}
draw-fours-only = solo tavoli da 4
draw-fours-and-fives = tavoli da 4 e da 5
draw-fours-one-five-ghosts = tavoli da 4, un 5 o tavoli da 3 con fantasma
draw-three-to-five = tavoli da 3 a 5
draw-pairs = coppie
draw-fours-and-threes = tavoli da 4 e da 3
draw-pairs-one-three = coppie, un tavolo da 3 se dispari
draw-fours-wrong-count = { $players } giocatori non si dividono in tavoli da 4 (ne avanzano { $remainder }): servono { $fewer } o { $more } giocatori
draw-too-few-players = { $players } giocatori sono troppo pochi per il piano «{ $plan }»: ne servono almeno { $least }
draw-plan-remainder-unseatable = { $players } giocatori non si siedono a { $plan } (il resto { $remainder } non trova posto): servono { $fewer } o { $more } giocatori
draw-proven = , dimostrato
draw-table = Tavolo N°
draw-report-proven-optimal = {"  "}Ottimo dimostrato: ogni conflitto rimasto è inevitabile.{"\u000A"}
draw-report-not-proven = {"  "}Ottimo non dimostrato.{"\u000A"}
draw-round-reason = turno { $round }: { $reason }
