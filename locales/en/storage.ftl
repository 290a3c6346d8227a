# Words of storage.

storage-line-column = {" "}(line { $line }, column { $column })
storage-text = {" "}“{ $field }”
storage-text-stops-before-its-end-file = the text stops before its end{ $at }: the file may have been cut short
storage-this-is-not-readable-raduno-tournament = This is not a readable Raduno tournament: { $why }
storage-saved-by-newer-raduno-schema-this = Saved by a newer Raduno (schema { $schema }, this one reads up to { $readable }): update the app
storage-text-2 = {" "}(“{ $value }”)
storage-tournaments-journal-is-damaged-at-operation = The tournament's journal is damaged at operation { $index }{ $what }, which is refused: { $error }. Nothing was restored
