# Words of storage.

storage-line-column = {" "}(riga { $line }, colonna { $column })
storage-text = {" "}«{ $field }»
storage-text-stops-before-its-end-file = il testo si interrompe prima della fine{ $at }: forse il file è stato troncato
storage-this-is-not-readable-raduno-tournament = Il file non è un torneo Raduno leggibile: { $why }
storage-saved-by-newer-raduno-schema-this = Salvato da una versione più recente di Raduno (schema { $schema }, questa legge fino al { $readable }): aggiorna l'app
storage-text-2 = {" "}(«{ $value }»)
storage-tournaments-journal-is-damaged-at-operation = Il registro del torneo è danneggiato all'operazione { $index }{ $what }, che è rifiutata: { $error }. Nulla è stato ripristinato
