# Words of the club's server: the server card, its problems, the list of its tournaments.

server-unauthorised = Il server non accetta questo utente e password (HTTP 401): controlla utente e password qui sopra.
server-forbidden = Il server nega l'accesso (HTTP 403: { $reason }): l'utente non è tra i membri del database. Chiedi all'amministratore di aggiungerlo (raduno server setup … --user).
server-no-database = Il database non c'è su questo server (HTTP 404) e questo utente non può crearlo: controlla l'indirizzo, o chiedi all'amministratore di crearlo (raduno server setup).
server-mixed-content = Questa pagina è in https e il server in http: il browser blocca la connessione. Usa un server https, oppure apri l'app servita dal server stesso (installazione in sede, vedi il README).
server-cors = Il server risponde, ma non a questa pagina (CORS non attivo per { $origin }): l'amministratore deve attivare CORS per questa origine (raduno server setup … --origin { $origin }).
server-unreachable = Server non raggiungibile ({ $why }): controlla l'indirizzo e la rete. Si lavora senza, riprovo tra poco.
server-timeout = Il server non ha risposto entro { $seconds } secondi. Si lavora senza, riprovo tra poco.
server-http = Il server ha risposto HTTP { $status } { $reason }. Si lavora senza, riprovo tra poco.
server-bad-answer = Il server non risponde come CouchDB ({ $why }): l'indirizzo deve essere quello del database (es. http://192.168.1.10:5984/raduno).
server-address-scheme = L'indirizzo comincia con http:// o https:// (es. https://club.example.org/raduno).
server-address-host = Nell'indirizzo manca il server.
server-address-database = Nell'indirizzo manca il database (es. http://192.168.1.10:5984/raduno).
server-one-for-every-tournament = Facoltativo, uno per questo dispositivo e per tutti i suoi tornei. Con un indirizzo le modifiche vanno e vengono da sole ogni pochi secondi; senza rete si continua a lavorare e si recupera quando il server risponde.
server-user = Utente
server-password = Password
server-password-kept = conservata solo su questo dispositivo
server-forget = Scollega
server-connect = Collega
server-proposed = Proposto dalla pagina: è il server che la serve.
server-this-device-server = Server di questo dispositivo: { $url }
server-venue-address = Indirizzo dell'app in sede: inquadra il codice col telefono (stessa rete Wi-Fi).
server-created-by = creato da { $by } il { $at }
server-pending = { $count ->
    [one] 1 modifica da inviare
   *[other] { $count } modifiche da inviare
}
server-unreadable = { $count ->
    [one] 1 documento del server illeggibile.
   *[other] { $count } documenti del server illeggibili.
}
server-conflicts-after-merge = Dopo l'unione: { $count ->
    [one] 1 conflitto da decidere.
   *[other] { $count } conflitti da decidere.
}
