# Words of the national ranking and the federation's database.

ranking-drop-category-limit = past the best { $best } of { $category }
ranking-drop-round-cap = past the cap of { $cap } rounds
ranking-drop-too-few-tables = fewer than { $min } tables ({ $tables })
ranking-drop-other-year = another year ({ $year })
ranking-drop-no-date = no first round date
ranking-drop-category-not-ranked = category «{ $category }» not in the ranking
ranking-drop-no-category = no category given
ranking-year-invalid = not a valid year: { $value } (a whole year, from { $first })
ranking-unknown = unknown ranking: { $value } (the only one is "nazionale")
ranking-year-alone = "year" goes only with "ranking": "nazionale"
ranking-title = National ranking { $year }
ranking-unranked-heading = {"\u000A"}No national ID (not ranked):{"\u000A"}
ranking-limits = Rules of { $from }: { $limits }
ranking-limit-best = { $category } best { $best } of { $tournaments } tournaments
ranking-limit-all = { $category } all { $tournaments } tournaments
ranking-limit-cap = { $category } up to { $cap } rounds ({ $tournaments } tournaments)
ui-ranking-kind = Kind
ui-ranking-kind-circuit = Circuit (own rules)
ui-ranking-kind-national = National ranking
ui-ranking-year = Year
ui-ranking-national-id = National ID
ui-ranking-unranked = No national ID (not ranked)
