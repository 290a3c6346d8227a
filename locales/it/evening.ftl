# The director's evening: corrections that save by keyboard and are never left behind
# unnoticed, settings the format obeys, paper and projector words.

evening-impact-keys = Invio: conferma e salva · Esc: annulla
evening-unsaved-head = Punteggi scritti ma non salvati: la classifica non li conta ancora.
evening-unsaved-round = Turno { $number }: { $count ->
    [one] tavolo
   *[other] tavoli
} { $tables }
evening-unsaved-go = Vai al turno { $number }
evening-planned-fixed-finals = La formula { $format } gioca { $qualifying } turni di qualificazione, poi semifinali e finale: il numero è della formula, non si imposta.
evening-planned-fixed = La formula { $format } gioca { $rounds } turni: il numero è della formula, non si imposta.
evening-planned-evenings = Serate di andata e ritorno: un numero dispari vale il pari successivo (almeno 2).
evening-planned-not-used = Numero turni previsti { $planned }: la formula { $format } gioca { $qualifying } turni di qualificazione, poi semifinali e finale; il numero della cartella non è usato.
evening-sheet-title = Turno { $round } - Tavolo N°{ $table }
evening-outside-short = F.O.
evening-key-outside = F
evening-key-play-order = O
evening-key-tie = P
evening-xlsx-pos = Pos.
evening-xlsx-first = Nome
evening-xlsx-last = Cognome
evening-xlsx-nick = Nick
evening-xlsx-club = Club o Famiglia
evening-round-points-short = pt{ $round }
evening-wins-total = v tot
evening-points-total = pt tot
evening-planned-read-as = Numero turni previsti { $planned }: la formula { $format } gioca serate di andata e ritorno, quindi { $games } partite.
