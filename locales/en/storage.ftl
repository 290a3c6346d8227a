# Words of storage.

storage-line-column = {" "}(line { $line }, column { $column })
storage-text = {" "}“{ $field }”
storage-backup-truncated = the text stops before its end{ $at }: the file may have been cut short
storage-not-tournament = This is not a readable Raduno tournament: { $why }
storage-newer-schema = Saved by a newer Raduno (schema { $schema }, this one reads up to { $readable }): update the app
storage-quoted-value = {" "}(“{ $value }”)
storage-journal-damaged = The tournament's journal is damaged at operation { $index }{ $what }, which is refused: { $error }. Nothing was restored
