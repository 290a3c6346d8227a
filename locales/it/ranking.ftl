# Words of the national ranking and the federation's database.

ranking-drop-category-limit = oltre i migliori { $best } di { $category }
ranking-drop-round-cap = oltre il tetto di { $cap } turni
ranking-drop-too-few-tables = meno di { $min } tavoli ({ $tables })
ranking-drop-other-year = altro anno ({ $year })
ranking-drop-no-date = senza data del primo turno
ranking-drop-category-not-ranked = categoria «{ $category }» fuori dal ranking
ranking-drop-no-category = categoria non indicata
ranking-year-invalid = anno non valido: { $value } (un anno intero, dal { $first })
ranking-unknown = ranking sconosciuto: { $value } (l'unico è "nazionale")
ranking-year-alone = "year" vale solo con "ranking": "nazionale"
ranking-title = Ranking nazionale { $year }
ranking-unranked-heading = {"\u000A"}Senza ID nazionale (non classificati):{"\u000A"}
ranking-limits = Regole { $from }: { $limits }
ranking-limit-best = { $category } { $best } migliori su { $tournaments } tornei
ranking-limit-all = { $category } tutti i { $tournaments } tornei
ranking-limit-cap = { $category } fino a { $cap } turni ({ $tournaments } tornei)
ui-ranking-kind = Tipo
ui-ranking-kind-circuit = Circuito (regole proprie)
ui-ranking-kind-national = Ranking nazionale
ui-ranking-year = Anno
ui-ranking-national-id = ID nazionale
ui-ranking-unranked = Senza ID nazionale (non classificati)
