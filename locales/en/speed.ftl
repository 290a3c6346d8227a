# Words of the round page's speed work: the conflict summary, the draw in progress, the
# notices' close button, the demo's names.

speed-table-number = Table { $number }
speed-conflicts-left = Conflicts left:
speed-no-conflict-left = none
speed-and-more = and { $count } more
speed-show-all = show all ({ $count })
speed-drawing = Drawing…
speed-close = Close
speed-demo-name = Demo tournament
speed-demo-venue = Test club
