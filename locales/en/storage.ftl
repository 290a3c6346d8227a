# Words of storage.

storage-line-column = {" "}(line { $line }, column { $column })
storage-text = {" "}“{ $field }”
storage-backup-truncated = the text stops before its end{ $at }: the file may have been cut short
storage-not-tournament = This is not a readable Raduno tournament: { $why }
storage-newer-schema = Saved by a newer Raduno (schema { $schema }, this one reads up to { $readable }): update the app
storage-quoted-value = {" "}(“{ $value }”)
storage-journal-damaged = The tournament's journal is damaged at operation { $index }{ $what }, which is refused: { $error }. Nothing was restored
storage-tail-damaged = The latest saved changes are damaged at line { $line } ({ $why }): the tournament opens as it was before that line (save { $rev }), { $unread } saves are not read. The damaged text is kept: download it from the home page, among the unreadable entries; the next save sets it aside
storage-tail-header = the header does not read
storage-tail-no-revision = the save's number is missing
storage-tail-not-after = save { $rev } does not follow { $last }
storage-tail-text = the text does not read at column { $column }
storage-tail-gap = a line before it is missing
storage-tail-refused = the journal refuses it: { $error }
storage-tail-set-aside = damaged changes of tournament { $id }, set aside: no longer part of the tournament; download them to keep them
