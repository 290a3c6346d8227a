# The workbooks clubs already have (GestioneRaduno, GestioneTorneo).
legacy-cli-played-round-breaks-draw-rules = note: round { $round } is already played and stays as it is (it is history), but its tables do not follow the format's draw rules:{"\u000A"}
legacy-ui-played-round-breaks-draw-rules = Round { $number } is already played and stays as it is, but these tables do not follow the format's draw rules (drawn by hand, by another program, or an earlier round corrected afterwards):
legacy-circuit-rounds-from-file = «{ $tournament }»: { $rounds } rounds, those in the file (the tournament does not say how many rounds it plans)
legacy-circuit-rounds-whole-number = must be a whole number of rounds from 1 to 100: { $value }
legacy-circuit-unknown-tournament-field = unknown field (fields: weight, format, rounds)
legacy-ui-rounds-from-file = { $rounds } rounds, those in the file
legacy-lot-decided-place = At place { $position } { $level } were level: no criterion separates them and the recorded lot chose { $chosen } for round { $round }
legacy-ui-lots-title = Places decided by the lot
legacy-ui-format-assumed = the workbook does not name its format and was read as { $format }: if the tournament had another, choose it in «Workbooks' format» and add the file again
legacy-io-half-filled-table = round { $round }, table { $table }: incomplete game, the points of { $missing } are missing (a table not yet played has every points cell blank or 0)
