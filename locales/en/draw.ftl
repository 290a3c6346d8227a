# Words of draw.

draw-report-heading = Round { $round }: conflicts by priority{"\u000A"}
draw-fours-only = fours only
draw-fours-and-fives = fours and fives
draw-fours-one-five-ghosts = fours, one five, ghosts
draw-three-to-five = three to five
draw-pairs = pairs
draw-fours-and-threes = fours and threes
draw-pairs-one-three = pairs, one table of 3 when odd
draw-fours-wrong-count = { $players } players do not split into tables of 4 ({ $remainder } left over): { $fewer } or { $more } players would work
draw-too-few-players = { $players } players are too few for the plan “{ $plan }”: at least { $least } are needed
draw-plan-remainder-unseatable = { $players } players cannot be seated at { $plan } (the remainder { $remainder } finds no place): { $fewer } or { $more } players would work
draw-proven = , proven
draw-table = Table
draw-report-proven-optimal = {"  "}Proven optimal: every remaining conflict is unavoidable.{"\u000A"}
draw-report-not-proven = {"  "}Not proven optimal.{"\u000A"}
draw-round-reason = round { $round }: { $reason }
