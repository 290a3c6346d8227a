# Words of devices.

devices-this-device = This device
devices-name = Name
devices-name-placeholder = e.g. Laptop, Phone
devices-save = Save
devices-exchange-by-file = Exchange by file
devices-file-exchange-hint = No network needed: save the changes to a USB stick or a shared folder, then receive them on the other device (and the other way round).
devices-send-changes = Send changes
devices-receive-changes = Receive changes (.json)
devices-server-heading = Club's CouchDB server
devices-server-hint = Optional. With an address, changes come and go by themselves every few seconds; without a network work goes on and catches up when the server answers.
devices-server-address-label = Address (e.g. http://192.168.1.10:5984/raduno)
devices-save-and-sync = Save and sync
devices-receive-from-another-device = Receive from another device
devices-changes-file-label = Changes file (.raduno-changes.json)
devices-nothing-new = No new changes: this device already has everything.
devices-merge-and-save = Merge and save
devices-cancel = Cancel
devices-conflicts-to-decide = Conflicts to decide
devices-keep-this-one = Keep this one
devices-keep-applied = Keep what is applied (leave this out)
devices-one-conflict-after-merge = ⚠ 1 conflict to decide after merging changes
devices-changes-other-tournament = These changes belong to another tournament (“{ $theirs }”), not “{ $ours }”: nothing changed.
devices-operation-differs = Operation { $id } differs between the two copies (a file edited by hand?): nothing changed.
devices-operation-missing = The file lacks operation { $needs }, which { $entry } was made on: ask the other device to send all its changes. Nothing changed.
devices-not-changes-file = This is not a Raduno changes file ({ $why }): nothing changed.
devices-send-only-missing = Send { $name } only what it lacks ({ $count })
devices-file-merged = “{ $file }”: { $count } changes merged and saved
devices-merge-conflicts-left = After the merge: { $conflicts } conflicts to decide.
devices-conflict-two-versions = Round { $round }, table { $table }: two versions of the results
devices-use-other-version = Use { $root_device }'s instead (leaving out { $rival_device }'s and what was made on it)
devices-not-applied = Not applied: { $what }
devices-with-later-operations = With the { $count } operations made after it on that device.
devices-server-unreachable = Server not reachable ({ $why }): working without it, trying again shortly.
devices-conflicts-after-merge = ⚠ { $count } conflicts to decide after merging changes
devices-file-lacks-creation = “{ $file }”: the file lacks the tournament's creation; ask the other device to send all its changes.
devices-file-tournament-received = “{ $file }”: tournament received and saved
devices-changes-do-not-apply = The changes received do not apply (operation { $index }): { $error }. Nothing changed.
devices-first-device = first device
devices-name-saved = Device name saved
devices-new-changes =
    { $count ->
        [one] 1 new change:
       *[other] { $count } new changes:
    }
devices-synced = Synced at { $at }: { $sent } sent, { $got } received.
devices-corrected-while-locked = Round { $round }, table { $table }: corrected while another device locked the round
devices-locked-by = Round locked by { $who }; if the correction is wrong, unlock and correct the table again.
devices-correction-is-right = The correction is right
devices-receive-from-server = Receive from a CouchDB server
devices-show-tournaments-on-server = Show the server's tournaments
devices-server-holds-nothing = The server holds no Raduno tournament.
