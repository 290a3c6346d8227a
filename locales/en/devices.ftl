# Words of devices.

devices-this-device = This device
devices-name = Name
devices-e-g-laptop-phone = e.g. Laptop, Phone
devices-save = Save
devices-exchange-by-file = Exchange by file
devices-no-network-needed-save-the-changes = No network needed: save the changes to a USB stick or a shared folder, then receive them on the other device (and the other way round).
devices-send-changes = Send changes
devices-receive-changes = Receive changes
devices-club-s-couchdb-server = Club's CouchDB server
devices-optional-with-an-address-changes-come = Optional. With an address, changes come and go by themselves every few seconds; without a network work goes on and catches up when the server answers.
devices-address-e-g-http-192-168 = Address (e.g. http://192.168.1.10:5984/raduno)
devices-save-and-sync = Save and sync
devices-receive-from-another-device = Receive from another device
devices-changes-file-raduno-changes-json = Changes file (.raduno-changes.json)
devices-no-new-changes-this-device-already = No new changes: this device already has everything.
devices-merge-and-save = Merge and save
devices-cancel = Cancel
devices-conflicts-to-decide = Conflicts to decide
devices-keep-this-one = Keep this one
devices-keep-what-is-applied-leave-this = Keep what is applied (leave this out)
devices-1-conflict-to-decide-after-merging = ⚠ 1 conflict to decide after merging changes
devices-these-changes-belong-to-another-tournament = These changes belong to another tournament (“{ $theirs }”), not “{ $ours }”: nothing changed.
devices-operation-id-differs-between-the-two = Operation { $id } differs between the two copies (a file edited by hand?): nothing changed.
devices-the-file-lacks-operation-needs-which = The file lacks operation { $needs }, which { $entry } was made on: ask the other device to send all its changes. Nothing changed.
devices-this-is-not-a-raduno-changes = This is not a Raduno changes file ({ $why }): nothing changed.
devices-send-name-only-what-it-lacks = Send { $name } only what it lacks ({ $count })
devices-file-n-changes-merged-and-saved = “{ $file }”: { $count } changes merged and saved
devices-after-the-merge-conflicts-conflicts-to = After the merge: { $conflicts } conflicts to decide.
devices-round-round-table-table-two-versions = Round { $round }, table { $table }: two versions of the results
devices-use-root-device-s-instead-leaving = Use { $root_device }'s instead (leaving out { $rival_device }'s and what was made on it)
devices-not-applied-what = Not applied: { $what }
devices-with-the-n-operations-made-after = With the { $count } operations made after it on that device.
devices-server-not-reachable-why-working-without = Server not reachable ({ $why }): working without it, trying again shortly.
devices-n-conflicts-to-decide-after-merging = ⚠ { $count } conflicts to decide after merging changes
devices-file-the-file-lacks-the-tournament = “{ $file }”: the file lacks the tournament's creation; ask the other device to send all its changes.
devices-file-tournament-received-and-saved = “{ $file }”: tournament received and saved
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
