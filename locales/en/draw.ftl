# Words of draw.

draw-round-conflicts-by-priority = Round { $round }: conflicts by priority{"\u000A"}
draw-fours-only = fours only
draw-fours-and-fives = fours and fives
draw-fours-one-five-ghosts = fours, one five, ghosts
draw-three-to-five = three to five
draw-pairs = pairs
draw-fours-and-threes = fours and threes
draw-pairs-one-table-of-3-when = pairs, one table of 3 when odd
draw-players-do-not-split-into-tables = { $players } players do not split into tables of 4 ({ $remainder } left over): { $fewer } or { $more } players would work
draw-players-are-too-few-for-plan = { $players } players are too few for the plan “{ $plan }”: at least { $least } are needed
draw-players-cannot-be-seated-at-remainder = { $players } players cannot be seated at { $plan } (the remainder { $remainder } finds no place): { $fewer } or { $more } players would work
draw-proven = , proven
draw-table = Table
draw-proven-optimal-every-remaining-conflict-is = {"  "}Proven optimal: every remaining conflict is unavoidable.{"\u000A"}
draw-not-proven-optimal = {"  "}Not proven optimal.{"\u000A"}
draw-round-reason = round { $round }: { $reason }
