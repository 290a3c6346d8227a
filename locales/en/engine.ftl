# The engine's words (journal, formats, draw, files), in English.
# Every message has the same name and the same variables in every language: the build checks it.

## Why a change to the tournament is refused (journal::ModelError)

model-duplicate-id = ID { $id } is already used by another player
model-invalid-id = The ID must be a positive whole number
model-missing-name = Player { $id }: first and last name are required
model-unknown-player = No player with ID { $id }
model-player-has-played = Player { $id } has already played: he cannot be removed. To withdraw him, untick “Takes part”: he will not be drawn again and his games stay.
model-unknown-round = Round { $round } does not exist
model-unknown-table = Round { $round }: table { $table } does not exist
model-round-out-of-order = The next round is { $expected }, not { $got }
model-round-locked = Round { $round } is locked: play has started
model-round-has-results = Round { $round } already has scores
model-not-last-round = Only the last round can be redrawn or deleted, not round { $round }
model-bad-seating = Round { $round }: player { $player } is seated twice or not registered
model-wrong-seat-count = Round { $round }, table { $table }: { $got } results for { $expected } seats
model-impossible-results = Round { $round }, table { $table } ({ $who }): impossible result: { $why }
model-unscorable = Round { $round }, table { $table } ({ $who }): incomplete result, the game cannot be ranked: { $why }
model-empty-name = The tournament needs a name
model-unknown-format = Unknown format “{ $id }”: the file may come from a newer Raduno
model-bad-format = Invalid format: { $problems }
model-nothing-to-undo = Nothing to undo
model-nothing-to-redo = Nothing to redo
model-unknown-event = No operation { $id } in the journal

## A player at the table, in the sentences above

seated-player = { $name } ({ $id })
