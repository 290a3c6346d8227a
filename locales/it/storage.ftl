# Words of storage.

storage-line-column = {" "}(riga { $line }, colonna { $column })
storage-text = {" "}«{ $field }»
storage-backup-truncated = il testo si interrompe prima della fine{ $at }: forse il file è stato troncato
storage-not-tournament = Il file non è un torneo Raduno leggibile: { $why }
storage-newer-schema = Salvato da una versione più recente di Raduno (schema { $schema }, questa legge fino al { $readable }): aggiorna l'app
storage-quoted-value = {" "}(«{ $value }»)
storage-journal-damaged = Il registro del torneo è danneggiato all'operazione { $index }{ $what }, che è rifiutata: { $error }. Nulla è stato ripristinato
