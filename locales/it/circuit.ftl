# Words of circuit.

circuit-cannot-read = impossibile leggere «{ $rules }»: { $error }
circuit-no-tournament-file = nessun torneo (FILE...)
circuit-same-name-another-club = stesso nome, altro club
circuit-first-and-last-name-swapped = nome e cognome invertiti
circuit-names-one-letter-apart = nomi diversi per una lettera
circuit-nickname-equal-to-name = soprannome uguale al nome
circuit-counted-results-dropped = Risultati contati [scartati]
circuit-unranked-fewer-tournaments-than-minimum = {"\u000A"}Non classificati (meno tornei del minimo):{"\u000A"}
circuit-maybe-same-person-decide-with-same = {"\u000A"}Forse la stessa persona (decidere con "same" o "apart" nelle regole):{"\u000A"}
circuit-note = Nota
circuit-results-dropped-struck-out = Risultati (scartati barrati)
