# Words of storage.

storage-line-column = {" "}(riga { $line }, colonna { $column })
storage-text = {" "}«{ $field }»
storage-backup-truncated = il testo si interrompe prima della fine{ $at }: forse il file è stato troncato
storage-not-tournament = Il file non è un torneo Raduno leggibile: { $why }
storage-newer-schema = Salvato da una versione più recente di Raduno (schema { $schema }, questa legge fino al { $readable }): aggiorna l'app
storage-quoted-value = {" "}(«{ $value }»)
storage-journal-damaged = Il registro del torneo è danneggiato all'operazione { $index }{ $what }, che è rifiutata: { $error }. Nulla è stato ripristinato
storage-tail-damaged = Le ultime modifiche salvate sono danneggiate alla riga { $line } ({ $why }): il torneo si apre com'era prima di quella riga (salvataggio { $rev }), { $unread } salvataggi non sono letti. Il testo danneggiato resta conservato: scaricalo dalla pagina iniziale, tra le voci non leggibili; il prossimo salvataggio lo mette da parte
storage-tail-header = l'intestazione non si legge
storage-tail-no-revision = manca il numero del salvataggio
storage-tail-not-after = il salvataggio { $rev } non segue il { $last }
storage-tail-text = il testo non si legge alla colonna { $column }
storage-tail-gap = manca una riga prima di questa
storage-tail-refused = il registro la rifiuta: { $error }
storage-tail-set-aside = modifiche danneggiate del torneo { $id }, messe da parte: non fanno più parte del torneo; scaricale per conservarle
