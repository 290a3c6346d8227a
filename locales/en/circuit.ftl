# Words of circuit.

circuit-cannot-read = cannot read “{ $rules }”: { $error }
circuit-no-tournament-file = no tournament (FILE...)
circuit-same-name-another-club = same name, another club
circuit-first-and-last-name-swapped = first and last name swapped
circuit-names-one-letter-apart = names one letter apart
circuit-nickname-equal-to-name = nickname equal to the name
circuit-counted-results-dropped = Counted results [dropped]
circuit-unranked-fewer-tournaments-than-minimum = {"\u000A"}Unranked (fewer tournaments than the minimum):{"\u000A"}
circuit-maybe-same-person-decide-with-same = {"\u000A"}Maybe the same person (decide with "same" or "apart" in the rules):{"\u000A"}
circuit-note = Note
circuit-results-dropped-struck-out = Results (dropped struck out)
