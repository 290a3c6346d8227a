# The journal's operations (journal::Event), as the director reads them.

event-created = Created tournament “{ $name }” ({ $format })
event-settings-changed = Settings changed: “{ $name }”, { $format }
event-player-added = Registered { $name } (ID { $id })
event-player-edited = Edited { $name } (ID { $id })
event-player-removed = Removed player ID { $id }
event-participating = ID { $id } takes part
event-not-participating = ID { $id } no longer takes part
event-check-in-present =
    Check-in: { $count ->
        [one] 1 player present
       *[other] { $count } players present
    }
event-check-in-absent =
    Check-in: { $count ->
        [one] 1 player absent
       *[other] { $count } players absent
    }
event-players-imported =
    Imported “{ $source }”: { $added ->
        [one] 1 player added
       *[other] { $added } players added
    }, { $updated } updated
event-round-drawn =
    { $again ->
        [yes] Redrew
       *[no] Drew
    } round { $round } ({ $tables ->
        [one] 1 table
       *[other] { $tables } tables
    }, seed { $seed })
event-with-conflicts = { $what }: { $conflicts }
event-round-deleted = Deleted round { $round }
event-seats-swapped = Round { $round }: swapped players { $a } and { $b }
event-seat-set = Round { $round }: player { $player } at table { $table }, seat { $seat }
event-round-locked = Round { $round } locked: play started
event-round-unlocked = Round { $round } unlocked
event-table-results = Round { $round }, table { $table }: { $unit } { $points }
event-points = points
event-imported =
    Imported “{ $source }”: { $players ->
        [one] 1 player
       *[other] { $players } players
    }, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
event-undone = Operation { $id } undone
event-decided-keep = Conflict decided: version { $id } stands
event-decided-drop =
    Conflict decided: { $count ->
        [one] 1 operation
       *[other] { $count } operations
    } left out
