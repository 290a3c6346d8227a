# Words of the round page's speed work: the conflict summary, the draw in progress, the
# notices' close button, the demo's names.

speed-table-number = Tavolo N°{ $number }
speed-conflicts-left = Conflitti rimasti:
speed-no-conflict-left = nessuno
speed-and-more = e altri { $count }
speed-show-all = mostra tutti ({ $count })
speed-drawing = Sorteggio in corso…
speed-close = Chiudi
speed-demo-name = Torneo dimostrativo
speed-demo-venue = Circolo di prova
