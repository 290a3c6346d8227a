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
model-not-part-of-command = This change cannot be part of another
model-unknown-event = No operation { $id } in the journal
model-workbook-kept-too-large = The parts of the workbook to write back as read are out of bounds: { $detail }

## A player at the table, in the sentences above

seated-player = { $name } ({ $id })
engine-rules-refused = rules refused
engine-circuit-tournament-unfinished = “{ $tournament }”: the tournament has no final standings yet (rounds or a final still to play): not added
engine-circuit-file-unreadable = “{ $file }”: cannot be read: { $reason }
engine-circuit-tournament-duplicate = “{ $tournament }” is already in the circuit
engine-circuit-word = circuit
engine-check-round-missing = there is no round { $round } (rounds in the workbook: { $rounds })
engine-draw-no-players = Round { $round }: no players to draw
engine-draw-unknown-player = Round { $round }: no player with ID { $player }
engine-draw-player-not-taking-part = Round { $round }: player { $player } does not take part in the tournament
engine-draw-player-twice = Round { $round }: player { $player } is listed twice
engine-draw-semifinal-group-uneven = Round { $round }, group { $group }: { $players } semifinalists do not fill tables of 4 (a multiple of 4 is needed)
engine-random-draw = random draw
engine-no-club = no club
engine-import-roster-unchanged = No changes to the players
engine-no-changes = No changes
engine-tournament-settings-changed = Tournament settings changed
engine-place-sheet = sheet “{ $sheet }”
engine-place-row = row { $row }
engine-backup-schema-missing = the schema version is missing
engine-damaged-header = its header
engine-damaged-packing = its characters
engine-damaged-compressed = its compressed data
engine-backup-wrong-format = the text is not in the backup format{ $at }
engine-backup-value-invalid = a value{ $field } is missing or not of the expected kind{ $at }
engine-stored-entry-damaged = The stored entry is damaged ({ $what } cannot be read): download it and restore a backup
engine-backup-table-unrankable = Round { $round }, table { $table } ({ $who }): the game cannot be ranked ({ $why }). Nothing was restored: order the table in the tournament the backup comes from and save it again
engine-rating-no-games = No games to rate
engine-rating-rounds-invalid = The number of rounds must be at least 1
engine-rating-step-no-opponent = no rated opponent: starts from { $first }
engine-rating-step-unrated = 1. Unrated (UP): { $start }; { $iterations } iterations → { $rating }
engine-rating-step-loss-cap = 5. Loss cap: { $change } capped at −{ $cap }
engine-rating-already-applied = This tournament has already been applied to the list (key { $key })
engine-storage-full = The browser's storage is full: the last change was NOT saved and is not applied; the tournament is as it was when last saved. Download the backup (it holds the change too), then free space by deleting an old tournament below and make the change again.
engine-changed-in-other-tab = This tournament was changed in another tab: that version is now loaded.
engine-storage-disabled = The browser does not allow saving (local storage is off): the last change is not applied. Download a backup so as not to lose the tournament.

# Messages said one after the other (a list of priorities, of notes).
engine-list = { $items }
model-club-format-unreadable = The club format's definition cannot be read
