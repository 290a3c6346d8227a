# Words of devices.

devices-this-device = Questo dispositivo
devices-name = Nome
devices-e-g-laptop-phone = es. Portatile, Telefono
devices-save = Salva
devices-exchange-by-file = Scambio con file
devices-no-network-needed-save-the-changes = Senza rete: salva le modifiche su una chiavetta o in una cartella condivisa, poi ricevile sull'altro dispositivo (e viceversa).
devices-send-changes = Invia modifiche
devices-receive-changes = Ricevi modifiche
devices-club-s-couchdb-server = Server CouchDB del circolo
devices-optional-with-an-address-changes-come = Facoltativo. Con un indirizzo, le modifiche vanno e vengono da sole ogni pochi secondi; senza rete si continua a lavorare e si recupera quando il server risponde.
devices-address-e-g-http-192-168 = Indirizzo (es. http://192.168.1.10:5984/raduno)
devices-save-and-sync = Salva e sincronizza
devices-receive-from-another-device = Ricevi da un altro dispositivo
devices-changes-file-raduno-changes-json = File di modifiche (.raduno-changes.json)
devices-no-new-changes-this-device-already = Nessuna modifica nuova: questo dispositivo ha già tutto.
devices-merge-and-save = Unisci e salva
devices-cancel = Annulla
devices-conflicts-to-decide = Conflitti da decidere
devices-keep-this-one = Tieni questa
devices-keep-what-is-applied-leave-this = Tieni ciò che è applicato (lascia fuori questa)
devices-1-conflict-to-decide-after-merging = ⚠ 1 conflitto da decidere dopo l'unione delle modifiche
devices-these-changes-belong-to-another-tournament = Le modifiche sono di un altro torneo («{ $theirs }»), non di «{ $ours }»: nulla è cambiato.
devices-operation-id-differs-between-the-two = L'operazione { $id } è diversa nelle due copie (file modificato a mano?): nulla è cambiato.
devices-the-file-lacks-operation-needs-which = Il file non porta l'operazione { $needs }, su cui è fatta la { $entry }: chiedi all'altro dispositivo di inviare tutte le modifiche. Nulla è cambiato.
devices-this-is-not-a-raduno-changes = Questo non è un file di modifiche di Raduno ({ $why }): nulla è cambiato.
devices-send-name-only-what-it-lacks = Invia a { $name } solo ciò che non ha ({ $count })
devices-file-n-changes-merged-and-saved = «{ $file }»: { $count } modifiche unite e salvate
devices-after-the-merge-conflicts-conflicts-to = Dopo l'unione: { $conflicts } conflitti da decidere.
devices-round-round-table-table-two-versions = Turno { $round }, tavolo { $table }: due versioni dei risultati
devices-use-root-device-s-instead-leaving = Usa invece quella di { $root_device } (lascia fuori quella di { $rival_device } e ciò che vi è stato fatto sopra)
devices-not-applied-what = Non applicata: { $what }
devices-with-the-n-operations-made-after = Con le { $count } operazioni fatte dopo su quel dispositivo.
devices-server-not-reachable-why-working-without = Server non raggiungibile ({ $why }): si lavora senza, riprovo tra poco.
devices-n-conflicts-to-decide-after-merging = ⚠ { $count } conflitti da decidere dopo l'unione delle modifiche
devices-file-the-file-lacks-the-tournament = «{ $file }»: il file non porta la creazione del torneo; chiedi all'altro dispositivo di inviare tutte le modifiche.
devices-file-tournament-received-and-saved = «{ $file }»: torneo ricevuto e salvato
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
