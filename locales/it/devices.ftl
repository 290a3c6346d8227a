# Words of devices.

devices-this-device = Questo dispositivo
devices-name = Nome
devices-name-placeholder = es. Portatile, Telefono
devices-save = Salva
devices-exchange-by-file = Scambio con file
devices-file-exchange-hint = Senza rete: salva le modifiche su una chiavetta o in una cartella condivisa, poi ricevile sull'altro dispositivo (e viceversa).
devices-send-changes = Invia modifiche
devices-receive-changes = Ricevi modifiche (.json)
devices-server-heading = Server CouchDB del circolo
devices-server-hint = Facoltativo. Con un indirizzo, le modifiche vanno e vengono da sole ogni pochi secondi; senza rete si continua a lavorare e si recupera quando il server risponde.
devices-server-address-label = Indirizzo (es. http://192.168.1.10:5984/raduno)
devices-save-and-sync = Salva e sincronizza
devices-receive-from-another-device = Ricevi da un altro dispositivo
devices-changes-file-label = File di modifiche (.raduno-changes.json)
devices-nothing-new = Nessuna modifica nuova: questo dispositivo ha già tutto.
devices-merge-and-save = Unisci e salva
devices-cancel = Annulla
devices-conflicts-to-decide = Conflitti da decidere
devices-keep-this-one = Tieni questa
devices-keep-applied = Tieni ciò che è applicato (lascia fuori questa)
devices-one-conflict-after-merge = ⚠ 1 conflitto da decidere dopo l'unione delle modifiche
devices-changes-other-tournament = Le modifiche sono di un altro torneo («{ $theirs }»), non di «{ $ours }»: nulla è cambiato.
devices-operation-differs = L'operazione { $id } è diversa nelle due copie (file modificato a mano?): nulla è cambiato.
devices-operation-missing = Il file non porta l'operazione { $needs }, su cui è fatta la { $entry }: chiedi all'altro dispositivo di inviare tutte le modifiche. Nulla è cambiato.
devices-not-changes-file = Questo non è un file di modifiche di Raduno ({ $why }): nulla è cambiato.
devices-send-only-missing = Invia a { $name } solo ciò che non ha ({ $count })
devices-file-merged = «{ $file }»: { $count } modifiche unite e salvate
devices-merge-conflicts-left = Dopo l'unione: { $conflicts } conflitti da decidere.
devices-conflict-two-versions = Turno { $round }, tavolo { $table }: due versioni dei risultati
devices-use-other-version = Usa invece quella di { $root_device } (lascia fuori quella di { $rival_device } e ciò che vi è stato fatto sopra)
devices-not-applied = Non applicata: { $what }
devices-with-later-operations = Con le { $count } operazioni fatte dopo su quel dispositivo.
devices-server-unreachable = Server non raggiungibile ({ $why }): si lavora senza, riprovo tra poco.
devices-conflicts-after-merge = ⚠ { $count } conflitti da decidere dopo l'unione delle modifiche
devices-file-lacks-creation = «{ $file }»: il file non porta la creazione del torneo; chiedi all'altro dispositivo di inviare tutte le modifiche.
devices-file-tournament-received = «{ $file }»: torneo ricevuto e salvato
devices-changes-do-not-apply = Le modifiche ricevute non si applicano (operazione { $index }): { $error }. Nulla è cambiato.
devices-first-device = dispositivo d'origine
devices-name-saved = Nome del dispositivo salvato
devices-new-changes =
    { $count ->
        [one] 1 modifica nuova:
       *[other] { $count } modifiche nuove:
    }
devices-synced = Sincronizzato alle { $at }: { $sent } inviate, { $got } ricevute.
devices-corrected-while-locked = Turno { $round }, tavolo { $table }: corretto mentre un altro dispositivo bloccava il turno
devices-locked-by = Turno bloccato da { $who }; se la correzione non va, sblocca e correggi di nuovo il tavolo.
devices-correction-is-right = La correzione va bene
devices-receive-from-server = Ricevi da un server CouchDB
devices-show-tournaments-on-server = Mostra i tornei del server
devices-server-holds-nothing = Il server non ha tornei di Raduno.
